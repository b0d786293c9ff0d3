import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, linkParentStudents, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { enrollmentCounts, ensureCourseSessions, insertEnrollment } from "./enrollment.test-helpers";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  for (const [username, roles] of [
    ["admin", ["super-admin"]],
    ["staff", ["staff"]],
    ["teacher", ["teacher"]],
    ["parent", ["parent"]],
    ["student", ["student"]],
    ["testeditor", ["test-editor"]],
    ["kid2", ["student"]],
  ] as const) {
    ids[username] = (await createUser(ctx.database.db, { username, roles: [...roles] })).id;
    auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
  }
  await linkParentStudents(ctx.database.db, ids.parent as number, [ids.student as number]);
  await ensureCourseSessions(ctx.database.db, [{ id: 101 }, { id: 102 }, { id: 103 }]);
});
afterAll(() => ctx.close());

const call = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
  who?: string,
  lang = "en",
) =>
  ctx.app.inject({
    method,
    url,
    headers: { ...(who ? auth[who] : {}), "accept-language": lang },
    ...(payload && { payload }),
  });

describe("admin list, read, status, payment", () => {
  let a: number;
  let b: number;
  let c: number;
  beforeAll(async () => {
    const db = ctx.database.db;
    a = (
      await insertEnrollment(db, {
        studentEmail: "a@x.test",
        studentFirstName: "Alice",
        isRead: true,
        createdAt: new Date("2026-01-01T00:00:00Z"),
      })
    ).id;
    b = (
      await insertEnrollment(db, {
        studentEmail: "b@x.test",
        studentFirstName: "Bob",
        courseSessionId: 102,
        createdAt: new Date("2026-02-01T00:00:00Z"),
      })
    ).id;
    c = (
      await insertEnrollment(db, {
        studentEmail: "c@x.test",
        studentFirstName: "Cara",
        paymentStatus: "unpaid",
        createdAt: new Date("2026-03-01T00:00:00Z"),
      })
    ).id;
  });

  it("unread first, then newest; filters", async () => {
    const list = (await call("GET", "/api/enrolled-course-sessions", undefined, "staff")).json();
    expect(list).toMatchObject({ current_page: 1, per_page: 50, total: 3, last_page: 1 });
    expect(list.data.map((e: { id: number }) => e.id)).toEqual([c, b, a]);
    const q = async (query: string) =>
      (await call("GET", `/api/enrolled-course-sessions?${query}`, undefined, "admin"))
        .json()
        .data.map((e: { id: number }) => e.id);
    expect(await q("is_read=true")).toEqual([a]);
    expect(await q("payment_status=unpaid")).toEqual([c]);
    expect(await q("course_session_id=102")).toEqual([b]);
    expect(await q("q=BOB")).toEqual([b]);
    expect(await q("from=2026-02-01&to=2026-02-28")).toEqual([b]);
    expect(await q("page_size=1&page=2")).toEqual([b]);
    const bad = await call("GET", "/api/enrolled-course-sessions?status=gone", undefined, "admin");
    expect(Object.keys(bad.json().errors)).toEqual(["status"]);
    const range = await call(
      "GET",
      "/api/enrolled-course-sessions?from=2026-03-01&to=2026-01-01",
      undefined,
      "admin",
    );
    expect(range.json().errors).toEqual({ to: ["The end date cannot be before the start date."] });
  });

  it("answers each session's title in the reader's language (zh-CN falls back to zh-TW, en to the base)", async () => {
    await ctx.database.db.execute(
      sql`update course_sessions set translations = ${JSON.stringify({ "zh-TW": { title: "秋季班" } })}::jsonb where id = 102`,
    );
    const titleOf = async (lang: string, url = "/api/enrolled-course-sessions", who = "admin") =>
      (await call("GET", url, undefined, who, lang)).json().data.find((e: { id: number }) => e.id === b)
        ?.course_session_title;
    const base = await titleOf("en");
    expect(base).not.toBe("秋季班");
    expect(await titleOf("zh-TW")).toBe("秋季班");
    expect(await titleOf("zh-CN")).toBe("秋季班");
    await ctx.database.db.execute(sql`update course_sessions set translations = '{}'::jsonb where id = 102`);
    expect(await titleOf("zh-TW")).toBe(base);
  });

  it("detail, read/unread, need-pay-first, wait-for-parent", async () => {
    const detail = await call("GET", `/api/enrolled-course-session-detail?id=${b}`, undefined, "staff");
    expect(detail.json()).toMatchObject({
      id: b,
      is_read: false,
      status: "normal",
      payment_status: "unknown",
      contract: null,
    });
    expect(
      (await call("GET", "/api/enrolled-course-session-detail?id=999999", undefined, "staff")).statusCode,
    ).toBe(404);
    expect(
      (await call("PATCH", "/api/read-enrolled-course-session", { id: b, is_read: true }, "staff")).json()
        .is_read,
    ).toBe(true);
    expect(
      (
        await call(
          "PATCH",
          "/api/set-enrolled-session-need-pay-first",
          { id: b, need_pay_first: true },
          "staff",
        )
      ).json().need_pay_first,
    ).toBe(true);
    expect(
      (
        await call(
          "PATCH",
          "/api/set-enrolled-session-wait-for-parent",
          { id: b, wait_for_parent: true },
          "staff",
        )
      ).json().wait_for_parent,
    ).toBe(true);
    const trail = await queryRows<{
      action: string;
      before: { need_pay_first: boolean };
      after: { need_pay_first: boolean };
    }>(
      ctx.database.db,
      sql`select action, before, after from audit_log where target_type = 'enrolled_session' and target_id = ${String(b)} order by id`,
    );
    expect(trail).toHaveLength(2);
    expect(trail[0]).toMatchObject({
      action: "enrolled_session.state",
      before: { need_pay_first: false },
      after: { need_pay_first: true },
    });
  });

  it("status and payment status one by one, audited; delete hides from the default list", async () => {
    const res = await call(
      "PATCH",
      "/api/set-enrolled-session-status",
      { id: a, status: "archive", payment_status: "cancelled" },
      "staff",
    );
    expect(res.json()).toMatchObject({ status: "archive", payment_status: "cancelled" });
    const patched = await call(
      "PATCH",
      `/api/enrolled-session/${a}`,
      { payment_status: "unpaid", admin_note: "called mum" },
      "admin",
    );
    expect(patched.json()).toMatchObject({ payment_status: "unpaid", admin_note: "called mum" });
    expect((await call("PATCH", `/api/enrolled-session/${a}`, {}, "admin")).statusCode).toBe(422);
    expect((await call("PATCH", "/api/set-enrolled-session-status", { id: a }, "admin")).statusCode).toBe(
      422,
    );
    const [audit] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from audit_log where action = 'enrolled_session.state' and target_id = ${String(a)}`,
    );
    expect(audit?.n).toBe(2);
  });

  it("batch status: all or nothing", async () => {
    const before = await enrollmentCounts(ctx.database.db);
    const refused = await call(
      "PATCH",
      "/api/enrolled-session/batch/status",
      { enrolled_session_ids: [b, 999999], status: "cancel" },
      "staff",
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ "enrolled_session_ids.1": ["This enrollment does not exist."] });
    const zh = await call(
      "PATCH",
      "/api/enrolled-session/batch/status",
      { enrolled_session_ids: [999999], status: "cancel" },
      "staff",
      "zh-TW",
    );
    expect(zh.json().errors).toEqual({ "enrolled_session_ids.0": ["該報名紀錄不存在。"] });
    expect(await enrollmentCounts(ctx.database.db)).toEqual(before);
    const ok = await call(
      "PATCH",
      "/api/enrolled-session/batch/status",
      { enrolled_session_ids: [b, c, b], status: "delete" },
      "staff",
    );
    expect(ok.json()).toEqual({ updated: 2 });
    const list = (await call("GET", "/api/enrolled-course-sessions", undefined, "staff")).json();
    expect(list.data.map((e: { id: number }) => e.id)).toEqual([a]);
    expect(
      (await call("GET", "/api/enrolled-course-sessions?status=delete", undefined, "staff")).json().total,
    ).toBe(2);
    const [audit] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from audit_log where action = 'enrolled_session.state' and after->>'status' = 'delete'`,
    );
    expect(audit?.n).toBe(2);
  });

  it("restoring a cancelled enrollment whose email is taken again is refused", async () => {
    const db = ctx.database.db;
    const old = await insertEnrollment(db, {
      studentEmail: "dup@x.test",
      status: "cancel",
      courseSessionId: 103,
    });
    await insertEnrollment(db, { studentEmail: "DUP@x.test", courseSessionId: 103 });
    const res = await call("PATCH", `/api/enrolled-session/${old.id}`, { status: "normal" }, "staff");
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      status: ["This email is already used in an enrollment for this class. Log in, or use another email."],
    });
  });
});

