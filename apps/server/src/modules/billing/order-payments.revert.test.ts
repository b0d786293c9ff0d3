import { ORDER_STATUS } from "@edu/shared";
import { eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { auditLog } from "../audit/audit.table";
import { balanceOf, postLedgerEntry } from "../balance";
import { balanceEntries } from "../balance/balance.table";
import { uploads } from "../uploads/uploads.table";
import { users } from "../users/users.table";
import { orderTransactions } from "./order-payments.table";
import { orderItems, orders } from "./orders.table";

let ctx: TestContext;
let admin: Record<string, string>;
let parent: Record<string, string>;
let staff: Record<string, string>;
let adminId: number;
let parentId: number;
let studentId: number;
let seq = 0;

const db = () => ctx.database.db;

/** A sent bill straight in its tables (TWD, one manual line per amount). */
async function makeBill(lines: number[], parent = parentId) {
  const [order] = await db()
    .insert(orders)
    .values({
      parentUserId: parent,
      title: `Revert bill ${++seq}`,
      receivableDate: "2026-11-01",
      priceCurrency: "TWD",
      totalPrice: lines.reduce((a, b) => a + b, 0),
      differencePriceCurrency: "TWD",
      sentAt: new Date(),
      status: ORDER_STATUS.payment_pending,
      createdBy: adminId,
    })
    .returning();
  if (!order) throw new Error("no order");
  await db()
    .insert(orderItems)
    .values(
      lines.map((price, index) => ({
        orderId: order.id,
        type: "manual" as const,
        userId: studentId,
        title: `Line ${index + 1}`,
        price,
        priceCurrency: "TWD" as const,
        convertedPrice: price,
        position: index,
      })),
    );
  return order.id;
}

async function proofOf(ownerId: number) {
  const [row] = await db()
    .insert(uploads)
    .values({
      ownerId,
      kind: "document",
      mimeType: "image/png",
      sizeBytes: 10,
      originalName: "transfer.png",
      storageKey: `test/revert-proof-${++seq}`,
    })
    .returning();
  if (!row) throw new Error("no upload");
  return row.id;
}

function inject(
  method: "GET" | "POST" | "PATCH",
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  const options: InjectOptions = { method, url, headers };
  if (payload !== undefined) options.payload = payload as InjectOptions["payload"];
  return ctx.app.inject(options);
}

const revert = (id: number, headers = admin, body: unknown = { reason: "entered on the wrong bill" }) =>
  inject("POST", `/api/order/transaction/${id}/revert`, headers, body);

/** A parent's proof, verified by the admin: the payment's id. */
async function verifiedProof(orderId: number, amount: number, family = parentId, headers = parent) {
  const submitted = await inject("POST", `/api/order/${orderId}/transaction`, headers, {
    amount,
    date: "2026-11-02",
    proof_upload_id: await proofOf(family),
    account_last5: "24680",
  });
  expect(submitted.statusCode, submitted.body).toBe(200);
  const id = (submitted.json().data.transactions as Array<{ id: number; status: string }>).find(
    (row) => row.status === "pending",
  )?.id as number;
  const verified = await inject("PATCH", `/api/order/transaction/${id}`, admin, { status: "verified" });
  expect(verified.statusCode, verified.body).toBe(200);
  return id;
}

const statusOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]?.status;
const transaction = async (id: number) =>
  (await db().select().from(orderTransactions).where(eq(orderTransactions.id, id)))[0];
