import {
  type FieldTranslations,
  type Locale,
  normalizeLocale,
  type TodoTitleCode,
  type TodoTitleParams,
  todoTitleText,
} from "@edu/shared";
import { sql } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { SCHOOL_TIME_ZONE_DEFAULT, schoolToday } from "../../school-calendar";
import { todoMembers, todos } from "./todos.table";

/**
 * What needs a person, one row per cause: a stable key, where it is done, its title as a code and
 * parameters (rendered in each reader's language, the class named in it).
 */
type Cause = { key: string; url: string; fromDate: string; code: TodoTitleCode; params: TodoTitleParams };

/** Teacher invitations left without an answer this long get a to-do. */
const INVITATION_WAIT_DAYS = 2;
/** Future receivables get a to-do this many days before they fall due. */
const RECEIVABLE_NOTICE_DAYS = 3;

/** A planned lesson's log is missing this long after it ended: attendance not marked. */
const ATTENDANCE_GRACE = "1 day";
/** Planned lessons that ended longer ago than this no longer ask for their log (their to-do closes). */
const ATTENDANCE_LOOKBACK = "60 days";

type Row = { id: number; ref: number; label: string; day: string };
type ClassRow = Row & { label_translations: FieldTranslations<"name"> | null };
type LessonRow = ClassRow & { private_type: string | null };

/**
 * The causes, read from the modules' tables (named for reading, as joins may): a parent's payment proof
 * to verify, a bill problem to answer, a teacher invitation unanswered for two days, a receivable
 * falling due within three days, a planned lesson whose log (attendance) is missing a day after it ended. Each query reads a partial index of open rows.
 */
