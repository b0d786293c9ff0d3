import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { basicProfiles, teacherProfiles } from "../profiles/profiles.table";
import { tags, userTags } from "../tags/tags.table";
import { users } from "./users.table";
import { matchesText } from "./users-search.repository";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  const db = ctx.database.db;
  const people = [
    { username: "admin", roles: ["super-admin"] as const, firstName: "Ada" },
    { username: "staff", roles: ["staff"] as const, firstName: "Sam" },
    { username: "teacher", roles: ["teacher"] as const, firstName: "Tina" },
    { username: "parent", roles: ["parent"] as const, firstName: "Pat" },
    { username: "student", roles: ["student"] as const, firstName: "Stu" },
    { username: "editor", roles: ["test-editor"] as const, firstName: "Ed" },
  ];
  for (const person of people) {
    const row = await createUser(db, { ...person, roles: [...person.roles] });
    ids[person.username] = row.id;
    auth[person.username] = { authorization: (await signIn(ctx.app, person.username)).authorization };
  }
  // Search fixtures.
  const math = await createUser(db, { username: "mathteach", roles: ["teacher"], firstName: "Maria" });
  const both = await createUser(db, { username: "polymath", roles: ["teacher"], firstName: "Polly" });
  const odd = await createUser(db, { username: "per%cent_guy", roles: ["student"], firstName: "Zed" });
  const sleepy = await createUser(db, {
    username: "sleepy",
    roles: ["student"],
    isActive: false,
    firstName: "Zzz",
  });
  ids.math = math.id;
  ids.both = both.id;
  ids.odd = odd.id;
  ids.sleepy = sleepy.id;
  await db.insert(teacherProfiles).values([
    { userId: math.id, subjects: ["SAT Math"] },
    { userId: both.id, subjects: ["SAT Math", "TOEFL"] },
  ]);
  const [vip, sat] = await db
    .insert(tags)
    .values([{ name: "VIP" }, { name: "SAT 2026", color: "red" }])
    .returning();
  if (!vip || !sat) throw new Error("tags");
  ids.vip = vip.id;
  ids.sat = sat.id;
  await db.insert(userTags).values([
    { userId: math.id, tagId: vip.id },
    { userId: both.id, tagId: vip.id },
    { userId: both.id, tagId: sat.id },
  ]);
});
afterAll(() => ctx.close());

