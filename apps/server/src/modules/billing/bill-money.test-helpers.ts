import { ORDER_STATUS } from "@edu/shared";
import { eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { TestContext } from "../../../test/helpers/test-app";
import type { DbOrTx } from "../../db/database";
import { queryRows } from "../../db/query-rows";
import { balanceOf } from "../balance";
import { uploads } from "../uploads/uploads.table";
import { users } from "../users/users.table";
import { orderItems, orders } from "./orders.table";

let seq = 0;

/** A sent TWD bill straight in its tables, one manual line per amount (the bill's id). */
export async function makeSentBill(
  db: DbOrTx,
  input: { parentUserId: number; studentId: number; createdBy: number; lines: number[] },
): Promise<number> {
  const [order] = await db
    .insert(orders)
    .values({
      parentUserId: input.parentUserId,
      title: `Money bill ${++seq}`,
      receivableDate: "2026-11-01",
      priceCurrency: "TWD",
      totalPrice: input.lines.reduce((a, b) => a + b, 0),
      differencePriceCurrency: "TWD",
      sentAt: new Date(),
      status: ORDER_STATUS.payment_pending,
      createdBy: input.createdBy,
    })
    .returning();
  if (!order) throw new Error("no order");
  await db.insert(orderItems).values(
    input.lines.map((price, index) => ({
      orderId: order.id,
      type: "manual" as const,
      userId: input.studentId,
      title: `Line ${index + 1}`,
      price,
      priceCurrency: "TWD" as const,
      convertedPrice: price,
      position: index,
    })),
  );
  return order.id;
}

/** A private image a parent uploaded (what a proof of payment names). */
export async function proofUpload(db: DbOrTx, ownerId: number): Promise<number> {
  const [row] = await db
    .insert(uploads)
    .values({
      ownerId,
      kind: "document",
      visibility: "private",
      mimeType: "image/png",
      sizeBytes: 10,
      originalName: "transfer.png",
      storageKey: `test/money-proof-${++seq}`,
    })
    .returning();
  if (!row) throw new Error("no upload");
  return row.id;
}

/** A parent submits a proof for `amount` TWD on a bill: the payment's id. */
export async function submitProof(
  ctx: TestContext,
  orderId: number,
  parent: { id: number; headers: Record<string, string> },
  amount: number,
): Promise<number> {
  const res = await ctx.app.inject({
    method: "POST",
    url: `/api/order/${orderId}/transaction`,
    headers: parent.headers,
    payload: { amount, date: "2026-11-02", proof_upload_id: await proofUpload(ctx.database.db, parent.id) },
  });
  expect(res.statusCode, res.body).toBe(200);
  const rows = res.json().data.transactions as Array<{ id: number }>;
  return Math.max(...rows.map((row) => row.id));
}

/**
 * The family's TWD ledger agrees with itself: the bucket sums are what balanceOf, the user row and
 * every entry's balance_after say; the pending bucket is exactly the family's open proofs.
 */
export async function ledgerConsistent(db: DbOrTx, family: number) {
  const [sum] = await queryRows<{
    available: string;
    pending: string;
    open_proofs: string;
    bad_after: number;
  }>(
    db,
    sql`select
          (select coalesce(sum(amount), 0) from balance_entries
            where parent_user_id = ${family} and currency = 'TWD' and bucket = 'available')::text as available,
          (select coalesce(sum(amount), 0) from balance_entries
            where parent_user_id = ${family} and currency = 'TWD' and bucket = 'pending')::text as pending,
          (select coalesce(sum(t.original_amount), 0) from order_transactions t
             join orders o on o.id = t.order_id
            where o.parent_user_id = ${family} and t.kind = 'parent_proof' and t.status = 'pending'
              and t.original_currency = 'TWD')::text as open_proofs,
          (select count(*)::int from (
             select balance_after, sum(amount) over (partition by account_id, bucket order by id) as running
               from balance_entries where parent_user_id = ${family}) r
            where r.balance_after <> r.running) as bad_after`,
  );
  const shown = await balanceOf(db, family, "TWD");
  expect(shown).toEqual({ available: Number(sum?.available), pending: Number(sum?.pending) });
  expect(shown.pending).toBe(Number(sum?.open_proofs));
  expect(sum?.bad_after).toBe(0);
  const [user] = await db.select().from(users).where(eq(users.id, family));
  expect(user?.accountBalance).toBe(shown.available);
  return shown;
}

export const statusCodes = (responses: LightMyRequestResponse[]) => responses.map((res) => res.statusCode);
