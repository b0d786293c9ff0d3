import { convertMoney } from "@edu/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { currentRates } from "./index";

let ctx: TestContext;
const auth: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestApp();
  const people = [
    { username: "admin", roles: ["super-admin"] as const, firstName: "Ada" },
    { username: "staff", roles: ["staff"] as const },
    { username: "parent", roles: ["parent"] as const },
    { username: "teacher", roles: ["teacher"] as const },
  ];
  for (const person of people) {
    const row = await createUser(ctx.database.db, { ...person, roles: [...person.roles] });
    ids[person.username] = row.id;
    auth[person.username] = (await signIn(ctx.app, person.username)).authorization;
  }
});
afterAll(() => ctx.close());

const as = (user?: string, extra: Record<string, string> = {}) =>
  user ? { authorization: auth[user] ?? "", ...extra } : extra;
const rowCount = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from exchange_rates`))[0]?.n;
const auditCount = async () =>
  (
    await queryRows<{ n: number }>(
      ctx.database.db,
      sql`select count(*)::int as n from audit_log where target_type = 'exchange_rate'`,
    )
  )[0]?.n;

const setRates = (body: unknown, user = "admin", headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: "POST",
    url: "/api/money-convert-ratio",
    headers: as(user, headers),
    payload: body as Record<string, unknown>,
  });

describe("exchange rates", () => {
  it("answers the built-in defaults (USD 32, CNY 4.5) as strings before anyone sets a rate", async () => {
    const res = await ctx.app.inject({
      method: "GET",
      url: "/api/money-convert-ratio",
      headers: as("parent"),
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.base).toBe("TWD");
    expect(body.rates).toEqual({ USD: "32", CNY: "4.5" });
    expect(body.entries.map((entry: { is_default: number }) => entry.is_default)).toEqual([1, 1]);
    expect(await currentRates(ctx.database.db)).toEqual({ USD: "32", CNY: "4.5" });
    expect(await rowCount()).toBe(0);
  });

  it("needs a signed-in caller to read and an admin to set or list the history", async () => {
    expect((await ctx.app.inject({ method: "GET", url: "/api/money-convert-ratio" })).statusCode).toBe(401);
    expect((await setRates({ rates: { USD: "31" } }, "staff")).statusCode).toBe(403);
    expect((await setRates({ rates: { USD: "31" } }, "parent")).statusCode).toBe(403);
    for (const user of ["staff", "teacher"]) {
      const history = await ctx.app.inject({
        method: "GET",
        url: "/api/money-convert-ratio/history",
        headers: as(user),
      });
      expect(history.statusCode).toBe(403);
    }
    expect(await rowCount()).toBe(0);
  });

  it("refuses floats, zero, junk and empty bodies with field errors and writes nothing", async () => {
    const float = await setRates({ rates: { USD: 31.5 } });
    expect(float.statusCode).toBe(422);
    expect(float.json().errors["rates.USD"]).toEqual([
      "Enter the rate as a number of TWD per unit, e.g. 31.52 (up to 8 decimals).",
    ]);
    const zero = await setRates({ rates: { CNY: "0.000" } }, "admin", { "accept-language": "zh-TW" });
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors["rates.CNY"]).toEqual(["匯率必須大於 0。"]);
    for (const rate of ["-1", "1e3", "12.123456789", "abc", "1234567"]) {
      expect((await setRates({ rates: { USD: rate } })).statusCode, rate).toBe(422);
    }
    const empty = await setRates({ rates: {} });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.rates).toEqual(["Set at least one rate."]);
    expect((await setRates({ rates: { EUR: "35" } })).statusCode).toBe(422);
    expect(await rowCount()).toBe(0);
    expect(await auditCount()).toBe(0);
  });

  it("sets rates, keeps every earlier one in the history and records who and when", async () => {
    const first = await setRates({ rates: { USD: "31.52", CNY: "4.35" }, note: "bank rate" });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().rates).toEqual({ USD: "31.52", CNY: "4.35" });
    const usd = first.json().entries.find((entry: { currency: string }) => entry.currency === "USD");
    expect(usd).toMatchObject({ rate: "31.52", is_default: 0, note: "bank rate" });
    expect(usd.set_by).toMatchObject({ id: ids.admin, first_name: "Ada" });
    expect(typeof usd.set_at).toBe("string");

    const second = await setRates({ rates: { USD: "30.125" } });
    expect(second.statusCode).toBe(200);
    expect(second.json().rates).toEqual({ USD: "30.125", CNY: "4.35" });

    const rates = await currentRates(ctx.database.db);
    expect(rates).toEqual({ USD: "30.125", CNY: "4.35" });
    // Strings all the way: the conversion is exact (100 USD = 3,012.50 TWD → 3,013 whole TWD).
    expect(convertMoney(10_000, "USD", "TWD", rates)).toBe(301_300);

    const history = await ctx.app.inject({
      method: "GET",
      url: "/api/money-convert-ratio/history?currency=USD",
      headers: as("admin"),
    });
    expect(history.statusCode).toBe(200);
    expect(history.json().total).toBe(2);
    expect(history.json().data.map((row: { rate: string }) => row.rate)).toEqual(["30.125", "31.52"]);
    expect(await rowCount()).toBe(3);
    expect(await auditCount()).toBe(3);
    const [audit] = await queryRows<{ before: unknown; after: { rate: string } }>(
      ctx.database.db,
      sql`select before, after from audit_log where target_type = 'exchange_rate' order by id desc limit 1`,
    );
    expect(audit?.before).toEqual({ currency: "USD", rate: "31.52" });
    expect(audit?.after.rate).toBe("30.125");

    const read = await ctx.app.inject({
      method: "GET",
      url: "/api/money-convert-ratio",
      headers: as("teacher"),
    });
    expect(read.json().rates).toEqual({ USD: "30.125", CNY: "4.35" });
  });
});
