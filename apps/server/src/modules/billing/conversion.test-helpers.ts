import { type Currency, ORDER_STATUS } from "@edu/shared";
import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import { postLedgerEntry } from "../balance";
import { exchangeRates } from "../exchange-rates";
import { orderTransactions } from "./order-payments.table";
import { orderItems, orders } from "./orders.table";

let seq = 0;

/** A sent bill of one manual line of `amount` minor units in `currency` (its id). */
export async function makeBillIn(
  db: DbOrTx,
  input: { parentUserId: number; createdBy: number; currency: Currency; amount: number },
): Promise<number> {
  const [order] = await db
    .insert(orders)
    .values({
      parentUserId: input.parentUserId,
      title: `Conversion bill ${++seq}`,
      receivableDate: "2026-11-01",
      priceCurrency: input.currency,
      totalPrice: input.amount,
      differencePriceCurrency: input.currency,
      sentAt: new Date(),
      status: ORDER_STATUS.payment_pending,
      createdBy: input.createdBy,
    })
    .returning();
  if (!order) throw new Error("no order");
  await db.insert(orderItems).values({
    orderId: order.id,
    type: "manual",
    title: "Tuition",
    price: input.amount,
    priceCurrency: input.currency,
    convertedPrice: input.amount,
    position: 0,
  });
  return order.id;
}

/** The stored exchange rates from now on (TWD per unit, decimal strings), as an admin sets them. */
export async function setRates(db: DbOrTx, rates: { USD: string; CNY: string }, setBy: number) {
  for (const currency of ["USD", "CNY"] as const) {
    await db.insert(exchangeRates).values({ currency, rate: rates[currency], note: "test", setBy });
  }
}

/** Credits a family's available balance (a deposit straight on the ledger). */
export async function fund(
  db: DbOrTx,
  parentUserId: number,
  amount: number,
  currency: Currency,
  createdBy: number,
) {
  await db.transaction((tx) =>
    postLedgerEntry(tx, { parentUserId, currency, amount, kind: "deposit", createdBy }),
  );
}

/** Rates with at most 4 decimals, as the tests set them: TWD per unit × 10^4, exact. */
function rateTimes10k(currency: Currency, rates: { USD: string; CNY: string }): bigint {
  if (currency === "TWD") return 10_000n;
  const [whole = "0", fraction = ""] = rates[currency].split(".");
  if (fraction.length > 4) throw new Error(`test rates take 4 decimals: ${rates[currency]}`);
  return BigInt(whole) * 10_000n + BigInt(fraction.padEnd(4, "0"));
}

/** `amount` minor units of `currency` in TWD minor units × 10^4 (exact integer arithmetic). */
export const inTwd = (amount: number, currency: Currency, rates: { USD: string; CNY: string }) =>
  BigInt(amount) * rateTimes10k(currency, rates);

/**
 * The bill's payments measured at `rates`: what they took (original amounts) and what they credited
 * (amounts in the bill's currency), both in TWD minor units × 10^4.
 */
export async function paymentsValue(db: DbOrTx, orderId: number, rates: { USD: string; CNY: string }) {
  const rows = await db.select().from(orderTransactions).where(eq(orderTransactions.orderId, orderId));
  let taken = 0n;
  let credited = 0n;
  for (const row of rows) {
    taken += inTwd(row.originalAmount, row.originalCurrency, rates);
    credited += inTwd(row.amount, row.currency, rates);
  }
  return { rows, taken, credited };
}
