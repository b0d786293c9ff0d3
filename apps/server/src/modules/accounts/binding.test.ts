import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";

let ctx: TestContext;
const tokens = new Map<string, string>();
let counter = 0;

beforeAll(async () => {
  ctx = await createTestApp({ CAPTCHA_DISABLED: "true", PUBLIC_URL: "http://app.test" });
  const db = ctx.database.db;
  await createUser(db, { username: "admin", roles: ["super-admin"] });
  await createUser(db, { username: "staff", roles: ["staff"] });
  await createUser(db, { username: "teacher", roles: ["teacher"] });
  await createUser(db, { username: "oldteacher", roles: ["teacher"], isActive: false });
  await createUser(db, { username: "student", roles: ["student"] });
  await createUser(db, { username: "kid", roles: ["student"] });
  await createUser(db, { username: "kid2", roles: ["student"] });
  await createUser(db, { username: "parent", roles: ["parent"] });
  await createUser(db, { username: "newcomer", finishBind: false });
});
afterAll(() => ctx.close());

async function auth(username: string): Promise<Record<string, string>> {
  let token = tokens.get(username);
  if (!token) {
    token = (await signIn(ctx.app, username)).token;
    tokens.set(username, token);
  }
  return { authorization: `Bearer ${token}` };
}

/** A freshly registered, unbound user without roles. */
async function freshUser(roles: ("student" | "parent")[] = []) {
  counter += 1;
  const username = `fresh${counter}`;
  const row = await createUser(ctx.database.db, { username, roles, finishBind: false });
  return { ...row, headers: await auth(username) };
}

const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: "POST", url, payload: payload as object, headers });

const countOf = async (query: SQL) => (await queryRows<{ n: number }>(ctx.database.db, query))[0]?.n ?? -1;
const counts = async () => ({
  users: await countOf(sql`select count(*)::int as n from users`),
  roles: await countOf(sql`select count(*)::int as n from user_roles`),
  basic: await countOf(sql`select count(*)::int as n from basic_profiles`),
  students: await countOf(sql`select count(*)::int as n from student_profiles`),
  teachers: await countOf(sql`select count(*)::int as n from teacher_profiles`),
  links: await countOf(sql`select count(*)::int as n from parent_students`),
});

const studentBody = { school: "  Taipei American School ", phone: " +886 912 345 678 ", grade_level: "11" };
const teacherBody = { college: "Columbia", major: "English", phone: "0912345678" };

