import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, linkParentStudents, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { createCaptcha } from "../captcha";
import { enrollmentCounts, ensureCourseSessions, insertEnrollment } from "./enrollment.test-helpers";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
const ids: Record<string, number> = {};
let visitor = 0;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  for (const [username, roles] of [
    ["admin", ["super-admin"]],
    ["staff", ["staff"]],
    ["parent", ["parent"]],
    ["kid", ["student"]],
    ["stranger", ["student"]],
  ] as const) {
    ids[username] = (await createUser(ctx.database.db, { username, roles: [...roles] })).id;
    auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
  }
  await linkParentStudents(ctx.database.db, ids.parent as number, [ids.kid as number]);
  await ensureCourseSessions(ctx.database.db, [
    ...[101, 102, 201, 202, 301].map((id) => ({ id })),
    { id: 401, active: false },
  ]);
});
afterAll(() => ctx.close());

/** A captcha whose answer is known (this app runs with captchas on). */
const captcha = async (answer = "abcd") => ({
  captcha: answer,
  captcha_key: (await createCaptcha(ctx.database.db, new Date(), () => ({ text: answer, data: "<svg/>" })))
    .key,
});

/** A visitor starting a draft answers a captcha; tests that are not about it answer it right. */
const startsDraft = (url: string, payload: object | undefined, who?: string) =>
  url.endsWith("step-one") && !who && payload && !("form_id" in payload) && !("captcha" in payload);

/** Each anonymous visitor comes from its own address (the step routes are rate-limited per address). */
const send = async (
  method: "GET" | "POST" | "PATCH",
  url: string,
  payload?: object,
  who?: string,
  lang = "en",
) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: `10.0.${Math.floor(visitor / 200)}.${(visitor++ % 200) + 1}`,
    headers: { ...(who ? auth[who] : {}), "accept-language": lang },
    ...(payload && {
      payload: startsDraft(url, payload, who) ? { ...payload, ...(await captcha()) } : payload,
    }),
  });

const contact = {
  first_name: "Mei",
  last_name: "Chen",
  email: "mei@family.test",
  phone: "+886 912 000 111",
  line_id: "meichen",
};
const kids = [
  {
    first_name: "Amy",
    last_name: "Chen",
    email: "amy@family.test",
    school: "Taipei American School",
    grade: "10",
  },
  { first_name: "Ben", last_name: "Chen", email: "ben@family.test", grade: "8" },
];
const stepTwo = {
  course_session_ids: [101, 102],
  type: "group",
  tutoring_mode: "in-person",
  previous_classes: "SAT summer",
  mandarin_help: true,
  referral: "a friend",
  group_enrollment: "with the Lins",
  payment_way: "bank transfer",
  currency: "RMB",
  notes: "Afternoons please",
};

