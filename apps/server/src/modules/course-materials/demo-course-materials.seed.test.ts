import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { signIn } from "../../../test/helpers/users";
import { DEMO_SEEDS, runSeeds } from "../../seed";
import { sessionClasses } from "../classes";

let ctx: TestContext;
/** Only the steps the materials' step reads (accounts, courses and classes), then it: a few seconds, not the whole demo. */
const STEPS = ["demo-accounts", "demo-courses", "demo-course-materials"];
const steps = () => DEMO_SEEDS.filter((seed) => STEPS.includes(seed.name));

beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" });
  expect(steps().map((seed) => seed.name)).toEqual(STEPS);
  await runSeeds(ctx.database.db, steps(), { config: ctx.config, log: ctx.app.log });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

type Materials = {
  folders: Array<{
    name: string;
    items: Array<{ title: string; link_url: string | null; file: { url: string } | null }>;
  }>;
};

it("gives the demo student's group class a unit with a PDF the class reads and a link; others cannot read the file", async () => {
  const student = await signIn(ctx.app, "student", "demo-password-test");
  const get = (url: string, authorization: string) =>
    ctx.app.inject({ method: "GET", url, headers: { authorization } });
  const [act] = await ctx.database.db
    .select({ id: sessionClasses.id })
    .from(sessionClasses)
    .where(eq(sessionClasses.name, "ACT Math & Science"));
  expect(act).toBeDefined();
  const answer = await get(`/api/session-classes/${act?.id}/materials`, student.authorization);
  expect(answer.statusCode).toBe(200);
  const [unit] = (answer.json() as Materials).folders;
  expect(unit?.items.map((item) => [item.title, item.link_url !== null, item.file !== null])).toEqual([
    ["第一單元練習題", false, true],
    ["Desmos 繪圖計算機", true, false],
  ]);
  const url = unit?.items[0]?.file?.url ?? "";
  const file = await get(url, student.authorization);
  expect(file.statusCode).toBe(200);
  expect(file.headers["content-type"]).toBe("application/pdf");
  // Our own one-page PDF (its text stream is not compressed).
  expect(file.rawPayload.subarray(0, 8).toString("latin1")).toBe("%PDF-1.4");
  expect(file.rawPayload.toString("latin1")).toContain("(ACT Math - Unit 1: Linear functions) Tj");
  // Chloe (student2) is in no class of this one: the uploads' rule refuses her (403: she is signed in).
  const other = await signIn(ctx.app, "student2", "demo-password-test");
  expect((await get(url, other.authorization)).statusCode).toBe(403);

  // Run again (a restart with the step's record gone): nothing is added twice.
  await runSeeds(ctx.database.db, [{ ...steps()[2]!, name: "demo-course-materials-again" }], {
    config: ctx.config,
    log: ctx.app.log,
  });
  const again = await get(`/api/session-classes/${act?.id}/materials`, student.authorization);
  expect((again.json() as Materials).folders).toHaveLength(1);
});
