import { type Locale, type MessageKey, resolveField } from "@edu/shared";
import type {
  CreateGreetMeetingInput,
  GreetMeeting,
  GreetMeetingMailInput,
  UpdateGreetMeetingInput,
} from "@edu/shared/lessons";
import { and, eq, or, type SQL } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { AppError, fieldError, notFound } from "../../http/app-error";
import { enqueueMail } from "../../mail";
import { richTextInput } from "../../rich-text";
import { recordAudit } from "../audit";
import { listParentIds } from "../users";
import { classTeacherIds, placedTickets } from "./class-access";
import { greetMeetingMail } from "./greet-meetings.mail";
import {
  deleteGreetMeetingRow,
  findGreetMeeting,
  findPeople,
  type GreetMeetingRow,
  type GreetMeetingWithRefs,
  insertGreetMeeting,
  listGreetMeetingRows,
  lockGreetMeeting,
  markMailed,
  updateGreetMeetingRow,
} from "./greet-meetings.repository";
import { greetMeetings } from "./greet-meetings.table";
import { instantOf } from "./lesson-logs.repository";
import {
  attendsClassCondition,
  childAttendsClassCondition,
  findPrivateClass,
  listAllStudentTerms,
  listMailTargets,
  teachesClassCondition,
} from "./private-lessons.repository";

/** The answers; `localized.name` is the class's name in the reader's language (the base name when untranslated). */
async function toDtos(
  db: DbOrTx,
  rows: GreetMeetingWithRefs[],
  locale: Locale = "en",
): Promise<GreetMeeting[]> {
  const people = await findPeople(db, [...new Set(rows.flatMap((r) => r.meeting.teacherUserIds))]);
  return rows.map(({ meeting, startedAtLocal, cls }) => ({
    id: meeting.id,
    session_class_id: meeting.sessionClassId,
    class_name: cls.name,
    localized: { name: resolveField(cls.name, cls.translations, "name", locale) },
    teacher_user_ids: meeting.teacherUserIds,
    teachers: meeting.teacherUserIds.flatMap((id) => {
      const p = people.get(id);
      return p ? [{ id: p.id, username: p.username, first_name: p.firstName, last_name: p.lastName }] : [];
    }),
    timezone: meeting.timezone,
    is_same_address: meeting.isSameAddress,
    address: meeting.isSameAddress ? cls.address : meeting.address,
    started_at: meeting.startedAt?.toISOString() ?? null,
    started_at_local: startedAtLocal,
    duration_minutes: meeting.durationMinutes,
    mailed_at: meeting.mailedAt?.toISOString() ?? null,
    created_at: meeting.createdAt.toISOString(),
  }));
}

async function meetingOrThrow(db: DbOrTx, id: number, locale: Locale): Promise<GreetMeeting> {
  const row = await findGreetMeeting(db, id);
  if (!row) throw notFound("greet_meeting_not_found");
  const [dto] = await toDtos(db, [row], locale);
  if (!dto) throw notFound("greet_meeting_not_found");
  return dto;
}

/** The meeting's teachers must teach the class. */
async function checkTeachers(tx: DbOrTx, classId: number, ids: number[]) {
  const teachers = new Set(await classTeacherIds(tx, classId));
  const errors: Record<string, MessageKey[]> = {};
  ids.forEach((id, index) => {
    if (!teachers.has(id)) errors[`teacher_user_ids.${index}`] = ["not_teacher_of_class"];
  });
  if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });
}

const auditOf = (m: GreetMeetingRow) => ({
  session_class_id: m.sessionClassId,
  teacher_user_ids: m.teacherUserIds,
  timezone: m.timezone,
  started_at: m.startedAt?.toISOString() ?? null,
  is_same_address: m.isSameAddress,
  address: m.address,
});

/** POST greet-meeting: a meet-and-greet of a private lesson (time null while undecided). */
export async function createGreetMeeting(
  db: Database,
  actor: Actor,
  input: CreateGreetMeetingInput,
  locale: Locale = "en",
) {
  return db.transaction(async (tx) => {
    if (!(await findPrivateClass(tx, input.session_class_id))) {
      throw fieldError("session_class_id", "private_lesson_not_found");
    }
    await checkTeachers(tx, input.session_class_id, input.teacher_user_ids);
    const row = await insertGreetMeeting(tx, {
      sessionClassId: input.session_class_id,
      teacherUserIds: input.teacher_user_ids,
      timezone: input.timezone,
      isSameAddress: input.is_same_address,
      address: input.address,
      startedAt: input.started_at ? (instantOf(input.started_at, input.timezone) as unknown as Date) : null,
      durationMinutes: input.duration_minutes,
      createdBy: actor.id,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "greet_meeting.create",
      targetType: "greet_meeting",
      targetId: row.id,
      after: auditOf(row),
      requestId: actor.requestId,
    });
    return meetingOrThrow(tx, row.id, locale);
  });
}

