import {
  CURRENCIES,
  type Currency,
  createOrderTransactionBodySchema,
  MIN_PAYMENT_MINOR,
  payFromBalanceBodySchema,
} from "@edu/shared";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser } from "../../../test/helpers/users";
import type { Actor } from "../../http/actor";
import { AppError } from "../../http/app-error";
import { balanceOf } from "../balance";
import { proofUpload } from "./bill-money.test-helpers";
import { fund, inTwd, makeBillIn, paymentsValue, setRates } from "./conversion.test-helpers";
import { createOrderTransaction } from "./order-transaction.service";
import { payOrderFromBalance } from "./pay-from-balance.service";

/**
 * No sequence of payments in mixed currencies settles more value than it
 * takes, measured at the rates the payments used. Random rates are stored as an admin sets them, then
 * the real services (behind the routes' own schemas) take payments from the balance, received by an
 * admin, and parents' proofs, on a bill in a random currency.
 */
const FUNDED = 10_000_00;

let ctx: TestContext;
let admin: Actor;
let runs = 0;
const db = () => ctx.database.db;

/** A rate an admin could type: 4 decimals. */
const rate = (min: number, max: number) =>
  fc.integer({ min: min * 10_000, max: max * 10_000 }).map((n) => (n / 10_000).toFixed(4));
const currency = fc.constantFrom<Currency>(...CURRENCIES);
/** A valid amount of its currency: mostly a few units (where rounding shows), sometimes more. */
const payment = fc
  .record({
    kind: fc.constantFrom("balance", "received", "proof"),
    currency,
    units: fc.oneof(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 3_000 })),
  })
  .map(({ kind, currency: code, units }) => ({
    kind,
    currency: code,
    amount: units * MIN_PAYMENT_MINOR[code],
  }));
const scenario = fc.record({
  billCurrency: currency,
  rates: fc.record({ USD: rate(20, 40), CNY: rate(3, 6) }),
  payments: fc.array(payment, { minLength: 1, maxLength: 8 }),
});

beforeAll(async () => {
  ctx = await createTestApp();
  admin = {
    id: (await createUser(db(), { username: "prop-admin", roles: ["super-admin"] })).id,
    roles: ["super-admin"],
  };
});

afterAll(async () => {
  await ctx?.close();
});

/** Runs one payment; a refusal the rules answer (4xx: below the minimum, more than owed, not enough) is fine. */
async function pay(orderId: number, parent: Actor, p: { kind: string; currency: Currency; amount: number }) {
  try {
    if (p.kind === "balance") {
      await payOrderFromBalance(
        db(),
        parent,
        orderId,
        payFromBalanceBodySchema.parse({ amount: p.amount, currency: p.currency }),
      );
    } else {
      const proof = p.kind === "proof" ? await proofUpload(db(), parent.id) : undefined;
      const body = { amount: p.amount, currency: p.currency, date: "2026-11-02", proof_upload_id: proof };
      await createOrderTransaction(
        db(),
        p.kind === "proof" ? parent : admin,
        orderId,
        createOrderTransactionBodySchema.parse(body),
      );
    }
  } catch (error) {
    if (!(error instanceof AppError) || error.status >= 500) throw error;
  }
}

describe("payments in mixed currencies (property)", () => {
  it("never settle more value than they take at the recorded rates; the ledger moves by what was taken", {
    timeout: 60_000,
  }, async () => {
    await fc.assert(
      fc.asyncProperty(scenario, async ({ billCurrency, rates, payments }) => {
        await setRates(db(), rates, admin.id);
        const parentId = (await createUser(db(), { username: `prop-parent-${++runs}`, roles: ["parent"] }))
          .id;
        const parent: Actor = { id: parentId, roles: ["parent"] };
        for (const code of CURRENCIES) await fund(db(), parentId, FUNDED, code, admin.id);
        const orderId = await makeBillIn(db(), {
          parentUserId: parentId,
          createdBy: admin.id,
          currency: billCurrency,
          amount: 5_000_00,
        });
        for (const p of payments) await pay(orderId, parent, p);

        const { rows, taken, credited } = await paymentsValue(db(), orderId, rates);
        expect(credited <= taken).toBe(true);
        for (const row of rows) {
          // Each payment: amount + remainder is its exact value (to 10^-6 of a minor unit), never above it.
          const [whole = "0", fraction = ""] = row.conversionRemainder.split(".");
          const remainderMicro = BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, "0"));
          const exactMicro = inTwd(row.originalAmount, row.originalCurrency, rates) * 1_000_000n;
          const perUnit = inTwd(1, row.currency, rates);
          const accounted = (BigInt(row.amount) * 1_000_000n + remainderMicro) * perUnit;
          expect(accounted <= exactMicro).toBe(true);
          expect(exactMicro < accounted + perUnit).toBe(true);
          expect(row.amount % MIN_PAYMENT_MINOR[row.currency]).toBe(0);
        }
        // The family's balance in each currency moved by exactly what was taken (and credited back).
        for (const code of CURRENCIES) {
          const mine = rows.filter((row) => row.originalCurrency === code);
          const spent = mine
            .filter((row) => row.kind === "balance")
            .reduce((sum, row) => sum + row.originalAmount, 0);
          const held = mine
            .filter((row) => row.kind === "parent_proof" && row.status === "pending")
            .reduce((sum, row) => sum + row.originalAmount, 0);
          const credit = code === billCurrency ? rows.reduce((sum, row) => sum + row.creditedAmount, 0) : 0;
          expect(await balanceOf(db(), parentId, code)).toEqual({
            available: FUNDED - spent + credit,
            pending: held,
          });
        }
      }),
      { numRuns: 12 },
    );
  });
});
