import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { buildLessonWorld, type LessonWorld } from "./lessons.test-helpers";

let ctx: TestContext;
let w: LessonWorld;
/** Lesson log ids: private class (student, student2) on two days, group class (student3). */
const logs: Record<string, number> = {};

const statuses = async () =>
  Object.fromEntries(
    (
      await queryRows<{ id: number; attendance_status: number }>(
        ctx.database.db,
        sql`select id, attendance_status from lesson_logs order by id`,
      )
    ).map((r) => [r.id, r.attendance_status]),
  );

beforeAll(async () => {
  ctx = await createTestApp();
  w = await buildLessonWorld(ctx);
  for (const day of ["2026-03-02", "2026-03-09"]) {
    const log = await w.call(
      "POST",
      "/api/lesson-log",
      {
        class_id: w.privateClass,
        started_at: `${day} 14:00:00`,
        students: [
          { student_class_ticket_id: w.tickets.student },
          { student_class_ticket_id: w.tickets.student2 },
        ],
      },
      "teacher",
    );
    expect(log.statusCode, log.body).toBe(200);
    for (const s of log.json().students) logs[`${s.student.username}@${day}`] = s.id;
  }
  const group = await w.call(
    "POST",
    "/api/group-lesson-log",
    {
      class_id: w.groupClass,
      started_at: "2026-03-07 09:00",
      students: [{ student_class_ticket_id: w.tickets.student3 }],
    },
    "teacher2",
  );
  expect(group.statusCode, group.body).toBe(200);
  logs["student3@2026-03-07"] = group.json().students[0].id;
});
afterAll(() => ctx.close());

