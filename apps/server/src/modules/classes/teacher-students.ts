import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { registerTeacherStudentCheck } from "../profiles";
import { studentOfTeacher } from "./classes.repository";

/** The student is placed in a class the teacher teaches (as teacher or TA). */
export async function isTeacherOfStudent(db: DbOrTx, teacherId: number, studentId: number): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select ${studentOfTeacher(teacherId, studentId)} as ok`,
  );
  return Boolean(row?.ok);
}

/**
 * A condition on a users-table query: `studentIdColumn` is a student of `teacherId`'s classes. For
 * GET students and the teacher-student list in the relations module: `hasRole("student")` plus this.
 */
export const studentOfTeacherCondition = (teacherId: number, studentIdColumn: unknown): SQL =>
  studentOfTeacher(teacherId, studentIdColumn);

let registered = false;
/** Teachers may read the profiles of their classes' students (profiles module hook). Once per process. */
export function registerClassChecks(): void {
  if (registered) return;
  registered = true;
  registerTeacherStudentCheck(isTeacherOfStudent);
}
