import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { postLedgerEntry } from "../balance";
import { orders } from "./orders.table";
import { type BillWorld, buildBillWorld } from "./orders.test-helpers";

/**
 * Whoever and whenever a bill becomes paid is recorded (`mark_paid_at`, `mark_paid_by`),
 * whatever path made it so; undoing the money that paid it clears them.
 */
let ctx: TestContext;
let w: BillWorld;
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  w = await buildBillWorld(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const row = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0];

/** A sent bill of the given lines (admin), its id and line ids. */
async function sentBill(items: object[]) {
  const created = await w.call("POST", "/api/order", {
    title: "Paid record",
    receivable_date: "2026-04-30",
    user_id: w.ids.parent,
    items,
  });
  expect(created.statusCode, created.body).toBe(200);
  const bill = created.json().data as { id: number; order_items: { id: number }[] };
  await db().update(orders).set({ sentAt: new Date() }).where(eq(orders.id, bill.id));
  return bill;
}

describe("who and when a bill became paid", () => {
  it("covering every line lesson by lesson records the admin and the time, as naming the lines does", async () => {
    const bill = await sentBill([
      {
        type: "lesson",
        id: w.privateClass,
        user_id: w.ids.student,
        lesson_logs: [{ lesson_log_id: w.logs.l1 }, { lesson_log_id: w.logs.l2 }],
      },
    ]);
    expect((await row(bill.id))?.markPaidAt).toBeNull();
    const before = Date.now();
    const marked = await w.call("PATCH", `/api/order/${bill.id}/paid`, {
      items: [
        { type: "lesson_log", id: w.logs.l1 },
        { type: "lesson_log", id: w.logs.l2 },
      ],
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().data.summary).toMatchObject({ status_key: "paid", outstanding: 0 });
    const stored = await row(bill.id);
    expect(stored?.markPaidBy).toBe(w.ids.admin);
    expect(stored?.markPaidAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const detail = (await w.call("GET", `/api/order/${bill.id}`)).json().data;
    expect(detail).toMatchObject({ mark_paid_by: w.ids.admin, mark_paid_at: expect.any(String) });
  });

  it("a payment that covers the bill records who paid it; undoing the payment clears the record", async () => {
    const bill = await sentBill([{ type: "manual", title: "書費", price: 1_000_00 }]);
    const received = await w.call("POST", `/api/order/${bill.id}/transaction`, {
      amount: 1_000_00,
      date: "2026-04-20",
    });
    expect(received.statusCode, received.body).toBe(200);
    expect(received.json().data.summary.status_key).toBe("paid");
    expect(await row(bill.id)).toMatchObject({ markPaidBy: w.ids.admin, markPaidAt: expect.any(Date) });

    const payment = received.json().data.transactions[0].id as number;
    const undone = await w.call("POST", `/api/order/transaction/${payment}/revert`, {
      reason: "entered on the wrong bill",
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().data.summary.status_key).not.toBe("paid");
    expect(await row(bill.id)).toMatchObject({ markPaidAt: null, markPaidBy: null });

    // The family pays it from its balance: the parent is who made it paid.
    await db().transaction((tx) =>
      postLedgerEntry(tx, {
        parentUserId: w.ids.parent as number,
        currency: "TWD",
        amount: 1_000_00,
        kind: "deposit",
        createdBy: w.ids.admin as number,
      }),
    );
    const paid = await w.call(
      "POST",
      `/api/order/${bill.id}/pay-from-balance`,
      { amount: 1_000_00 },
      "parent",
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.summary.status_key).toBe("paid");
    expect(await row(bill.id)).toMatchObject({ markPaidBy: w.ids.parent, markPaidAt: expect.any(Date) });
  });

  it("a problem on a paid bill shows issue but keeps when it was paid", async () => {
    const bill = await sentBill([{ type: "manual", title: "教材費", price: 500_00 }]);
    await w.call("PATCH", `/api/order/${bill.id}/paid`, {
      items: [{ type: "order_item", id: bill.order_items[0]?.id }],
    });
    const paidAt = (await row(bill.id))?.markPaidAt;
    expect(paidAt).toEqual(expect.any(Date));
    const problem = await w.call(
      "POST",
      `/api/order/${bill.id}/problem`,
      { items: [{ type: "order_item", id: bill.order_items[0]?.id }], description: "Charged twice?" },
      "parent",
    );
    expect(problem.json().data.summary.status_key).toBe("issue");
    expect((await row(bill.id))?.markPaidAt).toEqual(paidAt);
  });
});
