import type { Role } from "@edu/shared";
import type { FastifyInstance } from "fastify";
import { createUser, linkParentStudents, signIn } from "../../../test/helpers/users";
import type { DbOrTx } from "../../db/database";
import { sessionClasses, sessionClassTeachers, studentClassTickets } from "../classes/classes.table";
import { courseSessions } from "../courses/courses.table";

/** Makes `counselorId` a counselor of `studentId`: the teacher of a counseling class the student is placed in. */
export async function placeWithCounselor(db: DbOrTx, counselorId: number, studentId: number): Promise<void> {
  const [session] = await db
    .insert(courseSessions)
    .values({ title: "Counseling fixture", type: "counseling" })
    .returning({ id: courseSessions.id });
  if (!session) throw new Error("course session insert returned no row");
  const [cls] = await db
    .insert(sessionClasses)
    .values({ courseSessionId: session.id, name: "Counseling class" })
    .returning({ id: sessionClasses.id });
  if (!cls) throw new Error("class insert returned no row");
  await db
    .insert(sessionClassTeachers)
    .values({ sessionClassId: cls.id, userId: counselorId, role: "teacher" });
  await db
    .insert(studentClassTickets)
    .values({ studentUserId: studentId, courseSessionId: session.id, sessionClassId: cls.id, isPaid: true });
}

/** The people of the route × role table, by name: the student, their parent and counselor, and outsiders. */
export const ROLE_PEOPLE = [
  "student",
  "parent",
  "otherParent",
  "counselor",
  "otherTeacher",
  "staff",
  "admin",
] as const;
export type RolePerson = (typeof ROLE_PEOPLE)[number];

const ROLES: Record<RolePerson, Role[]> = {
  student: ["student"],
  parent: ["parent"],
  otherParent: ["parent"],
  counselor: ["teacher"],
  otherTeacher: ["teacher"],
  staff: ["staff"],
  admin: ["super-admin"],
};

/** One user per person (usernames prefixed), the family link and the counseling class; and their sign-ins. */
export async function makeRolePeople(app: FastifyInstance, db: DbOrTx, prefix: string) {
  const ids = {} as Record<RolePerson, number>;
  for (const person of ROLE_PEOPLE) {
    const user = await createUser(db, {
      username: `${prefix}-${person}`,
      roles: ROLES[person],
      firstName: person === "counselor" ? "Mei-Ling" : "",
      lastName: person === "counselor" ? "Wang" : "",
    });
    ids[person] = user.id;
  }
  await linkParentStudents(db, ids.parent, [ids.student]);
  const otherChild = await createUser(db, { username: `${prefix}-other-child`, roles: ["student"] });
  await linkParentStudents(db, ids.otherParent, [otherChild.id]);
  await placeWithCounselor(db, ids.counselor, ids.student);
  const headers = {} as Record<RolePerson, Record<string, string>>;
  for (const person of ROLE_PEOPLE) {
    const { authorization } = await signIn(app, `${prefix}-${person}`);
    headers[person] = { authorization };
  }
  return { ids, headers };
}

/** An actor for calling a service directly, as a route would. */
export const actorOf = (id: number, roles: Role[]) => ({ id, roles, requestId: `test-${id}` });
