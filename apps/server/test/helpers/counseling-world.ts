import type { FastifyInstance } from "fastify";
import type { DbOrTx } from "../../src/db/database";
import { sessionClasses, sessionClassTeachers, studentClassTickets } from "../../src/modules/classes";
import { courseSessions } from "../../src/modules/courses";
import { createTestApp, type TestContext } from "./test-app";
import { createUser, linkParentStudents, signIn } from "./users";

/** The people of the route × role table, by how they relate to the student `cp-student`. */
export const PEOPLE = [
  "student",
  "parent",
  "otherParent",
  "counselor",
  "assistant",
  "otherTeacher",
  "staff",
  "admin",
] as const;
export type Person = (typeof PEOPLE)[number];

/** The callers of the counseling modules' route × role tables (issues 30 and 31, "Must show"). */
export const TABLE_CALLERS = [
  "student",
  "parent",
  "otherParent",
  "counselor",
  "otherTeacher",
  "staff",
  "admin",
  "anonymous",
] as const;
export type TableCaller = (typeof TABLE_CALLERS)[number];

/**
 * Who reads a student's counseling records: the student, a linked parent, a counselor of their counseling
 * class and super-admin; anyone else is told there is no such student (an id tells nothing).
 */
export const COUNSELING_READ: Record<TableCaller, number> = {
  student: 200,
  parent: 200,
  otherParent: 404,
  counselor: 200,
  otherTeacher: 404,
  staff: 404,
  admin: 200,
  anonymous: 401,
};

/** A class of a course session of `type`, with the given teachers and TAs, and the student placed in it. */
export async function classWith(
  db: DbOrTx,
  type: "counseling" | "group",
  staff: { teachers?: number[]; assistants?: number[] },
  studentId: number,
): Promise<number> {
  const [session] = await db
    .insert(courseSessions)
    .values({ title: `${type} session`, type })
    .returning({ id: courseSessions.id });
  if (!session) throw new Error("no course session");
  const [cls] = await db
    .insert(sessionClasses)
    .values({ courseSessionId: session.id, name: `${type} class` })
    .returning({ id: sessionClasses.id });
  if (!cls) throw new Error("no class");
  for (const userId of staff.teachers ?? []) {
    await db.insert(sessionClassTeachers).values({ sessionClassId: cls.id, userId, role: "teacher" });
  }
  for (const userId of staff.assistants ?? []) {
    await db.insert(sessionClassTeachers).values({ sessionClassId: cls.id, userId, role: "ta" });
  }
  await db
    .insert(studentClassTickets)
    .values({ studentUserId: studentId, courseSessionId: session.id, sessionClassId: cls.id, isPaid: true });
  return cls.id;
}

/**
 * A fresh app with one student (黃宇恩), her parents' accounts (one linked, one not), a counselor and a
 * TA of her counseling class, a teacher of her group class (not a counselor), staff and super-admin.
 */
export async function counselingWorld(): Promise<{
  ctx: TestContext;
  app: FastifyInstance;
  ids: Record<Person, number>;
  auth: Record<Person, { authorization: string }>;
  counselingClassId: number;
}> {
  const ctx = await createTestApp();
  const db = ctx.database.db;
  const make = async (
    username: string,
    roles: Parameters<typeof createUser>[1]["roles"],
    first = "",
    last = "",
  ) => (await createUser(db, { username, roles, firstName: first, lastName: last })).id;
  const ids: Record<Person, number> = {
    student: await make("cp-student", ["student"], "宇恩", "黃"),
    parent: await make("cp-parent", ["parent"], "珮君", "黃"),
    otherParent: await make("cp-other-parent", ["parent"]),
    counselor: await make("cp-counselor", ["teacher"], "Emily", "Wang"),
    assistant: await make("cp-assistant", ["staff"]),
    otherTeacher: await make("cp-other-teacher", ["teacher"]),
    staff: await make("cp-staff", ["staff"]),
    admin: await make("cp-admin", ["super-admin"]),
  };
  await linkParentStudents(db, ids.parent, [ids.student]);
  const counselingClassId = await classWith(
    db,
    "counseling",
    { teachers: [ids.counselor], assistants: [ids.assistant] },
    ids.student,
  );
  await classWith(db, "group", { teachers: [ids.otherTeacher] }, ids.student);
  const auth = {} as Record<Person, { authorization: string }>;
  for (const person of PEOPLE) {
    const username = `cp-${person.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
    auth[person] = { authorization: (await signIn(ctx.app, username)).authorization };
  }
  return { ctx, app: ctx.app, ids, auth, counselingClassId };
}
