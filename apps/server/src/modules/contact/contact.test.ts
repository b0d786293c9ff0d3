import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { createCaptcha } from "../captcha";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
let address = 0;

beforeAll(async () => {
  ctx = await createTestApp({ PUBLIC_URL: "http://app.test" });
  for (const role of ["super-admin", "staff", "teacher", "parent", "student"] as const) {
    await createUser(ctx.database.db, { username: role, roles: [role] });
    auth[role] = { authorization: (await signIn(ctx.app, role)).authorization };
  }
  await createUser(ctx.database.db, { username: "gone", roles: ["staff"], isActive: false });
});
afterAll(() => ctx.close());

/** A captcha whose answer is known. */
const captcha = async (answer = "abcd") => ({
  captcha: answer,
  captcha_key: (await createCaptcha(ctx.database.db, new Date(), () => ({ text: answer, data: "<svg/>" })))
    .key,
});
/** Each visitor comes from their own address so the rate limit only bites where a test wants it. */
const send = (payload: object, lang = "en", ip = `10.0.0.${++address}`) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/contact-us",
    payload,
    headers: { "accept-language": lang },
    remoteAddress: ip,
  });
const call = (method: "GET" | "PATCH", url: string, payload?: object, who = "super-admin") =>
  ctx.app.inject({ method, url, headers: who === "anonymous" ? {} : auth[who], ...(payload && { payload }) });
const counts = async () =>
  (
    await queryRows<{ messages: number; mails: number }>(
      ctx.database.db,
      sql`select (select count(*)::int from contact_messages) as messages,
                 (select count(*)::int from mail_outbox where kind = 'contact_notice') as mails`,
    )
  )[0];

