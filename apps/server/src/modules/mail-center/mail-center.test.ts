import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { placeWithTeacher } from "../../../test/helpers/classes";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, linkParentStudents, signIn } from "../../../test/helpers/users";
import { buildApp } from "../../app";
import { queryRows } from "../../db/query-rows";
import { runMailWorkerOnce } from "../../mail";
import { richTextToPlainText as plainText } from "../../rich-text";
import { sessionClasses, studentClassTickets } from "../classes/classes.table";
import { siteContent } from "../content/content.table";
import { tags, userTags } from "../tags/tags.table";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
const ids: Record<string, number> = {};
let tagId = 0;
let classId = 0;

const blank = { subject: "", body: "" };
const content = (en: { subject: string; body: string }, more: Record<string, unknown> = {}) => ({
  en,
  "zh-TW": blank,
  "zh-CN": blank,
  ...more,
});

beforeAll(async () => {
  // A mail server is configured (the worker runs in main.ts, not here): waiting mail is queued.
  ctx = await createTestApp({ SMTP_URL: "smtp://mail.example.test:25" });
  const db = ctx.database.db;
  await createUser(db, { username: "admin", roles: ["super-admin"] });
  await createUser(db, { username: "staff", roles: ["staff"] });
  ids.teacher = (await createUser(db, { username: "teach", roles: ["teacher"] })).id;
  // Recipients: a Chinese name reading zh-TW, an English one, one reading zh-CN (no zh-CN text: English).
  ids.mei = (
    await createUser(db, { username: "mei", roles: ["student"], firstName: "美玲", lastName: "王" })
  ).id;
  ids.john = (
    await createUser(db, { username: "john", roles: ["student"], firstName: "John", lastName: "Smith" })
  ).id;
  ids.li = (await createUser(db, { username: "li", roles: ["student"], firstName: "伟", lastName: "李" })).id;
  ids.gone = (await createUser(db, { username: "gone", roles: ["student"], isActive: false })).id;
  ids.nomail = (await createUser(db, { username: "nomail", roles: ["student"] })).id;
  ids.mom = (
    await createUser(db, { username: "mom", roles: ["parent"], firstName: "Anna", lastName: "Smith" })
  ).id;
  ids.late = (await createUser(db, { username: "late", roles: ["student"] })).id;
  await db.execute(sql`update users set lang = 'zh-TW' where id = ${ids.mei}`);
  await db.execute(sql`update users set lang = 'zh-CN' where id = ${ids.li}`);
  await db.execute(sql`update users set email = null where id = ${ids.nomail}`);
  await linkParentStudents(db, ids.mom as number, [ids.john as number]);

  // A tag on Mei, Li, the inactive and the mail-less student; a class with John and Li.
  const [tag] = await db.insert(tags).values({ name: "Spring 2027" }).returning();
  tagId = tag?.id ?? 0;
  for (const who of ["mei", "li", "gone", "nomail"]) {
    await db.insert(userTags).values({ userId: ids[who] as number, tagId });
  }
  await placeWithTeacher(db, ids.teacher as number, ids.john as number);
  const [cls] = await db.select({ id: sessionClasses.id }).from(sessionClasses);
  classId = cls?.id ?? 0;
  const [ticket] = await queryRows<{ course_session_id: number }>(
    db,
    sql`select course_session_id from session_classes where id = ${classId}`,
  );
  await db.insert(studentClassTickets).values({
    studentUserId: ids.li as number,
    courseSessionId: Number(ticket?.course_session_id),
    sessionClassId: classId,
    isPaid: true,
  });
  await db.insert(siteContent).values({
    key: "site.contact",
    translations: { en: { company_name: "EduBridge" }, "zh-TW": { company_name: "育橋教育" } },
  });
  for (const name of ["admin", "staff", "teach"]) auth[name] = await signIn(ctx.app, name);
});
afterAll(() => ctx.close());

const call = (method: "GET" | "POST" | "PATCH" | "DELETE", url: string, who?: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: who ? auth[who] : {}, ...(payload && { payload }) });

const count = async (table: string) =>
  Number(
    (await queryRows<{ n: number }>(ctx.database.db, sql.raw(`select count(*)::int as n from ${table}`)))[0]
      ?.n,
  );

const outbox = () =>
  queryRows<{
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    locale: string;
    kind: string;
    meta: Record<string, number>;
  }>(
    ctx.database.db,
    sql`select to_address, subject, text_body, html_body, locale, kind, meta from mail_outbox
        where kind = 'mail_center' order by id`,
  );

