import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { signIn } from "../../../test/helpers/users";
import { DEMO_SEEDS, runSeeds } from "../../seed";
import { fullPractices } from "./full-practices.table";
import { demoPracticesSeed } from "./practices.seed";
import { practices } from "./practices.table";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" });
  await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log });
}, 180_000);
afterAll(async () => {
  await ctx?.close();
});

it("seeds the teacher's two practices and a full practice of them; the student sees and has taken the first", async () => {
  const rows = await ctx.database.db.select().from(practices);
  expect(rows.map((row) => [row.name, row.sections.map((s) => s.title), row.formId !== null])).toEqual([
    ["SAT practice: Reading & Writing and Math", ["Reading and Writing", "Math"], true],
    ["SAT practice: Math, second module", ["Math"], true],
  ]);
  const [full] = await ctx.database.db.select().from(fullPractices);
  expect(full?.practiceIds).toEqual(rows.map((row) => row.id));

  const student = await signIn(ctx.app, "student", "demo-password-test");
  const list = await ctx.app.inject({ method: "GET", url: "/api/practices", headers: student });
  expect(list.json().total).toBe(2);
  const first = rows[0]?.id;
  const attempts = await ctx.app.inject({
    method: "GET",
    url: `/api/practice/${first}/attempts`,
    headers: student,
  });
  expect(attempts.json().data).toHaveLength(1);
  const teacher = await signIn(ctx.app, "teacher", "demo-password-test");
  const fulls = await ctx.app.inject({ method: "GET", url: "/api/full-practices", headers: teacher });
  expect(fulls.json().data).toEqual([
    expect.objectContaining({ name: "SAT practice day", section_count: 2 }),
  ]);
});

it("changes nothing when run again", async () => {
  await demoPracticesSeed.run(ctx.database.db as never, { config: ctx.config, log: ctx.app.log });
  expect(await ctx.database.db.select().from(practices)).toHaveLength(2);
});

it("submits the demo student's attempt through the engine's answer and submit use cases", async () => {
  const db = ctx.database.db;
  const [first] = await db
    .select()
    .from(practices)
    .where(eq(practices.name, "SAT practice: Reading & Writing and Math"));
  if (!first) throw new Error("demo practice missing");
  const teacher = await signIn(ctx.app, "teacher", "demo-password-test");
  const results = await ctx.app.inject({
    method: "GET",
    url: `/api/practice/${first.id}/results`,
    headers: teacher,
  });
  const [row] = results.json().data;
  // Two of three single-choice answers right in each section: a score between the table's ends.
  expect(row.score.raw).toBeGreaterThan(0);
  expect(row.score.scaled).toBeGreaterThan(400);
});
