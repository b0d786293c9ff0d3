import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { balanceOf } from "../balance";
import { proofUpload } from "./bill-money.test-helpers";
import { fund, makeBillIn, paymentsValue, setRates } from "./conversion.test-helpers";

/**
 * Pay-from-balance rounded each request half-up to a whole TWD, so ten requests of
 * ¥0.12 and ten of US$0.02 (¥1.20 + US$0.20, worth NT$11.80) settled NT$20; ten of NT$0.16 paid
 * US$0.10; {"amount": 50} paid NT$0.50. Now an amount is valid in its currency and a conversion
 * credits what the money is worth rounded down, the remainder recorded.
 */
const RATES = { USD: "32", CNY: "4.5" };
const DECIMALS = "Too many decimal places for this currency (USD takes cents, TWD and CNY whole units).";
const BELOW_MINIMUM =
  "The amount is below the smallest payment (NT$1, ¥1 or US$0.01), also once converted into the bill's currency.";

let ctx: TestContext;
let adminId: number;
let admin: Record<string, string>;
const db = () => ctx.database.db;

async function family(username: string) {
  const id = (await createUser(db(), { username, roles: ["parent"] })).id;
  return { id, headers: { authorization: (await signIn(ctx.app, username)).authorization } };
}

const post = (url: string, headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: "POST", url, headers, payload });

const auditCount = async () =>
  (await queryRows<{ n: number }>(db(), sql`select count(*)::int as n from audit_log`))[0]?.n;

beforeAll(async () => {
  ctx = await createTestApp();
  adminId = (await createUser(db(), { username: "conv-admin", roles: ["super-admin"] })).id;
  admin = { authorization: (await signIn(ctx.app, "conv-admin")).authorization };
  await setRates(db(), RATES, adminId);
});

afterAll(async () => {
  await ctx?.close();
});

describe("conversions never credit more than they debit", () => {
  it("¥1.20 + US$0.20 in ten parts each never settles NT$20: the parts are refused, valid payments round down", async () => {
    const parent = await family("conv-cny-usd");
    await fund(db(), parent.id, 100_00, "CNY", adminId);
    await fund(db(), parent.id, 100_00, "USD", adminId);
    const bill = await makeBillIn(db(), {
      parentUserId: parent.id,
      createdBy: adminId,
      currency: "TWD",
      amount: 1_000_00,
    });
    const url = `/api/order/${bill}/pay-from-balance`;
    for (let i = 0; i < 10; i++) {
      const cny = await post(url, parent.headers, { amount: 12, currency: "CNY" }); // ¥0.12
      expect(cny.statusCode).toBe(422);
      expect(cny.json().errors.amount).toEqual([DECIMALS]);
      const usd = await post(url, parent.headers, { amount: 2, currency: "USD" }); // US$0.02 = NT$0.64
      expect(usd.statusCode).toBe(422);
      expect(usd.json().errors.amount).toEqual([BELOW_MINIMUM]);
    }
    const proof = await post(`/api/order/${bill}/transaction`, parent.headers, {
      amount: 2,
      currency: "USD",
      date: "2026-11-02",
      proof_upload_id: await proofUpload(db(), parent.id),
    });
    expect(proof.statusCode).toBe(422);
    expect(proof.json().errors.amount).toEqual([BELOW_MINIMUM]);
    expect((await paymentsValue(db(), bill, RATES)).rows).toEqual([]);
    expect(await balanceOf(db(), parent.id, "CNY")).toEqual({ available: 100_00, pending: 0 });

    // ¥3 = NT$13.50 → NT$13 credited, 50 minor units left; US$0.50 = NT$16 exactly.
    expect((await post(url, parent.headers, { amount: 300, currency: "CNY" })).statusCode).toBe(200);
    const last = await post(url, parent.headers, { amount: 50, currency: "USD" });
    expect(last.json().data.summary).toMatchObject({ balance_paid: 29_00, outstanding: 971_00 });
    const { rows, taken, credited } = await paymentsValue(db(), bill, RATES);
    expect(
      rows.map((row) => [row.originalAmount, row.originalCurrency, row.amount, row.conversionRemainder]),
    ).toEqual([
      [300, "CNY", 13_00, "50"],
      [50, "USD", 16_00, "0"],
    ]);
    expect(credited <= taken).toBe(true);
    expect(await balanceOf(db(), parent.id, "CNY")).toEqual({ available: 97_00, pending: 0 });
    expect(await balanceOf(db(), parent.id, "USD")).toEqual({ available: 99_50, pending: 0 });
  });

  it("NT$1.60 in ten parts never pays US$0.10: the parts are refused; NT$1 pays US$0.03 (0.125 cent left)", async () => {
    const parent = await family("conv-twd-usd");
    await fund(db(), parent.id, 1_000_00, "TWD", adminId);
    const bill = await makeBillIn(db(), {
      parentUserId: parent.id,
      createdBy: adminId,
      currency: "USD",
      amount: 100_00,
    });
    const url = `/api/order/${bill}/pay-from-balance`;
    for (let i = 0; i < 10; i++) {
      const part = await post(url, parent.headers, { amount: 16, currency: "TWD" });
      expect(part.statusCode).toBe(422);
      expect(part.json().errors.amount).toEqual([DECIMALS]);
    }
    for (let i = 0; i < 10; i++) {
      expect((await post(url, parent.headers, { amount: 100, currency: "TWD" })).statusCode).toBe(200);
    }
    const { rows, taken, credited } = await paymentsValue(db(), bill, RATES);
    expect(rows.every((row) => row.amount === 3 && row.conversionRemainder === "0.125")).toBe(true);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(30); // NT$10 is worth US$0.3125
    expect(credited <= taken).toBe(true);
    expect(await balanceOf(db(), parent.id, "TWD")).toEqual({ available: 990_00, pending: 0 });
  });

  it('{"amount": 50} (NT$0.50) is refused on amount, whoever pays and however: nothing written', async () => {
    const parent = await family("conv-half");
    await fund(db(), parent.id, 1_000_00, "TWD", adminId);
    const bill = await makeBillIn(db(), {
      parentUserId: parent.id,
      createdBy: adminId,
      currency: "TWD",
      amount: 1_000_00,
    });
    const audits = await auditCount();
    const refused = [
      await post(`/api/order/${bill}/pay-from-balance`, parent.headers, { amount: 50 }),
      await post(`/api/order/${bill}/transaction`, admin, { amount: 50, date: "2026-11-02" }),
      await post(`/api/order/${bill}/transaction`, parent.headers, {
        amount: 50,
        date: "2026-11-02",
        proof_upload_id: await proofUpload(db(), parent.id),
      }),
      await post(`/api/order/${bill}/transaction`, admin, {
        amount: 1_050,
        currency: "CNY",
        date: "2026-11-02",
      }),
    ];
    for (const res of refused) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.amount).toEqual([DECIMALS]);
    }
    expect((await paymentsValue(db(), bill, RATES)).rows).toEqual([]);
    expect(await balanceOf(db(), parent.id, "TWD")).toEqual({ available: 1_000_00, pending: 0 });
    expect(await auditCount()).toBe(audits);
  });
});