describe("bind-student and finish-bind", () => {
  it("finish-bind refuses a user without a role (422), then succeeds after binding", async () => {
    const me = await freshUser();
    const early = await post("/api/finish-bind", {}, me.headers);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({
      role: ["Please choose whether you are a student, a teacher or a parent."],
    });

    const bound = await post(
      "/api/bind-student",
      { ...studentBody, first_name: "  Ethan ", last_name: " Huang " },
      me.headers,
    );
    expect(bound.statusCode).toBe(200);
    expect(bound.json().user).toMatchObject({
      first_name: "Ethan",
      last_name: "Huang",
      all_roles: ["student"],
      finish_bind: false,
    });
    const [profile] = await queryRows<{ school: string; grade_level: string; phone: string }>(
      ctx.database.db,
      sql`select s.school, s.grade_level, b.phone from student_profiles s
          join basic_profiles b on b.user_id = s.user_id where s.user_id = ${me.id}`,
    );
    expect(profile).toEqual({
      school: "Taipei American School",
      grade_level: "11",
      phone: "+886 912 345 678",
    });

    const done = await post("/api/finish-bind", {}, me.headers);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ finishBind: true, user: { finish_bind: true } });
    const [audit] = await queryRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_log where target_id = ${String(me.id)} and action = 'user.bind_student'`,
    );
    expect(audit?.action).toBe("user.bind_student");
  });

  it("requires school and a phone of at least 7 digits; writes nothing on bad input", async () => {
    const me = await freshUser();
    const before = await counts();
    const res = await post("/api/bind-student", { school: "   ", phone: "12-34" }, me.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      school: ["This field is required."],
      phone: ["Phone number needs at least 7 digits."],
    });
    const zh = await post(
      "/api/bind-student",
      { phone: "123" },
      { ...me.headers, "accept-language": "zh-TW" },
    );
    expect(zh.json().errors).toEqual({ school: ["此欄位為必填。"], phone: ["電話號碼至少需要 7 位數字。"] });
    expect(await counts()).toEqual(before);
  });
});

describe("bind-teacher", () => {
  it("gives the teacher role and keeps application answers", async () => {
    const me = await freshUser();
    const res = await post(
      "/api/bind-teacher",
      {
        ...teacherBody,
        graduation_year: 2015,
        subjects: ["SAT Math"],
        application_answers: { why_teach: " I like it " },
      },
      me.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user.all_roles).toEqual(["teacher"]);
    const [row] = await queryRows<{ college: string; application_answers: unknown; subjects: string[] }>(
      ctx.database.db,
      sql`select college, application_answers, subjects from teacher_profiles where user_id = ${me.id}`,
    );
    expect(row).toEqual({
      college: "Columbia",
      application_answers: { why_teach: "I like it" },
      subjects: ["SAT Math"],
    });
    expect((await post("/api/finish-bind", {}, me.headers)).statusCode).toBe(200);
  });

  it("requires college, major and phone (zh-CN), writing nothing", async () => {
    const me = await freshUser();
    const before = await counts();
    const res = await post(
      "/api/bind-teacher",
      { college: " ", phone: "0912345678" },
      { ...me.headers, "accept-language": "zh-CN" },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ college: ["此项为必填项。"], major: ["此项为必填项。"] });
    expect(await counts()).toEqual(before);
  });
});

describe("bind-parent", () => {
  it("asks for links to existing students by email (pending until confirmed) and gives the parent role", async () => {
    const me = await freshUser();
    const res = await post(
      "/api/bind-parent",
      { phone: "+1 801 555 0100", student_emails: ["KID@example.com", "kid2@example.com"] },
      me.headers,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user.all_roles).toEqual(["parent"]);
    // Nothing is linked until the students (or an admin) confirm.
    expect(body.user.student_ids).toEqual([]);
    expect(body.pending).toBe(true);
    expect(body.link_requests).toHaveLength(2);
    expect(
      await countOf(sql`select count(*)::int as n from parent_students where parent_id = ${me.id}`),
    ).toBe(0);
    expect(
      await countOf(
        sql`select count(*)::int as n from mail_outbox where kind = 'parent_link_request' and to_address in ('kid@example.com', 'kid2@example.com')`,
      ),
    ).toBeGreaterThanOrEqual(2);

    // A second bind naming a student whose request waits is refused and adds nothing.
    const before = await counts();
    const again = await post(
      "/api/bind-parent",
      { phone: "+1 801 555 0100", student_emails: ["kid@example.com"] },
      me.headers,
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      "student_emails.0": ["A request to link this student is already waiting for confirmation."],
    });
    expect(await counts()).toEqual(before);
    expect((await post("/api/finish-bind", {}, me.headers)).statusCode).toBe(200);
  });

  it("names each refused entry: unknown, not a student, repeated; nothing written", async () => {
    const me = await freshUser();
    const before = await counts();
    const res = await post(
      "/api/bind-parent",
      {
        phone: "0912345678",
        student_emails: ["kid@example.com", "nobody@example.com", "teacher@example.com", "kid@example.com"],
      },
      { ...me.headers, "accept-language": "zh-TW" },
    );
    expect(res.statusCode).toBe(422);
    const refused = "找不到該學生電子郵件，或該學生已完成連結驗證。";
    expect(res.json().errors).toEqual({
      "student_emails.1": [refused],
      "student_emails.2": [refused],
      "student_emails.3": [refused],
    });
    expect(await counts()).toEqual(before);
  });

  it("needs at least one student", async () => {
    const me = await freshUser();
    const res = await post("/api/bind-parent", { phone: "0912345678", student_emails: [] }, me.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ student_emails: ["You must link at least one student."] });
  });

  it("lets a parent be their own student", async () => {
    const me = await freshUser(["student"]);
    const res = await post(
      "/api/bind-parent",
      { phone: "0912345678", student_emails: [me.email] },
      me.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      all_roles: expect.arrayContaining(["student", "parent"]),
      student_ids: [me.id],
    });
  });

  it("finish-bind names what a parent without children and phone still needs", async () => {
    const me = await freshUser(["parent"]);
    const res = await post("/api/finish-bind", {}, me.headers);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      phone: ["This field is required."],
      student_emails: ["You must link at least one student."],
    });
  });
});

describe("roles after finish-bind", () => {
  it("while registering a user may bind a second role; once bound only an admin adds roles", async () => {
    const me = await freshUser();
    expect((await post("/api/bind-student", studentBody, me.headers)).statusCode).toBe(200);
    // A second role during registration follows the spec's flow.
    const second = await post("/api/bind-teacher", teacherBody, me.headers);
    expect(second.statusCode).toBe(200);
    expect(second.json().user.all_roles.sort()).toEqual(["student", "teacher"]);
    expect((await post("/api/finish-bind", {}, me.headers)).statusCode).toBe(200);

    const bound = await freshUser();
    await post("/api/bind-student", { ...studentBody, first_name: "Zelfmade" }, bound.headers);
    expect((await post("/api/finish-bind", {}, bound.headers)).statusCode).toBe(200);
    const before = await counts();
    for (const [url, body] of [
      ["/api/bind-teacher", teacherBody],
      ["/api/bind-parent", { phone: "0912345678", student_emails: ["kid@example.com"] }],
      ["/api/bind-student", studentBody],
    ] as const) {
      const res = await post(url, body, { ...bound.headers, "accept-language": "zh-TW" });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toMatchObject({
        code: "forbidden",
        message: "您的帳號已完成設定，現在只有管理員可以新增身分。",
      });
    }
    // 403 comes before validation: a bad body is still 403.
    expect((await post("/api/bind-teacher", { college: "" }, bound.headers)).statusCode).toBe(403);
    expect(await counts()).toEqual(before);
    const me2 = await ctx.app.inject({ method: "POST", url: "/api/me", headers: bound.headers });
    expect(me2.json().all_roles).toEqual(["student"]);
    // So a self-made teacher neither passes auth-instructor nor shows in the public teachers list.
    expect((await post("/api/auth-instructor", { email: bound.email })).json()).toEqual({ ok: false });
    const teachers = await ctx.app.inject({ method: "GET", url: "/api/teachers?q=Zelfmade" });
    expect(teachers.json().total).toBe(0);
  });

  it("an admin still binds a role after finish-bind", async () => {
    const res = await post("/api/bind-teacher", teacherBody, await auth("admin"));
    expect(res.statusCode).toBe(200);
    expect(res.json().user.all_roles).toContain("teacher");
  });
});

const quick = {
  username: "quickkid",
  email: "quickkid@example.com",
  password: "a long password",
  password_confirmation: "a long password",
  first_name: " Quinn ",
  last_name: " Lee ",
  school: "Kang Chiao",
  phone: "0912 345 678",
  captcha: "abcd",
  captcha_key: "00000000-0000-0000-0000-000000000000",
};

describe("quick-register-as-student", () => {
  it("creates a bound student and signs in", async () => {
    const res = await post("/api/quick-register-as-student", quick);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      username: "quickkid",
      first_name: "Quinn",
      last_name: "Lee",
      all_roles: ["student"],
      finish_bind: true,
    });
    expect(String(res.headers["set-cookie"])).toContain("HttpOnly");
    const me = await ctx.app.inject({
      method: "POST",
      url: "/api/me",
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(me.json().username).toBe("quickkid");
    const [profile] = await queryRows<{ school: string }>(
      ctx.database.db,
      sql`select school from student_profiles where user_id = ${body.user.id}`,
    );
    expect(profile?.school).toBe("Kang Chiao");
  });

  it("refuses a taken username or missing student details, writing nothing", async () => {
    const before = await counts();
    const taken = await post("/api/quick-register-as-student", { ...quick, email: "other@example.com" });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ username: ["This username is already registered."] });
    const missing = await post("/api/quick-register-as-student", {
      ...quick,
      username: "q2",
      email: "q2@example.com",
      school: "",
      phone: "1",
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(["phone", "school"]);
    expect(await counts()).toEqual(before);
  });
});

describe("register/student and register/parent", () => {
  it("admin creates a student linked to a parent, without a password, with a set-password link", async () => {
    const [parent] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from users where username = 'parent'`,
    );
    const res = await post(
      "/api/register/student",
      {
        username: "newstudent",
        email: "newstudent@example.com",
        first_name: " New ",
        last_name: "Student",
        school: "TAS",
        phone: "0912345678",
        parent_id: parent?.id,
      },
      await auth("admin"),
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.user).toMatchObject({
      username: "newstudent",
      first_name: "New",
      all_roles: ["student"],
      finish_bind: true,
    });
    expect(body.set_password_url).toMatch(/^http:\/\/app\.test\/password\/set\?token=/);
    const [row] = await queryRows<{ password_hash: string | null; linked: number }>(
      ctx.database.db,
      sql`select password_hash, (select count(*)::int from parent_students where student_id = users.id) as linked
          from users where id = ${body.user.id}`,
    );
    expect(row).toEqual({ password_hash: null, linked: 1 });
    const audit = await queryRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_log where target_id = ${String(body.user.id)} order by id`,
    );
    expect(audit.map((a) => a.action)).toEqual(["user.register_student", "user.set_password_link"]);
  });

  it("admin creates a parent linked to students (staff may not link); bad student ids are field errors and write nothing", async () => {
    const [kid] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from users where username = 'kid'`,
    );
    const [teacher] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`select id from users where username = 'teacher'`,
    );
    const before = await counts();
    const byStaff = await post(
      "/api/register/parent",
      {
        username: "staffparent",
        email: "staffparent@example.com",
        first_name: "S",
        last_name: "P",
        phone: "0912345678",
        student_ids: [kid?.id],
      },
      await auth("staff"),
    );
    expect(byStaff.statusCode).toBe(403);
    const bad = await post(
      "/api/register/parent",
      {
        username: "newparent",
        email: "newparent@example.com",
        first_name: "New",
        last_name: "Parent",
        student_ids: [kid?.id, teacher?.id],
      },
      await auth("admin"),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({ "student_ids.1": ["This user is not a student."] });
    expect(await counts()).toEqual(before);

    const ok = await post(
      "/api/register/parent",
      {
        username: "newparent",
        email: "newparent@example.com",
        first_name: "New",
        last_name: "Parent",
        phone: "0912345678",
        student_ids: [kid?.id],
      },
      await auth("admin"),
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user).toMatchObject({
      all_roles: ["parent"],
      student_ids: [kid?.id],
      finish_bind: true,
    });
  });

  it("refuses a taken email", async () => {
    const res = await post(
      "/api/register/student",
      { username: "unique1", email: "kid@example.com", first_name: "A", last_name: "B" },
      await auth("admin"),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toBeDefined();
  });
});

