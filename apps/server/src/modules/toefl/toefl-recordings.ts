import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { isTeacherOfStudent } from "../classes";
import { testGradePermissions } from "../test-assignments";
import { testAnswers, testAttempts } from "../test-engine";
import type { FileReadGrant } from "../uploads";
import { parentStudents } from "../users";

/**
 * A spoken answer is a private document of the student who recorded it (POST document). Who grades or
 * follows the sitting must hear it: the student's teachers, a teacher whose request to grade the sitting
 * was granted, and the student's parents (staff and admins read every private file already). Contributed
 * to uploads' `fileReadGrants`; only a document some answer names as its recording is concerned.
 */
export const recordingReadGrant: FileReadGrant = async (db: DbOrTx, uploadId: number, userId: number) => {
  const answers = await db
    .select({ attemptId: testAttempts.id, studentId: testAttempts.userId })
    .from(testAnswers)
    .innerJoin(testAttempts, eq(testAttempts.id, testAnswers.attemptId))
    .where(
      and(
        sql`${testAnswers.response}->>'kind' = 'speaking'`,
        sql`${testAnswers.response}->>'document_id' = ${String(uploadId)}`,
      ),
    )
    .limit(5);
  for (const { attemptId, studentId } of answers) {
    if (await isTeacherOfStudent(db, userId, studentId)) return true;
    const [parent] = await db
      .select({ id: parentStudents.parentId })
      .from(parentStudents)
      .where(and(eq(parentStudents.parentId, userId), eq(parentStudents.studentId, studentId)));
    if (parent) return true;
    const [granted] = await db
      .select({ id: testGradePermissions.id })
      .from(testGradePermissions)
      .where(
        and(
          eq(testGradePermissions.attemptId, attemptId),
          eq(testGradePermissions.teacherUserId, userId),
          eq(testGradePermissions.state, "granted"),
        ),
      );
    if (granted) return true;
  }
  return false;
};
