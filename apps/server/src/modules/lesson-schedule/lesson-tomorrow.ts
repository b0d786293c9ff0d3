import { type FieldTranslations, formatName, type Locale, normalizeLocale, resolveField } from "@edu/shared";
import { sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { enqueueMail } from "../../mail";
import { LESSON_TOMORROW, type LessonNoticeParts, ONLINE_PLACE } from "./lesson-tomorrow.mail";

export type LessonTomorrowOptions = {
  /** The site's address, for the link to the class's schedule. */
  publicUrl?: string;
  /** Also tells people who linked LINE (the line module's queue, passed in by main.ts). */
  pushLine?: (
    tx: DbOrTx,
    message: { userId: number; text: string; kind: string; meta?: Record<string, unknown> },
  ) => Promise<unknown>;
  /** Most lessons announced in one run (the rest go in the next). */
  limit?: number;
};

export type LessonTomorrowReport = { lessons: number; mails: number; lines: number };

type DueLesson = {
  id: number;
  session_class_id: number;
  local_date: string;
  local_time: string;
  timezone: string;
  duration_minutes: number;
  note: string;
  name: string;
  translations: FieldTranslations<"name" | "address"> | null;
  address: string;
  room: string;
  is_online: boolean | string;
};

type Person = { id: number; email: string | null; lang: string; first_name: string; last_name: string };

const dayIn = (now: Date, timezone: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: timezone }).format(now);
const nextDay = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const weekday = (isoDate: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );

/** The class's teachers, its placed students and those students' parents: active people, each once. */
async function recipientsOf(db: DbOrTx, classId: number): Promise<Person[]> {
  return queryRows<Person>(
    db,
    sql`select u.id, u.email::text as email, u.lang, u.first_name, u.last_name
        from users u
        where u.is_active and u.id in (
          select user_id from session_class_teachers where session_class_id = ${classId}
          union select student_user_id from student_class_tickets where session_class_id = ${classId}
          union select ps.parent_id from parent_students ps
                join student_class_tickets t on t.student_user_id = ps.student_id
                where t.session_class_id = ${classId})
        order by u.id`,
  );
}

/**
 * "Lesson tomorrow": each planned lesson is announced once, from 18:00 of the day before (in the lesson's
 * zone; a lesson planned later than that, at once) until it starts, to the class's teachers, students and
 * the students' parents: a mail through the outbox in each person's language and a LINE message for those
 * who linked it. The due lessons are locked FOR UPDATE SKIP LOCKED and marked notified in the transaction
 * that queues their messages: parallel runs share the work, and a restart neither repeats nor loses one.
 * A lesson whose start passed while no run happened is not announced any more.
 */
export async function runLessonTomorrowOnce(
  db: Database,
  now = new Date(),
  { publicUrl = "", pushLine, limit = 100 }: LessonTomorrowOptions = {},
): Promise<LessonTomorrowReport> {
  const base = publicUrl.replace(/\/+$/, "");
  return db.transaction(async (tx) => {
    const report: LessonTomorrowReport = { lessons: 0, mails: 0, lines: 0 };
    const at = now.toISOString();
    const due = await queryRows<DueLesson>(
      tx,
      sql`select p.id, p.session_class_id, p.timezone, p.duration_minutes, p.note,
            to_char(p.starts_at at time zone p.timezone, 'YYYY-MM-DD') as local_date,
            to_char(p.starts_at at time zone p.timezone, 'HH24:MI') as local_time,
            c.name, c.translations, c.address, c.room, c.is_online
          from planned_lessons p join session_classes c on c.id = p.session_class_id
          where p.notified_at is null and p.starts_at > ${at}::timestamptz and p.notify_at <= ${at}::timestamptz
          order by p.starts_at, p.id
          limit ${limit}
          for update of p skip locked`,
    );
    for (const lesson of due) {
      const today = dayIn(now, lesson.timezone);
      const day =
        lesson.local_date === today ? "today" : lesson.local_date === nextDay(today) ? "tomorrow" : "";
      const online = lesson.is_online === true || lesson.is_online === "t";
      for (const person of await recipientsOf(tx, lesson.session_class_id)) {
        const locale: Locale = normalizeLocale(person.lang) ?? "zh-TW";
        const address = resolveField(lesson.address, lesson.translations, "address", locale);
        const parts: LessonNoticeParts = {
          name: formatName(person) || "",
          className: resolveField(lesson.name, lesson.translations, "name", locale),
          day,
          when: `${lesson.local_date} (${weekday(lesson.local_date, locale)}) ${lesson.local_time}`,
          timezone: lesson.timezone,
          minutes: Number(lesson.duration_minutes),
          place: online ? ONLINE_PLACE[locale] : [address, lesson.room].filter(Boolean).join(" · "),
          note: lesson.note,
          link: `${base}/session-classes/${lesson.session_class_id}/attendance?tab=schedule`,
        };
        const template = LESSON_TOMORROW[locale];
        if (person.email) {
          await enqueueMail(tx, {
            to: person.email,
            subject: template.subject(parts),
            text: template.text(parts),
            locale,
            kind: "lesson_tomorrow",
            meta: { planned_lesson_id: lesson.id, user_id: person.id },
          });
          report.mails += 1;
        }
        if (pushLine) {
          const queued = await pushLine(tx, {
            userId: person.id,
            text: `${template.line(parts)}\n${parts.link}`,
            kind: "lesson_tomorrow",
            meta: { planned_lesson_id: lesson.id },
          });
          if (queued) report.lines += 1;
        }
      }
      report.lessons += 1;
    }
    if (due.length)
      await tx.execute(
        sql`update planned_lessons set notified_at = ${at}::timestamptz
            where id = any(${`{${due.map((l) => l.id).join(",")}}`}::int[])`,
      );
    return report;
  });
}
