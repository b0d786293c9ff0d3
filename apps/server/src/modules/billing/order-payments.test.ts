import { ORDER_STATUS } from "@edu/shared";
import { eq, sql } from "drizzle-orm";
import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, linkParentStudents, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { extractPdfText } from "../../pdf/pdf-text.test-helpers";
import { auditLog } from "../audit/audit.table";
import { balanceOf, postLedgerEntry } from "../balance";
import { balanceEntries } from "../balance/balance.table";
import { uploads } from "../uploads/uploads.table";
import { DEFAULT_BILL_REMINDER_DAYS, parseBillReminderDays, runBillRemindersOnce } from "./bill-reminders";
import { billReminders } from "./bill-reminders.table";
import { orderTransactions } from "./order-payments.table";
import { orderItems, orders } from "./orders.table";
import { settleOrderFromDeposit } from "./pay-from-balance.service";

let ctx: TestContext;
let admin: { authorization: string };
let parent: { authorization: string };
let otherParent: { authorization: string };
let staff: { authorization: string };
let teacher: { authorization: string };
let student: { authorization: string };
let adminId: number;
let parentId: number;
let otherParentId: number;
let studentId: number;
let seq = 0;

const db = () => ctx.database.db;

/** A bill straight in its tables (the bills helper's service builds them from lessons and enrollments). */
async function makeBill(
  options: {
    parent?: number;
    lines?: number[];
    sent?: boolean;
    currency?: "TWD" | "USD";
    receivableDate?: string;
    title?: string;
  } = {},
) {
  const lines = options.lines ?? [6_000_00, 4_000_00];
  const currency = options.currency ?? "TWD";
  const [order] = await db()
    .insert(orders)
    .values({
      parentUserId: options.parent ?? parentId,
      title: options.title ?? `Bill ${++seq}`,
      receivableDate: options.receivableDate ?? "2026-11-01",
      priceCurrency: currency,
      totalPrice: lines.reduce((a, b) => a + b, 0),
      differencePriceCurrency: currency,
      sentAt: options.sent === false ? null : new Date(),
      status: options.sent === false ? 0 : 1,
      createdBy: adminId,
    })
    .returning();
  if (!order) throw new Error("no order");
  const items = await db()
    .insert(orderItems)
    .values(
      lines.map((price, index) => ({
        orderId: order.id,
        type: "manual" as const,
        userId: studentId,
        title: `Line ${index + 1}`,
        price,
        priceCurrency: currency,
        convertedPrice: price,
        position: index,
      })),
    )
    .returning();
  return { id: order.id, items };
}

async function proofOf(
  ownerId: number,
  mimeType = "image/png",
  visibility: "private" | "public" = "private",
) {
  const [row] = await db()
    .insert(uploads)
    .values({
      ownerId,
      kind: "document",
      visibility,
      mimeType,
      sizeBytes: 10,
      originalName: "proof.png",
      storageKey: `test/proof-${++seq}`,
    })
    .returning();
  if (!row) throw new Error("no upload");
  return row.id;
}

async function credit(parentUserId: number, amount: number, currency = "TWD") {
  await db().transaction((tx) =>
    postLedgerEntry(tx, { parentUserId, currency, amount, kind: "deposit", createdBy: adminId }),
  );
}

const statusOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]?.status;
const transactionsOf = (id: number) =>
  db().select().from(orderTransactions).where(eq(orderTransactions.orderId, id));
const ledgerSum = async (parentUserId: number) => {
  const [row] = await queryRows<{ sum: string }>(
    db(),
    sql`select coalesce(sum(amount), 0)::text as sum from balance_entries
        where parent_user_id = ${parentUserId} and currency = 'TWD' and bucket = 'available'`,
  );
  return Number(row?.sum ?? 0);
};

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