const get = (url: string, who = "admin") => ctx.app.inject({ method: "GET", url, headers: auth[who] });
const auditCount = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from audit_log`))[0]?.n;

describe("GET users/search", () => {
  it("pages with the spec's list shape nested under users, with tags on each item", async () => {
    const res = await get("/api/users/search?page_size=3&order_by=username&order_direction=asc");
    expect(res.statusCode).toBe(200);
    const { users } = res.json();
    expect(users).toMatchObject({ current_page: 1, per_page: 3, total: 10, last_page: 4 });
    expect(users.data.map((u: { username: string }) => u.username)).toEqual(["admin", "editor", "mathteach"]);
    expect(users.data[2].tags).toEqual([{ id: ids.vip, name: "VIP", color: "blue" }]);
    expect(JSON.stringify(res.json())).not.toContain("password");
  });

  it("defaults to 50 a page and caps page_size at 200", async () => {
    expect((await get("/api/users/search")).json().users.per_page).toBe(50);
    const tooBig = await get("/api/users/search?page_size=201");
    expect(tooBig.statusCode).toBe(422);
    expect(Object.keys(tooBig.json().errors)).toEqual(["page_size"]);
  });

  it("matches q against username, email and names, word by word, case-insensitively", async () => {
    const names = async (q: string) =>
      (await get(`/api/users/search?q=${encodeURIComponent(q)}`))
        .json()
        .users.data.map((u: { username: string }) => u.username);
    expect(await names("MARIA")).toEqual(["mathteach"]);
    expect(await names("math")).toEqual(["mathteach", "polymath"]);
    expect(await names("polymath@example")).toEqual(["polymath"]);
    expect(await names("polly poly")).toEqual(["polymath"]);
    // LIKE wildcards are literal
    expect(await names("%")).toEqual(["per%cent_guy"]);
    expect(await names("r_c")).toEqual([]);
    expect(await names("t_g")).toEqual(["per%cent_guy"]);
  });

  it("filters by role, is_active, tags (any/all) and subjects (any/all)", async () => {
    const names = async (query: string) =>
      (await get(`/api/users/search?${query}`))
        .json()
        .users.data.map((u: { username: string }) => u.username);
    expect(await names("role=teacher")).toEqual(["teacher", "mathteach", "polymath"]);
    expect(await names("is_active=false")).toEqual(["sleepy"]);
    expect(await names(`tag_ids=${ids.vip},${ids.sat}`)).toEqual(["mathteach", "polymath"]);
    expect(await names(`tag_ids=${ids.vip},${ids.sat}&tag_mode=all`)).toEqual(["polymath"]);
    expect(await names(`tag_ids[]=${ids.vip}&tag_ids[]=${ids.sat}&tag_mode=all`)).toEqual(["polymath"]);
    expect(await names("subjects[]=TOEFL&subjects[]=SAT%20Math")).toEqual(["mathteach", "polymath"]);
    expect(await names("subjects[]=TOEFL&subjects[]=SAT%20Math&subject_mode=all")).toEqual(["polymath"]);
    expect(await names("subjects=TOEFL")).toEqual(["polymath"]);
    expect(await names("role=teacher&order_by=first_name&order_direction=desc")).toEqual([
      "teacher",
      "polymath",
      "mathteach",
    ]);
  });

  it("refuses bad filters with field errors", async () => {
    const res = await get("/api/users/search?role=king&order_by=password_hash&tag_mode=some&is_active=maybe");
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["is_active", "order_by", "role", "tag_mode"]);
  });

  it("finds people by name in either order and script, and by phone number in local or international form", async () => {
    const db = ctx.database.db;
    const wang = await createUser(db, {
      username: "mlwang",
      firstName: "美玲",
      lastName: "王",
      roles: ["parent"],
    });
    const lin = await createUser(db, {
      username: "jlin",
      firstName: "Jia-Hao",
      lastName: "Lin",
      roles: ["parent"],
    });
    await db.insert(basicProfiles).values({ userId: lin.id, phone: "+886 912-345-678" });
    const found = async (q: string) =>
      (await get(`/api/users/search?q=${encodeURIComponent(q)}`))
        .json()
        .users.data.map((u: { id: number }) => u.id);
    expect(await found("王美玲")).toEqual([wang.id]);
    expect(await found("美玲")).toEqual([wang.id]);
    expect(await found("Lin Jia-Hao")).toEqual([lin.id]);
    expect(await found("jia-hao lin")).toEqual([lin.id]);
    expect(await found("0912 345 678")).toEqual([lin.id]);
    expect(await found("+886912345678")).toEqual([lin.id]);
    expect(await found("345678")).toEqual([lin.id]);
    expect(await found("0912 000 000")).toEqual([]);
  });

  it("uses the trigram index for q on PostgreSQL (the query the repository builds)", async () => {
    if (ctx.database.kind !== "postgres") return;
    const plan = await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select({ id: users.id }).from(users).where(matchesText("maria smith"));
      return queryRows<{ "QUERY PLAN": string }>(tx, sql`explain ${query}`);
    });
    expect(plan.map((row) => row["QUERY PLAN"]).join("\n")).toContain("users_search_text_trgm_idx");
  });
});

describe("GET users/search-all-active", () => {
  it("lists active users with roles only, filtered by q and role", async () => {
    const res = await get("/api/users/search-all-active?role=teacher");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual([
      { id: ids.math, username: "mathteach", first_name: "Maria", last_name: "", roles: ["teacher"] },
      { id: ids.both, username: "polymath", first_name: "Polly", last_name: "", roles: ["teacher"] },
      { id: ids.teacher, username: "teacher", first_name: "Tina", last_name: "", roles: ["teacher"] },
    ]);
    const all = (await get("/api/users/search-all-active", "staff")).json().data;
    expect(all.some((u: { username: string }) => u.username === "sleepy")).toBe(false);
    expect(JSON.stringify(all)).not.toContain("@example.com");
    expect((await get("/api/users/search-all-active?limit=2")).json().data).toHaveLength(2);
    expect((await get("/api/users/search-all-active?limit=501")).statusCode).toBe(422);
  });
});

describe("PATCH users/toggle-active", () => {
  it("deactivates (ending every session) and reactivates, with audit records", async () => {
    const victim = await createUser(ctx.database.db, { username: "victim", roles: ["student"] });
    const session = await signIn(ctx.app, "victim");
    expect((await ctx.app.inject({ method: "POST", url: "/api/me", headers: session })).statusCode).toBe(200);
    const off = await ctx.app.inject({
      method: "PATCH",
      url: "/api/users/toggle-active",
      headers: auth.admin,
      payload: { user_id: victim.id, is_active: false },
    });
    expect(off.statusCode).toBe(200);
    expect(off.json().is_active).toBe(false);
    expect((await ctx.app.inject({ method: "POST", url: "/api/me", headers: session })).statusCode).toBe(401);
    const on = await ctx.app.inject({
      method: "PATCH",
      url: "/api/users/toggle-active",
      headers: auth.admin,
      payload: { user_id: victim.id, is_active: true },
    });
    expect(on.json().is_active).toBe(true);
    const trail = (await get(`/api/users/${victim.id}/audit`)).json();
    expect(trail.data.map((e: { action: string }) => e.action)).toEqual(["user.activate", "user.deactivate"]);
    expect(trail.data[1]).toMatchObject({
      actor_id: ids.admin,
      before: { is_active: true },
      after: { is_active: false },
    });
  });

  it("refuses to deactivate yourself, unknown users and bad input, writing nothing", async () => {
    const before = await auditCount();
    const self = await ctx.app.inject({
      method: "PATCH",
      url: "/api/users/toggle-active",
      headers: { ...auth.admin, "accept-language": "zh-TW" },
      payload: { user_id: ids.admin, is_active: false },
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ user_id: ["您不能停用自己的帳號。"] });
    const unknown = await ctx.app.inject({
      method: "PATCH",
      url: "/api/users/toggle-active",
      headers: auth.admin,
      payload: { user_id: 999999, is_active: false },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ user_id: ["This user does not exist."] });
    const bad = await ctx.app.inject({
      method: "PATCH",
      url: "/api/users/toggle-active",
      headers: auth.admin,
      payload: { user_id: "x", is_active: "no" },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["is_active", "user_id"]);
    expect(await auditCount()).toBe(before);
  });
});

describe("role/{role}/{id}", () => {
  it("adds and removes roles; adding twice is a no-op 200; every change is audited", async () => {
    const user = await createUser(ctx.database.db, { username: "roley", roles: ["student"] });
    const add = () =>
      ctx.app.inject({ method: "POST", url: `/api/role/teacher/${user.id}`, headers: auth.admin });
    const first = await add();
    expect(first.statusCode).toBe(200);
    expect([...first.json().all_roles].sort()).toEqual(["student", "teacher"]);
    const before = await auditCount();
    const again = await add();
    expect(again.statusCode).toBe(200);
    expect([...again.json().all_roles].sort()).toEqual(["student", "teacher"]);
    expect(await auditCount()).toBe(before);
    const removed = await ctx.app.inject({
      method: "DELETE",
      url: `/api/role/student/${user.id}`,
      headers: auth.admin,
    });
    expect(removed.json().all_roles).toEqual(["teacher"]);
    const trail = (await get(`/api/users/${user.id}/audit`)).json().data;
    expect(trail.map((e: { action: string; after: unknown }) => [e.action, e.after])).toEqual([
      ["user.role_remove", { role: "student" }],
      ["user.role_add", { role: "teacher" }],
    ]);
  });

  it("takes effect on the user's next request", async () => {
    const user = await createUser(ctx.database.db, { username: "promoted", roles: ["student"] });
    const session = await signIn(ctx.app, "promoted");
    expect((await get("/api/users/search", "admin")).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/users/search", headers: session })).statusCode,
    ).toBe(403);
    await ctx.app.inject({ method: "POST", url: `/api/role/staff/${user.id}`, headers: auth.admin });
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/users/search", headers: session })).statusCode,
    ).toBe(200);
  });

  it("does not assign admin, and 404s an unknown user", async () => {
    const admin = await ctx.app.inject({
      method: "POST",
      url: `/api/role/admin/${ids.staff}`,
      headers: auth.admin,
    });
    expect(admin.statusCode).toBe(422);
    expect(Object.keys(admin.json().errors)).toEqual(["role"]);
    const unknown = await ctx.app.inject({
      method: "POST",
      url: "/api/role/teacher/999999",
      headers: auth.admin,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe("DELETE users/{id}", () => {
  it("deletes with cascades and an audit snapshot; never yourself", async () => {
    const db = ctx.database.db;
    const doomed = await createUser(db, { username: "doomed", roles: ["student"], firstName: "Dee" });
    await db.insert(userTags).values({ userId: doomed.id, tagId: Number(ids.vip) });
    await signIn(ctx.app, "doomed");
    const res = await ctx.app.inject({
      method: "DELETE",
      url: `/api/users/${doomed.id}`,
      headers: auth.admin,
    });
    expect(res.statusCode).toBe(200);
    const left = await queryRows<{ n: number }>(
      db,
      sql`select (select count(*) from users where id = ${doomed.id})
               + (select count(*) from sessions where user_id = ${doomed.id})
               + (select count(*) from user_tags where user_id = ${doomed.id})
               + (select count(*) from user_roles where user_id = ${doomed.id}) as n`,
    );
    expect(Number(left[0]?.n)).toBe(0);
    const [entry] = await queryRows<{ action: string; before: { username: string; tags: unknown[] } }>(
      db,
      sql`select action, before from audit_log where target_type = 'user' and target_id = ${String(doomed.id)}
          order by id desc limit 1`,
    );
    expect(entry?.action).toBe("user.delete");
    expect(entry?.before).toMatchObject({ username: "doomed", first_name: "Dee", all_roles: ["student"] });
    expect(entry?.before.tags).toHaveLength(1);

    const self = await ctx.app.inject({
      method: "DELETE",
      url: `/api/users/${ids.admin}`,
      headers: auth.admin,
    });
    expect(self.statusCode).toBe(422);
    expect(self.json().errors).toEqual({ id: ["You cannot delete your own account."] });
    expect(
      (await ctx.app.inject({ method: "DELETE", url: "/api/users/999999", headers: auth.admin })).statusCode,
    ).toBe(404);
  });
});

describe("GET users/{id}/audit", () => {
  it("pages newest first", async () => {
    const user = await createUser(ctx.database.db, { username: "audited", roles: [] });
    for (const role of ["student", "parent", "teacher"]) {
      await ctx.app.inject({ method: "POST", url: `/api/role/${role}/${user.id}`, headers: auth.admin });
    }
    const page = (await get(`/api/users/${user.id}/audit?page_size=2&page=2`)).json();
    expect(page).toMatchObject({ current_page: 2, per_page: 2, total: 3, last_page: 2 });
    expect(page.data.map((e: { after: { role: string } }) => e.after.role)).toEqual(["student"]);
  });
});
