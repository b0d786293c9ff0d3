import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { enrollmentForms } from "./enrollment.table";
import { enrollmentCounts, ensureCourseSessions, insertEnrollment } from "./enrollment.test-helpers";

/**
 * PATCH enrolled-course-session-detail-update (admin edit form on /enrollment/{id}) and the
 * enrollment form's class order (admin screen /enrollment/order). Access per role is in the
 * generated route × role table (apps/server/test/permissions).
 */
let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
const URL = "/api/enrolled-course-session-detail-update";

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  for (const [username, roles] of [
    ["admin", ["super-admin"]],
    ["staff", ["staff"]],
  ] as const) {
    await createUser(ctx.database.db, { username, roles: [...roles] });
    auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
  }
  await ensureCourseSessions(ctx.database.db, [
    { id: 201, title: "SAT Summer" },
    { id: 202, title: "ACT Winter" },
    { id: 203, title: "TOEFL Spring" },
    { id: 204, title: "Closed", active: false },
  ]);
});
afterAll(() => ctx.close());

const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object, who = "staff", lang = "en") =>
  ctx.app.inject({
    method,
    url,
    headers: { ...auth[who], "accept-language": lang },
    ...(payload && { payload }),
  });

async function newForm() {
  const [form] = await ctx.database.db
    .insert(enrollmentForms)
    .values({
      role: "parent",
      firstName: "Mum",
      email: "mum@x.test",
      phone: "+886 912 345 678",
      students: [],
    })
    .returning();
  if (!form) throw new Error("no form");
  return form.id;
}

/** A parent's form with two children in session 201, and the first child also in 202 (emails prefixed). */
async function family(prefix: string) {
  const db = ctx.database.db;
  const formId = await newForm();
  const common = {
    formId,
    contactRole: "parent" as const,
    contactName: "Mum",
    contactEmail: `${prefix}mum@x.test`,
  };
  const amy = await insertEnrollment(db, {
    ...common,
    studentEmail: `${prefix}amy@x.test`,
    courseSessionId: 201,
  });
  const ben = await insertEnrollment(db, {
    ...common,
    studentEmail: `${prefix}ben@x.test`,
    courseSessionId: 201,
  });
  const amy2 = await insertEnrollment(db, {
    ...common,
    studentEmail: `${prefix}amy@x.test`,
    courseSessionId: 202,
  });
  return { amy, ben, amy2 };
}

const auditOf = (id: number) =>
  queryRows<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
    ctx.database.db,
    sql`select action, before, after from audit_log where target_type = 'enrolled_session' and target_id = ${String(id)} order by id`,
  );

const detail = async (id: number) =>
  (await call("GET", `/api/enrolled-course-session-detail?id=${id}`)).json();

