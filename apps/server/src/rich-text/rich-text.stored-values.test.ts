import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../test/helpers/test-app";
import { queryRows } from "../db/query-rows";
import { DEMO_SEEDS, runSeeds } from "../seed";
import { looksLikeHtml, richTextToPlainText, sanitizeRichText, toRichText } from "./index";

/** The demo steps that write rich text, with those they build on (money and payroll write none). */
const TEXT_SEEDS = DEMO_SEEDS.filter(({ name }) => !/billing|payroll|lesson-schedule/.test(name));

/** Every rich-text value the demo stores (reports, lesson logs, to-dos, mail templates and mails, stories). */
let stored: { source: string; value: string }[] = [];
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" });
  await runSeeds(ctx.database.db, TEXT_SEEDS, { config: ctx.config, log: ctx.app.log });
  const rows = await queryRows<{ source: string; value: string | null }>(
    ctx.database.db,
    sql`select 'progress_reports.content' as source, content as value from progress_reports
        union all select 'teaching_logs.content', content from teaching_logs
        union all select 'teaching_logs.homework', homework from teaching_logs
        union all select 'todos.notes', notes from todos
        union all select 'private_lessons.request_content', request_content from private_lessons
        union all select 'private_lessons.mail_content', mail_content from private_lessons
        union all select 'mail_templates.' || key, value->>'body' from mail_templates, jsonb_each(content)
        union all select 'mails.' || key, value->>'body' from mails, jsonb_each(content)
        union all select 'stories.' || key, value->>'body' from stories, jsonb_each(translations)`,
  );
  const seen = new Set<string>();
  stored = rows.flatMap(({ source, value }) => {
    if (!value || seen.has(value)) return [];
    seen.add(value);
    return [{ source, value }];
  });
}, 120_000);
afterAll(() => ctx.close());

describe("the product's own stored rich text", () => {
  it("is found in every kind of field the demo fills", () => {
    const sources = new Set(stored.map(({ source }) => source.split(".")[0]));
    expect([...sources].sort()).toEqual([
      "mail_templates",
      "mails",
      "progress_reports",
      "stories",
      "teaching_logs",
      "todos",
    ]);
    expect(stored.length).toBeGreaterThan(20);
  });

  it("comes out of the sanitizer unchanged (HTML) and stable (plain text stored before the editor)", () => {
    for (const { source, value } of stored) {
      if (looksLikeHtml(value)) expect(sanitizeRichText(value), source).toBe(value);
      const clean = toRichText(value);
      expect(sanitizeRichText(clean), source).toBe(clean);
    }
  });

  it("reads as plain text without any markup left", () => {
    for (const { source, value } of stored) {
      const text = richTextToPlainText(toRichText(value));
      expect(text, source).not.toMatch(/<\/?[a-z][^>]*>|&(?:amp|lt|gt|quot|nbsp);/i);
      expect(text.length, source).toBeGreaterThan(0);
    }
  });
});