describe("PATCH lesson-log/batch/attendance-status", () => {
  const url = "/api/lesson-log/batch/attendance-status";

  it("refuses anonymous (401), families (403), and bad statuses (422); nothing changes", async () => {
    const before = await statuses();
    const body = { lesson_logs: [{ id: logs["student@2026-03-02"], attendance_status: 4 }] };
    expect((await w.call("PATCH", url, body, "anon")).statusCode).toBe(401);
    expect((await w.call("PATCH", url, body, "parent")).statusCode).toBe(403);
    expect((await w.call("PATCH", url, body, "student")).statusCode).toBe(403);
    const bad = await w.call("PATCH", url, {
      lesson_logs: [{ id: logs["student@2026-03-02"], attendance_status: 0 }],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty(["lesson_logs.0.attendance_status"]);
    const unknown = await w.call("PATCH", url, { lesson_logs: [{ id: 999_999, attendance_status: 2 }] });
    expect(unknown.json().errors).toEqual({
      "lesson_logs.0.id": ["This student's lesson record does not exist."],
    });
    expect(await statuses()).toEqual(before);
  });

  it("is all or nothing: one log of a class the teacher does not teach refuses the whole batch", async () => {
    const before = await statuses();
    const res = await w.call(
      "PATCH",
      url,
      {
        lesson_logs: [
          { id: logs["student@2026-03-02"], attendance_status: 2 },
          { id: logs["student3@2026-03-07"], attendance_status: 4 },
        ],
      },
      "teacher",
    );
    expect(res.statusCode).toBe(403);
    expect(await statuses()).toEqual(before);
  });

  it("changes every listed log in one go and says what each status means for bills and payroll", async () => {
    const res = await w.call(
      "PATCH",
      url,
      {
        lesson_logs: [
          { id: logs["student@2026-03-02"], attendance_status: 2 },
          { id: logs["student2@2026-03-02"], attendance_status: 5 },
        ],
      },
      "teacher",
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual([
      {
        id: logs["student@2026-03-02"],
        attendance_status: 2,
        attendance_key: "late",
        billable: true,
        payable: true,
      },
      {
        id: logs["student2@2026-03-02"],
        attendance_status: 5,
        attendance_key: "cancelled_by_school",
        billable: false,
        payable: false,
      },
    ]);
    const after = await statuses();
    expect([
      after[logs["student@2026-03-02"] as number],
      after[logs["student2@2026-03-02"] as number],
    ]).toEqual([2, 5]);
    const [audit] = await queryRows<{ action: string; after: { lesson_logs: unknown[] } }>(
      ctx.database.db,
      sql`select action, after from audit_log where action = 'lesson_log.attendance_batch' order by id desc limit 1`,
    );
    expect(audit?.after.lesson_logs).toHaveLength(2);
    // Staff change any class's logs.
    const staff = await w.call(
      "PATCH",
      url,
      { lesson_logs: [{ id: logs["student3@2026-03-07"], attendance_status: 4 }] },
      "staff",
    );
    expect(staff.statusCode).toBe(200);
  });
});

describe("GET student-attendances", () => {
  const usernames = async (who: string, query = "") => {
    const res = await w.call("GET", `/api/student-attendances${query}`, undefined, who);
    expect(res.statusCode, res.body).toBe(200);
    return res
      .json()
      .data.map(
        (row: { student: { username: string }; started_at_local: string }) =>
          `${row.student.username}@${row.started_at_local.slice(0, 10)}`,
      );
  };

  it("students see their own, parents their children's, teachers their classes', staff all; latest first", async () => {
    expect(await usernames("student")).toEqual(["student@2026-03-09", "student@2026-03-02"]);
    expect(await usernames("parent")).toEqual(["student@2026-03-09", "student@2026-03-02"]);
    expect(await usernames("parent2")).toEqual(["student3@2026-03-07"]);
    expect((await usernames("teacher")).sort()).toEqual(
      ["student2@2026-03-02", "student2@2026-03-09", "student@2026-03-02", "student@2026-03-09"].sort(),
    );
    expect(await usernames("teacher2")).toEqual(["student3@2026-03-07"]);
    expect(await usernames("staff")).toHaveLength(5);
    expect(await usernames("editor")).toEqual([]);
    expect((await w.call("GET", "/api/student-attendances", undefined, "anon")).statusCode).toBe(401);
  });

  it("filters never widen the scope: a parent asking for another child gets nothing", async () => {
    expect(await usernames("parent", `?student_user_id=${w.ids.student3}`)).toEqual([]);
    expect(await usernames("staff", `?student_user_id=${w.ids.student3}`)).toEqual(["student3@2026-03-07"]);
    expect(await usernames("staff", "?attendance_status=5")).toEqual(["student2@2026-03-02"]);
    expect(await usernames("staff", `?class_id=${w.privateClass}&from=2026-03-05`)).toHaveLength(2);
    const row = (
      await w.call("GET", "/api/student-attendances?attendance_status=2", undefined, "parent")
    ).json().data[0];
    expect(row).toMatchObject({
      attendance_key: "late",
      billable: true,
      payable: true,
      timezone: "Asia/Taipei",
      duration_minutes: 120,
      teacher: { username: "teacher" },
      session_class: { id: w.privateClass, is_private: true },
    });
    expect((await w.call("GET", "/api/student-attendances?attendance_status=42")).statusCode).toBe(422);
  });

  it("names each class in the reader's language too (localized.name; the base name when untranslated)", async () => {
    const named = await w.call("PATCH", `/api/session-classes/${w.privateClass}`, {
      translations: { "zh-TW": { name: "一對一 SAT" } },
    });
    expect(named.statusCode, named.body).toBe(200);
    const read = async (language: string) =>
      (
        await ctx.app.inject({
          method: "GET",
          url: `/api/student-attendances?class_id=${w.privateClass}`,
          headers: { ...(await signIn(ctx.app, "parent")), "accept-language": language },
        })
      ).json().data[0].session_class;
    expect(await read("zh-TW")).toMatchObject({ name: "Private SAT", localized: { name: "一對一 SAT" } });
    // zh-CN falls back to the other Chinese; English has no translation and reads the base name.
    expect(await read("zh-CN")).toMatchObject({ localized: { name: "一對一 SAT" } });
    expect(await read("en")).toMatchObject({ localized: { name: "Private SAT" } });
  });
});
