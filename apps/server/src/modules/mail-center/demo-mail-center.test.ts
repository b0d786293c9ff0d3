import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { signIn } from "../../../test/helpers/users";
import { DEMO_SEEDS, runSeeds } from "../../seed";

let ctx: TestContext;
const auth: Record<string, { authorization: string }> = {};
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" });
  await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log });
  for (const username of ["admin", "staff"])
    auth[username] = { authorization: (await signIn(ctx.app, username, "demo-password-test")).authorization };
}, 120_000);
afterAll(() => ctx?.close());

const get = (url: string, who = "admin") => ctx.app.inject({ method: "GET", url, headers: auth[who] });
type Summary = { id: number; status: string; subject: string; template_id: number | null };

describe("demo mail center (seed step demo-mail-center)", () => {
  it("keeps a holiday-closure template in three languages, with variables and blanks for the dates", async () => {
    const templates = (await get("/api/mail-templates", "staff")).json().data;
    expect(templates).toHaveLength(1);
    const [template] = templates;
    expect(template.name).toBe("Holiday closure 停課通知");
    expect(template.content["zh-TW"]).toMatchObject({ subject: "【{{school}}】連假停課通知" });
    for (const lang of ["en", "zh-TW", "zh-CN"]) {
      expect(template.content[lang].subject, lang).not.toBe("");
      expect(template.content[lang].body, lang).toContain("{{name}}");
    }
    expect(template.content["zh-TW"].body).toContain("〇月〇日（週〇）");
  });

  it("has the term-start notice sent to every active student and parent, each with a delivery state", async () => {
    const mails = (await get("/api/mails", "staff")).json().data as Summary[];
    expect(mails.map((m) => m.status).sort()).toEqual(["draft", "sent"]);
    const sent = mails.find((m) => m.status === "sent") as Summary;
    expect(sent.subject).toMatch(/^(Spring|Summer|Fall) \d{4} term starts on \w+day, \w+ \d+$/);
    const detail = (await get(`/api/mail/${sent.id}`, "staff")).json();
    expect(detail.recipients.roles).toEqual(["student", "parent"]);
    // No mail server in tests (no SMTP_URL): the outbox holds the mails.
    expect(detail).toMatchObject({
      recipient_count: 3,
      sent_by_name: "Grace Lin",
      counts: { recipients: 3, held: 3, queued: 0, sent: 0, failed: 0 },
    });
    const recipients = (await get(`/api/mail/${sent.id}/recipients`, "staff")).json().data as {
      name: string;
      email: string;
      locale: string;
      state: string;
    }[];
    // Oliver Tsai (the former student) is inactive: left out.
    expect(recipients.map((r) => [r.name, r.locale, r.state])).toEqual([
      ["Jennifer Huang", "zh-TW", "held"],
      ["Ethan Huang", "en", "held"],
      ["Chloe Huang", "en", "held"],
    ]);

    // In the outbox, each in their language with the variables filled in.
    const outbox = (await get("/api/mail-outbox?kind=mail_center")).json().data as {
      to: string;
      subject: string;
      text: string;
      locale: string;
    }[];
    expect(outbox).toHaveLength(3);
    const mother = outbox.find((m) => m.to === "parent@demo.example.com");
    expect(mother?.locale).toBe("zh-TW");
    expect(mother?.subject).toMatch(/^【育橋教育】\d{4} (春季|暑期|秋季)班 \d+ 月 \d+ 日（週.）開課$/);
    expect(mother?.text).toContain("Jennifer Huang 您好：");
    const ethan = outbox.find((m) => m.to === "student@demo.example.com");
    expect(ethan?.text).toMatch(/^Dear Ethan Huang,\n\nWelcome to the \w+ \d{4} term at EduBridge!/);
    expect(ethan?.text).toContain(
      "\n\n- Class times and classrooms are on your home page once you log in.\n- ",
    );
    expect(ethan?.text).not.toContain("{{");
  });

  it("has a draft for the SAT class's students and parents, in English and Traditional Chinese", async () => {
    const drafts = (await get("/api/mails?status=draft")).json().data as Summary[];
    expect(drafts).toHaveLength(1);
    const draft = (await get(`/api/mail/${drafts[0]?.id}`)).json();
    expect(draft.subject).toMatch(/^Mock SAT on Saturday, \w+ \d+: SAT Reading & Writing A$/);
    expect(draft.recipients).toMatchObject({
      classes: [{ name: "SAT Reading & Writing A" }],
      class_audience: "both",
      users: [],
      tags: [],
      roles: [],
    });
    // Ethan (placed in the class) and his mother.
    expect(draft.recipient_count).toBe(2);
    expect(draft.content["zh-TW"].subject).toMatch(/^SAT 閱讀與寫作 A 班 \d+ 月 \d+ 日（週六）模擬考通知$/);
    expect(draft.content["zh-CN"]).toEqual({ subject: "", body: "" });
    // A Chinese reader previews it in Traditional Chinese, the school's name filled in.
    const preview = await ctx.app.inject({
      method: "POST",
      url: "/api/mail/preview",
      headers: auth.admin,
      payload: { content: draft.content, locale: "zh-TW" },
    });
    expect(preview.json().html).toContain("王美玲 您好：");
    expect(preview.json().html).toContain("在育橋教育台北校 301 教室");
  });
});