describe("POST contact-us", () => {
  it("stores the message and, in the same transaction, one notice per active admin/staff in the outbox", async () => {
    const res = await send({
      name: " Amy Chen ",
      email: "amy@example.com",
      phone: "+886 912-345-678",
      message: "  Is there a summer SAT class?  ",
      ...(await captcha()),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { id } = res.json();
    const [row] = await queryRows<{
      name: string;
      message: string;
      phone: string;
      handled: boolean;
      xmin: string;
    }>(
      ctx.database.db,
      sql`select name, message, phone, handled, xmin::text from contact_messages where id = ${id}`,
    );
    expect(row).toMatchObject({ name: "Amy Chen", message: "Is there a summer SAT class?", handled: false });
    const mails = await queryRows<{
      to_address: string;
      subject: string;
      text_body: string;
      xmin: string;
      meta: unknown;
    }>(
      ctx.database.db,
      sql`select to_address, subject, text_body, xmin::text, meta from mail_outbox where kind = 'contact_notice' order by to_address`,
    );
    expect(mails.map((m) => m.to_address).sort()).toEqual(["staff@example.com", "super-admin@example.com"]);
    expect(mails[0]?.subject).toBe("New contact message from Amy Chen");
    expect(mails[0]?.text_body).toContain("Is there a summer SAT class?");
    expect(mails[0]?.meta).toEqual({ contact_message_id: id });
    // Same transaction: the message row and the outbox rows carry the same transaction id.
    expect(new Set([row?.xmin, ...mails.map((m) => m.xmin)]).size).toBe(1);
  });

  it("sends to the configured addresses when site content names them", async () => {
    const put = await ctx.app.inject({
      method: "PUT",
      url: "/api/site-content/private.contact-notification",
      headers: auth["super-admin"],
      payload: { data: { emails: ["desk@academy.example"] } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const before = await counts();
    expect((await send({ name: "Bo", message: "Hi", ...(await captcha()) })).statusCode).toBe(200);
    const mails = await queryRows<{ to_address: string }>(
      ctx.database.db,
      sql`select to_address from mail_outbox where kind = 'contact_notice' order by id desc limit 1`,
    );
    expect(mails[0]?.to_address).toBe("desk@academy.example");
    expect((await counts())?.mails).toBe((before?.mails ?? 0) + 1);
    const bad = await ctx.app.inject({
      method: "PUT",
      url: "/api/site-content/private.contact-notification",
      headers: auth["super-admin"],
      payload: { data: { emails: ["not-an-email"] } },
    });
    expect(bad.json().errors).toEqual({ "data.emails": ["Please check email format."] });
    // private entries are not public
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/site-content/private.contact-notification" }))
        .statusCode,
    ).toBe(404);
  });

  it("refuses missing name, message and captcha with the spec's messages (en and zh-TW), writing nothing", async () => {
    const before = await counts();
    const en = await send({ email: "x@example.com" });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      name: ["Please enter name."],
      message: ["Please enter message."],
      captcha: ["Please enter the captcha."],
      captcha_key: ["Please enter the captcha."],
    });
    const tw = await send({ name: "  ", message: "", captcha: "", captcha_key: "k" }, "zh-TW");
    expect(tw.json().errors).toEqual({
      name: ["請輸入姓名。"],
      message: ["請輸入留言內容。"],
      captcha: ["請輸入驗證碼。"],
    });
    const formats = await send({
      name: "A",
      message: "B",
      email: "nope",
      phone: "12-34",
      ...(await captcha()),
    });
    expect(formats.json().errors).toEqual({
      email: ["Please check email format."],
      phone: ["Phone number needs at least 7 digits."],
    });
    const formatsTw = await send(
      { name: "A", message: "B", email: "a@", phone: "abc1234567", captcha: "x", captcha_key: "k" },
      "zh-TW",
    );
    expect(formatsTw.json().errors).toEqual({
      email: ["請檢查電子郵件格式。"],
      phone: ["電話號碼至少需要 7 位數字。"],
    });
    const wrong = await send({ name: "A", message: "B", ...(await captcha("abcd")), captcha: "zzzz" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      code: "captcha_invalid",
      errors: { captcha: ["The captcha code is invalid"] },
    });
    const wrongTw = await send(
      { name: "A", message: "B", ...(await captcha("abcd")), captcha: "zzzz" },
      "zh-TW",
    );
    expect(wrongTw.json().errors).toEqual({ captcha: ["驗證碼無效"] });
    expect(await counts()).toEqual(before);
    // empty optional fields are fine
    const ok = await send({ name: "C", message: "D", email: "", phone: "", ...(await captcha()) });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("allows 5 messages per 10 minutes from one address, then answers 429", async () => {
    const ip = "192.0.2.77";
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await send({ name: `N${i}`, message: "M", ...(await captcha()) }, "en", ip)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    const refused = await send({ name: "N", message: "M", ...(await captcha()) }, "zh-CN", ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe("请求过于频繁，请稍后再试。");
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await send({ name: "N", message: "M", ...(await captcha()) })).statusCode).toBe(200);
  });
});

describe("contact messages (admin)", () => {
  it("lists newest first, searches name/email/message, filters by status, marks handled with an audit record", async () => {
    const all = (await call("GET", "/api/contact-messages", undefined, "staff")).json();
    expect(all.total).toBeGreaterThanOrEqual(8);
    expect(all.data[0].created_at >= all.data[all.data.length - 1].created_at).toBe(true);
    const byText = (await call("GET", "/api/contact-messages?q=summer%20SAT")).json();
    expect(byText.data.map((m: { name: string }) => m.name)).toEqual(["Amy Chen"]);
    const byEmail = (await call("GET", "/api/contact-messages?q=AMY@example")).json();
    expect(byEmail.total).toBe(1);
    const id = byText.data[0].id;

    const marked = await call("PATCH", `/api/contact-messages/${id}`, { handled: true }, "staff");
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ id, handled: true });
    expect(marked.json().handled_at).not.toBeNull();
    const handled = (await call("GET", "/api/contact-messages?status=handled")).json();
    expect(handled.data.map((m: { id: number }) => m.id)).toEqual([id]);
    const unhandled = (await call("GET", "/api/contact-messages?status=unhandled&page_size=2")).json();
    expect(unhandled).toMatchObject({ per_page: 2, total: all.total - 1 });
    const undo = await call("PATCH", `/api/contact-messages/${id}`, { handled: false });
    expect(undo.json()).toMatchObject({ handled: false, handled_at: null, handled_by: null });
    const trail = await queryRows<{ action: string }>(
      ctx.database.db,
      sql`select action from audit_log where target_type = 'contact_message' order by id`,
    );
    expect(trail.map((t) => t.action)).toEqual(["contact_message.handled", "contact_message.unhandled"]);

    expect((await call("PATCH", `/api/contact-messages/${id}`, { handled: "yes" })).statusCode).toBe(422);
    expect((await call("PATCH", "/api/contact-messages/999999", { handled: true })).statusCode).toBe(404);
    expect((await call("GET", "/api/contact-messages?status=maybe")).statusCode).toBe(422);
  });
});
