import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { sessionClasses } from "../classes/classes.table";
import { courseSessions } from "../courses/courses.table";
import { classTeacherTerms, lessonLogs, teachingLogs } from "../lessons/lessons.table";
import { users } from "../users/users.table";

type SummaryRow = { teacher_user_id: number; n: number; first_at: string | null; latest_at: string | null };

/**
 * payroll_unpaid_teachers (kept by triggers, migration 0039) against the truth computed from the base
 * tables alone: teaching logs on no statement (payroll_items) with a payable attendance (codes 1, 2, 4,
 * 7, 8) - neither the cache nor the flags it is built from.
 */
async function summaryVersusTruth(db: TestContext["database"]["db"]) {
  const read = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as { rows: SummaryRow[] }).rows.map((r) => ({
      teacher_user_id: Number(r.teacher_user_id),
      n: Number(r.n),
      first_at: r.first_at === null ? null : new Date(r.first_at).toISOString(),
      latest_at: r.latest_at === null ? null : new Date(r.latest_at).toISOString(),
    }));
  const summary = await read(
    sql`select teacher_user_id, unpaid_logs as n, first_unpaid_at as first_at, latest_at
          from payroll_unpaid_teachers where unpaid_logs > 0 order by teacher_user_id`,
  );
  const truth = await read(
    sql`select t.teacher_user_id, count(*)::int as n, min(t.started_at) as first_at, max(t.started_at) as latest_at
          from teaching_logs t
         where not exists (select 1 from payroll_items pi where pi.teaching_log_id = t.id)
           and exists (select 1 from lesson_logs l where l.teaching_log_id = t.id and l.attendance_status in (1, 2, 4, 7, 8))
         group by t.teacher_user_id order by t.teacher_user_id`,
  );
  const zeros = await read(
    sql`select teacher_user_id, unpaid_logs as n, first_unpaid_at as first_at, latest_at
          from payroll_unpaid_teachers where unpaid_logs = 0 and (first_unpaid_at is not null or latest_at is not null)`,
  );
  return { summary, truth, zeros };
}

