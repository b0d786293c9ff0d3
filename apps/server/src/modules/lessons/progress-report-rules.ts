import { isPrivateCourseSession, type Locale, resolveField } from "@edu/shared";
import type { ProgressReport } from "@edu/shared/lessons";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { forbidden, notFound } from "../../http/app-error";
import { toWireTime, toWireTimeOrNull } from "../../http/wire-time";
import { sessionClassTeachers } from "../classes";
import { listStudentIds } from "../users";
import { teachesClass } from "./class-access";
import { findReports, type ReportRow, type StatusRow } from "./progress-reports.repository";

// What the progress report use cases share: the wire shape, who reads and writes, the taught classes.

/** The report's class; `localized.name` is its name in the reader's language (the base name when untranslated). */
export const reportClass = (row: ReportRow | StatusRow, locale: Locale) => ({
  id: row.session_class_id,
  name: row.class_name,
  course_session_id: row.course_session_id,
  is_private: isPrivateCourseSession(row.course_session_id),
  localized: { name: resolveField(row.class_name, row.class_translations, "name", locale) },
});

export function toReport(row: ReportRow, locale: Locale = "en"): ProgressReport {
  return {
    id: row.id,
    session_class: reportClass(row, locale),
    student: {
      id: row.student_user_id,
      username: row.student_username,
      first_name: row.student_first_name,
      last_name: row.student_last_name,
    },
    teacher:
      row.author_user_id === null
        ? null
        : {
            id: row.author_user_id,
            username: row.author_username ?? "",
            first_name: row.author_first_name ?? "",
            last_name: row.author_last_name ?? "",
          },
    period: row.period,
    content: row.content,
    mailed_at: toWireTimeOrNull(row.mailed_at),
    created_at: toWireTime(row.created_at),
    updated_at: toWireTime(row.updated_at),
  };
}

export async function taughtClassIds(db: DbOrTx, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: sessionClassTeachers.sessionClassId })
    .from(sessionClassTeachers)
    .where(eq(sessionClassTeachers.userId, userId));
  return rows.map((row) => row.id);
}

export const idList = (ids: number[]) =>
  ids.length === 0
    ? sql`(null)`
    : sql`(${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`;

/** Staff write any class's reports; a teacher only those of classes they teach. */
export async function assertWrites(db: DbOrTx, actor: Actor, classId: number) {
  if (isStaff(actor)) return;
  if (!(await teachesClass(db, classId, actor.id))) throw forbidden();
}

/** Who reads a report: staff, the class's teachers, the student, the student's parents. */
export async function assertReads(db: DbOrTx, actor: Actor, row: ReportRow) {
  if (isStaff(actor) || actor.id === row.student_user_id) return;
  if (actor.roles.includes("teacher") && (await teachesClass(db, row.session_class_id, actor.id))) return;
  if (actor.roles.includes("parent")) {
    const children = (await listStudentIds(db, [actor.id])).get(actor.id) ?? [];
    if (children.includes(row.student_user_id)) return;
  }
  throw forbidden();
}

export async function getRow(db: DbOrTx, id: number): Promise<ReportRow> {
  const [row] = await findReports(db, [id]);
  if (!row) throw notFound("progress_report_not_found");
  return row;
}
