import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { queryRows } from "../../db/query-rows";
import { createCaptcha } from "../captcha";
import { ensureCourseSessions } from "./enrollment.test-helpers";
import { referralTokenFor } from "./enrollment-referral.service";

/**
 * Spec §9 "referral info may be submitted within 7 days": step three answers the
 * token of a referral link, the confirmation mail carries the link, and the page's calls take the
 * referral by that token (never by a form id alone) until 7 days after submitting, then refuse it.
 */
let ctx: TestContext;
let visitor = 0;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  await ensureCourseSessions(ctx.database.db, [{ id: 101 }, { id: 102 }]);
});
afterAll(() => ctx.close());

const send = (method: "GET" | "POST", url: string, payload?: object, lang = "en") =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: `10.7.0.${(visitor++ % 200) + 1}`,
    headers: { "accept-language": lang },
    ...(payload && { payload }),
  });

/** An anonymous family enrolls in three steps; answers step three's body. */
async function enroll(email: string, referral?: string) {
  const captchaKey = (
    await createCaptcha(ctx.database.db, new Date(), () => ({ text: "abcd", data: "<svg/>" }))
  ).key;
  const one = await send("POST", "/api/enrollment-forms-step-one", {
    role: "parent",
    contact: { first_name: "Mei", last_name: "Chen", email, phone: "+886 912 000 111" },
    students: [{ first_name: "Amy", email: `kid.${email}` }],
    captcha: "abcd",
    captcha_key: captchaKey,
  });
  expect(one.statusCode, one.body).toBe(200);
  const { form, resume_token } = one.json();
  const two = await send("POST", "/api/enrollment-forms-step-two", {
    form_id: form.id,
    resume_token,
    course_session_ids: [101, 102],
    type: "group",
    tutoring_mode: "online",
    currency: "TWD",
    ...(referral && { referral }),
  });
  expect(two.statusCode, two.body).toBe(200);
  const three = await send("POST", "/api/enrollment-forms-step-three", {
    form_id: form.id,
    resume_token,
    confirm: true,
  });
  expect(three.statusCode, three.body).toBe(200);
  return three.json() as { form: { id: number; submitted_at: string }; referral_token: string };
}

const referralRows = (formId: number) =>
  queryRows<{ referral: string; is_read: boolean }>(
    ctx.database.db,
    sql`select referral, is_read from enrolled_course_sessions where form_id = ${formId} order by id`,
  );