describe("detail update, add student/parent, contacts, paid", () => {
  it("edits details (audited) and ties accounts", async () => {
    const row = await insertEnrollment(ctx.database.db, { studentEmail: "e@x.test", courseSessionId: 101 });
    const upd = await call(
      "PATCH",
      "/api/enrolled-course-session-detail-update",
      { id: row.id, school: "TAS", grade: "11", currency: "USD", student_email: "e2@x.test" },
      "staff",
    );
    expect(upd.json()).toMatchObject({
      school: "TAS",
      grade: "11",
      currency: "USD",
      student_email: "e2@x.test",
    });
    const bad = await call(
      "PATCH",
      "/api/enrolled-course-session-detail-update",
      { id: row.id, student_email: "nope", currency: "EUR" },
      "staff",
    );
    expect(Object.keys(bad.json().errors).sort()).toEqual(["currency", "student_email"]);

    const notStudent = await call(
      "POST",
      "/api/add-student-to-enrolled-session",
      { enrolled_session_id: row.id, user_id: ids.teacher },
      "staff",
    );
    expect(notStudent.json().errors).toEqual({ user_id: ["This user is not a student."] });
    expect(
      (
        await call(
          "POST",
          "/api/add-student-to-enrolled-session",
          { enrolled_session_id: row.id, user_id: ids.kid2 },
          "staff",
        )
      ).json().student_user_id,
    ).toBe(ids.kid2);
    const notParent = await call(
      "POST",
      "/api/add-parent-to-enrolled-session",
      { enrolled_session_id: row.id, user_id: ids.student },
      "staff",
      "zh-TW",
    );
    expect(notParent.json().errors).toEqual({ user_id: ["該使用者不是家長。"] });
    expect(
      (
        await call(
          "POST",
          "/api/add-parent-to-enrolled-session",
          { enrolled_session_id: row.id, user_id: ids.parent },
          "staff",
        )
      ).json().parent_user_id,
    ).toBe(ids.parent);

    // The parent now sees it; paid is audited.
    expect(
      (await call("GET", "/api/my-enrollments", undefined, "parent"))
        .json()
        .data.map((e: { id: number }) => e.id),
    ).toContain(row.id);
    const paid = await call("PATCH", `/api/enrolled-session/${row.id}`, { payment_status: "paid" }, "admin");
    expect(paid.json().payment_status).toBe("paid");
  });

  it("paid creates the student's class ticket once; without an account it waits for add-student", async () => {
    const tickets = (enrolledId: number) =>
      queryRows<{ student_user_id: number; course_session_id: number; is_paid: boolean }>(
        ctx.database.db,
        sql`select student_user_id, course_session_id, is_paid from student_class_tickets where enrolled_session_id = ${enrolledId}`,
      );
    const withAccount = await insertEnrollment(ctx.database.db, {
      studentEmail: "t1@x.test",
      courseSessionId: 102,
      studentUserId: ids.kid2,
    });
    await call(
      "PATCH",
      "/api/set-enrolled-session-status",
      { id: withAccount.id, payment_status: "unpaid" },
      "staff",
    );
    expect(await tickets(withAccount.id)).toEqual([]);
    const paid = await call(
      "PATCH",
      "/api/set-enrolled-session-status",
      { id: withAccount.id, payment_status: "paid" },
      "staff",
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(await tickets(withAccount.id)).toEqual([
      { student_user_id: ids.kid2, course_session_id: 102, is_paid: true },
    ]);
    await call("PATCH", `/api/enrolled-session/${withAccount.id}`, { payment_status: "unpaid" }, "staff");
    await call("PATCH", `/api/enrolled-session/${withAccount.id}`, { payment_status: "paid" }, "staff");
    expect(await tickets(withAccount.id)).toHaveLength(1);

    const noAccount = await insertEnrollment(ctx.database.db, {
      studentEmail: "t2@x.test",
      courseSessionId: 102,
    });
    await call("PATCH", `/api/enrolled-session/${noAccount.id}`, { payment_status: "paid" }, "admin");
    expect(await tickets(noAccount.id)).toEqual([]);
    await call(
      "POST",
      "/api/add-student-to-enrolled-session",
      { enrolled_session_id: noAccount.id, user_id: ids.student },
      "staff",
    );
    expect(await tickets(noAccount.id)).toEqual([
      { student_user_id: ids.student, course_session_id: 102, is_paid: true },
    ]);
    const [audit] = await queryRows<{
      before: { payment_status: string };
      after: { payment_status: string };
    }>(
      ctx.database.db,
      sql`select before, after from audit_log where action = 'enrolled_session.state' and target_id = ${String(noAccount.id)}`,
    );
    expect(audit).toMatchObject({ before: { payment_status: "unknown" }, after: { payment_status: "paid" } });
  });

  it("contacts: add, list, delete", async () => {
    const row = await insertEnrollment(ctx.database.db, { studentEmail: "f@x.test" });
    const bad = await call(
      "POST",
      "/api/enrolled-session/contacts",
      { enrolled_session_id: row.id, name: "" },
      "staff",
    );
    expect(Object.keys(bad.json().errors).sort()).toEqual(["email", "name"]);
    const added = await call(
      "POST",
      "/api/enrolled-session/contacts",
      {
        enrolled_session_id: row.id,
        name: "Grandma Lin",
        phone: "+886 2 1234 5678",
        relation: "grandmother",
      },
      "staff",
    );
    expect(added.statusCode, added.body).toBe(200);
    const list = (
      await call("GET", `/api/enrolled-session/contacts?enrolled_session_id=${row.id}`, undefined, "staff")
    ).json();
    expect(list.data).toEqual([expect.objectContaining({ name: "Grandma Lin", relation: "grandmother" })]);
    expect(
      (
        await call("DELETE", `/api/enrolled-session/contacts?id=${added.json().id}`, undefined, "staff")
      ).json(),
    ).toEqual({ ok: true });
    expect(
      (await call("DELETE", `/api/enrolled-session/contacts?id=${added.json().id}`, undefined, "staff"))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await call("GET", `/api/enrolled-session/contacts?enrolled_session_id=${row.id}`, undefined, "staff")
      ).json().data,
    ).toEqual([]);
  });
});
