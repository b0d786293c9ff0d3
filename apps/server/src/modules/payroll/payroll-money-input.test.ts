import { translateMessage } from "@edu/shared";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { payrolls } from "./payroll.table";

// A bonus says the money module's reason (the shared schema's keys), in the reader's language.
describe("payroll bonus amounts answer the money module's reasons", () => {
  let ctx: TestContext;
  let teacherId = 0;
  let headers: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    await createUser(ctx.database.db, { username: "admin", roles: ["super-admin"] });
    teacherId = (await createUser(ctx.database.db, { username: "teacher", roles: ["teacher"] })).id;
    headers = { authorization: (await signIn(ctx.app, "admin")).authorization };
  });
  afterAll(async () => {
    await ctx.close();
  });

  const postBonus = (amount: number, lang: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/payroll",
      headers: { ...headers, "accept-language": lang },
      payload: {
        teacher_user_id: teacherId,
        title: "March",
        period_start: "2026-03-01",
        period_end: "2026-03-31",
        currency: "TWD",
        teaching_log_ids: [],
        manual_items: [{ kind: "bonus", reason: "Mock exam", amount }],
      },
    });

  it.each([
    [50_050, "zh-TW", "v.money_decimals"],
    [0, "en", "v.money_positive"],
    [-10_000, "zh-CN", "v.money_positive"],
    [1_000_000_000_100, "en", "v.money_too_large"],
  ] as const)("a bonus of %d minor units (TWD) is refused in %s with %s", async (amount, lang, key) => {
    const res = await postBonus(amount, lang);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors["manual_items.0.amount"]).toEqual([translateMessage(lang, key)]);
    expect(await ctx.database.db.select().from(payrolls)).toHaveLength(0);
  });
});
