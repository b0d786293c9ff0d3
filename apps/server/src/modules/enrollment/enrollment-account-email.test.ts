import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { createCaptcha } from "../captcha";
import { ACCOUNT_PROBE } from "./account-probe";
import { enrollmentCounts, ensureCourseSessions } from "./enrollment.test-helpers";

/**
 * Spec §8 "email already used in enrollment (log in or use another)": a contact
 * email that belongs to an account is its owner's to enroll with. A visitor (or another account) is
 * asked to log in or use another email at every step, and nothing is written or mailed; the owner,
 * signed in, enrolls as before. The answer tells that an account exists, so step one counts in the
 * account-probe limits shared with check-email and the other probe routes.
 */
let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
let visitor = 0;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  for (const username of ["owner", "other"]) {
    await createUser(ctx.database.db, { username, roles: ["parent"], email: `${username}@family.test` });
    auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
  }
  await ensureCourseSessions(ctx.database.db, [{ id: 101 }]);
});
afterAll(() => ctx.close());

const captcha = async () => ({
  captcha: "abcd",
  captcha_key: (await createCaptcha(ctx.database.db, new Date(), () => ({ text: "abcd", data: "<svg/>" })))
    .key,
});

const send = (
  method: "POST" | "PATCH",
  url: string,
  payload: object,
  options: { who?: string; lang?: string; ip?: string } = {},
) =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: options.ip ?? `10.8.${Math.floor(visitor / 200)}.${(visitor++ % 200) + 1}`,
    headers: { ...(options.who ? auth[options.who] : {}), "accept-language": options.lang ?? "en" },
    payload,
  });

const stepOne = (email: string) => ({
  role: "parent",
  contact: { first_name: "Mei", email, phone: "+886 912 000 111" },
  students: [{ first_name: "Amy", email: `kid.${email}` }],
});
const stepTwo = { course_session_ids: [101], type: "group", tutoring_mode: "online", currency: "TWD" };

const MESSAGES = {
  en: "This email is already used by an account. Log in to enroll with it, or use another email.",
  "zh-TW": "此電子郵件已被一個帳號使用。請登入後用它報名，或使用其他電子郵件。",
  "zh-CN": "此邮箱已被一个账户使用。请登录后用它报名，或使用其他邮箱。",
};