export async function updateGreetMeeting(
  db: Database,
  actor: Actor,
  id: number,
  input: UpdateGreetMeetingInput,
  locale: Locale = "en",
) {
  return db.transaction(async (tx) => {
    const before = await lockGreetMeeting(tx, id);
    if (!before) throw notFound("greet_meeting_not_found");
    if (input.teacher_user_ids) await checkTeachers(tx, before.sessionClassId, input.teacher_user_ids);
    const timezone = input.timezone ?? before.timezone;
    let startedAt: Date | null | undefined;
    if (input.started_at !== undefined) {
      startedAt = input.started_at ? (instantOf(input.started_at, timezone) as unknown as Date) : null;
    } else if (input.timezone !== undefined && before.startedAt) {
      // Another zone keeps the meeting's wall-clock time.
      const local = (await findGreetMeeting(tx, id))?.startedAtLocal;
      startedAt = local ? (instantOf(local, timezone) as unknown as Date) : null;
    }
    await updateGreetMeetingRow(tx, id, {
      teacherUserIds: input.teacher_user_ids,
      timezone: input.timezone,
      isSameAddress: input.is_same_address,
      address: input.address,
      durationMinutes: input.duration_minutes,
      ...(startedAt !== undefined && { startedAt }),
    });
    const after = await lockGreetMeeting(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "greet_meeting.update",
      targetType: "greet_meeting",
      targetId: id,
      before: auditOf(before),
      after: after ? auditOf(after) : null,
      requestId: actor.requestId,
    });
    return meetingOrThrow(tx, id, locale);
  });
}

export async function deleteGreetMeeting(db: Database, actor: Actor, id: number) {
  await db.transaction(async (tx) => {
    const before = await lockGreetMeeting(tx, id);
    if (!before) throw notFound("greet_meeting_not_found");
    await deleteGreetMeetingRow(tx, id);
    await recordAudit(tx, {
      actorId: actor.id,
      action: "greet_meeting.delete",
      targetType: "greet_meeting",
      targetId: id,
      before: auditOf(before),
      requestId: actor.requestId,
    });
  });
}

/** GET greet-meetings: staff all (or one class's); others those of classes they teach, attend or their children attend. */
export async function listGreetMeetings(db: DbOrTx, actor: Actor, classId?: number, locale: Locale = "en") {
  const own = isStaff(actor)
    ? undefined
    : or(
        teachesClassCondition(actor.id),
        attendsClassCondition(actor.id),
        actor.roles.includes("parent") ? childAttendsClassCondition(actor.id) : undefined,
      );
  const where = and(own, classId ? eq(greetMeetings.sessionClassId, classId) : undefined) as SQL | undefined;
  return { data: await toDtos(db, await listGreetMeetingRows(db, where), locale) };
}

/**
 * POST greet-meeting/send-mail: mails the class's scheduled meet-and-greets to the selected teachers
 * and, if asked, the students and their parents (a student's default receivers when set), in each
 * recipient's language through the outbox. Each mail carries the meetings as an iCalendar file
 * (`meta.ics`, text/calendar, UTC times) for the mail worker to attach, titled in the recipient's
 * language as well (`greetMeetingMail`).
 */
export async function sendGreetMeetingMail(
  db: Database,
  actor: Actor,
  input: GreetMeetingMailInput,
  publicUrl: string,
) {
  return db.transaction(async (tx) => {
    const lesson = await findPrivateClass(tx, input.session_class_id);
    if (!lesson) throw fieldError("session_class_id", "private_lesson_not_found");
    if (input.mail_to_teachers)
      await checkTeachers(tx, input.session_class_id, input.selected_mailing_teachers);
    const meetings = (
      await listGreetMeetingRows(tx, eq(greetMeetings.sessionClassId, input.session_class_id))
    ).filter((m) => m.meeting.startedAt);
    if (meetings.length === 0) throw fieldError("session_class_id", "greet_meeting_none_scheduled");
    const content = richTextInput("mail_content", input.mail_content);
    // One invitation per language, built when a recipient first reads it.
    const mails = new Map<Locale, ReturnType<typeof greetMeetingMail>>();
    const mailIn = (locale: Locale) => {
      const mail =
        mails.get(locale) ?? greetMeetingMail(locale, { cls: lesson.cls, meetings, content, publicUrl });
      mails.set(locale, mail);
      return mail;
    };

    const students =
      input.mail_to_students || input.mail_to_parents
        ? [...(await placedTickets(tx, lesson.cls.id)).values()]
        : [];
    let parents: number[] = [];
    if (input.mail_to_parents) {
      const terms = new Map((await listAllStudentTerms(tx, lesson.cls.id)).map((t) => [t.studentUserId, t]));
      const linked = await listParentIds(tx, students);
      parents = students.flatMap((s) => {
        const chosen = terms.get(s)?.defaultParentsReceivers ?? [];
        return chosen.length > 0 ? chosen : (linked.get(s) ?? []);
      });
    }
    const ids = [
      ...(input.mail_to_teachers ? input.selected_mailing_teachers : []),
      ...(input.mail_to_students ? students : []),
      ...parents,
    ];
    const sent = new Set<string>();
    for (const user of await listMailTargets(tx, [...new Set(ids)])) {
      if (!user.email || !user.isActive || sent.has(user.email.toLowerCase())) continue;
      sent.add(user.email.toLowerCase());
      const { subject, text, ics } = mailIn(user.lang);
      await enqueueMail(tx, {
        to: user.email,
        subject,
        text,
        ...(content && { html: content }),
        locale: user.lang,
        kind: "greet_meeting",
        meta: { session_class_id: lesson.cls.id, ics, ics_method: "PUBLISH" },
      });
    }
    await markMailed(
      tx,
      meetings.map((m) => m.meeting.id),
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: "greet_meeting.mail",
      targetType: "session_class",
      targetId: lesson.cls.id,
      after: { mails: sent.size, meetings: meetings.map((m) => m.meeting.id) },
      requestId: actor.requestId,
    });
    return { mails: sent.size, meetings: meetings.length };
  });
}