async function currentCauses(db: DbOrTx, today: string, now: Date, timeZone: string): Promise<Cause[]> {
  const at = now.toISOString();
  // The school day an instant falls on (a proof sent at 01:30 in Taipei is that day's, not UTC's day before).
  const dayOf = (column: string) => sql`to_char(${sql.raw(column)} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const proofs = await queryRows<Row>(
    db,
    sql`select t.id, t.order_id as ref, o.title as label, ${dayOf("t.created_at")} as day
        from order_transactions t join orders o on o.id = t.order_id
        where t.status = 'pending'`,
  );
  const problems = await queryRows<Row>(
    db,
    sql`select p.id, p.order_id as ref, o.title as label, ${dayOf("p.created_at")} as day
        from order_problems p join orders o on o.id = p.order_id
        where p.resolved_at is null`,
  );
  const invitations = await queryRows<ClassRow & { teacher: string }>(
    db,
    sql`select i.id, i.session_class_id as ref,
          trim(coalesce(u.last_name, '') || ' ' || coalesce(u.first_name, '')) as teacher,
          c.name as label, c.translations as label_translations,
          ${dayOf("i.created_at")} as day
        from teacher_invitations i
        join users u on u.id = i.teacher_user_id
        join session_classes c on c.id = i.session_class_id
        where i.replied_status = 0 and i.expires_at > now()
          and i.created_at < now() - ${INVITATION_WAIT_DAYS}::int * interval '1 day'`,
  );
  const receivables = await queryRows<Row>(
    db,
    sql`select it.id, it.receivable_order_id as ref, r.title as label, it.receivable_date::text as day
        from receivable_order_items it join receivable_orders r on r.id = it.receivable_order_id
        where it.billed_at is null
          and it.receivable_date <= ${today}::date + ${RECEIVABLE_NOTICE_DAYS}::int`,
  );
  // A planned lesson (lesson-schedule) with no lesson log of its class within 12 hours of its start.
  const lessons = await queryRows<LessonRow>(
    db,
    sql`select p.id, p.session_class_id as ref, c.name as label, c.translations as label_translations,
          to_char(p.starts_at at time zone p.timezone, 'YYYY-MM-DD HH24:MI') as day,
          case when c.course_session_id > 10 then null
               when pl.type = 2 then 'custom-lessons' else 'private-lessons' end as private_type
        from planned_lessons p
        join session_classes c on c.id = p.session_class_id
        left join private_lessons pl on pl.session_class_id = p.session_class_id
        where p.starts_at + p.duration_minutes * interval '1 minute'
                < ${at}::timestamptz - ${ATTENDANCE_GRACE}::interval
          and p.starts_at > ${at}::timestamptz - ${ATTENDANCE_LOOKBACK}::interval
          and p.starts_at < ${at}::timestamptz - ${ATTENDANCE_GRACE}::interval
          and not exists (select 1 from teaching_logs t
                          where t.session_class_id = p.session_class_id
                            -- bounds the logs read to the window (teaching_logs_started_idx)
                            and t.started_at > ${at}::timestamptz - ${ATTENDANCE_LOOKBACK}::interval - interval '12 hours'
                            and t.started_at between p.starts_at - interval '12 hours'
                                                 and p.starts_at + interval '12 hours')`,
  );
  return [
    ...lessons.map((r) => ({
      key: `attendance:${r.id}`,
      url: r.private_type
        ? `/private/${r.private_type}/${r.ref}/createLog`
        : `/session-class/${r.ref}/createLog`,
      fromDate: r.day.slice(0, 10),
      code: "attendance_missing" as const,
      params: { label: r.label, label_translations: r.label_translations, day: r.day },
    })),
    ...proofs.map((r) => ({
      key: `proof:${r.id}`,
      url: `/bill/${r.ref}`,
      fromDate: r.day,
      code: "proof_to_verify" as const,
      params: { label: r.label },
    })),
    ...problems.map((r) => ({
      key: `problem:${r.id}`,
      url: `/bill/${r.ref}`,
      fromDate: r.day,
      code: "problem_to_answer" as const,
      params: { label: r.label },
    })),
    ...invitations.map((r) => ({
      key: `invitation:${r.id}`,
      url: `/private/private-lessons/${r.ref}/detail`,
      fromDate: r.day,
      code: "invitation_unanswered" as const,
      params: { teacher: r.teacher, label: r.label, label_translations: r.label_translations },
    })),
    ...receivables.map((r) => ({
      key: `receivable:${r.id}`,
      url: `/receivable/${r.ref}`,
      fromDate: r.day,
      code: "receivable_due" as const,
      params: { label: r.label },
    })),
  ];
}

/** Every active admin is responsible; the stored fallback title is in the first admin's language (the school's own). */
async function responsibleAdmins(tx: DbOrTx) {
  const admins = await queryRows<{ id: number; lang: string }>(
    tx,
    sql`select u.id, u.lang from users u
        where u.is_active and exists (select 1 from user_roles r where r.user_id = u.id and r.role = 'super-admin')
        order by u.id`,
  );
  const locale: Locale = normalizeLocale(admins[0]?.lang) ?? "zh-TW";
  return { ids: admins.map((admin) => admin.id), locale };
}

/** Today on the school's calendar (config.SCHOOL_TIME_ZONE). */
const todayAt = (now: Date, timeZone = SCHOOL_TIME_ZONE_DEFAULT) => schoolToday(now, timeZone);

/** Inserts the cause's to-do unless its source_key has one; true when it was opened now. */
async function openCause(
  tx: DbOrTx,
  cause: Cause,
  today: string,
  admins: Awaited<ReturnType<typeof responsibleAdmins>>,
): Promise<boolean> {
  const [row] = await tx
    .insert(todos)
    .values({
      // The school's language as the stored fallback; readers get the code rendered in theirs.
      title: todoTitleText(admins.locale, cause.code, cause.params).slice(0, 200),
      titleCode: cause.code,
      titleParams: cause.params,
      // The later of the cause's day and today (ISO dates sort as text).
      fromDate: [cause.fromDate, today].sort()[1] as string,
      isAllDay: true,
      wantsReminder: false,
      url: cause.url,
      sourceKey: cause.key,
    })
    .onConflictDoNothing({ target: todos.sourceKey })
    .returning({ id: todos.id });
  if (!row) return false;
  if (admins.ids.length)
    await tx
      .insert(todoMembers)
      .values(admins.ids.map((userId) => ({ todoId: row.id, userId, kind: "responsible" as const })));
  return true;
}

/** Source keys of to-dos an event opened (openEventTodo): a person closes them, the sweep never does. */
const EVENT_KEY_PREFIX = "event:";

/**
 * A to-do for something that happened and needs a person (a payment notice that could not be
 * credited, follow-up work that gave up), opened in the caller's transaction, once per key.
 */
export async function openEventTodo(
  tx: DbOrTx,
  event: { key: string; url: string; titles: Record<Locale, string> },
  now = new Date(),
): Promise<boolean> {
  const today = todayAt(now);
  const cause: Cause = {
    key: `${EVENT_KEY_PREFIX}${event.key}`,
    url: event.url,
    fromDate: today,
    code: "texts",
    params: { texts: event.titles },
  };
  return openCause(tx, cause, today, await responsibleAdmins(tx));
}

/**
 * Opens a to-do for each cause that has none (responsible: every active admin; in the language of the
 * first admin, the school's own) and closes the system's open to-dos whose cause is gone. Safe to run in
 * several processes: one advisory lock per run, and source_key is unique.
 */
export async function runSystemTodosOnce(
  db: Database,
  now = new Date(),
  /** timeZone: the school's (config.SCHOOL_TIME_ZONE): what day causes and to-dos fall on. */
  options: { timeZone?: string } = {},
) {
  const timeZone = options.timeZone ?? SCHOOL_TIME_ZONE_DEFAULT;
  return db.transaction(async (tx) => {
    const [lock] = await queryRows<{ ok: boolean }>(tx, sql`select pg_try_advisory_xact_lock(7212001) as ok`);
    if (!lock?.ok) return { opened: 0, closed: 0 };
    const today = todayAt(now, timeZone);
    const causes = await currentCauses(tx, today, now, timeZone);
    const admins = await responsibleAdmins(tx);
    let opened = 0;
    for (const cause of causes) {
      if (await openCause(tx, cause, today, admins)) opened += 1;
    }
    const keys = causes.map((cause) => cause.key);
    const closed = await queryRows<{ id: number }>(
      tx,
      sql`update todos set status = 1, updated_at = now()
          where source_key is not null and status = 0
            and not starts_with(source_key, ${EVENT_KEY_PREFIX})
            and not (source_key = any(${`{${keys.map((k) => `"${k}"`).join(",")}}`}::text[]))
          returning id`,
    );
    return { opened, closed: closed.length };
  });
}
