import { LOCALES } from "@edu/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { runSeeds } from "../seed";
import { demoContentSeed } from "./demo-content";

let ctx: TestContext;
const seed = () => runSeeds(ctx.database.db, [demoContentSeed], { config: ctx.config, log: ctx.app.log });
beforeAll(async () => {
  ctx = await createTestApp();
  await seed();
});
afterAll(() => ctx.close());

const get = (url: string, lang = "en") =>
  ctx.app.inject({ method: "GET", url, headers: { "accept-language": lang } });

describe("demo content", () => {
  it("fills every FAQ section, the instructor FAQ and six stories, complete in all three languages", async () => {
    const topics = (await get("/api/faq-topics")).json().data;
    expect(topics.map((t: { slug: string }) => t.slug)).toEqual([
      "about-us",
      "courses",
      "counseling",
      "enrollment",
      "instructors",
    ]);
    for (const locale of LOCALES) {
      const faqs = (await get("/api/faqs?page_size=200", locale)).json();
      expect(faqs.total).toBeGreaterThanOrEqual(12);
      expect(faqs.data.every((f: { missing_locales: string[] }) => f.missing_locales.length === 0)).toBe(
        true,
      );
      const stories = (await get("/api/stories", locale)).json();
      expect(stories.total).toBe(6);
      expect(stories.data.every((s: { missing_locales: string[] }) => s.missing_locales.length === 0)).toBe(
        true,
      );
    }
    expect((await get("/api/faqs?faq_topic_slug=about-us")).json().total).toBe(3);
    expect((await get("/api/instructor-faq", "zh-TW")).json().data[0].question).toBe(
      "你們的老師是什麼背景？",
    );
  });

  it("holds every marketing figure, the 40-item counseling table and page titles per language", async () => {
    const figures = (await get("/api/site-content/marketing.figures")).json();
    expect(figures.data).toMatchObject({
      class_size_min: 6,
      class_size_max: 12,
      sat_score_gain: 250,
      act_score_gain: 7,
    });
    expect(figures.data.group_discounts.map((d: { amount: number }) => d.amount)).toEqual([
      200000, 300000, 500000,
    ]);
    const table = (await get("/api/site-content/counseling.services", "zh-CN")).json();
    expect(table.missing_locales).toEqual([]);
    expect(table.content.groups.map((g: { key: string }) => g.key)).toEqual([
      "assess",
      "prepare",
      "apply",
      "follow-up",
      "qa",
    ]);
    expect(table.content.groups.flatMap((g: { items: unknown[] }) => g.items)).toHaveLength(40);
    const meta = (await get("/api/site-content/site.page-meta", "zh-TW")).json();
    expect(meta.content.sat_course.title).toBe("SAT 課程");
    const all = (await get("/api/site-content")).json().data;
    expect(all.every((e: { missing_locales: string[] }) => e.missing_locales.length === 0)).toBe(true);
  });

  it("redirects /blogs, the seminar link and the demo short links; a second run adds nothing", async () => {
    expect((await get("/blogs")).headers.location).toBe("https://blog.edubridge.example/");
    expect((await get("/l/admissions_stories_seminar")).headers.location).toMatch(/^https:\/\/forms\./);
    const visit = await get("/l/sat-summer-2026");
    expect([visit.statusCode, visit.headers.location]).toEqual([
      302,
      "https://forms.edubridge.example/sat-summer-2026",
    ]);
    expect(await seed()).toEqual([]);
  });
});
