import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { runSeeds } from "../../seed";
import { demoAccountsSeed } from "./demo-accounts.seed";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" });
  await runSeeds(ctx.database.db, [demoAccountsSeed], { config: ctx.config, log: ctx.app.log });
});
afterAll(() => ctx.close());

const shown = async (locale: string) =>
  (
    await ctx.app.inject({
      method: "GET",
      url: "/api/teacher/show-bio",
      headers: { "accept-language": locale },
    })
  ).json().data as { bio: string; localized: { bio: string } }[];

describe("demo teachers' bios", () => {
  it("reads in each language on /instructors: Chinese for Chinese readers, English otherwise", async () => {
    const en = await shown("en");
    expect(en.length).toBeGreaterThanOrEqual(2);
    for (const teacher of en) expect(teacher.localized.bio).toBe(teacher.bio);
    for (const locale of ["zh-TW", "zh-CN"]) {
      for (const teacher of await shown(locale)) {
        expect(teacher.localized.bio, locale).not.toBe(teacher.bio);
        expect(teacher.localized.bio, locale).toMatch(/[\u4e00-\u9fff]/);
      }
    }
  });
});
