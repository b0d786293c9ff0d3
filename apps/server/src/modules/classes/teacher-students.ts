import { type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { studentOfTeacher } from "./classes.repository";

/**
 * The student is placed in a class the teacher teaches (as teacher or TA). Teachers may read their
 * students' profiles: the classes manifest contributes this to the profiles rule (the
 * `isTeacherOfStudent` extension point, module-deps.ts).
 */
export async function isTeacherOfStudent(db: DbOrTx, teacherId: number, studentId: number): Promise<boolean> {
  const [row] = await queryRows<{ ok: boolean }>(
    db,
    sql`select ${studentOfTeacher(teacherId, studentId)} as ok`,
  );
  return Boolean(row?.ok);
}

/**
 * A condition on a users-table query: `studentIdColumn` is a student of `teacherId`'s classes. For
 * GET students and the teacher-student list in the relations module: `roleCondition("student")` plus this.
 */
export const studentOfTeacherCondition = (teacherId: number, studentIdColumn: unknown): SQL =>
  studentOfTeacher(teacherId, studentIdColumn);
