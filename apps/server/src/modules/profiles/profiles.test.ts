import { type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { placeWithTeacher } from "../../../test/helpers/classes";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { parentStudents } from "../users/users.table";
import { basicProfiles, studentProfiles, teacherProfiles } from "./profiles.table";

let ctx: TestContext;
const ids: Record<string, number> = {};
const tokens = new Map<string, string>();

beforeAll(async () => {
  ctx = await createTestApp({ CAPTCHA_DISABLED: "true" });
  const db = ctx.database.db;
  const make = async (username: string, roles: Parameters<typeof createUser>[1]["roles"]) => {
    ids[username] = (await createUser(db, { username, roles, firstName: username })).id;
  };
  await make("admin", ["super-admin"]);
  await make("staff", ["staff"]);
  await make("teacher", ["teacher"]);
  await make("teacher2", ["teacher"]);
  await make("parent", ["parent"]);
  await make("child", ["student"]);
  await make("other", ["student"]);
  await make("selfparent", ["parent", "student"]);
  await db.insert(basicProfiles).values([
    { userId: ids.parent as number, phone: "0911111111" },
    { userId: ids.child as number, phone: "0922222222" },
  ]);
  await db.insert(studentProfiles).values([
    { userId: ids.child as number, school: "TAS", gradeLevel: "10" },
    { userId: ids.other as number, school: "KCIS" },
  ]);
  await db.insert(teacherProfiles).values([
    {
      userId: ids.teacher as number,
      college: "Columbia",
      major: "English",
      subjects: ["SAT Reading", "TOEFL"],
      bio: "Reading coach",
      showBio: true,
      hourlySalary: 150000,
      hourlySalaryCurrency: "TWD",
      adminNote: "great reviews",
      billing: { official_name: "Emily Wang", ssn: "123-45-6789" },
      applicationAnswers: { why_teach: "love it" },
    },
    {
      userId: ids.teacher2 as number,
      college: "PKU",
      major: "Math",
      subjects: ["SAT Math"],
      bio: "Hidden bio",
    },
  ]);
  await db.insert(parentStudents).values([
    { parentId: ids.parent as number, studentId: ids.child as number },
    { parentId: ids.selfparent as number, studentId: ids.selfparent as number },
  ]);
  // The teacher–student relation belongs to the classes module: "teacher" teaches "child" in a class.
  await placeWithTeacher(db, ids.teacher as number, ids.child as number);
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

type Who =
  | "anonymous"
  | "admin"
  | "staff"
  | "teacher"
  | "teacher2"
  | "parent"
  | "child"
  | "other"
  | "selfparent";
const call = async (method: "GET" | "PATCH", url: string, who: Who, payload?: unknown, lang = "en") =>
  ctx.app.inject({
    method,
    url,
    payload: payload as object | undefined,
    headers: { ...(who === "anonymous" ? {} : await auth(who)), "accept-language": lang },
  });
const id = (name: string) => ids[name] as number;
const one = async <T>(query: SQL) => (await queryRows<T>(ctx.database.db, query))[0];
const auditCount = async () => (await one<{ n: number }>(sql`select count(*)::int as n from audit_log`))?.n;

describe("reading profiles", () => {
  it("GET profile: own parts per role, children for a parent, parents for a student", async () => {
    const parent = (await call("GET", "/api/profile", "parent")).json();
    expect(parent).toMatchObject({
      user: { username: "parent" },
      basic: { phone: "0911111111" },
      student: null,
      teacher: null,
    });
    expect(parent.children.map((c: { username: string }) => c.username)).toEqual(["child"]);
    const child = (await call("GET", "/api/profile", "child")).json();
    expect(child.student).toMatchObject({ school: "TAS", grade_level: "10" });
    expect(child.parents).toEqual([
      expect.objectContaining({ username: "parent", phone: "0911111111", email: "parent@example.com" }),
    ]);
    const self = (await call("GET", "/api/profile", "selfparent")).json();
    expect(self.parents.map((p: { id: number }) => p.id)).toEqual([id("selfparent")]);
    expect(self.children.map((p: { id: number }) => p.id)).toEqual([id("selfparent")]);
  });

  it("a teacher sees their own billing and salary, never the admin note", async () => {
    const teacher = (await call("GET", "/api/profile", "teacher")).json().teacher;
    expect(teacher).toMatchObject({
      college: "Columbia",
      hourly_salary: 150000,
      billing: { ssn: "123-45-6789" },
    });
    expect(teacher).not.toHaveProperty("admin_note");
  });

  it("admins see billing and admin note; staff see neither; a parent or teacher of the student may read", async () => {
    const admin = (await call("GET", `/api/profile/${id("teacher")}`, "admin")).json().teacher;
    expect(admin).toMatchObject({ admin_note: "great reviews", billing: { ssn: "123-45-6789" } });
    const staff = await call("GET", `/api/profile/${id("teacher")}`, "staff");
    expect(staff.statusCode).toBe(200);
    expect(staff.json().teacher).toMatchObject({ application_answers: { why_teach: "love it" } });
    expect(staff.body).not.toContain("123-45-6789");
    expect(staff.body).not.toContain("great reviews");
    expect(staff.json().teacher).not.toHaveProperty("hourly_salary");

    expect((await call("GET", `/api/profile/${id("child")}`, "parent")).statusCode).toBe(200);
    expect((await call("GET", `/api/profile/${id("child")}`, "teacher")).statusCode).toBe(200);
    expect((await call("GET", `/api/profile/username/child`, "parent")).json().user.id).toBe(id("child"));
    const refused = await call("GET", `/api/profile/${id("other")}`, "parent", undefined, "zh-TW");
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe("您沒有權限執行此操作。");
    expect((await call("GET", `/api/profile/username/nobody`, "admin")).statusCode).toBe(404);
    expect((await call("GET", `/api/profile/abc`, "admin")).statusCode).toBe(422);
  });

  it("a teacher's public view never carries billing to others", async () => {
    const other = await call("GET", `/api/profile/${id("teacher")}`, "teacher2");
    expect(other.statusCode).toBe(403);
  });
});

describe("own updates", () => {
  it("PATCH basic/profile trims names and saves contact details", async () => {
    const res = await call("PATCH", "/api/basic/profile", "other", {
      first_name: "  Olive ",
      last_name: " Chen  ",
      phone: " (02) 2700-1234 ",
      line: " olive.line ",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      user: { first_name: "Olive", last_name: "Chen" },
      basic: { phone: "(02) 2700-1234", line: "olive.line" },
    });
  });

  it("bad input is a localized field error and writes nothing", async () => {
    const before = await one(sql`select first_name, updated_at from users where id = ${id("other")}`);
    const res = await call(
      "PATCH",
      "/api/basic/profile",
      "other",
      { first_name: "   ", phone: "123" },
      "zh-TW",
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      first_name: ["此欄位為必填。"],
      phone: ["電話號碼至少需要 7 位數字。"],
    });
    expect(await one(sql`select first_name, updated_at from users where id = ${id("other")}`)).toEqual(
      before,
    );
    const photo = await call("PATCH", "/api/basic/profile", "other", { photo_upload_id: 999 });
    expect(photo.statusCode).toBe(422);
    expect(photo.json().errors).toEqual({ photo_upload_id: ["This image was not found."] });
  });

  it("PATCH student/profile and teacher/profile need that role; billing merges field by field", async () => {
    const student = await call("PATCH", "/api/student/profile", "other", {
      school: "  Dominican ",
      grade_level: "12",
    });
    expect(student.json().student).toMatchObject({ school: "Dominican", grade_level: "12" });
    expect((await call("PATCH", "/api/student/profile", "teacher", { school: "X" })).statusCode).toBe(403);
    expect((await call("PATCH", "/api/teacher/profile", "child", { college: "X" })).statusCode).toBe(403);
    const teacher = await call("PATCH", "/api/teacher/profile", "teacher", { billing: { city: "Taipei" } });
    expect(teacher.statusCode).toBe(200);
    expect(teacher.json().teacher.billing).toEqual({
      official_name: "Emily Wang",
      ssn: "123-45-6789",
      city: "Taipei",
    });
    // An own edit cannot touch admin-only fields: they are not in the schema and are dropped.
    await call("PATCH", "/api/teacher/profile", "teacher", { admin_note: "mine", hourly_salary: 1 });
    const row = await one<{ admin_note: string; hourly_salary: number }>(
      sql`select admin_note, hourly_salary::int as hourly_salary from teacher_profiles where user_id = ${id("teacher")}`,
    );
    expect(row).toEqual({ admin_note: "great reviews", hourly_salary: 150000 });
  });
});

describe("admin updates of other users", () => {
  it("PATCH basic/profile/{id} is audited with before and after; a taken username is refused", async () => {
    const res = await call("PATCH", `/api/basic/profile/${id("child")}`, "admin", {
      first_name: " Ethan ",
      phone: "0933333333",
    });
    expect(res.statusCode).toBe(200);
    const audit = await one<{
      actor_id: number;
      before: { basic: { phone: string } };
      after: { basic: { phone: string } };
    }>(
      sql`select actor_id, before, after from audit_log where action = 'profile.basic_update' order by id desc limit 1`,
    );
    expect(audit).toMatchObject({
      actor_id: id("admin"),
      before: { basic: { phone: "0922222222" } },
      after: { basic: { phone: "0933333333" } },
    });
    const before = await auditCount();
    const taken = await call("PATCH", `/api/basic/profile/${id("child")}`, "admin", { username: "PARENT" });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ username: ["This username is already registered."] });
    expect(await auditCount()).toBe(before);
  });

  it("PATCH teacher/profile/{id} sets admin fields and masks the SSN in the audit record", async () => {
    const res = await call("PATCH", `/api/teacher/profile/${id("teacher")}`, "admin", {
      admin_note: "renewed",
      hourly_salary: 160000,
      billing: { ssn: "987-65-4321" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().teacher).toMatchObject({ admin_note: "renewed", hourly_salary: 160000 });
    const audit = await one<{ before: unknown; after: unknown }>(
      sql`select before, after from audit_log where action = 'profile.teacher_update' order by id desc limit 1`,
    );
    expect(JSON.stringify(audit)).not.toMatch(/123-45|987-65/);
    expect(audit).toMatchObject({
      before: { billing: { ssn: "***6789" } },
      after: { billing: { ssn: "***4321" } },
    });
  });

  it("PATCH teacher/profile/{id} takes Taiwan billing info, checks its ID and bank code, and masks them in the audit", async () => {
    const bad = await call("PATCH", `/api/teacher/profile/${id("teacher")}`, "admin", {
      billing: { country: "TW", id_number: "A123456780", bank_code: "82", bank_account: "0123-4567-8901" },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(["billing.bank_code", "billing.id_number"]);
    const res = await call("PATCH", `/api/teacher/profile/${id("teacher")}`, "admin", {
      billing: { country: "TW", id_number: "a123456789", bank_code: "822", bank_account: "0123-4567-8901" },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().teacher.billing).toMatchObject({
      country: "TW",
      id_number: "A123456789",
      bank_code: "822",
    });
    const audit = await one<{ after: unknown }>(
      sql`select after from audit_log where action = 'profile.teacher_update' order by id desc limit 1`,
    );
    expect(JSON.stringify(audit)).not.toMatch(/A12345|4567-89/);
    expect(audit).toMatchObject({ after: { billing: { id_number: "***6789", bank_account: "***8901" } } });
  });

  it("PATCH student/profile/{id} on a non-student answers 404; on a student it is audited", async () => {
    expect(
      (await call("PATCH", `/api/student/profile/${id("teacher")}`, "admin", { school: "X" })).statusCode,
    ).toBe(404);
    const ok = await call("PATCH", `/api/student/profile/${id("child")}`, "admin", {
      notes: "needs help in math",
    });
    expect(ok.json().student.notes).toBe("needs help in math");
    const audit = await one<{ after: { notes: string } }>(
      sql`select after from audit_log where action = 'profile.student_update' order by id desc limit 1`,
    );
    expect(audit?.after.notes).toBe("needs help in math");
  });

  it("student/survey/{id}: admin, the student, or their parent", async () => {
    const survey = { survey: { heard_from: "friend", interested: ["SAT"] } };
    expect((await call("PATCH", `/api/student/survey/${id("child")}`, "parent", survey)).statusCode).toBe(
      200,
    );
    expect((await call("PATCH", `/api/student/survey/${id("child")}`, "child", survey)).statusCode).toBe(200);
    expect((await call("PATCH", `/api/student/survey/${id("other")}`, "parent", survey)).statusCode).toBe(
      403,
    );
    expect((await call("PATCH", `/api/student/survey/${id("other")}`, "teacher", survey)).statusCode).toBe(
      403,
    );
    const admin = await call("PATCH", `/api/student/survey/${id("other")}`, "admin", survey);
    expect(admin.json().student.survey).toEqual(survey.survey);
  });
});

describe("teachers", () => {
  it("GET teachers: public fields only, filtered by subjects, q and show_bio", async () => {
    const all = await call("GET", "/api/teachers", "anonymous");
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ total: 2, current_page: 1, per_page: 50, last_page: 1 });
    for (const teacher of all.json().data) {
      expect(Object.keys(teacher).sort()).toEqual([
        "bio",
        "first_name",
        "id",
        "last_name",
        "localized",
        "photo_upload_id",
        "show_bio",
        "subjects",
      ]);
    }
    expect(all.body).not.toContain("Hidden bio"); // a bio that is not shown stays private
    const math = await call("GET", "/api/teachers?subjects[]=SAT%20Math&subjects[]=ACT", "anonymous");
    expect(math.json().data.map((t: { id: number }) => t.id)).toEqual([id("teacher2")]);
    const byName = await call("GET", "/api/teachers?q=teacher2", "anonymous");
    expect(byName.json().total).toBe(1);
    const shown = await call("GET", "/api/teacher/show-bio", "anonymous");
    expect(shown.json().data).toEqual([
      expect.objectContaining({ id: id("teacher"), bio: "Reading coach", show_bio: true }),
    ]);
  });

  it("PATCH teacher/toggle-show-bio flips the flag (admin, audited)", async () => {
    const res = await call("PATCH", "/api/teacher/toggle-show-bio", "admin", { user_id: id("teacher2") });
    expect(res.json()).toEqual({ user_id: id("teacher2"), show_bio: true });
    const shown = await call("GET", "/api/teachers?show_bio=true", "anonymous");
    expect(shown.json().total).toBe(2);
    await call("PATCH", "/api/teacher/toggle-show-bio", "admin", { user_id: id("teacher2") });
    expect(
      (await call("PATCH", "/api/teacher/toggle-show-bio", "admin", { user_id: id("child") })).statusCode,
    ).toBe(404);
    const audit = await one<{ n: number }>(
      sql`select count(*)::int as n from audit_log where action = 'profile.teacher_show_bio'`,
    );
    expect(audit?.n).toBe(2);
  });

  it("teacher-application-by-email answers the application; unknown email is 404", async () => {
    const res = await call("GET", "/api/teacher-application-by-email?email=teacher@example.com", "staff");
    expect(res.json()).toMatchObject({
      user_id: id("teacher"),
      application_answers: { why_teach: "love it" },
    });
    expect(res.body).not.toContain("ssn");
    const none = await call("GET", "/api/teacher-application-by-email?email=child@example.com", "admin");
    expect(none.statusCode).toBe(404);
  });

  it("parents-for-profile: admin/staff or the student themself", async () => {
    const own = await call("GET", `/api/parents-for-profile?user_id=${id("child")}`, "child");
    expect(own.json().data.map((p: { id: number }) => p.id)).toEqual([id("parent")]);
    expect((await call("GET", `/api/parents-for-profile?user_id=${id("child")}`, "staff")).statusCode).toBe(
      200,
    );
    expect((await call("GET", `/api/parents-for-profile?user_id=${id("child")}`, "other")).statusCode).toBe(
      403,
    );
  });
});

/**
 * Row rules past the access rule, and bad input (the route × role statuses are the generated table in
 * test/permissions). `{name}` in a path stands for that user's id.
 */
type Row = [method: "GET" | "PATCH", url: string, who: Who, expected: number, body?: unknown];
const withIds = (url: string) => url.replace(/\{(\w+)\}/g, (_, name: string) => String(id(name)));
const table: Row[] = [
  // another user's profile: not for another student, nor for a teacher who does not teach them
  ["GET", "/api/profile/{child}", "other", 403],
  ["GET", "/api/profile/{child}", "teacher2", 403],
  ["GET", "/api/profile/username/child", "other", 403],
  ...(["basic/profile", "student/profile", "teacher/profile"] as const).map(
    (part): Row => [
      "PATCH",
      `/api/${part}/{${part === "teacher/profile" ? "teacher" : "child"}}`,
      "admin",
      422,
      { first_name: "", school: "", college: "" },
    ],
  ),
  ["PATCH", "/api/student/survey/{child}", "admin", 422, { survey: "x" }],
  ["GET", "/api/teachers?page=0", "anonymous", 422],
  ["PATCH", "/api/teacher/toggle-show-bio", "admin", 422, { user_id: "x" }],
  ["GET", "/api/teacher-application-by-email?email=nope", "admin", 422],
  ["GET", "/api/parents-for-profile", "admin", 422],
];

describe("row rules and bad input", () => {
  it.each(table)("%s %s as %s → %i", async (method, url, who, expected, body) => {
    const res = await call(method, withIds(url), who, body);
    expect(res.statusCode, res.body).toBe(expected);
    if (expected === 422) expect(Object.keys(res.json().errors).length).toBeGreaterThan(0);
  });
});