describe("auth-instructor", () => {
  it("answers whether an active teacher has this email", async () => {
    expect((await post("/api/auth-instructor", { email: "teacher@example.com" })).json()).toEqual({
      ok: true,
    });
    expect((await post("/api/auth-instructor", { email: "oldteacher@example.com" })).json()).toEqual({
      ok: false,
    });
    expect((await post("/api/auth-instructor", { email: "kid@example.com" })).json()).toEqual({ ok: false });
    expect((await post("/api/auth-instructor", { email: "not an email" })).statusCode).toBe(422);
  });
});

type Who = "anonymous" | "newcomer" | "student" | "kid2" | "teacher" | "parent" | "staff" | "admin";
const staffProbe = { username: "admin", email: "probe@example.com", first_name: "P", last_name: "Q" };
// Bodies that pass the schema, so the status shows who may call: allowed callers reach the service.
const probes: Record<string, unknown> = {
  "/api/bind-student": studentBody,
  "/api/bind-teacher": teacherBody,
  "/api/bind-parent": { phone: "0912345678", student_emails: ["nobody@example.com"] },
  "/api/finish-bind": {},
  "/api/register/student": staffProbe,
  "/api/register/parent": staffProbe,
  "/api/quick-register-as-student": quick,
  "/api/auth-instructor": { email: "nobody@example.com" },
};
// Bound accounts (every named user here) take no role by a bind call; a newcomer (not bound yet) does,
// an admin always does.
const permissionTable: Array<[string, Who, number]> = [
  ["/api/bind-student", "anonymous", 401],
  ["/api/bind-student", "newcomer", 200],
  ["/api/bind-student", "student", 403],
  ["/api/bind-student", "parent", 403],
  ["/api/bind-student", "admin", 200],
  ["/api/bind-teacher", "anonymous", 401],
  ["/api/bind-teacher", "newcomer", 200],
  ["/api/bind-teacher", "teacher", 403],
  ["/api/bind-teacher", "student", 403],
  ["/api/bind-teacher", "admin", 200],
  ["/api/bind-parent", "anonymous", 401],
  ["/api/bind-parent", "newcomer", 422],
  ["/api/bind-parent", "parent", 403],
  ["/api/bind-parent", "student", 403],
  ["/api/bind-parent", "admin", 422],
  ["/api/finish-bind", "anonymous", 401],
  ["/api/finish-bind", "kid2", 422],
  ["/api/finish-bind", "admin", 200],
  ["/api/register/student", "anonymous", 401],
  ["/api/register/student", "student", 403],
  ["/api/register/student", "teacher", 403],
  ["/api/register/student", "parent", 403],
  ["/api/register/student", "staff", 422],
  ["/api/register/student", "admin", 422],
  ["/api/register/parent", "anonymous", 401],
  ["/api/register/parent", "student", 403],
  ["/api/register/parent", "teacher", 403],
  ["/api/register/parent", "parent", 403],
  ["/api/register/parent", "staff", 422],
  ["/api/register/parent", "admin", 422],
  ["/api/quick-register-as-student", "anonymous", 422],
  ["/api/auth-instructor", "anonymous", 200],
];

describe("route × role", () => {
  it.each(permissionTable)("%s as %s → %i", async (url, who, expected) => {
    const headers = who === "anonymous" ? {} : await auth(who);
    const res = await post(url, probes[url], headers);
    expect(res.statusCode, res.body).toBe(expected);
    if (expected === 401) expect(res.json().code).toBe("unauthenticated");
    if (expected === 403)
      expect(res.json().message).toBe(
        url.startsWith("/api/bind-")
          ? "Your account is already set up. Only an administrator can add a role now."
          : "You do not have permission to do this.",
      );
  });
});
