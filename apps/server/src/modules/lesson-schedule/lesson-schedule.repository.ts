import { PLANNED_LESSON_LOG_WINDOW_HOURS, type PlannedLesson } from "@edu/shared";
import { eq, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { plannedLessons } from "./lesson-schedule.table";

const WINDOW = `${PLANNED_LESSON_LOG_WINDOW_HOURS} hours`;

/** The instant of a wall-clock "YYYY-MM-DD HH:mm" in an IANA zone (PostgreSQL knows the zone rules). */
export const instantOf = (local: string, timezone: string): SQL<Date> =>
  sql`(${local}::timestamp at time zone ${timezone})`;

/** 18:00 of the day before a wall-clock day, in the zone: when "lesson tomorrow" falls due. */
export const notifyAtOf = (localDate: string, timezone: string): SQL<Date> =>
  sql`(((${localDate}::date - 1) + time '18:00')::timestamp at time zone ${timezone})`;

/** Whether a lesson log of the class lies within the window of the planned lesson `p`'s start. */
const loggedText = (p: string) =>
  `exists (select 1 from teaching_logs t
      where t.session_class_id = ${p}.session_class_id
        and t.started_at between ${p}.starts_at - interval '${WINDOW}' and ${p}.starts_at + interval '${WINDOW}')`;

/** SQL text turning a timestamp expression into the wire's ISO string inside the query (see http/wire-time.ts). */
const wireTimeSql = (column: string) =>
  `to_char((${column}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const SELECT = sql.raw(`select p.id, p.session_class_id,
    ${wireTimeSql("p.starts_at")} as starts_at,
    ${wireTimeSql("p.starts_at + p.duration_minutes * interval '1 minute'")} as ends_at,
    to_char(p.starts_at at time zone p.timezone, 'YYYY-MM-DD') as date,
    to_char(p.starts_at at time zone p.timezone, 'HH24:MI') as time,
    p.timezone, p.duration_minutes, p.note, p.series_id,
    ${loggedText("p")} as logged,
    case when p.notified_at is null then null else ${wireTimeSql("p.notified_at")} end as notified_at
  from planned_lessons p`);

type Row = Omit<PlannedLesson, "logged"> & { logged: boolean | string };

const toDto = (row: Row): PlannedLesson => ({
  ...row,
  id: Number(row.id),
  session_class_id: Number(row.session_class_id),
  duration_minutes: Number(row.duration_minutes),
  logged: row.logged === true || row.logged === "t",
});

/** A class's planned lessons starting from `from` until `until` (instants), oldest first. */
export async function listForClass(db: DbOrTx, classId: number, from: Date, until: Date, limit = 500) {
  const rows = await queryRows<Row>(
    db,
    sql`${SELECT} where p.session_class_id = ${classId}
        and p.starts_at >= ${from.toISOString()}::timestamptz and p.starts_at < ${until.toISOString()}::timestamptz
        order by p.starts_at, p.id limit ${limit}`,
  );
  return rows.map(toDto);
}

export async function findByIds(db: DbOrTx, ids: number[]): Promise<PlannedLesson[]> {
  if (ids.length === 0) return [];
  const rows = await queryRows<Row>(
    db,
    sql`${SELECT} where p.id = any(${`{${ids.join(",")}}`}::int[]) order by p.starts_at, p.id`,
  );
  return rows.map(toDto);
}

export async function findById(db: DbOrTx, id: number): Promise<PlannedLesson | undefined> {
  return (await findByIds(db, [id]))[0];
}

export type NewPlannedLesson = {
  classId: number;
  /** "YYYY-MM-DD HH:mm" in `timezone`. */
  local: string;
  timezone: string;
  durationMinutes: number;
  note: string;
  seriesId: string | null;
  createdBy: number;
};

/** Inserts the lessons; a class already planned at the same instant keeps its lesson (skipped). */
export async function insertPlannedLessons(db: DbOrTx, lessons: NewPlannedLesson[]): Promise<number[]> {
  if (lessons.length === 0) return [];
  const rows = await db
    .insert(plannedLessons)
    .values(
      lessons.map((l) => ({
        sessionClassId: l.classId,
        startsAt: instantOf(l.local, l.timezone),
        durationMinutes: l.durationMinutes,
        timezone: l.timezone,
        note: l.note,
        seriesId: l.seriesId,
        notifyAt: notifyAtOf(l.local.slice(0, 10), l.timezone),
        createdBy: l.createdBy,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: plannedLessons.id });
  return rows.map((row) => row.id);
}

export type PlannedLessonChange = {
  local?: string;
  timezone: string;
  durationMinutes?: number;
  note?: string;
};

/** Updates one lesson; a new start re-arms its notice. Answers false when another lesson holds that start. */
export async function updatePlannedLesson(db: DbOrTx, id: number, change: PlannedLessonChange) {
  const moved = change.local !== undefined;
  const rows = await db
    .update(plannedLessons)
    .set({
      timezone: change.timezone,
      ...(moved && {
        startsAt: instantOf(change.local as string, change.timezone),
        notifyAt: notifyAtOf((change.local as string).slice(0, 10), change.timezone),
        notifiedAt: null,
      }),
      ...(change.durationMinutes !== undefined && { durationMinutes: change.durationMinutes }),
      ...(change.note !== undefined && { note: change.note }),
      updatedAt: new Date(),
    })
    .where(eq(plannedLessons.id, id))
    .returning({ id: plannedLessons.id });
  return rows.length > 0;
}

export async function deletePlannedLesson(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(plannedLessons)
    .where(eq(plannedLessons.id, id))
    .returning({ id: plannedLessons.id });
  return rows.length > 0;
}

/** The wall-clock start of a lesson in a zone ("YYYY-MM-DD HH:mm"). */
export async function localStartIn(db: DbOrTx, id: number, timezone: string): Promise<string | undefined> {
  const [row] = await queryRows<{ local: string }>(
    db,
    sql`select to_char(starts_at at time zone ${timezone}, 'YYYY-MM-DD HH24:MI') as local
        from ${plannedLessons} where id = ${id}`,
  );
  return row?.local;
}

/** Whether another lesson of the class starts at that wall-clock time in the zone. */
export async function startTaken(
  db: DbOrTx,
  classId: number,
  local: string,
  timezone: string,
  exceptId: number,
) {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from ${plannedLessons}
        where session_class_id = ${classId} and starts_at = ${instantOf(local, timezone)} and id <> ${exceptId}`,
  );
  return Boolean(row);
}