/** Every bucket's ledger sum per currency, and what the user row and /balance show. */
async function ledgerAgrees(family: number, headers?: Record<string, string>) {
  const [sum] = await queryRows<{ available: string; pending: string }>(
    db(),
    sql`select coalesce(sum(amount) filter (where bucket = 'available'), 0)::text as available,
               coalesce(sum(amount) filter (where bucket = 'pending'), 0)::text as pending
        from balance_entries where parent_user_id = ${family} and currency = 'TWD'`,
  );
  const shown = await balanceOf(db(), family, "TWD");
  expect(shown).toEqual({ available: Number(sum?.available), pending: Number(sum?.pending) });
  const [user] = await db().select().from(users).where(eq(users.id, family));
  expect(user?.accountBalance).toBe(shown.available);
  if (headers) {
    const mine = await inject("GET", "/api/balance/mine", headers);
    expect(mine.json().account_balance).toBe(shown.available);
  }
  return shown;
}

beforeAll(async () => {
  ctx = await createTestApp();
  adminId = (await createUser(db(), { username: "rev-admin", roles: ["super-admin"] })).id;
  parentId = (await createUser(db(), { username: "rev-parent", roles: ["parent"] })).id;
  studentId = (await createUser(db(), { username: "rev-kid", roles: ["student"] })).id;
  await createUser(db(), { username: "rev-staff", roles: ["staff"] });
  admin = await signIn(ctx.app, "rev-admin");
  parent = await signIn(ctx.app, "rev-parent");
  staff = await signIn(ctx.app, "rev-staff");
});

afterAll(async () => {
  await ctx?.close();
});