const WELCOME = content(
  { subject: "Welcome, {{name}}", body: "<p>Dear {{first_name}} ({{username}}), {{ school }} says hi.</p>" },
  { "zh-TW": { subject: "歡迎 {{name}}", body: "<p>{{name}} 您好，{{school}} 歡迎您。</p>" } },
);
const AUDIENCE = {
  user_ids: [] as number[],
  tag_ids: [] as number[],
  class_ids: [] as number[],
  class_audience: "both",
  roles: [] as string[],
};

describe("who may use the mail center", () => {
  it("lets admins write, staff read, and nobody else in", async () => {
    const mails = await count("mails");
    expect((await call("GET", "/api/mails")).statusCode).toBe(401);
    expect((await call("GET", "/api/mails", "teach")).statusCode).toBe(403);
    expect((await call("GET", "/api/mails", "staff")).statusCode).toBe(200);
    expect((await call("GET", "/api/mail-templates", "staff")).statusCode).toBe(200);
    const write = await call("POST", "/api/mail", "staff", { content: WELCOME, recipients: AUDIENCE });
    expect(write.statusCode).toBe(403);
    expect(
      (await call("POST", "/api/mail-template", "staff", { name: "x", content: WELCOME })).statusCode,
    ).toBe(403);
    expect(await count("mails")).toBe(mails);
  });
});

