import { displayName, type Locale } from "@edu/shared";
import type {
  CreateMeetingLog,
  MeetingLog,
  MeetingLogsQuery,
  UpdateMeetingLog,
} from "@edu/shared/counseling-tasks";
import { desc, eq, inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { insertedRow, queryRows } from "../../db/query-rows";
import type { Actor } from "../../http/actor";
import { AppError, notFound } from "../../http/app-error";
import { toPage } from "../../http/paged-list";
import { toWireTime } from "../../http/wire-time";
import { richTextInput } from "../../rich-text";
import { recordAudit } from "../audit";
import { users } from "../users";
import { text } from "./counseling-task-view";
import { counselingMeetingLogs } from "./counseling-tasks.table";
import { assertClassRead, assertClassWrite, type ClassRole, classPeople } from "./counseling-tasks-access";

type LogRow = typeof counselingMeetingLogs.$inferSelect;

async function namesOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, username: users.username })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(
    rows.map((row) => [
      row.id,
      displayName({ first_name: row.first, last_name: row.last, username: row.username }),
    ]),
  );
}

async function toDtos(db: DbOrTx, rows: LogRow[], role: ClassRole): Promise<MeetingLog[]> {
  const ids = new Set<number>();
  for (const row of rows) {
    for (const id of row.attendeeUserIds) ids.add(id);
    if (row.createdBy) ids.add(row.createdBy);
  }
  const names = await namesOf(db, [...ids]);
  const named = (id: number) => ({ id, name: names.get(id) ?? "—" });
  return rows.map((row) => ({
    id: row.id,
    session_class_id: row.sessionClassId,
    meeting_date: row.meetingDate,
    // A person removed since the meeting drops out of the names (their id no longer resolves).
    attendees: row.attendeeUserIds.filter((id) => names.has(id)).map(named),
    notes: row.notes,
    next_steps: row.nextSteps,
    written_by: row.createdBy ? named(row.createdBy) : null,
    can_edit: role === "counselor" || role === "admin" ? 1 : 0,
    created_at: toWireTime(row.createdAt),
    updated_at: toWireTime(row.updatedAt),
  }));
}

async function findLog(db: DbOrTx, id: number, lock = false): Promise<LogRow | undefined> {
  const query = db.select().from(counselingMeetingLogs).where(eq(counselingMeetingLogs.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** Attendees must be the class's people (422 on attendee_user_ids otherwise); duplicates dropped. */
async function checkedAttendees(db: DbOrTx, classId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  const people = await classPeople(db, classId);
  if (unique.some((id) => !people.has(id)))
    throw new AppError("validation_failed", { fieldErrors: { attendee_user_ids: ["v.ct_attendee"] } });
  return unique;
}

export async function listMeetingLogs(db: DbOrTx, actor: Actor, query: MeetingLogsQuery) {
  const role = await assertClassRead(db, actor, query.session_class_id);
  const where = eq(counselingMeetingLogs.sessionClassId, query.session_class_id);
  const rows = await db
    .select()
    .from(counselingMeetingLogs)
    .where(where)
    .orderBy(desc(counselingMeetingLogs.meetingDate), desc(counselingMeetingLogs.id))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${counselingMeetingLogs} where session_class_id = ${query.session_class_id}`,
  );
  return toPage(await toDtos(db, rows, role), count?.n ?? 0, query.page, query.page_size);
}

async function logWithRole(db: DbOrTx, actor: Actor, id: number, write: boolean, lock = false) {
  const row = await findLog(db, id, lock);
  if (!row) throw notFound();
  const role = write
    ? await assertClassWrite(db, actor, row.sessionClassId)
    : await assertClassRead(db, actor, row.sessionClassId);
  return { row, role };
}

export async function getMeetingLog(db: DbOrTx, actor: Actor, id: number) {
  const { row, role } = await logWithRole(db, actor, id, false);
  const [dto] = await toDtos(db, [row], role);
  if (!dto) throw notFound();
  return dto;
}

async function saved(db: DbOrTx, row: LogRow | undefined, role: ClassRole, locale: Locale) {
  if (!row) throw notFound();
  const [dto] = await toDtos(db, [row], role);
  if (!dto) throw notFound();
  return { message: text(locale, "ct_saved"), data: dto };
}

export async function createMeetingLog(db: DbOrTx, actor: Actor, input: CreateMeetingLog, locale: Locale) {
  return db.transaction(async (tx) => {
    const role = await assertClassWrite(tx, actor, input.session_class_id);
    const row = insertedRow(
      await tx
        .insert(counselingMeetingLogs)
        .values({
          sessionClassId: input.session_class_id,
          meetingDate: input.meeting_date,
          attendeeUserIds: await checkedAttendees(tx, input.session_class_id, input.attendee_user_ids),
          notes: richTextInput("notes", input.notes),
          nextSteps: input.next_steps,
          createdBy: actor.id,
          updatedBy: actor.id,
        })
        .returning(),
      "counseling_meeting_logs",
    );
    await recordAudit(tx, {
      actorId: actor.id,
      action: "counseling_meeting_log.created",
      targetType: "counseling_meeting_log",
      targetId: row.id,
      after: { session_class_id: row.sessionClassId, meeting_date: row.meetingDate },
      requestId: actor.requestId,
    });
    return saved(tx, row, role, locale);
  });
}

export async function updateMeetingLog(
  db: DbOrTx,
  actor: Actor,
  id: number,
  input: UpdateMeetingLog,
  locale: Locale,
) {
  return db.transaction(async (tx) => {
    const { row, role } = await logWithRole(tx, actor, id, true, true);
    const [updated] = await tx
      .update(counselingMeetingLogs)
      .set({
        meetingDate: input.meeting_date,
        attendeeUserIds:
          input.attendee_user_ids === undefined
            ? undefined
            : await checkedAttendees(tx, row.sessionClassId, input.attendee_user_ids),
        notes: input.notes === undefined ? undefined : richTextInput("notes", input.notes),
        nextSteps: input.next_steps,
        updatedBy: actor.id,
        updatedAt: new Date(),
      })
      .where(eq(counselingMeetingLogs.id, id))
      .returning();
    await recordAudit(tx, {
      actorId: actor.id,
      action: "counseling_meeting_log.updated",
      targetType: "counseling_meeting_log",
      targetId: id,
      before: { meeting_date: row.meetingDate, attendee_user_ids: row.attendeeUserIds },
      after: { meeting_date: input.meeting_date, attendee_user_ids: input.attendee_user_ids },
      requestId: actor.requestId,
    });
    return saved(tx, updated, role, locale);
  });
}

export async function deleteMeetingLog(db: DbOrTx, actor: Actor, id: number, locale: Locale) {
  await db.transaction(async (tx) => {
    const { row } = await logWithRole(tx, actor, id, true, true);
    await tx.delete(counselingMeetingLogs).where(eq(counselingMeetingLogs.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: "counseling_meeting_log.deleted",
      targetType: "counseling_meeting_log",
      targetId: id,
      before: { session_class_id: row.sessionClassId, meeting_date: row.meetingDate, notes: row.notes },
      requestId: actor.requestId,
    });
  });
  return { message: text(locale, "ct_deleted") };
}
