import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { auditLog } from "../audit/audit.table";
import { counselingThirdAccounts } from "./counseling-accounts.table";
import { makeRolePeople } from "./counseling-accounts.test-support";

let ctx: TestContext;
let people: Awaited<ReturnType<typeof makeRolePeople>>;
const PASSWORD = "s3cret pass 甲乙";

beforeAll(async () => {
  ctx = await createTestApp();
  people = await makeRolePeople(ctx.app, ctx.database.db, "acct");
});
afterAll(async () => {
  await ctx?.close();
});

const post = (url: string, headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({ method: "POST", url, headers, payload: payload as object });
const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: "GET", url, headers });

describe("third-party accounts", () => {
  it("stores a login, answers has_password and never the password; an empty password keeps it", async () => {
    const student = people.ids.student;
    const saved = await post("/api/counseling-third-account", people.headers.student, {
      student_user_id: student,
      third_service_type: "common_app",
      account: "ethan@example.com",
      password: PASSWORD,
      common_app_id: "12345678",
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.body).not.toContain(PASSWORD);
    const first = saved.json();
    expect(first).toMatchObject({
      account: "ethan@example.com",
      has_password: true,
      common_app_id: "12345678",
    });
    expect(first.password_changed_at).toEqual(expect.any(String));
    expect(first).not.toHaveProperty("password");

    const [row] = await ctx.database.db
      .select()
      .from(counselingThirdAccounts)
      .where(eq(counselingThirdAccounts.studentUserId, student));
    expect(row?.passwordSealed).toMatch(/^s1:local:/);
    expect(row?.passwordSealed).not.toContain(PASSWORD);

    const kept = await post("/api/counseling-third-account", people.headers.counselor, {
      student_user_id: student,
      third_service_type: "common_app",
      account: "ethan.h@example.com",
      password: "",
      advisor_invitation_state: "accepted",
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      account: "ethan.h@example.com",
      has_password: true,
      password_changed_at: first.password_changed_at,
      advisor_invitation_state: "accepted",
      // Not sent: kept.
      common_app_id: "12345678",
    });

    const list = await get(
      `/api/counseling-third-accounts?student_user_id=${student}`,
      people.headers.parent,
    );
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((item: { third_service_type: string }) => item.third_service_type)).toEqual([
      "common_app",
      "coalition_app",
      "california_app",
    ]);
    // A parent reads, may neither change nor reveal.
    expect(list.json().data[0]).toMatchObject({ has_password: true, can_edit: false, can_reveal: false });
    expect(list.json().data[1]).toMatchObject({ id: null, has_password: false, account: "" });

    const one = await get(
      `/api/counseling-third-account?student_user_id=${student}&third_service_type=common_app`,
      people.headers.counselor,
    );
    expect(one.json()).toMatchObject({ can_edit: true, can_reveal: true });
  });

  it("refuses bad input with field errors and writes nothing", async () => {
    const base = { student_user_id: people.ids.student, third_service_type: "coalition_app", account: "x" };
    const cases: [Record<string, unknown>, string][] = [
      [{ ...base, account: "a\u0000b" }, "account"],
      [{ ...base, password: "line\nbreak" }, "password"],
      [{ ...base, third_service_type: "naviance" }, "third_service_type"],
      [{ ...base, common_app_id: "12345678" }, "common_app_id"],
      [{ ...base, third_service_type: "common_app", common_app_id: "CA-12" }, "common_app_id"],
      [{ ...base, password: "p".repeat(201) }, "password"],
    ];
    for (const [payload, field] of cases) {
      const res = await post("/api/counseling-third-account", people.headers.student, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors ?? {}).join(","), res.body).toContain(field);
    }
    const rows = await ctx.database.db
      .select()
      .from(counselingThirdAccounts)
      .where(
        and(
          eq(counselingThirdAccounts.studentUserId, people.ids.student),
          eq(counselingThirdAccounts.thirdServiceType, "coalition_app"),
        ),
      );
    expect(rows).toEqual([]);
  });

  it("keeps which services the student applies through", async () => {
    const url = "/api/counseling-third-applications";
    const res = await ctx.app.inject({
      method: "PATCH",
      url,
      headers: people.headers.counselor,
      payload: {
        student_user_id: people.ids.student,
        user_counseling_third_applications: [
          { third_service_type: "california_app", is_applying: 1 },
          { third_service_type: "common_app", is_applying: true },
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = await get(`${url}?student_user_id=${people.ids.student}`, people.headers.student);
    expect(read.json().user_counseling_third_applications).toEqual([
      { third_service_type: "common_app", is_applying: true, has_account: true, last_uploaded_at: null },
      { third_service_type: "coalition_app", is_applying: false, has_account: false, last_uploaded_at: null },
      { third_service_type: "california_app", is_applying: true, has_account: false, last_uploaded_at: null },
    ]);
    const twice = await ctx.app.inject({
      method: "PATCH",
      url,
      headers: people.headers.student,
      payload: {
        student_user_id: people.ids.student,
        user_counseling_third_applications: [
          { third_service_type: "common_app", is_applying: 1 },
          { third_service_type: "common_app", is_applying: 0 },
        ],
      },
    });
    expect(twice.statusCode).toBe(422);
  });

  it("reveals a password to a counselor with a reason, audited without the value, and limits reveals", async () => {
    const body = {
      student_user_id: people.ids.student,
      third_service_type: "common_app",
      reason: "Student locked out before the deadline",
    };
    const shown = await post("/api/counseling-third-account/reveal-password", people.headers.counselor, body);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().password).toBe(PASSWORD);

    const noReason = await post("/api/counseling-third-account/reveal-password", people.headers.counselor, {
      ...body,
      reason: "  ",
    });
    expect(noReason.statusCode).toBe(422);
    // The route is for teachers and staff; among them only the student's counselors (others: no such student).
    const other = await post(
      "/api/counseling-third-account/reveal-password",
      people.headers.otherTeacher,
      body,
    );
    expect(other.statusCode).toBe(404);
    const parent = await post("/api/counseling-third-account/reveal-password", people.headers.parent, body);
    expect(parent.statusCode).toBe(403);

    const trail = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "counseling_third_account.password_revealed"));
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      actorId: people.ids.counselor,
      after: { student_user_id: people.ids.student, reason: body.reason, revealed: true },
    });
    const everything = JSON.stringify(await ctx.database.db.select().from(auditLog));
    expect(everything).not.toContain(PASSWORD);

    // Ten an hour per student, across callers: the admin's reveals count with the counselor's.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i += 1) {
      const res = await post("/api/counseling-third-account/reveal-password", people.headers.admin, body);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 9).every((status) => status === 200)).toBe(true);
    expect(statuses[9]).toBe(429);
  });
});
