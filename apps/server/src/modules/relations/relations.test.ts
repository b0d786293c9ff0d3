import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { parentLinkTokens } from "./relations.table";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  const people = [
    ["admin", ["super-admin"]],
    ["staff", ["staff"]],
    ["teacher", ["teacher"]],
    ["parent", ["parent"]],
    ["parent2", ["parent"]],
    ["student", ["student"]],
    ["student2", ["student"]],
    ["student3", ["student"]],
    ["selfparent", ["parent", "student"]],
  ] as const;
  for (const [username, roles] of people) {
    ids[username] = (
      await createUser(ctx.database.db, { username, roles: [...roles], firstName: username })
    ).id;
    auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
  }
});
afterAll(() => ctx.close());

const call = (method: "GET" | "POST", url: string, payload?: object, who = "admin", lang = "en") =>
  ctx.app.inject({
    method,
    url,
    headers: { ...auth[who], "accept-language": lang },
    ...(payload && { payload }),
  });
const usernames = (body: { data: Array<{ username: string }> }) => body.data.map((u) => u.username);
const state = async () =>
  (
    await queryRows<{ links: number; audit: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from parent_students) as links, (select count(*)::int from audit_log) as audit`,
    )
  )[0];

describe("parent/connect-student and disconnect-student", () => {
  it("links students to a parent, auditing each", async () => {
    const res = await call("POST", "/api/parent/connect-student", {
      parent_user_id: ids.parent,
      users: [ids.student, ids.student2],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().student_ids).toEqual([ids.student, ids.student2]);
    const trail = (await call("GET", `/api/users/${ids.student}/audit`)).json().data;
    expect(trail[0]).toMatchObject({
      action: "parent_student.connect",
      actor_id: ids.admin,
      after: { parent_id: ids.parent, student_id: ids.student },
    });
  });

  it("never links a student twice to one parent: 422 and nothing written", async () => {
    const before = await state();
    const twice = await call("POST", "/api/parent/connect-student", {
      parent_user_id: ids.parent,
      users: [ids.student3, ids.student],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors).toEqual({ "users.1": ["A student cannot be linked twice to one parent"] });
    const zh = await call(
      "POST",
      "/api/parent/connect-student",
      { parent_user_id: ids.parent, users: [ids.student] },
      "admin",
      "zh-CN",
    );
    expect(zh.json().errors).toEqual({ "users.0": ["同一学生不能重复关联到同一位家长"] });
    expect(await state()).toEqual(before);
  });

  it("refuses non-parents, non-students, unknown users and bad input, writing nothing", async () => {
    const before = await state();
    const notParent = await call("POST", "/api/parent/connect-student", {
      parent_user_id: ids.teacher,
      users: [ids.student3],
    });
    expect(notParent.json().errors).toEqual({ parent_user_id: ["This user is not a parent."] });
    const notStudent = await call("POST", "/api/parent/connect-student", {
      parent_user_id: ids.parent2,
      users: [ids.student3, ids.teacher, 999999],
    });
    expect(notStudent.json().errors).toEqual({
      "users.1": ["This user is not a student."],
      "users.2": ["This user does not exist."],
    });
    const bad = await call("POST", "/api/parent/connect-student", { parent_user_id: "x", users: [] });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["parent_user_id", "users"]);
    const notLinked = await call("POST", "/api/parent/disconnect-student", {
      parent_user_id: ids.parent2,
      user_id: ids.student,
    });
    expect(notLinked.json().errors).toEqual({ user_id: ["This student is not linked to this parent."] });
    expect(await state()).toEqual(before);
  });

  it("a parent may be their own student", async () => {
    const res = await call("POST", "/api/parent/connect-student", {
      parent_user_id: ids.selfparent,
      users: [ids.selfparent],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().student_ids).toEqual([ids.selfparent]);
  });

  it("disconnects, auditing it", async () => {
    await call("POST", "/api/parent/connect-student", { parent_user_id: ids.parent2, users: [ids.student3] });
    const res = await call("POST", "/api/parent/disconnect-student", {
      parent_user_id: ids.parent2,
      user_id: ids.student3,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().student_ids).toEqual([]);
    const trail = (await call("GET", `/api/users/${ids.parent2}/audit`)).json().data;
    expect(trail[0]).toMatchObject({
      action: "parent_student.disconnect",
      before: { parent_id: ids.parent2, student_id: ids.student3 },
    });
  });
});

describe("lists", () => {
  it("GET students: all students for admin/staff, own children for a parent, none yet for a teacher", async () => {
    const all = (await call("GET", "/api/students", undefined, "staff")).json();
    expect(all).toMatchObject({ current_page: 1, per_page: 50, total: 4 });
    expect(usernames(all)).toEqual(["student", "student2", "student3", "selfparent"]);
    expect(usernames((await call("GET", "/api/students?q=student2")).json())).toEqual(["student2"]);
    expect(usernames((await call("GET", "/api/students", undefined, "parent")).json())).toEqual([
      "student",
      "student2",
    ]);
    expect((await call("GET", "/api/students", undefined, "teacher")).json()).toEqual({
      data: [],
      current_page: 1,
      per_page: 50,
      total: 0,
      last_page: 1,
      total_capped: 0,
    });
  });

  it("GET parent/search finds parents by q", async () => {
    expect(usernames((await call("GET", "/api/parent/search?q=parent", undefined, "staff")).json())).toEqual([
      "parent",
      "parent2",
      "selfparent",
    ]);
    expect(usernames((await call("GET", "/api/parent/search?q=PARENT2")).json())).toEqual(["parent2"]);
  });

  it("GET parent/{id}/children: admin, staff or that parent; 50 a page", async () => {
    const own = await call("GET", `/api/parent/${ids.parent}/children`, undefined, "parent");
    expect(own.json()).toMatchObject({ per_page: 50, total: 2 });
    expect(usernames(own.json())).toEqual(["student", "student2"]);
    expect(
      (await call("GET", `/api/parent/${ids.parent}/children?page_size=1&page=2`, undefined, "staff")).json(),
    ).toMatchObject({
      current_page: 2,
      last_page: 2,
    });
    expect((await call("GET", `/api/parent/${ids.parent}/children`, undefined, "parent2")).statusCode).toBe(
      403,
    );
    expect((await call("GET", "/api/parent/999999/children")).statusCode).toBe(404);
  });

  it("GET teacher/students-for-user-list: empty page until classes exist", async () => {
    const res = await call(
      "GET",
      `/api/teacher/students-for-user-list?user_id=${ids.teacher}`,
      undefined,
      "staff",
    );
    expect(res.json()).toEqual({
      data: [],
      current_page: 1,
      per_page: 50,
      total: 0,
      last_page: 1,
      total_capped: 0,
    });
    expect((await call("GET", "/api/teacher/students-for-user-list")).statusCode).toBe(422);
  });
});

describe("parent-student link codes", () => {
  it("a student makes a code, a parent redeems it once", async () => {
    const issued = await call("POST", "/api/parent-student/token", undefined, "student3");
    expect(issued.statusCode).toBe(200);
    const { token, expires_at } = issued.json();
    const days = (new Date(expires_at).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    // only a hash is stored
    const stored = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from audit_log where target_id = ${token} or after::text like ${`%${token}%`}`,
    );
    expect(stored[0]?.n).toBe(0);

    const redeemed = await call("POST", "/api/parent-student/connect-by-token", { token }, "parent2");
    expect(redeemed.statusCode, redeemed.body).toBe(200);
    expect(redeemed.json().student_ids).toEqual([ids.student3]);
    const again = await call("POST", "/api/parent-student/connect-by-token", { token }, "parent");
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ token: ["This link code is not valid or has already been used."] });
    const trail = (await call("GET", `/api/users/${ids.student3}/audit`)).json().data;
    expect(trail[0]).toMatchObject({
      action: "parent_student.connect",
      actor_id: ids.parent2,
      after: { via: "token" },
    });
  });

  it("refuses unknown, expired and already-linked codes, writing nothing", async () => {
    const before = await state();
    expect(
      (await call("POST", "/api/parent-student/connect-by-token", { token: "nope" }, "parent")).json().errors,
    ).toEqual({
      token: ["This link code is not valid or has already been used."],
    });
    expect(
      (await call("POST", "/api/parent-student/connect-by-token", { token: "" }, "parent")).json().errors,
    ).toEqual({
      token: ["This field is required."],
    });
    const linked = (await call("POST", "/api/parent-student/token", undefined, "student")).json().token;
    const twice = await call(
      "POST",
      "/api/parent-student/connect-by-token",
      { token: linked },
      "parent",
      "zh-TW",
    );
    expect(twice.json().errors).toEqual({ token: ["同一學生不能重複連結到同一位家長"] });
    const old = (await call("POST", "/api/parent-student/token", undefined, "student2")).json().token;
    await ctx.database.db.execute(
      sql`update ${parentLinkTokens} set expires_at = now() - interval '1 minute' where student_id = ${ids.student2}`,
    );
    const expired = await call("POST", "/api/parent-student/connect-by-token", { token: old }, "parent2");
    expect(expired.json().errors).toEqual({
      token: ["This link code has expired. Ask the student for a new one."],
    });
    const after = await state();
    expect(after?.links).toBe(before?.links);
  });
});
