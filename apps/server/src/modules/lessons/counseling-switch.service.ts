import {
  type ChangeToCounselingInput,
  COUNSELING_COURSE_SESSION_IDS,
  type CounselingClass,
  PRIVATE_COURSE_SESSION_KINDS,
} from "@edu/shared";
import { asc, eq } from "drizzle-orm";
import type { Database, DbOrTx } from "../../db/database";
import { readAll } from "../../db/read-all";
import { type Actor, isStaff } from "../../http/actor";
import { forbidden, notFound } from "../../http/app-error";
import { recordAudit } from "../audit";
import {
  moveClassToCourseSession,
  sessionClasses,
  sessionClassTeachers,
  studentClassTickets,
} from "../classes";
import { users } from "../users";
import { teachesClass } from "./class-access";

const kindOf = (courseSessionId: number) =>
  PRIVATE_COURSE_SESSION_KINDS.find((kind) => kind.id === courseSessionId);
const isCounseling = (courseSessionId: number) =>
  (COUNSELING_COURSE_SESSION_IDS as readonly number[]).includes(courseSessionId);

async function findClass(db: DbOrTx, classId: number) {
  const [row] = await db.select().from(sessionClasses).where(eq(sessionClasses.id, classId));
  return row;
}

const person = {
  id: users.id,
  username: users.username,
  first_name: users.firstName,
  last_name: users.lastName,
};

/** GET counseling/{id}: the counseling class record (staff; a teacher of the class). */
export async function getCounselingClass(
  db: DbOrTx,
  actor: Actor,
  classId: number,
): Promise<CounselingClass> {
  const cls = await findClass(db, classId);
  if (!cls || !isCounseling(cls.courseSessionId)) throw notFound("class_not_counseling");
  if (!isStaff(actor) && !(await teachesClass(db, classId, actor.id))) throw forbidden();
  const [teachers, students] = await readAll(db, [
    () =>
      db
        .select(person)
        .from(sessionClassTeachers)
        .innerJoin(users, eq(users.id, sessionClassTeachers.userId))
        .where(eq(sessionClassTeachers.sessionClassId, classId))
        .orderBy(asc(users.id)),
    () =>
      db
        .selectDistinct(person)
        .from(studentClassTickets)
        .innerJoin(users, eq(users.id, studentClassTickets.studentUserId))
        .where(eq(studentClassTickets.sessionClassId, classId))
        .orderBy(asc(users.id)),
  ]);
  return {
    id: cls.id,
    name: cls.name,
    course_session_id: cls.courseSessionId,
    kind: kindOf(cls.courseSessionId)?.key ?? "counseling",
    timezone: cls.timezone,
    start_date: cls.startDate,
    end_date: cls.endDate,
    is_online: cls.isOnline,
    address: cls.address,
    teachers,
    students,
  };
}

/**
 * PATCH change-private-lesson-to-counseling/{id}: the private lesson's class (and the tickets placed
 * in it under its private kind) move to a counseling kind (3 by default). Its private-lesson record,
 * logs and reports stay. Already counseling: answered as it is. A group class or unknown id: 404.
 */
export async function changePrivateLessonToCounseling(
  db: Database,
  actor: Actor,
  classId: number,
  input: ChangeToCounselingInput,
): Promise<CounselingClass> {
  await db.transaction(async (tx) => {
    const [cls] = await tx.select().from(sessionClasses).where(eq(sessionClasses.id, classId)).for("update");
    if (!cls || !kindOf(cls.courseSessionId)) throw notFound("private_lesson_not_found");
    if (isCounseling(cls.courseSessionId)) return;
    await moveClassToCourseSession(tx, classId, { from: cls.courseSessionId, to: input.course_session_id });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "private_lesson.to_counseling",
      targetType: "session_class",
      targetId: classId,
      before: { course_session_id: cls.courseSessionId },
      after: { course_session_id: input.course_session_id },
      requestId: actor.requestId,
    });
  });
  return getCounselingClass(db, actor, classId);
}
