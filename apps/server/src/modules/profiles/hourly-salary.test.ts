import { translateMessage } from "@edu/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";

// A teacher's hourly salary is greater than 0, refused in the money module's words.
describe("PATCH teacher/profile/{id}: the hourly salary's reasons", () => {
  let ctx: TestContext;
  let teacherId = 0;
  let headers: Record<string, string> = {};

  beforeAll(async () => {
    ctx = await createTestApp();
    await createUser(ctx.database.db, { username: "admin", roles: ["super-admin"] });
    teacherId = (await createUser(ctx.database.db, { username: "teacher", roles: ["teacher"] })).id;
    headers = { authorization: (await signIn(ctx.app, "admin")).authorization };
  });
  afterAll(() => ctx.close());

  const patch = (payload: object, lang: string) =>
    ctx.app.inject({
      method: "PATCH",
      url: `/api/teacher/profile/${teacherId}`,
      headers: { ...headers, "accept-language": lang },
      payload,
    });
  const stored = async () =>
    (
      await queryRows<{ n: number }>(
        ctx.database.db,
        sql`select count(*)::int as n from teacher_profiles where hourly_salary is not null`,
      )
    )[0]?.n;

  it.each([
    [0, "TWD", "zh-TW", "v.money_positive"],
    [-10_000, "TWD", "en", "v.money_positive"],
    [50_050, "TWD", "zh-CN", "v.money_decimals"],
    [50_050, null, "en", "v.money_decimals"],
    [1_000_000_000_100, "USD", "en", "v.money_too_large"],
  ] as const)("%d minor units (%s) is refused in %s with %s", async (amount, currency, lang, key) => {
    const res = await patch({ hourly_salary: amount, hourly_salary_currency: currency }, lang);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.hourly_salary).toEqual([translateMessage(lang, key)]);
    expect(await stored()).toBe(0);
  });

  it("takes a salary valid in its currency", async () => {
    const res = await patch({ hourly_salary: 50_050, hourly_salary_currency: "USD" }, "en");
    expect(res.statusCode).toBe(200);
    expect(res.json().teacher).toMatchObject({ hourly_salary: 50_050, hourly_salary_currency: "USD" });
  });
});
