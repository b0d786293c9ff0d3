import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { createCaptcha } from "../captcha";
import { users } from "../users";
import { ensureCourseSessions, insertEnrollment } from "./enrollment.test-helpers";

/**
 * An enrollment reads in its reader's language. The detail answer (and the answers
 * of the changes made on the detail page) carry the session title in the request's language, the
 * confirmation mail is written in the language of the form with the class titles in that language,
 * and the contract (written in the enrollment's language) and its mail name the session in theirs.
 */
let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
let parentId = 0;
let visitor = 0;

const TITLES = {
  en: "SAT Summer Taipei",
  "zh-TW": "SAT 暑期密集班（台北）",
  "zh-CN": "SAT 暑期强化班（台北）",
};

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  const db = ctx.database.db;
  await createUser(db, { username: "staff", roles: ["staff"] });
  auth.staff = { authorization: (await signIn(ctx.app, "staff")).authorization };
  parentId = (
    await createUser(db, {
      username: "mom",
      roles: ["parent"],
      email: "mom@family.test",
      firstName: "美玲",
      lastName: "王",
    })
  ).id;
  await db.update(users).set({ lang: "zh-CN" }).where(eq(users.id, parentId));
  await ensureCourseSessions(db, [
    { id: 101, title: TITLES.en },
    { id: 102, title: "Untranslated session" },
  ]);
  // zh-TW only: a zh-CN reader gets the other Chinese before English.
  await db.execute(
    sql`update course_sessions set translations = ${JSON.stringify({
      "zh-TW": { title: TITLES["zh-TW"] },
    })}::jsonb where id = 101`,
  );
});
afterAll(() => ctx.close());

const call = (method: "GET" | "POST" | "PATCH", url: string, lang: string, payload?: object, who = "staff") =>
  ctx.app.inject({
    method,
    url,
    remoteAddress: `10.9.0.${(visitor++ % 200) + 1}`,
    headers: { ...(who ? auth[who] : {}), "accept-language": lang },
    ...(payload && { payload }),
  });

describe("the enrollment detail in the reader's language", () => {
  it("answers the session title in the request's language, falling back to the other Chinese and English", async () => {
    const row = await insertEnrollment(ctx.database.db, { studentEmail: "kid1@family.test" });
    const title = async (lang: string) =>
      (await call("GET", `/api/enrolled-course-session-detail?id=${row.id}`, lang)).json()
        .course_session_title;
    expect(await title("zh-TW")).toBe(TITLES["zh-TW"]);
    expect(await title("zh-CN")).toBe(TITLES["zh-TW"]);
    expect(await title("en")).toBe(TITLES.en);

    // The answer of a change made on the detail page replaces the page's data: same language.
    const read = await call("PATCH", "/api/read-enrolled-course-session", "zh-TW", {
      id: row.id,
      is_read: true,
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(read.json().course_session_title).toBe(TITLES["zh-TW"]);
    const status = await call("PATCH", `/api/enrolled-session/${row.id}`, "zh-TW", { status: "archive" });
    expect(status.json().course_session_title).toBe(TITLES["zh-TW"]);
    const edit = await call("PATCH", "/api/enrolled-course-session-detail-update", "zh-TW", {
      id: row.id,
      school: "臺北美國學校",
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json().course_session_title).toBe(TITLES["zh-TW"]);
  });
});

describe("enrollment mails in their recipient's language", () => {
  it("the confirmation is written in the form's language, with the class titles in it and names family first", async () => {
    const captchaKey = (
      await createCaptcha(ctx.database.db, new Date(), () => ({ text: "abcd", data: "<svg/>" }))
    ).key;
    const one = await call(
      "POST",
      "/api/enrollment-forms-step-one",
      "zh-TW",
      {
        role: "parent",
        contact: {
          first_name: "美玲",
          last_name: "陳",
          email: "chen@family.test",
          phone: "+886 912 000 222",
        },
        students: [{ first_name: "小明", last_name: "陳", email: "ming@family.test", grade: "10" }],
        captcha: "abcd",
        captcha_key: captchaKey,
      },
      "",
    );
    expect(one.statusCode, one.body).toBe(200);
    const { form, resume_token } = one.json();
    const two = await call(
      "POST",
      "/api/enrollment-forms-step-two",
      "zh-TW",
      {
        form_id: form.id,
        resume_token,
        course_session_ids: [101, 102],
        type: "group",
        tutoring_mode: "online",
        currency: "TWD",
      },
      "",
    );
    expect(two.statusCode, two.body).toBe(200);
    const three = await call(
      "POST",
      "/api/enrollment-forms-step-three",
      "zh-TW",
      { form_id: form.id, resume_token, confirm: true },
      "",
    );
    expect(three.statusCode, three.body).toBe(200);
    const [mail] = await queryRows<{ subject: string; locale: string; text_body: string }>(
      ctx.database.db,
      sql`select subject, locale, text_body from mail_outbox
          where kind = 'enrollment_confirmation' and to_address = 'chen@family.test'`,
    );
    expect(mail).toMatchObject({ subject: "我們已收到您的報名", locale: "zh-TW" });
    expect(mail?.text_body).toContain(`- ${TITLES["zh-TW"]}`);
    expect(mail?.text_body).not.toContain(TITLES.en);
    // A session nobody translated keeps its English title rather than nothing.
    expect(mail?.text_body).toContain("- Untranslated session");
    expect(mail?.text_body).toContain("- 陳小明 <ming@family.test>");
  });

  it("the contract is written in the enrollment's language and mailed in the parent's, naming the session in each", async () => {
    const row = await insertEnrollment(ctx.database.db, {
      studentEmail: "kid2@family.test",
      studentFirstName: "小華",
      studentLastName: "王",
      locale: "zh-TW",
      parentUserId: parentId,
      contactRole: "parent",
    });
    const created = await call("POST", "/api/enrolled-session/contract", "en", {
      enrolled_session_id: row.id,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().title).toContain(TITLES["zh-TW"]);
    expect(created.json().body).toContain(TITLES["zh-TW"]);
    expect(created.json().body).not.toContain(TITLES.en);

    const sent = await call("POST", "/api/enrolled-session/send-contract-email", "en", {
      enrolled_session_id: row.id,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await queryRows<{
      to_address: string;
      subject: string;
      locale: string;
      text_body: string;
    }>(
      ctx.database.db,
      sql`select to_address, subject, locale, text_body from mail_outbox where kind = 'enrollment_contract'`,
    );
    // The parent reads zh-CN: the mail is in zh-CN and greets her as her name is written (王美玲).
    expect(mail).toMatchObject({
      to_address: "mom@family.test",
      subject: "您的报名合同已可签署",
      locale: "zh-CN",
    });
    expect(mail?.text_body).toMatch(/^王美玲，您好/);
  });
});