describe("writing mails and templates", () => {
  it("refuses unknown variables with 422 naming them, writing nothing", async () => {
    const before = { mails: await count("mails"), templates: await count("mail_templates") };
    const bad = content(
      { subject: "Hi {{nmae}}", body: "<p>{{name}} {{ grade }}</p>" },
      { "zh-CN": { subject: "{{foo}}", body: "<p>x</p>" } },
    );
    const res = await call("POST", "/api/mail", "admin", { content: bad, recipients: AUDIENCE });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(errors["content.en.subject"]?.[0]).toContain("{{nmae}}");
    // Only the unknown one is named ({{name}} is known).
    expect(errors["content.en.body"]?.[0]).toMatch(/^Unknown variables: \{\{grade\}\}\. /);
    expect(errors["content.zh-CN.subject"]?.[0]).toContain("{{foo}}");
    const tpl = await call("POST", "/api/mail-template", "admin", { name: "Bad", content: bad });
    expect(tpl.statusCode).toBe(422);
    expect(Object.keys(tpl.json().errors)).toContain("content.en.subject");
    expect(await count("mails")).toBe(before.mails);
    expect(await count("mail_templates")).toBe(before.templates);
  });

  it("answers the 422 in the caller's language", async () => {
    const res = await ctx.app.inject({
      method: "POST",
      url: "/api/mail",
      headers: { ...auth.admin, "accept-language": "zh-TW" },
      payload: { content: content({ subject: "{{x}}", body: "" }), recipients: AUDIENCE },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors["content.en.subject"][0]).toContain("未知的變數：{{x}}");
  });

  it("keeps templates in three languages: create, list, change, delete; English is required", async () => {
    const missing = await call("POST", "/api/mail-template", "admin", {
      name: "Half",
      content: content({ subject: "Hi", body: "" }, { "zh-TW": { subject: "嗨", body: "" } }),
    });
    expect(missing.statusCode).toBe(422);
    expect(Object.keys(missing.json().errors).sort()).toEqual(["content.en.body", "content.zh-TW.body"]);

    const created = await call("POST", "/api/mail-template", "admin", { name: "Welcome", content: WELCOME });
    expect(created.statusCode).toBe(200);
    const id = created.json().id as number;
    expect(created.json().content["zh-TW"].subject).toBe("歡迎 {{name}}");
    // The body goes through the allow-list.
    const dirty = await call("PATCH", `/api/mail-template/${id}`, "admin", {
      name: "Welcome!",
      content: content({ subject: "Hello", body: '<p onclick="x()">Hi<script>alert(1)</script></p>' }),
    });
    expect(dirty.statusCode).toBe(200);
    expect(dirty.json().content.en.body).toBe("<p>Hi</p>");
    const list = await call("GET", "/api/mail-templates", "staff");
    expect(list.json().data.map((t: { name: string }) => t.name)).toEqual(["Welcome!"]);
    expect((await call("DELETE", `/api/mail-template/${id}`, "admin")).statusCode).toBe(200);
    expect((await call("DELETE", `/api/mail-template/${id}`, "admin")).statusCode).toBe(404);
  });
});

describe("the text part of a mail", () => {
  it("keeps paragraphs apart and list items marked, as the editor writes them", () => {
    expect(plainText("<p>Dear {{name}},</p><p>Classes start <strong>Monday</strong>.</p>")).toBe(
      "Dear {{name}},\n\nClasses start Monday.",
    );
    // The editor wraps each item's text in a paragraph; lists may nest; a line break stays one.
    const html =
      "<p>Bring:</p><ul><li><p>a laptop</p></li><li><p>a calculator</p><ol><li><p>fx-82</p></li>" +
      "<li><p>TI-84</p></li></ol></li></ul><p>See you<br>The office &amp; staff</p>";
    expect(plainText(html)).toBe(
      "Bring:\n\n- a laptop\n- a calculator\n  1. fx-82\n  2. TI-84\n\nSee you\nThe office & staff",
    );
    expect(plainText("<ul><li>one</li><li>two</li></ul>")).toBe("- one\n- two");
  });
});

describe("recipients, rendering and sending", () => {
  // Each test starts with no mail, an empty outbox and the late student untagged, and makes what it reads.
  beforeEach(async () => {
    const db = ctx.database.db;
    await db.execute(sql`delete from mails`);
    await db.execute(sql`delete from mail_outbox`);
    await db.execute(sql`delete from user_tags where user_id = ${ids.late}`);
  });
  const everyone = () => ({
    ...AUDIENCE,
    user_ids: [ids.mei, ids.gone],
    tag_ids: [tagId],
    class_ids: [classId],
  });
  /** A draft to the full choice: Mei, Li, John and Mom. */
  const draftToEveryone = async (): Promise<number> => {
    const res = await call("POST", "/api/mail", "admin", { content: WELCOME, recipients: everyone() });
    expect(res.statusCode).toBe(200);
    return res.json().id;
  };
  /** That draft sent: four mails queued. */
  const sentToEveryone = async (): Promise<number> => {
    const mailId = await draftToEveryone();
    expect((await call("POST", `/api/mail/${mailId}/send`, "admin")).statusCode).toBe(200);
    return mailId;
  };
  /** Sent, then one worker pass: Mei and John delivered, Mom failed for good, Li waiting an hour. */
  const sentWithDeliveryStates = async (): Promise<number> => {
    const mailId = await sentToEveryone();
    // Mom's mail has used its attempts: the next failure is final.
    await ctx.database.db.execute(
      sql`update mail_outbox set attempts = 8 where to_address = 'mom@example.com'`,
    );
    await ctx.database.db.execute(
      sql`update mail_outbox set next_attempt_at = now() + interval '1 hour' where to_address = 'li@example.com'`,
    );
    const transport = {
      sendMail: async (mail: { to?: unknown }) => {
        if (mail.to === "mom@example.com") throw new Error("550 mailbox unavailable");
        return {};
      },
    };
    await runMailWorkerOnce(ctx.database.db, transport, "school@example.com");
    return mailId;
  };

  it("resolves the choice into people: active, with an email, each once", async () => {
    const res = await call("POST", "/api/mail", "admin", {
      content: WELCOME,
      recipients: { ...AUDIENCE, user_ids: [ids.mei, ids.gone], tag_ids: [tagId], class_ids: [classId] },
    });
    expect(res.statusCode).toBe(200);
    const mailId = res.json().id;
    // Mei (user and tag), Li (tag and class), John (class), Mom (John's parent): 4.
    expect(res.json()).toMatchObject({ status: "draft", recipient_count: 4 });
    expect(res.json().recipients.tags).toEqual([{ id: tagId, name: "Spring 2027" }]);
    expect(res.json().recipients.users.map((u: { name: string }) => u.name)).toEqual(["王美玲", "gone"]);

    const studentsOnly = await call("PATCH", `/api/mail/${mailId}`, "admin", {
      content: WELCOME,
      recipients: { ...AUDIENCE, class_ids: [classId], class_audience: "students" },
    });
    expect(studentsOnly.json().recipient_count).toBe(2);
    const parentsOnly = await call("PATCH", `/api/mail/${mailId}`, "admin", {
      content: WELCOME,
      recipients: { ...AUDIENCE, class_ids: [classId], class_audience: "parents" },
    });
    expect(parentsOnly.json().recipient_count).toBe(1);
    const byRole = await call("PATCH", `/api/mail/${mailId}`, "admin", {
      content: WELCOME,
      recipients: { ...AUDIENCE, roles: ["parent", "teacher"] },
    });
    expect(byRole.json().recipient_count).toBe(2);
    // Back to the full choice.
    await call("PATCH", `/api/mail/${mailId}`, "admin", {
      content: WELCOME,
      recipients: { ...AUDIENCE, user_ids: [ids.mei, ids.gone], tag_ids: [tagId], class_ids: [classId] },
    });
  });

  it("previews for a chosen recipient in their language, or a sample person", async () => {
    const mei = await call("POST", "/api/mail/preview", "admin", { content: WELCOME, recipient_id: ids.mei });
    expect(mei.statusCode).toBe(200);
    expect(mei.json()).toMatchObject({ locale: "zh-TW", subject: "歡迎 王美玲" });
    expect(mei.json().html).toContain("育橋教育");
    const inEnglish = await call("POST", "/api/mail/preview", "admin", {
      content: WELCOME,
      recipient_id: ids.mei,
      locale: "en",
    });
    expect(inEnglish.json().subject).toBe("Welcome, 王美玲");
    expect(inEnglish.json().text).toBe("Dear 美玲 (mei), EduBridge says hi.");
    // Li reads zh-CN, which is blank: English.
    const li = await call("POST", "/api/mail/preview", "admin", { content: WELCOME, recipient_id: ids.li });
    expect(li.json()).toMatchObject({ locale: "en", subject: "Welcome, 李伟" });
    const sample = await call("POST", "/api/mail/preview", "admin", { content: WELCOME, locale: "zh-TW" });
    expect(sample.json()).toMatchObject({ subject: "歡迎 王美玲", recipient: { id: null } });
  });

  it("escapes names in the HTML", async () => {
    await ctx.database.db.execute(sql`update users set first_name = '<b>Jo</b>' where id = ${ids.late}`);
    const res = await call("POST", "/api/mail/preview", "admin", {
      content: WELCOME,
      recipient_id: ids.late,
    });
    expect(res.json().html).toContain("&lt;b&gt;Jo&lt;/b&gt;");
    expect(res.json().html).not.toContain("<b>Jo</b>");
  });

  it("sends once through the outbox, each person in their language", async () => {
    const mailId = await draftToEveryone();
    const staffSend = await call("POST", `/api/mail/${mailId}/send`, "staff");
    expect(staffSend.statusCode).toBe(403);
    const res = await call("POST", `/api/mail/${mailId}/send`, "admin");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: "sent",
      recipient_count: 4,
      counts: { recipients: 4, queued: 4 },
    });
    const rows = await outbox();
    expect(rows.map((r) => r.to_address).sort()).toEqual([
      "john@example.com",
      "li@example.com",
      "mei@example.com",
      "mom@example.com",
    ]);
    const mei = rows.find((r) => r.to_address === "mei@example.com");
    expect(mei).toMatchObject({ subject: "歡迎 王美玲", locale: "zh-TW", kind: "mail_center" });
    expect(mei?.html_body).toContain("王美玲 您好，育橋教育 歡迎您。");
    expect(mei?.meta.mail_id).toBe(mailId);
    expect(typeof mei?.meta.recipient_id).toBe("number");
    const john = rows.find((r) => r.to_address === "john@example.com");
    expect(john).toMatchObject({ subject: "Welcome, John Smith", locale: "en" });
    expect(john?.text_body).toBe("Dear John (john), EduBridge says hi.");
    expect(rows.find((r) => r.to_address === "li@example.com")?.locale).toBe("en");

    // Twice: refused, nothing more queued; a sent mail is read-only.
    const again = await call("POST", `/api/mail/${mailId}/send`, "admin");
    expect(again.statusCode).toBe(409);
    expect((await outbox()).length).toBe(4);
    const edit = await call("PATCH", `/api/mail/${mailId}`, "admin", {
      content: WELCOME,
      recipients: AUDIENCE,
    });
    expect(edit.statusCode).toBe(409);
    expect((await call("DELETE", `/api/mail/${mailId}`, "admin")).statusCode).toBe(409);
  });

  it("keeps who got it when a tag changes later", async () => {
    const mailId = await sentToEveryone();
    await ctx.database.db.insert(userTags).values({ userId: ids.late as number, tagId });
    const res = await call("GET", `/api/mail/${mailId}/recipients`, "staff");
    expect(res.json().total).toBe(4);
    expect(res.json().data.map((r: { name: string }) => r.name)).not.toContain("late");
  });

  it("shows each recipient's delivery state from the outbox", async () => {
    const mailId = await sentWithDeliveryStates();
    const list = await call("GET", `/api/mail/${mailId}/recipients`, "staff");
    const rows = list.json().data as { name: string; state: string; error: string | null }[];
    const byName = (name: string) => rows.find((r) => r.name === name);
    expect(byName("王美玲")).toMatchObject({ state: "sent", error: null, locale: "zh-TW" });
    expect(byName("John Smith")).toMatchObject({ state: "sent" });
    expect(byName("李伟")).toMatchObject({ state: "queued" });
    expect(byName("Anna Smith")).toMatchObject({ state: "failed", error: "550 mailbox unavailable" });
    const failed = await call("GET", `/api/mail/${mailId}/recipients?state=failed`, "admin");
    expect(failed.json().data.map((r: { name: string }) => r.name)).toEqual(["Anna Smith"]);
    const mails = await call("GET", "/api/mails?status=sent", "staff");
    expect(mails.json().data[0].counts).toEqual({ recipients: 4, queued: 1, sent: 2, failed: 1, held: 0 });
  });

  it("shows waiting mail as held when no mail server is configured (as the outbox does)", async () => {
    const mailId = await sentWithDeliveryStates();
    // The same database behind an app without SMTP_URL: nothing leaves, so Li's waiting mail is held.
    const app = await buildApp({ config: { ...ctx.config, SMTP_URL: undefined }, database: ctx.database });
    try {
      await app.ready();
      const get = (url: string) => app.inject({ method: "GET", url, headers: auth.staff });
      const rows = (await get(`/api/mail/${mailId}/recipients`)).json().data as {
        name: string;
        state: string;
      }[];
      expect(Object.fromEntries(rows.map((r) => [r.name, r.state]))).toEqual({
        王美玲: "sent",
        "John Smith": "sent",
        李伟: "held",
        "Anna Smith": "failed",
      });
      const held = await get(`/api/mail/${mailId}/recipients?state=held`);
      expect(held.json().data.map((r: { name: string }) => r.name)).toEqual(["李伟"]);
      expect((await get(`/api/mail/${mailId}/recipients?state=queued`)).json().total).toBe(0);
      const counts = { recipients: 4, queued: 0, sent: 2, failed: 1, held: 1 };
      expect((await get(`/api/mail/${mailId}`)).json().counts).toEqual(counts);
      expect((await get("/api/mails?status=sent")).json().data[0].counts).toEqual(counts);
    } finally {
      await app.close();
    }
    // With the mail server, the same mail is queued again.
    const queued = await call("GET", `/api/mail/${mailId}/recipients?state=queued`, "staff");
    expect(queued.json().data.map((r: { name: string }) => r.name)).toEqual(["李伟"]);
  });

  it("duplicates a sent mail into a new draft", async () => {
    const mailId = await sentToEveryone();
    // A student tagged after the mail went out.
    await ctx.database.db.insert(userTags).values({ userId: ids.late as number, tagId });
    const res = await call("POST", `/api/mail/${mailId}/duplicate`, "admin");
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: "draft", subject: "Welcome, {{name}}" });
    expect(res.json().id).not.toBe(mailId);
    // The draft now also reaches the student tagged later.
    expect(res.json().recipient_count).toBe(5);
    const drafts = await call("GET", "/api/mails?status=draft", "admin");
    expect(drafts.json().total).toBe(1);
  });

  it("refuses to send to nobody and to send without English text", async () => {
    await sentToEveryone();
    const queued = (await outbox()).length;
    const empty = await call("POST", "/api/mail", "admin", { content: WELCOME, recipients: AUDIENCE });
    const res = await call("POST", `/api/mail/${empty.json().id}/send`, "admin");
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(["recipients"]);
    const noBody = await call("POST", "/api/mail", "admin", {
      content: content({ subject: "Only a subject", body: "" }),
      recipients: { ...AUDIENCE, user_ids: [ids.john] },
    });
    const res2 = await call("POST", `/api/mail/${noBody.json().id}/send`, "admin");
    expect(res2.statusCode).toBe(422);
    expect(Object.keys(res2.json().errors)).toEqual(["content.en.body"]);
    expect((await outbox()).length).toBe(queued);
  });
});