describe("detail update", () => {
  it("changes only the fields sent, audits the changed ones; an unchanged save writes nothing", async () => {
    const { amy } = await family("a-");
    const res = await call("PATCH", URL, {
      id: amy.id,
      contact_phone: "+886 988 777 666",
      notes: "  Prefers weekends  ",
      mandarin_help: true,
      tutoring_mode: "online",
      student_last_name: "Lin",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: amy.id,
      contact_phone: "+886 988 777 666",
      notes: "Prefers weekends",
      mandarin_help: true,
      student_last_name: "Lin",
      // untouched
      student_email: "a-amy@x.test",
      contact_email: "a-mum@x.test",
      currency: "TWD",
    });
    expect(await auditOf(amy.id)).toEqual([
      {
        action: "enrolled_session.update",
        before: { contact_phone: "", notes: "", mandarin_help: null, student_last_name: "" },
        after: {
          contact_phone: "+886 988 777 666",
          notes: "Prefers weekends",
          mandarin_help: true,
          student_last_name: "Lin",
        },
      },
    ]);
    // tutoring_mode was already online: not in the audit. Saving the same values again: no audit.
    const again = await call("PATCH", URL, {
      id: amy.id,
      notes: "Prefers weekends",
      tutoring_mode: "online",
    });
    expect(again.statusCode).toBe(200);
    expect(await auditOf(amy.id)).toHaveLength(1);
    // Blank optional texts clear them.
    const cleared = await call("PATCH", URL, { id: amy.id, contact_phone: "", notes: "" });
    expect(cleared.json()).toMatchObject({ contact_phone: "", notes: "" });
  });

  it("422 with localized field errors; nothing written", async () => {
    const { amy } = await family("v-");
    const before = await enrollmentCounts(ctx.database.db);
    const bad = await call("PATCH", URL, {
      id: amy.id,
      contact_email: "not-an-email",
      student_phone: "12",
      student_first_name: "  ",
      currency: "EUR",
      notes: "kept?",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      contact_email: ["Please check email format."],
      student_phone: ["Phone number needs at least 7 digits."],
      student_first_name: ["This field is required."],
      currency: [expect.any(String)],
    });
    const zh = await call("PATCH", URL, { id: amy.id, contact_email: "nope" }, "staff", "zh-TW");
    expect(zh.json().errors).toEqual({ contact_email: ["請檢查電子郵件格式。"] });
    expect(await enrollmentCounts(ctx.database.db)).toEqual(before);
    expect((await detail(amy.id)).notes).toBe("");
    expect((await call("PATCH", URL, { id: 999999, notes: "x" })).statusCode).toBe(404);
  });

  it("student and parent emails stay distinct on edit (spec §5), nothing half-written", async () => {
    const { amy, ben, amy2 } = await family("");
    const before = await enrollmentCounts(ctx.database.db);
    const expectRefused = async (payload: object, field: string, lang = "en") => {
      const res = await call("PATCH", URL, { id: amy.id, notes: "must not stay", ...payload }, "admin", lang);
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
      return res.json().errors[field][0] as string;
    };
    // The student's email may not be the parent's (any case)…
    expect(await expectRefused({ student_email: "MUM@x.test" }, "student_email")).toBe(
      "The emails of all students and the parent must be different.",
    );
    // …nor the parent's the student's, nor another student's of the same form and class.
    await expectRefused({ contact_email: "amy@x.test" }, "contact_email");
    await expectRefused({ contact_email: "Ben@x.test" }, "contact_email");
    expect(await expectRefused({ student_email: "ben@x.test" }, "student_email", "zh-CN")).toBe(
      "所有学生和家长的邮箱必须互不相同。",
    );
    // Both changed to the same new address: refused on the student's field.
    await expectRefused({ student_email: "same@x.test", contact_email: "same@x.test" }, "student_email");
    expect(await enrollmentCounts(ctx.database.db)).toEqual(before);
    expect(await detail(amy.id)).toMatchObject({
      student_email: "amy@x.test",
      contact_email: "mum@x.test",
      notes: "",
    });

    // Swapping ben's contact for a new parent email is fine; so is amy2's student email in class 202.
    expect((await call("PATCH", URL, { id: ben.id, contact_email: "dad@x.test" })).statusCode).toBe(200);
    expect((await call("PATCH", URL, { id: amy2.id, student_email: "ben@x.test" })).statusCode).toBe(200);
  });

  it("a student enrolling themselves may share the contact email; older rows stay editable", async () => {
    const db = ctx.database.db;
    const self = await insertEnrollment(db, {
      studentEmail: "solo@x.test",
      contactRole: "student",
      contactEmail: "solo@x.test",
      courseSessionId: 203,
    });
    const res = await call("PATCH", URL, {
      id: self.id,
      student_email: "solo2@x.test",
      contact_email: "solo2@x.test",
    });
    expect(res.statusCode, res.body).toBe(200);
    // A row stored before the rule (parent email = student email): its notes can still be edited.
    const legacy = await insertEnrollment(db, {
      studentEmail: "old@x.test",
      contactRole: "parent",
      contactEmail: "old@x.test",
      courseSessionId: 203,
    });
    expect((await call("PATCH", URL, { id: legacy.id, notes: "called" })).json().notes).toBe("called");
  });

  it("an email already active in the class is refused (unique index → 422), nothing written", async () => {
    const db = ctx.database.db;
    const taken = await insertEnrollment(db, { studentEmail: "taken@x.test", courseSessionId: 202 });
    const mine = await insertEnrollment(db, { studentEmail: "free@x.test", courseSessionId: 202 });
    const before = await enrollmentCounts(db);
    const res = await call("PATCH", URL, { id: mine.id, student_email: "TAKEN@x.test", notes: "lost" });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      student_email: [
        "This email is already used in an enrollment for this class. Log in, or use another email.",
      ],
    });
    // Moving to a class where the email is already active: same refusal.
    const moved = await call("PATCH", URL, {
      id: taken.id,
      course_session_id: 201,
      student_email: "amy@x.test",
    });
    expect(moved.statusCode).toBe(422);
    expect(await enrollmentCounts(db)).toEqual(before);
    expect(await detail(mine.id)).toMatchObject({ student_email: "free@x.test", notes: "" });
    // An unknown class: a field error.
    const unknown = await call("PATCH", URL, { id: mine.id, course_session_id: 999999 });
    expect(unknown.json().errors).toEqual({
      course_session_id: ["This class does not exist or is not open for enrollment."],
    });
  });
});

describe("enrollment form order", () => {
  const order = async () => (await call("GET", "/api/enrollment-forms-order")).json().data;

  it("positions are saved per class; the list comes back sorted; unknown class is a field error", async () => {
    expect(await order()).toEqual([]);
    const first = await call("POST", "/api/enrollment-forms-order/202", { position: 0 }, "admin");
    expect(first.statusCode, first.body).toBe(200);
    await call("POST", "/api/enrollment-forms-order/201", { position: 1 }, "admin");
    expect(await order()).toEqual([
      { course_session_id: 202, position: 0 },
      { course_session_id: 201, position: 1 },
    ]);
    // The enrollment form's class list follows the order.
    const formIds = async () =>
      (
        (await call("GET", "/api/course-sessions-for-enrollment")).json().groups as {
          sessions: { id: number }[];
        }[]
      )
        .flatMap((group) => group.sessions.map((session) => session.id))
        .filter((id) => id === 201 || id === 202);
    expect(await formIds()).toEqual([202, 201]);
    // A move: two rows swap positions.
    await call("POST", "/api/enrollment-forms-order/201", { position: 0 }, "admin");
    const swapped = await call("POST", "/api/enrollment-forms-order/202", { position: 1 }, "admin");
    expect(swapped.json().data).toEqual([
      { course_session_id: 201, position: 0 },
      { course_session_id: 202, position: 1 },
    ]);
    expect(await formIds()).toEqual([201, 202]);
    const [audit] = await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from audit_log where action = 'enrollment_form_order.set'`,
    );
    expect(audit?.n).toBe(4);

    const missing = await call("POST", "/api/enrollment-forms-order/999999", { position: 2 }, "admin");
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors)).toEqual(["id"]);
    const negative = await call("POST", "/api/enrollment-forms-order/201", { position: -1 }, "admin");
    expect(Object.keys(negative.json().errors)).toEqual(["position"]);
    expect((await call("POST", "/api/enrollment-forms-order/201", { position: 3 }, "staff")).statusCode).toBe(
      403,
    );
    expect(await order()).toHaveLength(2);
  });
});
