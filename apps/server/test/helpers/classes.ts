import type { DbOrTx } from "../../src/db/database";
import {
  sessionClasses,
  sessionClassTeachers,
  studentClassTickets,
} from "../../src/modules/classes/classes.table";
import { courseSessions } from "../../src/modules/courses/courses.table";

/**
 * Makes `teacherId` one of `studentId`'s teachers the way the product does: a course session, a
 * class the teacher teaches, and the student's ticket placed in it (what "a teacher's students" reads).
 */
export async function placeWithTeacher(db: DbOrTx, teacherId: number, studentId: number): Promise<void> {
  const [session] = await db
    .insert(courseSessions)
    .values({ title: "Fixture session" })
    .returning({ id: courseSessions.id });
  if (!session) throw new Error("course session insert returned no row");
  const [cls] = await db
    .insert(sessionClasses)
    .values({ courseSessionId: session.id, name: "Fixture class" })
    .returning({ id: sessionClasses.id });
  if (!cls) throw new Error("class insert returned no row");
  await db
    .insert(sessionClassTeachers)
    .values({ sessionClassId: cls.id, userId: teacherId, role: "teacher" });
  await db
    .insert(studentClassTickets)
    .values({ studentUserId: studentId, courseSessionId: session.id, sessionClassId: cls.id, isPaid: true });
}