describe("POST order/transaction/{id}/revert", () => {
  it("401 without a session, 403 for parents and staff, 422 without a reason, 404 for an unknown payment; nothing changes", async () => {
    const bill = await makeBill([2_000_00]);
    const id = await verifiedProof(bill, 2_000_00);
    const audits = (await db().select().from(auditLog)).length;
    expect((await revert(id, {})).statusCode).toBe(401);
    expect((await revert(id, parent)).statusCode).toBe(403);
    expect((await revert(id, staff)).statusCode).toBe(403);
    for (const body of [{}, { reason: "   " }, { reason: "x".repeat(501) }, { reason: 5 }]) {
      const res = await revert(id, admin, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(["reason"]);
    }
    expect((await revert(999_999)).statusCode).toBe(404);
    expect((await transaction(id))?.status).toBe("verified");
    expect(await statusOf(bill)).toBe(ORDER_STATUS.paid);
    expect((await db().select().from(auditLog)).length).toBe(audits);
  });

  it("undoes a verified proof: the bill is awaiting payment again, audited; a second undo is 409", async () => {
    const bill = await makeBill([3_000_00]);
    const id = await verifiedProof(bill, 3_000_00);
    expect(await statusOf(bill)).toBe(ORDER_STATUS.paid);
    const before = await ledgerAgrees(parentId, parent);

    const res = await revert(id, { ...admin, "accept-language": "en" });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.summary).toMatchObject({
      status_key: "payment_pending",
      verified_paid: 0,
      outstanding: 3_000_00,
    });
    expect(data.transactions[0]).toMatchObject({
      id,
      status: "reverted",
      confirmed: 0,
      reverted_by: adminId,
      revert_reason: "entered on the wrong bill",
    });
    expect(data.transactions[0].reverted_at).toEqual(expect.any(String));
    expect(await statusOf(bill)).toBe(ORDER_STATUS.payment_pending);
    // No overpayment: nothing was credited, so the ledger does not move (pending hold was released at verify).
    expect(await ledgerAgrees(parentId, parent)).toEqual(before);

    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'order_transaction.revert' and ${auditLog.targetId} = ${String(id)}`);
    expect(audit).toMatchObject({ actorId: adminId, targetType: "order_transaction" });
    expect(audit?.before).toMatchObject({ status: "verified", order_status: ORDER_STATUS.paid });
    expect(audit?.after).toMatchObject({ status: "reverted", reason: "entered on the wrong bill" });

    const again = await revert(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("This payment was already undone.");
    // The receipt no longer lists it and the bill takes a new payment.
    const next = await verifiedProof(bill, 3_000_00);
    expect(next).not.toBe(id);
    expect(await statusOf(bill)).toBe(ORDER_STATUS.paid);
  });

  it("goes back to the derived previous state: partly paid stays confirmed", async () => {
    const bill = await makeBill([4_000_00]);
    await verifiedProof(bill, 1_000_00);
    const second = await verifiedProof(bill, 3_000_00);
    expect(await statusOf(bill)).toBe(ORDER_STATUS.paid);
    const res = await revert(second);
    expect(res.json().data.summary).toMatchObject({
      status_key: "confirmed",
      verified_paid: 1_000_00,
      outstanding: 3_000_00,
    });
  });

  it("an overpayment's credit gets a reversing entry; entries are never changed; the ledger sums to the shown balance", async () => {
    const family = (await createUser(db(), { username: "rev-over", roles: ["parent"] })).id;
    const headers = await signIn(ctx.app, "rev-over");
    const bill = await makeBill([1_000_00], family);
    const received = await inject("POST", `/api/order/${bill}/transaction`, admin, {
      amount: 1_500_00,
      date: "2026-11-02",
    });
    const id = received.json().data.transactions[0].id as number;
    expect(received.json().data.transactions[0]).toMatchObject({
      kind: "admin_received",
      credited_amount: 500_00,
    });
    expect((await ledgerAgrees(family, headers)).available).toBe(500_00);
    const entriesBefore = await db()
      .select()
      .from(balanceEntries)
      .where(eq(balanceEntries.parentUserId, family));

    const res = await revert(id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.summary.status_key).toBe("payment_pending");
    const entries = await db().select().from(balanceEntries).where(eq(balanceEntries.parentUserId, family));
    // Append-only: the earlier entries are untouched, one reversing entry is added.
    expect(entries.slice(0, entriesBefore.length)).toEqual(entriesBefore);
    expect(entries).toHaveLength(entriesBefore.length + 1);
    const credit = entriesBefore.find((entry) => entry.kind === "overpayment_credit");
    expect(entries.at(-1)).toMatchObject({
      kind: "reversal",
      amount: -500_00,
      reversesEntryId: credit?.id,
      orderId: bill,
      createdBy: adminId,
    });
    expect((await ledgerAgrees(family, headers)).available).toBe(0);
    expect((await transaction(id))?.ledgerEntryIds).toEqual([credit?.id, entries.at(-1)?.id]);
    // The reversed credit cannot be reversed again on the balance page.
    const twice = await inject("POST", `/api/balance/entry/${credit?.id}/reverse`, admin, {
      reason: "again",
    });
    expect(twice.statusCode).toBe(422);
  });

  it("refuses when the family already spent the overpayment's credit (409), changing nothing", async () => {
    const family = (await createUser(db(), { username: "rev-spent", roles: ["parent"] })).id;
    const headers = await signIn(ctx.app, "rev-spent");
    const bill = await makeBill([1_000_00], family);
    const other = await makeBill([400_00], family);
    const received = await inject("POST", `/api/order/${bill}/transaction`, admin, {
      amount: 1_500_00,
      date: "2026-11-02",
    });
    const id = received.json().data.transactions[0].id as number;
    const spent = await inject("POST", `/api/order/${other}/pay-from-balance`, headers, { amount: 400_00 });
    expect(spent.statusCode, spent.body).toBe(200);
    const entries = (await db().select().from(balanceEntries).where(eq(balanceEntries.parentUserId, family)))
      .length;
    const res = await revert(id, { ...admin, "accept-language": "zh-TW" });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe("這筆付款存入家庭餘額的溢付款已被使用，無法撤銷。請先調整餘額。");
    expect((await transaction(id))?.status).toBe("verified");
    expect(await statusOf(bill)).toBe(ORDER_STATUS.paid);
    expect(
      (await db().select().from(balanceEntries).where(eq(balanceEntries.parentUserId, family))).length,
    ).toBe(entries);
    expect((await ledgerAgrees(family, headers)).available).toBe(100_00);
  });

  it("refuses a payment from the balance (card deposits pay bills that way) with a localized 409: refund instead", async () => {
    const family = (await createUser(db(), { username: "rev-card", roles: ["parent"] })).id;
    const headers = await signIn(ctx.app, "rev-card");
    await db().transaction((tx) =>
      postLedgerEntry(tx, {
        parentUserId: family,
        currency: "TWD",
        amount: 2_000_00,
        kind: "deposit",
        reason: "stripe cs_test_1",
        createdBy: null,
      }),
    );
    const bill = await makeBill([2_000_00], family);
    const paid = await inject("POST", `/api/order/${bill}/pay-from-balance`, headers, { amount: 2_000_00 });
    const id = paid.json().data.transactions[0].id as number;
    const messages: Record<string, string> = {
      en: "refund a card payment through the payment provider",
      "zh-TW": "信用卡付款請透過金流服務商退款",
      "zh-CN": "信用卡付款请通过支付服务商退款",
    };
    for (const [lang, text] of Object.entries(messages)) {
      const res = await revert(id, { ...admin, "accept-language": lang });
      expect(res.statusCode).toBe(409);
      expect(res.json().message.toLowerCase()).toContain(text.toLowerCase());
    }
    expect((await transaction(id))?.status).toBe("verified");
    expect(await statusOf(bill)).toBe(ORDER_STATUS.paid);
  });

  it("refuses a payment that is pending or rejected (409)", async () => {
    const bill = await makeBill([1_000_00]);
    const submitted = await inject("POST", `/api/order/${bill}/transaction`, parent, {
      amount: 1_000_00,
      date: "2026-11-02",
      proof_upload_id: await proofOf(parentId),
    });
    const id = submitted.json().data.transactions[0].id as number;
    const pending = await revert(id, { ...admin, "accept-language": "en" });
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe("Only a verified payment can be undone.");
    await inject("PATCH", `/api/order/transaction/${id}`, admin, { status: "rejected" });
    expect((await revert(id)).statusCode).toBe(409);
    expect(await statusOf(bill)).toBe(ORDER_STATUS.payment_pending);
  });

  it("is idempotent: a retry with the same key answers the first answer; another body with it is 409", async () => {
    const family = (await createUser(db(), { username: "rev-idem", roles: ["parent"] })).id;
    const bill = await makeBill([1_000_00], family);
    const received = await inject("POST", `/api/order/${bill}/transaction`, admin, {
      amount: 1_200_00,
      date: "2026-11-02",
    });
    const id = received.json().data.transactions[0].id as number;
    const key = { ...admin, "idempotency-key": `revert-${id}` };
    const first = await revert(id, key);
    const retry = await revert(id, key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    const other = await revert(id, key, { reason: "another reason" });
    expect(other.statusCode).toBe(409);
    const reversals = await db()
      .select()
      .from(balanceEntries)
      .where(sql`${balanceEntries.parentUserId} = ${family} and ${balanceEntries.kind} = 'reversal'`);
    expect(reversals).toHaveLength(1);
    expect((await balanceOf(db(), family, "TWD")).available).toBe(0);
  });

  it("parallel undos of one payment: one succeeds, the others are 409, one reversing entry", async () => {
    const family = (await createUser(db(), { username: "rev-race", roles: ["parent"] })).id;
    const bill = await makeBill([1_000_00], family);
    const received = await inject("POST", `/api/order/${bill}/transaction`, admin, {
      amount: 1_300_00,
      date: "2026-11-02",
    });
    const id = received.json().data.transactions[0].id as number;
    const results = await Promise.all(Array.from({ length: 5 }, () => revert(id)));
    expect(results.map((res) => res.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const reversals = await db()
      .select()
      .from(balanceEntries)
      .where(sql`${balanceEntries.parentUserId} = ${family} and ${balanceEntries.kind} = 'reversal'`);
    expect(reversals).toHaveLength(1);
    await ledgerAgrees(family);
  });
});