describe("referral information after enrolling", () => {
  it("step three answers the link's token; the mail links the referral page", async () => {
    const done = await enroll("link@family.test");
    expect(done.referral_token).toMatch(new RegExp(`^${done.form.id}\\.[A-Za-z0-9_-]{43}$`));
    const [mail] = await queryRows<{ text_body: string }>(
      ctx.database.db,
      sql`select text_body from mail_outbox where kind = 'enrollment_confirmation' and to_address = 'link@family.test'`,
    );
    expect(mail?.text_body).toContain(
      `within 7 days, here:\n\nhttp://app.test/enroll/referral?token=${encodeURIComponent(done.referral_token)}`,
    );
  });

  it("the token reads and sends the referral within 7 days; the office sees it as unread news", async () => {
    const done = await enroll("send@family.test", "a flyer");
    const token = done.referral_token;
    const read = await send("GET", `/api/enrollment-forms-referral?token=${encodeURIComponent(token)}`);
    expect(read.statusCode, read.body).toBe(200);
    const submitted = new Date(done.form.submitted_at).getTime();
    expect(read.json()).toEqual({
      form_id: done.form.id,
      referral: "a flyer",
      submitted_at: done.form.submitted_at,
      deadline: new Date(submitted + 7 * 86_400_000).toISOString(),
      open: true,
    });
    await ctx.database.db.execute(
      sql`update enrolled_course_sessions set is_read = true where form_id = ${done.form.id}`,
    );

    const sent = await send("POST", "/api/enrollment-forms-referral", {
      token,
      referral: "  Mrs. Lin (Amy's teacher)  ",
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ referral: "Mrs. Lin (Amy's teacher)", open: true });
    expect(await referralRows(done.form.id)).toEqual([
      { referral: "Mrs. Lin (Amy's teacher)", is_read: false },
      { referral: "Mrs. Lin (Amy's teacher)", is_read: false },
    ]);
    const [form] = await queryRows<{ referral: string }>(
      ctx.database.db,
      sql`select referral from enrollment_forms where id = ${done.form.id}`,
    );
    expect(form?.referral).toBe("Mrs. Lin (Amy's teacher)");

    // Empty: a field error in the reader's language.
    const empty = await send("POST", "/api/enrollment-forms-referral", { token, referral: " " }, "zh-TW");
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ referral: ["此欄位為必填。"] });
  });

  it("a form id alone, another form's token or a draft's token grants nothing", async () => {
    const a = await enroll("a@family.test");
    const b = await enroll("b@family.test");
    const [, macOfA] = a.referral_token.split(".");
    const forged = [
      `${b.form.id}.${macOfA}`,
      `${a.form.id}.${"A".repeat(43)}`,
      `${a.form.id}.${macOfA?.slice(0, 42)}B`,
    ].filter((token) => token !== a.referral_token);
    for (const token of forged) {
      const read = await send("GET", `/api/enrollment-forms-referral?token=${encodeURIComponent(token)}`);
      expect(read.statusCode, token).toBe(404);
      expect(read.json().message).toBe("This link is not valid.");
      const write = await send("POST", "/api/enrollment-forms-referral", { token, referral: "x" });
      expect(write.statusCode, token).toBe(404);
    }
    for (const token of [String(a.form.id), "", `${a.form.id}.short`]) {
      const res = await send("POST", "/api/enrollment-forms-referral", { token, referral: "x" }, "zh-CN");
      expect(res.statusCode, token).toBe(422);
      expect(res.json().errors.token).toEqual(["此链接无效。"]);
    }
    // A draft (not submitted) has no referral page, even with a well-signed token.
    const [draft] = await queryRows<{ id: number }>(
      ctx.database.db,
      sql`insert into enrollment_forms (role, first_name, email, phone, students)
          values ('parent', 'D', 'draft@family.test', '+886 912 000 111', '[]'::jsonb) returning id`,
    );
    const draftToken = await referralTokenFor(ctx.database.db, draft?.id ?? 0);
    expect(
      (await send("POST", "/api/enrollment-forms-referral", { token: draftToken, referral: "x" })).statusCode,
    ).toBe(404);
    expect((await referralRows(b.form.id)).map((row) => row.referral)).toEqual(["", ""]);
  });

  it("after 7 days it is refused with a clear message in the reader's language, nothing changed", async () => {
    const done = await enroll("late@family.test", "a friend");
    const token = done.referral_token;
    // Just inside the window: still taken.
    await ctx.database.db.execute(
      sql`update enrollment_forms set submitted_at = now() - interval '7 days' + interval '1 minute' where id = ${done.form.id}`,
    );
    expect(
      (await send("POST", "/api/enrollment-forms-referral", { token, referral: "the Lins" })).statusCode,
    ).toBe(200);

    await ctx.database.db.execute(
      sql`update enrollment_forms set submitted_at = now() - interval '7 days' - interval '1 minute' where id = ${done.form.id}`,
    );
    const read = await send("GET", `/api/enrollment-forms-referral?token=${encodeURIComponent(token)}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ open: false, referral: "the Lins" });
    const messages = {
      en: "Referral information can be sent only within 7 days of enrolling. Please contact us instead.",
      "zh-TW": "推薦資訊只能在報名後 7 天內提交。請直接聯絡我們。",
      "zh-CN": "推荐信息只能在报名后 7 天内提交。请直接联系我们。",
    };
    for (const [lang, message] of Object.entries(messages)) {
      const late = await send(
        "POST",
        "/api/enrollment-forms-referral",
        { token, referral: "too late" },
        lang,
      );
      expect(late.statusCode).toBe(409);
      expect(late.json()).toMatchObject({ code: "conflict", message });
    }
    expect((await referralRows(done.form.id)).map((row) => row.referral)).toEqual(["the Lins", "the Lins"]);
  });
});