describe("a contact email that belongs to an account", () => {
  it("a visitor is asked to log in or use another email, in three languages; nothing is written", async () => {
    const before = await enrollmentCounts(ctx.database.db);
    for (const [lang, message] of Object.entries(MESSAGES)) {
      const res = await send(
        "POST",
        "/api/enrollment-forms-step-one",
        { ...stepOne("Owner@Family.test"), ...(await captcha()) },
        { lang },
      );
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual({ "contact.email": [message] });
    }
    expect(await enrollmentCounts(ctx.database.db)).toEqual(before);
  });

  it("a visitor's draft cannot be revised to an account's email", async () => {
    const one = await send("POST", "/api/enrollment-forms-step-one", {
      ...stepOne("free@family.test"),
      ...(await captcha()),
    });
    expect(one.statusCode, one.body).toBe(200);
    const { form, resume_token } = one.json();
    const revised = await send("POST", "/api/enrollment-forms-step-one", {
      ...stepOne("owner@family.test"),
      form_id: form.id,
      resume_token,
    });
    expect(revised.statusCode).toBe(422);
    expect(revised.json().errors).toEqual({ "contact.email": [MESSAGES.en] });
    const [row] = await queryRows<{ email: string }>(
      ctx.database.db,
      sql`select email from enrollment_forms where id = ${form.id}`,
    );
    expect(row?.email).toBe("free@family.test");
  });

  it("an account made with the email after step one stops steps two and three; nothing is mailed", async () => {
    const one = await send("POST", "/api/enrollment-forms-step-one", {
      ...stepOne("later@family.test"),
      ...(await captcha()),
    });
    const { form, resume_token } = one.json();
    const two = await send("POST", "/api/enrollment-forms-step-two", {
      form_id: form.id,
      resume_token,
      ...stepTwo,
    });
    expect(two.statusCode, two.body).toBe(200);
    await createUser(ctx.database.db, { username: "later", roles: ["parent"], email: "later@family.test" });
    const before = await enrollmentCounts(ctx.database.db);
    const again = await send("PATCH", "/api/enrollment-forms-step-two", {
      form_id: form.id,
      resume_token,
      notes: "x",
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({ "contact.email": [MESSAGES.en] });
    const three = await send(
      "POST",
      "/api/enrollment-forms-step-three",
      { form_id: form.id, resume_token, confirm: true },
      { lang: "zh-TW" },
    );
    expect(three.statusCode).toBe(422);
    expect(three.json().errors).toEqual({ "contact.email": [MESSAGES["zh-TW"]] });
    expect(await enrollmentCounts(ctx.database.db)).toEqual(before);
  });

  it("the owner, signed in, enrolls with their own email; another account may not use it", async () => {
    const theirs = await send("POST", "/api/enrollment-forms-step-one", stepOne("owner@family.test"), {
      who: "other",
    });
    expect(theirs.statusCode).toBe(422);
    expect(theirs.json().errors).toEqual({ "contact.email": [MESSAGES.en] });

    const own = await send("POST", "/api/enrollment-forms-step-one", stepOne("OWNER@family.test"), {
      who: "owner",
    });
    expect(own.statusCode, own.body).toBe(200);
    const formId = own.json().form.id;
    const two = await send(
      "POST",
      "/api/enrollment-forms-step-two",
      { form_id: formId, ...stepTwo },
      {
        who: "owner",
      },
    );
    expect(two.statusCode, two.body).toBe(200);
    const three = await send(
      "POST",
      "/api/enrollment-forms-step-three",
      { form_id: formId, confirm: true },
      { who: "owner" },
    );
    expect(three.statusCode, three.body).toBe(200);
    expect(three.json().enrolled_session_ids).toHaveLength(1);
  });
});

describe("step one counts in the account-probe limits", () => {
  it("one count per address with check-email: probes there use up step one, and step one uses up probes", async () => {
    const ip = "198.51.100.20";
    for (let i = 0; i < ACCOUNT_PROBE.maxPerAddress; i++) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/check-email",
        payload: { email: `probe${i}@example.com` },
        remoteAddress: ip,
      });
      expect(res.statusCode).toBe(200);
    }
    const refused = await send("POST", "/api/enrollment-forms-step-one", stepOne("x1@family.test"), {
      who: "owner",
      ip,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe("too_many_requests");
    expect(refused.headers["retry-after"]).toBeDefined();

    // The other way round: step-one asks (even refused ones) count for check-email.
    const ip2 = "198.51.100.21";
    for (let i = 0; i < 10; i++) {
      const res = await send("POST", "/api/enrollment-forms-step-one", stepOne(`s${i}@family.test`), {
        ip: ip2,
      });
      expect(res.statusCode).toBe(422); // no captcha: refused after counting
    }
    for (let i = 0; i < ACCOUNT_PROBE.maxPerAddress - 10; i++) {
      await ctx.app.inject({
        method: "POST",
        url: "/api/check-email",
        payload: { email: `probe${i}@example.com` },
        remoteAddress: ip2,
      });
    }
    const probe = await ctx.app.inject({
      method: "POST",
      url: "/api/check-email",
      payload: { email: "one-more@example.com" },
      remoteAddress: ip2,
    });
    expect(probe.statusCode).toBe(429);
  });

  it("one count per email asked about, across addresses", async () => {
    for (let i = 0; i < ACCOUNT_PROBE.maxPerTarget; i++) {
      const res = await ctx.app.inject({
        method: "POST",
        url: "/api/check-email",
        payload: { email: "target@family.test" },
        remoteAddress: `203.0.113.${i + 1}`,
      });
      expect(res.statusCode).toBe(200);
    }
    const refused = await send("POST", "/api/enrollment-forms-step-one", stepOne("TARGET@family.test"), {
      who: "owner",
    });
    expect(refused.statusCode).toBe(429);
    const other = await send("POST", "/api/enrollment-forms-step-one", stepOne("owner@family.test"), {
      who: "owner",
    });
    expect(other.statusCode, other.body).toBe(200);
  });
});
