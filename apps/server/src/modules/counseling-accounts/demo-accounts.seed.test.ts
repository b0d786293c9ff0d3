import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { openSecret } from "../../secrets/secret-box";
import { secretKeyring } from "../../secrets/secret-keys";
import { DEMO_SEEDS, runSeeds } from "../../seed";
import { passwordBinding } from "./account-view";
import { counselingThirdAccounts } from "./counseling-accounts.table";

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
  await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log });
});
afterAll(async () => {
  await ctx?.close();
});

it("seeds the demo student's Common App login, sealed, and the services he applies through", async () => {
  const rows = await ctx.database.db.select().from(counselingThirdAccounts);
  const commonApp = rows.find((row) => row.thirdServiceType === "common_app");
  expect(commonApp).toMatchObject({
    account: "ethan.huang@example.com",
    commonAppId: "31415926",
    isApplying: true,
  });
  expect(rows.find((row) => row.thirdServiceType === "california_app")?.isApplying).toBe(true);
  const keyring = await secretKeyring(ctx.database.db, ctx.config);
  const binding = passwordBinding(commonApp?.studentUserId ?? 0, "common_app");
  expect(openSecret(commonApp?.passwordSealed ?? "", binding, keyring)).toBe("demo-common-app-2026");
  // Run again on the same database: the step is recorded and does not run twice.
  await runSeeds(ctx.database.db, DEMO_SEEDS, { config: ctx.config, log: ctx.app.log });
  const again = await ctx.database.db
    .select()
    .from(counselingThirdAccounts)
    .where(eq(counselingThirdAccounts.thirdServiceType, "common_app"));
  expect(again).toHaveLength(1);
});