beforeAll(async () => {
  ctx = await createTestApp();
  adminId = (await createUser(db(), { username: "pay-admin", roles: ["super-admin"] })).id;
  parentId = (await createUser(db(), { username: "pay-parent", roles: ["parent"], firstName: "美玲" })).id;
  await db().execute(sql`update users set last_name = '王' where id = ${parentId}`);
  otherParentId = (await createUser(db(), { username: "pay-other", roles: ["parent"] })).id;
  studentId = (await createUser(db(), { username: "pay-kid", roles: ["student"] })).id;
  await createUser(db(), { username: "pay-staff", roles: ["staff"] });
  await createUser(db(), { username: "pay-teacher", roles: ["teacher"] });
  admin = await signIn(ctx.app, "pay-admin");
  parent = await signIn(ctx.app, "pay-parent");
  otherParent = await signIn(ctx.app, "pay-other");
  staff = await signIn(ctx.app, "pay-staff");
  teacher = await signIn(ctx.app, "pay-teacher");
  student = await signIn(ctx.app, "pay-kid");
});

afterAll(async () => {
  await ctx?.close();
});

describe("who may pay which bill", () => {
  it("401 without a session; 403 for staff, teachers and students; 404 for another family's bill", async () => {
    const bill = await makeBill();
    const body = { amount: 1_000_00, date: "2026-11-02", proof_upload_id: await proofOf(parentId) };
    expect((await inject("POST", `/api/order/${bill.id}/transaction`, {}, body)).statusCode).toBe(401);
    for (const who of [staff, teacher, student]) {
      expect((await inject("POST", `/api/order/${bill.id}/transaction`, who, body)).statusCode).toBe(403);
      expect(
        (await inject("POST", `/api/order/${bill.id}/pay-from-balance`, who, { amount: 100 })).statusCode,
      ).toBe(403);
      expect((await inject("GET", `/api/order/${bill.id}/payments`, who)).statusCode).toBe(403);
      expect((await inject("GET", `/api/order/${bill.id}/receipt`, who)).statusCode).toBe(403);
    }
    const foreign = { ...body, proof_upload_id: await proofOf(otherParentId) };
    expect((await inject("POST", `/api/order/${bill.id}/transaction`, otherParent, foreign)).statusCode).toBe(
      404,
    );
    expect((await inject("GET", `/api/order/${bill.id}/payments`, otherParent)).statusCode).toBe(404);
    expect((await inject("GET", `/api/order/${bill.id}/receipt`, otherParent)).statusCode).toBe(404);
    expect(
      (
        await inject("POST", `/api/order/${bill.id}/problem`, otherParent, {
          items: [{ type: "order_item", id: bill.items[0]?.id }],
          description: "not mine",
        })
      ).statusCode,
    ).toBe(404);
    // Parents cannot verify, mark paid or resolve.
    expect(
      (
        await inject("PATCH", `/api/order/${bill.id}/paid`, parent, {
          items: [{ type: "order_item", id: 1 }],
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await inject("PATCH", "/api/order/transaction/1", parent, { status: "verified" })).statusCode,
    ).toBe(403);
    expect(await transactionsOf(bill.id)).toHaveLength(0);
  });

  it("a parent linked to the bill's student acts on it too, but spends only their own balance", async () => {
    const coParent = (await createUser(db(), { username: "pay-coparent", roles: ["parent"] })).id;
    await linkParentStudents(db(), coParent, [studentId]);
    const headers = await signIn(ctx.app, "pay-coparent");
    const bill = await makeBill();
    expect((await inject("GET", `/api/order/${bill.id}/payments`, headers)).statusCode).toBe(200);
    const proof = await inject("POST", `/api/order/${bill.id}/transaction`, headers, {
      amount: 100_00,
      date: "2026-11-02",
      proof_upload_id: await proofOf(coParent),
    });
    expect(proof.statusCode).toBe(200);
    const spend = await inject("POST", `/api/order/${bill.id}/pay-from-balance`, headers, { amount: 100_00 });
    expect(spend.statusCode).toBe(404);
  });

  it("422 with field errors and nothing written: amount, proof, last five digits, lines", async () => {
    const bill = await makeBill();
    const before = (await db().select().from(auditLog)).length;
    const proof = await proofOf(parentId);
    const cases: Array<[unknown, string]> = [
      [{ amount: 0, date: "2026-11-02", proof_upload_id: proof }, "amount"],
      [{ amount: "abc", date: "2026-11-02", proof_upload_id: proof }, "amount"],
      [{ amount: -5, date: "2026-11-02", proof_upload_id: proof }, "amount"],
      [{ amount: 100, date: "2026-11-02" }, "proof_upload_id"],
      [{ amount: 100, date: "2026-11-02", proof_upload_id: await proofOf(otherParentId) }, "proof_upload_id"],
      [
        { amount: 100, date: "2026-11-02", proof_upload_id: await proofOf(parentId, "application/zip") },
        "proof_upload_id",
      ],
      // A public content image (POST document with type=img) is readable by anyone with its address.
      [
        { amount: 100, date: "2026-11-02", proof_upload_id: await proofOf(parentId, "image/png", "public") },
        "proof_upload_id",
      ],
      [{ amount: 100, date: "2026-11-02", proof_upload_id: proof, account_last5: "12a45" }, "account_last5"],
    ];
    for (const [payload, field] of cases) {
      const res = await inject("POST", `/api/order/${bill.id}/transaction`, parent, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(Object.keys(res.json().errors)).toContain(field);
    }
    const zero = await inject("POST", `/api/order/${bill.id}/transaction`, parent, {
      amount: 0,
      date: "2026-11-02",
      proof_upload_id: proof,
    });
    expect(zero.json().errors.amount[0]).toMatch(/greater than 0/);
    const problem = await inject("POST", `/api/order/${bill.id}/problem`, parent, {
      items: [{ type: "order_item", id: 999_999 }],
      description: "wrong line",
    });
    expect(problem.statusCode).toBe(422);
    expect(problem.json().errors.items).toBeDefined();
    const broke = await inject("POST", `/api/order/${bill.id}/pay-from-balance`, parent, { amount: 100 });
    expect(broke.statusCode).toBe(422);
    expect(broke.json().errors.amount[0]).toBe("balance is not enough");
    expect(await transactionsOf(bill.id)).toHaveLength(0);
    expect((await db().select().from(auditLog)).length).toBe(before);
    expect(await statusOf(bill.id)).toBe(ORDER_STATUS.payment_pending);
  });
});

describe("bill flow", () => {
  it("parent's proof → confirm_pending → admin verifies → paid; a second proof on a paid bill is refused", async () => {
    const bill = await makeBill({ lines: [7_000_00, 3_000_00] });
    const proof = await proofOf(parentId);
    const pendingBefore = (await balanceOf(db(), parentId, "TWD")).pending;
    const submitted = await inject("POST", `/api/order/${bill.id}/transaction`, parent, {
      amount: 10_000_00,
      date: "2026-11-02",
      proof_upload_id: proof,
      remark: "ATM transfer",
      account_last5: "12345",
    });
    expect(submitted.statusCode).toBe(200);
    const data = submitted.json().data;
    expect(data.summary.status_key).toBe("confirm_pending");
    expect(data.summary.pending_amount).toBe(10_000_00);
    expect(data.transactions[0]).toMatchObject({
      kind: "parent_proof",
      status: "pending",
      confirmed: 0,
      account_last5: "12345",
    });
    expect(await statusOf(bill.id)).toBe(ORDER_STATUS.confirm_pending);
    // The unverified proof is pending money on the family ledger, apart from what is available.
    expect((await balanceOf(db(), parentId, "TWD")).pending - pendingBefore).toBe(10_000_00);

    const transfers = await inject("GET", "/api/order/transactions/bank-transfers", admin);
    expect(transfers.statusCode).toBe(200);
    const mine = transfers
      .json()
      .data.find((row: { transaction: { id: number } }) => row.transaction.id === data.transactions[0].id);
    expect(mine.parent_name).toBe("王美玲");
    expect(mine.candidates[0]).toMatchObject({
      order_id: bill.id,
      reasons: expect.arrayContaining(["named_bill", "same_amount"]),
    });

    const verified = await inject("PATCH", `/api/order/transaction/${data.transactions[0].id}`, admin, {
      status: "verified",
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.summary).toMatchObject({
      status_key: "paid",
      outstanding: 0,
      verified_paid: 10_000_00,
    });
    expect(await statusOf(bill.id)).toBe(ORDER_STATUS.paid);
    expect((await balanceOf(db(), parentId, "TWD")).pending).toBe(pendingBefore);
    const again = await inject("PATCH", `/api/order/transaction/${data.transactions[0].id}`, admin, {
      status: "verified",
    });
    expect(again.statusCode).toBe(409);

    const late = await inject("POST", `/api/order/${bill.id}/transaction`, parent, {
      amount: 100,
      date: "2026-11-03",
      proof_upload_id: proof,
    });
    expect(late.statusCode).toBe(409);
    const audits = await db().select().from(auditLog).where(eq(auditLog.targetType, "order_transaction"));
    expect(audits.map((row) => row.action)).toEqual(
      expect.arrayContaining(["order_transaction.submit", "order_transaction.verify"]),
    );
  });

  it("a rejected proof leaves the bill awaiting payment", async () => {
    const bill = await makeBill();
    const res = await inject("POST", `/api/order/${bill.id}/transaction`, parent, {
      amount: 500_00,
      date: "2026-11-02",
      proof_upload_id: await proofOf(parentId, "application/pdf"),
    });
    const id = res.json().data.transactions[0].id;
    const rejected = await inject("PATCH", `/api/order/transaction/${id}`, admin, {
      status: "rejected",
      note: "not received",
    });
    expect(rejected.json().data.summary.status_key).toBe("payment_pending");
    expect(rejected.json().data.transactions[0]).toMatchObject({
      status: "rejected",
      review_note: "not received",
    });
  });

  it("a bank transfer matched to another open bill is verified there", async () => {
    const family = (await createUser(db(), { username: "pay-match", roles: ["parent"] })).id;
    const headers = await signIn(ctx.app, "pay-match");
    const named = await makeBill({ parent: family, lines: [9_000_00] });
    const actual = await makeBill({ parent: family, lines: [4_000_00] });
    const res = await inject("POST", `/api/order/${named.id}/transaction`, headers, {
      amount: 4_000_00,
      date: "2026-11-02",
      proof_upload_id: await proofOf(family),
      account_last5: "55555",
    });
    const id = res.json().data.transactions[0].id;
    const list = await inject("GET", "/api/order/transactions/bank-transfers", admin);
    const row = list.json().data.find((r: { transaction: { id: number } }) => r.transaction.id === id);
    const candidate = row.candidates.find((c: { order_id: number }) => c.order_id === actual.id);
    expect(candidate.reasons).toContain("same_amount");
    const foreign = await makeBill({ parent: otherParentId, sent: true });
    await db().update(orders).set({ deletedAt: new Date() }).where(eq(orders.id, foreign.id));
    const gone = await inject("PATCH", `/api/order/transaction/${id}`, admin, {
      status: "verified",
      order_id: foreign.id,
    });
    expect(gone.statusCode).toBe(422);
    const moved = await inject("PATCH", `/api/order/transaction/${id}`, admin, {
      status: "verified",
      order_id: actual.id,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ order_id: actual.id, summary: { status_key: "paid" } });
    expect(await statusOf(named.id)).toBe(ORDER_STATUS.payment_pending);
    expect((await balanceOf(db(), family, "TWD")).pending).toBe(0);
    // The family is now known to pay from that account.
    const next = await makeBill({ parent: family, lines: [1_000_00] });
    await inject("POST", `/api/order/${next.id}/transaction`, headers, {
      amount: 1_000_00,
      date: "2026-11-03",
      proof_upload_id: await proofOf(family),
      account_last5: "55555",
    });
    const again = await inject("GET", "/api/order/transactions/bank-transfers", admin);
    const match = again
      .json()
      .data.find((r: { transaction: { order_id: number } }) => r.transaction.order_id === next.id);
    expect(match.candidates.find((c: { order_id: number }) => c.order_id === next.id).reasons).toContain(
      "known_account",
    );
  });

  it("an overpayment becomes family credit, and the ledger sums to the shown balance", async () => {
    const family = (await createUser(db(), { username: "pay-over", roles: ["parent"] })).id;
    const bill = await makeBill({ parent: family, lines: [1_000_00] });
    const before = await balanceOf(db(), family, "TWD");
    const res = await inject("POST", `/api/order/${bill.id}/transaction`, admin, {
      amount: 1_500_00,
      date: "2026-11-02",
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.summary.status_key).toBe("paid");
    expect(data.transactions[0]).toMatchObject({
      kind: "admin_received",
      status: "verified",
      credited_amount: 500_00,
    });
    const after = await balanceOf(db(), family, "TWD");
    expect(after.available - before.available).toBe(500_00);
    expect(await ledgerSum(family)).toBe(after.available);
    const [entry] = await db().select().from(balanceEntries).where(eq(balanceEntries.parentUserId, family));
    expect(entry).toMatchObject({ kind: "overpayment_credit", orderId: bill.id, amount: 500_00 });
  });

  it("money in another currency is converted at the stored rates and the rate recorded", async () => {
    const bill = await makeBill({ lines: [100_000_00] });
    const res = await inject("POST", `/api/order/${bill.id}/transaction`, admin, {
      amount: 100_00,
      currency: "USD",
      date: "2026-11-02",
    });
    expect(res.statusCode).toBe(200);
    const row = res.json().data.transactions[0];
    expect(row).toMatchObject({ original_price: 100_00, original_currency: "USD", price_currency: "TWD" });
    expect(row.price).toBeGreaterThan(0);
    expect(row.rate).not.toBe("1");
    expect(res.json().data.summary.status_key).toBe("confirmed");
  });

  it("paid marks: lines marked paid cover the bill; a lesson log inside a marked line adds nothing", async () => {
    const bill = await makeBill({ lines: [2_000_00, 3_000_00] });
    const [first, second] = bill.items;
    const partial = await inject("PATCH", `/api/order/${bill.id}/paid`, admin, {
      items: [{ type: "order_item", id: first?.id }],
    });
    expect(partial.statusCode).toBe(200);
    expect(partial.json().data.summary).toMatchObject({
      status_key: "confirmed",
      marked_paid: 2_000_00,
      outstanding: 3_000_00,
    });
    const bad = await inject("PATCH", `/api/order/${bill.id}/paid`, admin, {
      items: [{ type: "lesson_log", id: 999_999 }],
    });
    expect(bad.statusCode).toBe(422);
    const all = await inject("PATCH", `/api/order/${bill.id}/paid`, admin, {
      items: [
        { type: "order_item", id: first?.id },
        { type: "order_item", id: second?.id },
      ],
    });
    expect(all.json().data.summary).toMatchObject({
      status_key: "paid",
      marked_paid: 5_000_00,
      outstanding: 0,
    });
    const [row] = await db().select().from(orders).where(eq(orders.id, bill.id));
    expect(row?.markPaidBy).toBe(adminId);
  });

  it("a problem shows issue until an admin resolves it", async () => {
    const bill = await makeBill();
    const res = await inject("POST", `/api/order/${bill.id}/problem`, parent, {
      items: [{ type: "order_item", id: bill.items[1]?.id }],
      description: "This lesson was cancelled.",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.summary.status_key).toBe("issue");
    expect(await statusOf(bill.id)).toBe(ORDER_STATUS.issue);
    const problemId = res.json().data.problems[0].id;
    const resolved = await inject("PATCH", `/api/order/problem/${problemId}`, admin, {
      resolution: "Line removed.",
    });
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().data.summary.status_key).toBe("payment_pending");
    expect((await inject("PATCH", `/api/order/problem/${problemId}`, admin, {})).statusCode).toBe(409);
  });
});

describe("paying from the family balance", () => {
  it("20 parallel requests never drive the balance negative; the ledger sums to the shown balance", async () => {
    const family = (await createUser(db(), { username: "pay-race", roles: ["parent"] })).id;
    const headers = await signIn(ctx.app, "pay-race");
    await credit(family, 5_000_00);
    const bill = await makeBill({ parent: family, lines: [100_000_00] });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        inject("POST", `/api/order/${bill.id}/pay-from-balance`, headers, { amount: 1_000_00 }),
      ),
    );
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 200)).toHaveLength(5);
    expect(codes.filter((code) => code === 422)).toHaveLength(15);
    for (const res of results.filter((r) => r.statusCode === 422)) {
      expect(res.json().errors.amount[0]).toBe("balance is not enough");
    }
    const shown = await balanceOf(db(), family, "TWD");
    expect(shown.available).toBe(0);
    expect(await ledgerSum(family)).toBe(shown.available);
    const payments = await transactionsOf(bill.id);
    expect(payments.reduce((sum, row) => sum + row.amount, 0)).toBe(5_000_00);
    expect(await statusOf(bill.id)).toBe(ORDER_STATUS.confirmed);
  });

  it("never pays more than the bill still owes; paying the rest makes it paid", async () => {
    const family = (await createUser(db(), { username: "pay-rest", roles: ["parent"] })).id;
    const headers = await signIn(ctx.app, "pay-rest");
    await credit(family, 50_000_00);
    const bill = await makeBill({ parent: family, lines: [3_000_00] });
    const over = await inject("POST", `/api/order/${bill.id}/pay-from-balance`, headers, {
      amount: 3_000_01,
    });
    expect(over.statusCode).toBe(422);
    const ok = await inject("POST", `/api/order/${bill.id}/pay-from-balance`, headers, { amount: 3_000_00 });
    expect(ok.json().data.summary).toMatchObject({
      status_key: "paid",
      balance_paid: 3_000_00,
      outstanding: 0,
    });
    expect((await balanceOf(db(), family, "TWD")).available).toBe(47_000_00);
    expect(
      (await inject("POST", `/api/order/${bill.id}/pay-from-balance`, headers, { amount: 100 })).statusCode,
    ).toBe(409);
  });

  it("an Idempotency-Key retry does not pay twice", async () => {
    const family = (await createUser(db(), { username: "pay-retry", roles: ["parent"] })).id;
    const headers = await signIn(ctx.app, "pay-retry");
    await credit(family, 10_000_00);
    const bill = await makeBill({ parent: family, lines: [20_000_00] });
    const keyed = { ...headers, "idempotency-key": "retry-0001" };
    const first = await inject("POST", `/api/order/${bill.id}/pay-from-balance`, keyed, { amount: 2_000_00 });
    const second = await inject("POST", `/api/order/${bill.id}/pay-from-balance`, keyed, {
      amount: 2_000_00,
    });
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await transactionsOf(bill.id)).toHaveLength(1);
    expect((await balanceOf(db(), family, "TWD")).available).toBe(8_000_00);
    const other = await inject("POST", `/api/order/${bill.id}/pay-from-balance`, keyed, { amount: 3_000_00 });
    expect(other.statusCode).toBe(409);
  });
});

