import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { signIn } from "../../../test/helpers/users";
import { DEMO_SEEDS, runSeeds } from "../../seed";
import { counselingEssayComments, counselingEssays } from "./counseling-essays.table";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" });
  await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

it("seeds the demo student's personal essay with a comment thread and his Columbia supplement", async () => {
  const essays = await ctx.database.db.select().from(counselingEssays);
  expect(essays).toHaveLength(2);
  const personal = essays.find((row) => row.counselingSchoolId === null);
  expect(personal).toMatchObject({ status: "in_progress", version: 1, wordLimit: 650 });
  expect(personal?.wordCount).toBeGreaterThan(50);
  const comments = await ctx.database.db.select().from(counselingEssayComments);
  expect(comments.map((row) => row.parentId === null)).toEqual([true, false]);
  // His mother reads them and the thread through the API.
  const parent = await signIn(ctx.app, "parent", "demo-password-test");
  const list = await ctx.app.inject({
    method: "GET",
    url: `/api/counseling-essays?student_user_id=${personal?.studentUserId}`,
    headers: { authorization: parent.authorization },
  });
  expect(list.json()).toMatchObject({ total: 2, can_write: 0 });
  expect(list.json().data.map((row: { school_name: string | null }) => row.school_name)).toContain(
    "Columbia University in the City of New York",
  );
});
