import type { LightMyRequestResponse } from "fastify";
import { ensureCourseSessions, insertEnrollment } from "../../../test/helpers/enrollment";
import type { TestContext } from "../../../test/helpers/test-app";
import { createUser, linkParentStudents, signIn } from "../../../test/helpers/users";
import type { DbOrTx } from "../../db/database";
import { sessionClasses } from "../classes/classes.table";
import { lessonLogs, teachingLogs } from "../lessons/lesson-logs.table";

export type BillWorld = {
  ids: Record<string, number>;
  /** Enrolled sessions: e1 (student, 10,000 TWD), e2 (student2, 300 USD), e3 (student3 of parent2). */
  enrollments: Record<string, number>;
  /** Lesson logs of student in the private class: l1, l2 (90 min at 1,000 TWD/h), lx (excused), l3 (student3). */
  logs: Record<string, number>;
  privateClass: number;
  call: (
    method: "GET" | "POST" | "PATCH" | "DELETE",
    url: string,
    payload?: object,
    who?: string,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
};

/** A teaching log with one lesson log per student straight in the database (tests). */
export async function insertLesson(
  db: DbOrTx,
  input: {
    classId: number;
    teacherId: number;
    startedAt: string;
    minutes: number;
    students: Array<{ id: number; fee: number; currency?: "TWD" | "USD" | "CNY"; attendance?: number }>;
  },
): Promise<number[]> {
  const [teaching] = await db
    .insert(teachingLogs)
    .values({
      kind: "private",
      sessionClassId: input.classId,
      teacherUserId: input.teacherId,
      startedAt: new Date(input.startedAt),
      durationMinutes: input.minutes,
    })
    .returning();
  if (!teaching) throw new Error("no teaching log");
  const rows = await db
    .insert(lessonLogs)
    .values(
      input.students.map((s) => ({
        teachingLogId: teaching.id,
        sessionClassId: input.classId,
        startedAt: teaching.startedAt,
        studentUserId: s.id,
        fee: s.fee,
        feeCurrency: s.currency ?? "TWD",
        attendanceStatus: s.attendance ?? 1,
      })),
    )
    .returning({ id: lessonLogs.id });
  return rows.map((row) => row.id);
}

/**
 * Two families (parent → student, student2; parent2 → student3), an admin, staff and a teacher;
 * enrollments with session fees; a private class with lesson logs.
 */
export async function buildBillWorld(ctx: TestContext): Promise<BillWorld> {
  const db = ctx.database.db;
  const people = [
    ["admin", "super-admin", "Ada"],
    ["staff", "staff", "Sam"],
    ["teacher", "teacher", "Tina"],
    ["parent", "parent", "美玲"],
    ["parent2", "parent", "Pat"],
    ["student", "student", "小明"],
    ["student2", "student", "Stu"],
    ["student3", "student", "Zoe"],
  ] as const;
  const ids: Record<string, number> = {};
  const auth: Record<string, Record<string, string>> = { anon: {} };
  for (const [username, role, firstName] of people) {
    ids[username] = (await createUser(db, { username, roles: [role], firstName })).id;
    auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
  }
  await linkParentStudents(db, ids.parent as number, [ids.student as number, ids.student2 as number]);
  await linkParentStudents(db, ids.parent2 as number, [ids.student3 as number]);
  await ensureCourseSessions(db, [
    { id: 101, title: "SAT 暑期班", fee: 1_000_000, currency: "TWD" },
    { id: 102, title: "TOEFL Online", fee: 30_000, currency: "USD" },
  ]);
  const enroll = async (student: string, sessionId: number, parent: string) =>
    (
      await insertEnrollment(db, {
        courseSessionId: sessionId,
        studentUserId: ids[student],
        parentUserId: ids[parent],
        studentEmail: `${student}-${sessionId}@example.com`,
      })
    ).id;
  const enrollments = {
    e1: await enroll("student", 101, "parent"),
    e2: await enroll("student2", 102, "parent"),
    e3: await enroll("student3", 101, "parent2"),
  };
  const [cls] = await db
    .insert(sessionClasses)
    .values({ courseSessionId: 1, name: "一對一 SAT" })
    .returning();
  if (!cls) throw new Error("no class");
  const teacherId = ids.teacher as number;
  const [l1] = await insertLesson(db, {
    classId: cls.id,
    teacherId,
    startedAt: "2026-03-02T06:00:00Z",
    minutes: 90,
    students: [{ id: ids.student as number, fee: 100_000 }],
  });
  const [l2] = await insertLesson(db, {
    classId: cls.id,
    teacherId,
    startedAt: "2026-03-09T06:00:00Z",
    minutes: 90,
    students: [{ id: ids.student as number, fee: 100_000 }],
  });
  const [lx] = await insertLesson(db, {
    classId: cls.id,
    teacherId,
    startedAt: "2026-03-16T06:00:00Z",
    minutes: 90,
    students: [{ id: ids.student as number, fee: 100_000, attendance: 3 }],
  });
  const [l3] = await insertLesson(db, {
    classId: cls.id,
    teacherId,
    startedAt: "2026-03-02T08:00:00Z",
    minutes: 60,
    students: [{ id: ids.student3 as number, fee: 80_000 }],
  });
  const logs = { l1: l1 as number, l2: l2 as number, lx: lx as number, l3: l3 as number };
  const call: BillWorld["call"] = (method, url, payload, who = "admin", headers = {}) =>
    ctx.app.inject({ method, url, headers: { ...auth[who], ...headers }, ...(payload && { payload }) });
  return { ids, enrollments, logs, privateClass: cls.id, call };
}