describe("settling a bill from a deposit (balance's seam)", () => {
  it("pays what the bill owes from the credit just posted, and no more than the balance holds", async () => {
    const family = (await createUser(db(), { username: "pay-deposit", roles: ["parent"] })).id;
    const bill = await makeBill({ parent: family, lines: [3_000_00] });
    await credit(family, 2_000_00);
    await db().transaction((tx) =>
      settleOrderFromDeposit(tx, { orderId: bill.id, parentUserId: family, currency: "TWD" }),
    );
    expect((await balanceOf(db(), family, "TWD")).available).toBe(0);
    expect(await statusOf(bill.id)).toBe(ORDER_STATUS.confirmed);
    await credit(family, 5_000_00);
    await db().transaction((tx) =>
      settleOrderFromDeposit(tx, { orderId: bill.id, parentUserId: family, currency: "TWD" }),
    );
    expect((await balanceOf(db(), family, "TWD")).available).toBe(4_000_00);
    expect(await statusOf(bill.id)).toBe(ORDER_STATUS.paid);
    // Another family's deposit never pays this bill.
    await db().transaction((tx) =>
      settleOrderFromDeposit(tx, { orderId: bill.id, parentUserId: otherParentId, currency: "TWD" }),
    );
    expect(await ledgerSum(family)).toBe(4_000_00);
  });
});

