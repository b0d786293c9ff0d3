import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { signIn } from "../../../test/helpers/users";
import { listOutbox } from "../../mail";
import { DEMO_SEEDS, runSeeds } from "../../seed";
import { counselingReports } from "./counseling-reports.table";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ DEMO_PASSWORD: "demo-password-test" });
  await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log });
}, 120_000);
afterAll(async () => {
  await ctx?.close();
});

it("seeds this month's report for the demo student, sent to his mother, who reads it", async () => {
  const [report, ...more] = await ctx.database.db.select().from(counselingReports);
  expect(more).toHaveLength(0);
  expect(report).toMatchObject({ state: "sent" });
  expect(report?.facts.meetings.length).toBeGreaterThan(0);
  expect(await listOutbox(ctx.database.db, { kind: "counseling_report" })).toHaveLength(
    report?.recipients.filter((r) => r.mail === 1).length ?? -1,
  );
  const parent = await signIn(ctx.app, "parent", "demo-password-test");
  const read = await ctx.app.inject({
    method: "GET",
    url: `/api/counseling-report/${report?.id}`,
    headers: { authorization: parent.authorization },
  });
  expect(read.statusCode).toBe(200);
  expect(read.json().summary).toContain("essay prompt");
});