describe("the three steps (anonymous parent enrolling two children)", () => {
  it("step one creates a draft with a resume token; steps two and three finish it", async () => {
    const one = await send(
      "POST",
      "/api/enrollment-forms-step-one",
      { role: "parent", contact, students: kids },
      undefined,
      "zh-TW",
    );
    expect(one.statusCode, one.body).toBe(200);
    const { form, resume_token } = one.json();
    expect(resume_token).toEqual(expect.any(String));
    expect(form).toMatchObject({
      step: 1,
      role: "parent",
      user_id: null,
      students: [{ email: "amy@family.test" }, { email: "ben@family.test" }],
    });

    // Resumable: without the token the draft is not found; with it, it is.
    expect((await send("GET", `/api/enrollment-forms?id=${form.id}`)).statusCode).toBe(404);
    expect(
      (await send("GET", `/api/enrollment-forms?id=${form.id}&resume_token=${"x".repeat(32)}`)).statusCode,
    ).toBe(404);
    const resumed = await send("GET", `/api/enrollment-forms?id=${form.id}&resume_token=${resume_token}`);
    expect(resumed.json()).toMatchObject({
      id: form.id,
      contact: { email: "mei@family.test", line_id: "meichen" },
    });

    // Step three before step two is refused.
    const early = await send("POST", "/api/enrollment-forms-step-three", {
      form_id: form.id,
      resume_token,
      confirm: true,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual({ form_id: ["Please complete the previous step first."] });

    const two = await send("POST", "/api/enrollment-forms-step-two", {
      form_id: form.id,
      resume_token,
      ...stepTwo,
    });
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json().form).toMatchObject({
      step: 2,
      currency: "RMB",
      course_session_ids: [101, 102],
      mandarin_help: true,
    });
    const patched = await send("PATCH", "/api/enrollment-forms-step-two", {
      form_id: form.id,
      resume_token,
      notes: "Mornings",
    });
    expect(patched.json().form).toMatchObject({ notes: "Mornings", type: "group", currency: "RMB" });

    const three = await send(
      "POST",
      "/api/enrollment-forms-step-three",
      { form_id: form.id, resume_token, confirm: true },
      undefined,
      "zh-TW",
    );
    expect(three.statusCode, three.body).toBe(200);
    expect(three.json().enrolled_session_ids).toHaveLength(4);
    expect(three.json().form.submitted_at).toEqual(expect.any(String));

    const rows = await queryRows<Record<string, unknown>>(
      ctx.database.db,
      sql`select course_session_id, student_email, is_read, status, payment_status, currency, contact_email, line_id, school
          from enrolled_course_sessions where form_id = ${form.id} order by id`,
    );
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatchObject({
      course_session_id: 101,
      student_email: "amy@family.test",
      is_read: false,
      status: "normal",
      payment_status: "unknown",
      currency: "RMB",
      contact_email: "mei@family.test",
      line_id: "meichen",
      school: "Taipei American School",
    });

    const mails = await queryRows<{ to_address: string; subject: string; locale: string; text_body: string }>(
      ctx.database.db,
      sql`select to_address, subject, locale, text_body from mail_outbox where kind = 'enrollment_confirmation'`,
    );
    expect(mails).toEqual([
      expect.objectContaining({
        to_address: "mei@family.test",
        subject: "我們已收到您的報名",
        locale: "zh-TW",
      }),
    ]);
    expect(mails[0]?.text_body).toContain("amy@family.test");

    // Submitted forms cannot be changed or submitted again.
    expect(
      (
        await send("POST", "/api/enrollment-forms-step-three", {
          form_id: form.id,
          resume_token,
          confirm: true,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (await send("PATCH", "/api/enrollment-forms-step-two", { form_id: form.id, resume_token, notes: "x" }))
        .statusCode,
    ).toBe(409);
  });

  it("step one can be revised with the form id and token", async () => {
    const one = (
      await send("POST", "/api/enrollment-forms-step-one", {
        role: "other",
        contact: { ...contact, email: "aunt@x.test" },
        students: [kids[0]],
      })
    ).json();
    const again = await send("POST", "/api/enrollment-forms-step-one", {
      form_id: one.form.id,
      resume_token: one.resume_token,
      role: "other",
      contact: { ...contact, email: "aunt@x.test", first_name: "Lily" },
      students: [{ ...kids[0], email: "amy2@family.test" }],
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({
      resume_token: null,
      form: { id: one.form.id, contact: { first_name: "Lily" } },
    });
  });
});

describe("captcha for visitors", () => {
  const draft = { role: "parent", contact: { ...contact, email: "cap@family.test" }, students: [kids[0]] };

  it("a visitor starting a draft must answer the captcha; nothing is written or mailed otherwise", async () => {
    const before = await enrollmentCounts(ctx.database.db);
    const none = await send("POST", "/api/enrollment-forms-step-one", { ...draft, captcha: undefined });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.captcha).toEqual(["The captcha code is invalid"]);
    const wrong = await send("POST", "/api/enrollment-forms-step-one", {
      ...draft,
      ...(await captcha("abcd")),
      captcha: "wxyz",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().code).toBe("captcha_invalid");
    const forged = await send("POST", "/api/enrollment-forms-step-one", {
      ...draft,
      captcha: "abcd",
      captcha_key: "00000000-0000-0000-0000-000000000000",
    });
    expect(forged.statusCode).toBe(422);
    expect(await enrollmentCounts(ctx.database.db)).toEqual(before);
  });

  it("a right answer works once; revising the draft with its token needs none", async () => {
    const answer = await captcha();
    const one = await send("POST", "/api/enrollment-forms-step-one", { ...draft, ...answer });
    expect(one.statusCode, one.body).toBe(200);
    const reused = await send("POST", "/api/enrollment-forms-step-one", { ...draft, ...answer });
    expect(reused.statusCode).toBe(422);
    const { form, resume_token } = one.json();
    const revised = await send("POST", "/api/enrollment-forms-step-one", {
      ...draft,
      form_id: form.id,
      resume_token,
    });
    expect(revised.statusCode, revised.body).toBe(200);
  });

  it("a signed-in user needs no captcha, but one that is sent must be right", async () => {
    const body = {
      role: "parent",
      contact: { ...contact, email: "parent@example.com" },
      students: [kids[1]],
    };
    const own = await send("POST", "/api/enrollment-forms-step-one", body, "parent");
    expect(own.statusCode, own.body).toBe(200);
    const wrong = await send(
      "POST",
      "/api/enrollment-forms-step-one",
      { ...body, ...(await captcha("abcd")), captcha: "nope" },
      "parent",
    );
    expect(wrong.statusCode).toBe(422);
  });
});

describe("rules (422 field errors, localized, nothing written)", () => {
  it("emails of all students and the parent must be distinct", async () => {
    const before = await enrollmentCounts(ctx.database.db);
    const dup = await send("POST", "/api/enrollment-forms-step-one", {
      role: "parent",
      contact,
      students: [kids[0], { ...kids[1], email: "AMY@family.test" }, { ...kids[1], email: "mei@family.test" }],
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toEqual({
      "students.1.email": ["The emails of all students and the parent must be different."],
      "students.2.email": ["The emails of all students and the parent must be different."],
    });
    const zh = await send(
      "POST",
      "/api/enrollment-forms-step-one",
      { role: "parent", contact, students: [kids[0], kids[0]] },
      undefined,
      "zh-TW",
    );
    expect(zh.json().errors).toEqual({ "students.1.email": ["所有學生和家長的電子郵件必須互不相同。"] });
    expect(await enrollmentCounts(ctx.database.db)).toEqual(before);
  });

  it("must link at least one student; bad fields are named", async () => {
    const none = await send("POST", "/api/enrollment-forms-step-one", {
      role: "parent",
      contact,
      students: [],
    });
    expect(none.json().errors).toEqual({ students: ["You must link at least one student."] });
    const zh = await send(
      "POST",
      "/api/enrollment-forms-step-one",
      { role: "parent", contact, students: [] },
      undefined,
      "zh-TW",
    );
    expect(zh.json().errors).toEqual({ students: ["至少需要連結一位學生。"] });
    const bad = await send("POST", "/api/enrollment-forms-step-one", {
      role: "boss",
      contact: { ...contact, email: "nope", phone: "12" },
      students: [kids[0]],
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(["contact.email", "contact.phone", "role"]);
    expect(bad.json().errors["contact.email"]).toEqual(["Please check email format."]);
    // An empty required email or phone says "required", not a format problem.
    const empty = await send("POST", "/api/enrollment-forms-step-one", {
      role: "parent",
      contact: { ...contact, email: " ", phone: "" },
      students: [kids[0]],
    });
    expect(empty.json().errors).toEqual({
      "contact.email": ["This field is required."],
      "contact.phone": ["This field is required."],
    });
  });

  it("email already used in an active enrollment of the same session", async () => {
    await insertEnrollment(ctx.database.db, { courseSessionId: 201, studentEmail: "taken@family.test" });
    await insertEnrollment(ctx.database.db, {
      courseSessionId: 202,
      studentEmail: "gone@family.test",
      status: "cancel",
    });
    const one = (
      await send("POST", "/api/enrollment-forms-step-one", {
        role: "parent",
        contact: { ...contact, email: "p2@family.test" },
        students: [
          { ...kids[0], email: "gone@family.test" },
          { ...kids[1], email: "Taken@family.test" },
        ],
      })
    ).json();
    const before = await enrollmentCounts(ctx.database.db);
    const res = await send("POST", "/api/enrollment-forms-step-two", {
      form_id: one.form.id,
      resume_token: one.resume_token,
      ...stepTwo,
      course_session_ids: [201, 202],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      "students.1.email": [
        "This email is already used in an enrollment for this class. Log in, or use another email.",
      ],
    });
    const zh = await send(
      "POST",
      "/api/enrollment-forms-step-two",
      { form_id: one.form.id, resume_token: one.resume_token, ...stepTwo, course_session_ids: [201] },
      undefined,
      "zh-TW",
    );
    expect(zh.json().errors).toEqual({
      "students.1.email": ["此電子郵件已用於該課程的報名。請登入，或使用其他電子郵件。"],
    });
    expect(await enrollmentCounts(ctx.database.db)).toEqual(before);
    // Another session is fine (a cancelled enrollment does not hold the email).
    expect(
      (
        await send("POST", "/api/enrollment-forms-step-two", {
          form_id: one.form.id,
          resume_token: one.resume_token,
          ...stepTwo,
          course_session_ids: [202],
        })
      ).statusCode,
    ).toBe(200);
  });

  it("a signed-in parent: own children pass, another family's student account is refused", async () => {
    const refused = await send(
      "POST",
      "/api/enrollment-forms-step-one",
      {
        role: "parent",
        contact: { ...contact, email: "parent@example.com" },
        students: [
          { first_name: "Kid", email: "kid@example.com" },
          { first_name: "X", email: "stranger@example.com" },
        ],
      },
      "parent",
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      "students.1.email": [
        "This student email is not yet linked to your account as your student. Please contact us.",
      ],
    });
    const zh = await send(
      "POST",
      "/api/enrollment-forms-step-one",
      {
        role: "parent",
        contact: { ...contact, email: "parent@example.com" },
        students: [{ first_name: "X", user_id: ids.stranger, email: "s@x.test" }],
      },
      "parent",
      "zh-TW",
    );
    expect(zh.json().errors).toEqual({
      "students.0.user_id": ["此學生電子郵件尚未連結為您的學生，請聯絡我們。"],
    });

    const ok = await send(
      "POST",
      "/api/enrollment-forms-step-one",
      {
        role: "parent",
        contact: { ...contact, email: "parent@example.com" },
        students: [{ first_name: "Kid", email: "kid@example.com" }],
      },
      "parent",
    );
    expect(ok.statusCode, ok.body).toBe(200);
    const { form, resume_token } = ok.json();
    expect(resume_token).toBeNull();
    expect(form).toMatchObject({ user_id: ids.parent, students: [{ user_id: ids.kid }] });
    // The draft belongs to the parent: anonymous callers and others cannot continue it.
    expect(
      (await send("POST", "/api/enrollment-forms-step-two", { form_id: form.id, ...stepTwo })).statusCode,
    ).toBe(404);
    expect(
      (await send("POST", "/api/enrollment-forms-step-two", { form_id: form.id, ...stepTwo }, "staff"))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await send(
          "POST",
          "/api/enrollment-forms-step-two",
          { form_id: form.id, ...stepTwo, course_session_ids: [301] },
          "parent",
        )
      ).statusCode,
    ).toBe(200);
    const three = await send(
      "POST",
      "/api/enrollment-forms-step-three",
      { form_id: form.id, confirm: true },
      "parent",
    );
    expect(three.statusCode, three.body).toBe(200);
    const [row] = await queryRows<{ student_user_id: number; parent_user_id: number }>(
      ctx.database.db,
      sql`select student_user_id, parent_user_id from enrolled_course_sessions where form_id = ${form.id}`,
    );
    expect(row).toEqual({ student_user_id: ids.kid, parent_user_id: ids.parent });
    // The parent sees it on /applications.
    const mine = await send("GET", "/api/my-enrollments", undefined, "parent");
    expect(mine.json().data.map((e: { form_id: number }) => e.form_id)).toContain(form.id);
    const kidView = await send("GET", "/api/my-enrollments", undefined, "kid");
    expect(kidView.json().total).toBe(1);
    expect((await send("GET", "/api/my-enrollments", undefined, "stranger")).json().total).toBe(0);
  });
});

describe("classes", () => {
  it("unknown or closed course sessions are refused by index", async () => {
    const one = (
      await send("POST", "/api/enrollment-forms-step-one", {
        role: "parent",
        contact,
        students: [{ ...kids[0], email: "z@z.test" }],
      })
    ).json();
    const res = await send("POST", "/api/enrollment-forms-step-two", {
      form_id: one.form.id,
      resume_token: one.resume_token,
      ...stepTwo,
      course_session_ids: [101, 999999, 401],
    });
    expect(res.json().errors).toEqual({
      "course_session_ids.1": ["This class does not exist or is not open for enrollment."],
      "course_session_ids.2": ["This class does not exist or is not open for enrollment."],
    });
  });
});

describe("enrollment-forms-order", () => {
  it("admin sets positions, anyone reads them; others are refused", async () => {
    expect((await send("POST", "/api/enrollment-forms-order/102", { position: 1 })).statusCode).toBe(401);
    expect((await send("POST", "/api/enrollment-forms-order/102", { position: 1 }, "staff")).statusCode).toBe(
      403,
    );
    expect(
      (await send("POST", "/api/enrollment-forms-order/102", { position: -1 }, "admin")).statusCode,
    ).toBe(422);
    expect((await send("POST", "/api/enrollment-forms-order/102", { position: 1 }, "admin")).statusCode).toBe(
      200,
    );
    await send("POST", "/api/enrollment-forms-order/101", { position: 2 }, "admin");
    await send("POST", "/api/enrollment-forms-order/102", { position: 3 }, "admin");
    expect((await send("GET", "/api/enrollment-forms-order")).json()).toEqual({
      data: [
        { course_session_id: 101, position: 2 },
        { course_session_id: 102, position: 3 },
      ],
    });
  });
});