describe("receipt", () => {
  it("a PDF in zh-TW with the bill, the payer and the payments", async () => {
    const bill = await makeBill({ lines: [8_000_00], title: "十一月課程費用" });
    await inject("POST", `/api/order/${bill.id}/transaction`, admin, {
      amount: 8_000_00,
      date: "2026-11-05",
    });
    const res = await inject("GET", `/api/order/${bill.id}/receipt?lang=zh-TW`, parent);
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toBe("application/pdf");
    const { text } = extractPdfText(res.rawPayload);
    for (const expected of ["收據", "十一月課程費用", "王美玲", "已收款項", "已付款", "$8,000"]) {
      expect(text).toContain(expected);
    }
  });
});

describe("receipt in the reader's language", () => {
  it("?lang=en gives an English receipt of a bill kept in Chinese: English labels and punctuation", async () => {
    await db().execute(sql`update users set first_name = 'Ming', last_name = 'Wang' where id = ${studentId}`);
    const bill = await makeBill({ lines: [3_000_00], title: "November lessons" });
    await inject("POST", `/api/order/${bill.id}/transaction`, admin, {
      amount: 3_000_00,
      date: "2026-11-05",
    });
    const [order] = await db().select().from(orders).where(eq(orders.id, bill.id));
    expect(order?.locale).toBe("zh-TW");
    const res = await inject("GET", `/api/order/${bill.id}/receipt?lang=en`, parent);
    expect(res.statusCode).toBe(200);
    const { text } = extractPdfText(res.rawPayload);
    for (const expected of [
      "Receipt",
      "Received from",
      "Payments received",
      "Still owed",
      "Paid",
      "Thank you.",
    ]) {
      expect(text).toContain(expected);
    }
    // A line names its student in English punctuation, not the full-width brackets of Chinese.
    expect(text).toContain("Line 1 (Ming Wang)");
    expect(text).not.toMatch(/[（）]|收據|已付款/);
  });
});