describe("payroll_unpaid_teachers (the per-teacher unpaid summary GET payroll/users/unpaid reads)", () => {
  let ctx: TestContext;
  const ids: Record<string, number> = {};
  const auth: Record<string, Record<string, string>> = {};
  let classId = 0;
  const studentIds: number[] = [];
  const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, payload?: object, who = "admin") =>
    ctx.app.inject({ method, url, headers: auth[who], ...(payload && { payload }) });

  const expectSummaryTrue = async () => {
    const { summary, truth, zeros } = await summaryVersusTruth(ctx.database.db);
    expect(summary).toEqual(truth);
    expect(zeros).toEqual([]);
    return summary;
  };
  const rowOf = async (teacher: number) =>
    (await expectSummaryTrue()).find((r) => r.teacher_user_id === teacher);

  /** A teaching log of `teacher` with one lesson log per attendance code (direct writes, as a seed does). */
  const addLog = async (teacher: number, day: string, attendance: number[]) => {
    const db = ctx.database.db;
    const startedAt = new Date(`${day}T06:00:00Z`);
    const [log] = await db
      .insert(teachingLogs)
      .values({
        kind: "private",
        sessionClassId: classId,
        teacherUserId: teacher,
        salary: 80_000,
        startedAt,
        durationMinutes: 60,
      })
      .returning();
    if (attendance.length > 0) {
      await db.insert(lessonLogs).values(
        attendance.map((status, index) => ({
          teachingLogId: log?.id as number,
          sessionClassId: classId,
          startedAt,
          studentUserId: studentIds[index] as number,
          attendanceStatus: status,
        })),
      );
    }
    return log?.id as number;
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    for (const [username, role] of [
      ["admin", "super-admin"],
      ["t1", "teacher"],
      ["t2", "teacher"],
      ["student1", "student"],
      ["student2", "student"],
    ] as const) {
      ids[username] = (await createUser(db, { username, roles: [role], firstName: username })).id;
      auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
    }
    await db
      .update(users)
      .set({ firstName: "美玲", lastName: "王" })
      .where(eq(users.id, ids.t1 as number));
    studentIds.push(ids.student1 as number, ids.student2 as number);
    const [session] = await db.insert(courseSessions).values({ title: "Summary fixtures" }).returning();
    const [cls] = await db
      .insert(sessionClasses)
      .values({ courseSessionId: session?.id as number, name: "SAT 1:1", isOnline: false })
      .returning();
    classId = cls?.id as number;
    for (const teacher of [ids.t1, ids.t2] as number[]) {
      await db
        .insert(classTeacherTerms)
        .values({ sessionClassId: classId, teacherUserId: teacher, salary: 80_000, salaryUnit: 3 });
    }
  }, 60_000);
  afterAll(async () => ctx?.close());

  it("follows lesson log create, edit and delete and attendance changes", async () => {
    const db = ctx.database.db;
    const t1 = ids.t1 as number;
    const a = await addLog(t1, "2026-04-01", [1]);
    const b = await addLog(t1, "2026-04-03", [3, 2]); // one excused, one late: payable
    const excused = await addLog(t1, "2026-04-05", [3]); // not payable
    expect(await rowOf(t1)).toMatchObject({ n: 2, first_at: "2026-04-01T06:00:00.000Z" });
    expect((await rowOf(t1))?.latest_at).toBe("2026-04-03T06:00:00.000Z");

    // Attendance becomes payable, then not.
    await db.update(lessonLogs).set({ attendanceStatus: 1 }).where(eq(lessonLogs.teachingLogId, excused));
    expect(await rowOf(t1)).toMatchObject({ n: 3, latest_at: "2026-04-05T06:00:00.000Z" });
    await db.update(lessonLogs).set({ attendanceStatus: 3 }).where(eq(lessonLogs.teachingLogId, excused));
    expect(await rowOf(t1)).toMatchObject({ n: 2, latest_at: "2026-04-03T06:00:00.000Z" });

    // Edit: the lesson moves in time, then to another teacher (both teachers recounted).
    await db
      .update(teachingLogs)
      .set({ startedAt: new Date("2026-03-20T06:00:00Z") })
      .where(eq(teachingLogs.id, b));
    expect(await rowOf(t1)).toMatchObject({ n: 2, first_at: "2026-03-20T06:00:00.000Z" });
    await db
      .update(teachingLogs)
      .set({ teacherUserId: ids.t2 as number })
      .where(eq(teachingLogs.id, b));
    expect(await rowOf(t1)).toMatchObject({ n: 1, first_at: "2026-04-01T06:00:00.000Z" });
    expect(await rowOf(ids.t2 as number)).toMatchObject({ n: 1, first_at: "2026-03-20T06:00:00.000Z" });

    // Delete: a lesson log (the log is no longer payable), then a teaching log with its lesson logs.
    await db.delete(lessonLogs).where(eq(lessonLogs.teachingLogId, a));
    expect(await rowOf(t1)).toBeUndefined();
    await db.delete(teachingLogs).where(eq(teachingLogs.id, b));
    expect(await rowOf(ids.t2 as number)).toBeUndefined();
    const [zero] = (
      (await db.execute(
        sql`select unpaid_logs from payroll_unpaid_teachers where teacher_user_id = ${t1}`,
      )) as { rows: Array<{ unpaid_logs: number }> }
    ).rows;
    expect(zero?.unpaid_logs).toBe(0);
  });

  it("follows statements: create, edit, reset, confirm, paid and delete", async () => {
    const t1 = ids.t1 as number;
    const logs = [
      await addLog(t1, "2026-05-04", [1]),
      await addLog(t1, "2026-05-11", [2]),
      await addLog(t1, "2026-05-18", [4]),
    ];
    expect(await rowOf(t1)).toMatchObject({ n: 3, latest_at: "2026-05-18T06:00:00.000Z" });
    const created = await call("POST", "/api/payroll", {
      teacher_user_id: t1,
      title: "May",
      period_start: "2026-05-01",
      period_end: "2026-05-31",
      payment_method: "bank_transfer",
      teaching_log_ids: [logs[1], logs[2]],
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    expect(await rowOf(t1)).toMatchObject({ n: 1, latest_at: "2026-05-04T06:00:00.000Z" });

    // A draft stays with the admins: the teacher's monetary statement of the month does not list it.
    const monetary = await call("POST", "/api/monetary-statements", {
      teacher_user_id: t1,
      title: "May",
      period_start: "2026-05-01",
      period_end: "2026-05-31",
    });
    expect(monetary.statusCode, monetary.body).toBe(200);
    const monetaryUrl = `/api/monetary-statements/${monetary.json().id}`;
    expect((await call("GET", monetaryUrl)).json().statements.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await call("GET", monetaryUrl, undefined, "t1")).json().statements).toEqual([]);

    // The list reads the summary: count, dates, the latest statement.
    const list = await call("GET", "/api/payroll/users/unpaid");
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, total_capped: 0 });
    expect(list.json().data).toEqual([
      expect.objectContaining({
        user_id: t1,
        user_name: "王美玲",
        unpaid_logs: 1,
        first_unpaid_at: "2026-05-04T06:00:00.000Z",
        latest_order: "2026-05-04T06:00:00.000Z",
        latest_payroll: expect.objectContaining({ id, title: "May" }),
      }),
    ]);

    // Edit: swap the lines (one log freed, another claimed).
    const edited = await call("PATCH", `/api/payroll/${id}`, { teaching_log_ids: [logs[0], logs[1]] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await rowOf(t1)).toMatchObject({ n: 1, latest_at: "2026-05-18T06:00:00.000Z" });

    // Confirm, reset (lines stay on the statement), confirm and pay: nothing unpaid changes.
    expect((await call("POST", `/api/payroll/${id}/checked`, {})).statusCode).toBe(200);
    expect(await rowOf(t1)).toMatchObject({ n: 1 });
    expect((await call("POST", `/api/payroll/${id}/reset`)).statusCode).toBe(200);
    expect(await rowOf(t1)).toMatchObject({ n: 1 });

    // Delete frees the lines (through the cascade of payroll_items).
    expect((await call("DELETE", `/api/payroll/${id}`)).statusCode).toBe(200);
    expect(await rowOf(t1)).toMatchObject({ n: 3, first_at: "2026-05-04T06:00:00.000Z" });

    const again = await call("POST", "/api/payroll", {
      teacher_user_id: t1,
      title: "May again",
      period_start: "2026-05-01",
      period_end: "2026-05-31",
      payment_method: "bank_transfer",
      teaching_log_ids: logs,
    });
    expect(again.statusCode, again.body).toBe(200);
    const againId = again.json().id as number;
    expect(await rowOf(t1)).toBeUndefined();
    expect((await call("POST", `/api/payroll/${againId}/checked`, {})).statusCode).toBe(200);
    const paid = await call("PATCH", `/api/payroll/${againId}/paid`, {
      method: "bank_transfer",
      paid_on: "2026-06-05",
    });
    expect(paid.json()).toMatchObject({ state: "paid" });
    expect(await rowOf(t1)).toBeUndefined();
    expect((await call("GET", "/api/payroll/users/unpaid")).json()).toMatchObject({ total: 0, data: [] });
  });

  it("stays true when two statements for one teacher are written at once", async () => {
    const t2 = ids.t2 as number;
    const logs = [];
    for (let day = 1; day <= 6; day += 1) logs.push(await addLog(t2, `2026-07-0${day}`, [1]));
    expect(await rowOf(t2)).toMatchObject({ n: 6 });
    const body = (title: string, teaching_log_ids: number[]) => ({
      teacher_user_id: t2,
      title,
      period_start: "2026-07-01",
      period_end: "2026-07-31",
      payment_method: "bank_transfer",
      teaching_log_ids,
    });
    const answers = await Promise.all([
      call("POST", "/api/payroll", body("A", logs.slice(0, 2))),
      call("POST", "/api/payroll", body("B", logs.slice(2, 4))),
      call("POST", "/api/payroll", body("C", [logs[4] as number])),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await rowOf(t2)).toMatchObject({ n: 1, first_at: "2026-07-06T06:00:00.000Z" });
  });

  it("finds teachers by a keyword on the username, email or the name in either order", async () => {
    const t2 = ids.t2 as number;
    await addLog(ids.t1 as number, "2026-08-01", [1]);
    const search = async (keyword: string) =>
      (await call("GET", `/api/payroll/users/unpaid?keyword=${encodeURIComponent(keyword)}`))
        .json()
        .data.map((r: { user_id: number }) => r.user_id);
    expect(await search("王美玲")).toEqual([ids.t1]);
    expect(await search("美玲 王")).toEqual([ids.t1]);
    expect(await search("t2")).toEqual([t2]);
    expect(await search("100%")).toEqual([]);
    const all = (await call("GET", "/api/payroll/users/unpaid?page_size=1")).json();
    // Newest unpaid lesson first; the total counts every match.
    expect(all).toMatchObject({
      total: 2,
      last_page: 2,
      data: [expect.objectContaining({ user_id: ids.t1 })],
    });
    const page2 = (await call("GET", "/api/payroll/users/unpaid?page_size=1&page=2")).json();
    expect(page2.data).toEqual([expect.objectContaining({ user_id: t2 })]);
    const page3 = (await call("GET", "/api/payroll/users/unpaid?page_size=1&page=3")).json();
    expect(page3).toMatchObject({ total: 2, data: [] });
  });
});