describe("overdue reminders", () => {
  it("reads the configured days", () => {
    expect(parseBillReminderDays("14, 1,7 7 x -3")).toEqual([1, 7, 14]);
    expect(parseBillReminderDays("")).toEqual([...DEFAULT_BILL_REMINDER_DAYS]);
  });

  it("mail once per reminder day across runs; missed days caught up once; paid and unsent bills are skipped", async () => {
    const family = (await createUser(db(), { username: "pay-late", roles: ["parent"] })).id;
    const overdue = await makeBill({ parent: family, receivableDate: "2026-10-01" });
    const unsent = await makeBill({ parent: family, receivableDate: "2026-10-01", sent: false });
    const paid = await makeBill({ parent: family, receivableDate: "2026-10-01", lines: [100_00] });
    await inject("POST", `/api/order/${paid.id}/transaction`, admin, { amount: 100_00, date: "2026-10-02" });
    const mails = async () =>
      queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from mail_outbox where kind = 'bill_reminder' and to_address = 'pay-late@example.com'`,
      ).then((rows) => rows[0]?.n ?? 0);
    const days = [1, 7, 14];
    // Day 9: days 1 and 7 were missed together: one mail.
    await runBillRemindersOnce(db(), new Date("2026-10-10T03:00:00Z"), { days });
    expect(await mails()).toBe(1);
    await runBillRemindersOnce(db(), new Date("2026-10-10T09:00:00Z"), { days });
    await runBillRemindersOnce(db(), new Date("2026-10-11T09:00:00Z"), { days });
    expect(await mails()).toBe(1);
    // Day 14 is reached: one more, and only one even with two runs at once.
    await Promise.all([
      runBillRemindersOnce(db(), new Date("2026-10-15T03:00:00Z"), { days }),
      runBillRemindersOnce(db(), new Date("2026-10-15T03:00:00Z"), { days }),
    ]);
    expect(await mails()).toBe(2);
    const rows = await db().select().from(billReminders).where(eq(billReminders.orderId, overdue.id));
    expect(rows.map((row) => row.reminderDay).sort((a, b) => a - b)).toEqual([1, 7, 14]);
    expect(await db().select().from(billReminders).where(eq(billReminders.orderId, unsent.id))).toHaveLength(
      0,
    );
    expect(await db().select().from(billReminders).where(eq(billReminders.orderId, paid.id))).toHaveLength(0);
  });
});
