import { ORDER_STATUS } from "@edu/shared";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { queryRows } from "../../db/query-rows";
import { auditLog } from "../audit/audit.table";
import { balanceOf, postLedgerEntry } from "../balance";
import { ledgerConsistent, makeSentBill, proofUpload } from "./bill-money.test-helpers";
import { orderTransactions } from "./order-payments.table";
import { refreshOrderStatus } from "./order-status";
import { orders } from "./orders.table";
import { type BillWorld, buildBillWorld, insertLesson } from "./orders.test-helpers";

/**
 * A bill with verified money is voided, not deleted: its money comes back to the
 * family as credit through ledger entries, it stays readable as void, and only then are its lesson
 * logs billable again.
 */
let ctx: TestContext;
let w: BillWorld;
let seq = 0;

const db = () => ctx.database.db;

async function credit(family: number, amount: number) {
  await db().transaction((tx) =>
    postLedgerEntry(tx, {
      parentUserId: family,
      currency: "TWD",
      amount,
      kind: "deposit",
      createdBy: w.ids.admin as number,
    }),
  );
}

const voidBill = (id: number, reason = "billed to the wrong family", who = "admin") =>
  w.call("DELETE", `/api/order/${id}/completed?reason=${encodeURIComponent(reason)}`, undefined, who);
const payFromBalance = (id: number, amount: number, who = "parent") =>
  w.call("POST", `/api/order/${id}/pay-from-balance`, { amount }, who);
const logIdsOfTree = async () => {
  const tree = (await w.call("GET", `/api/order/${w.ids.parent}/children/unpaid`)).json().data;
  return tree.items.flatMap((item: { lesson_logs: Array<{ lesson_log_id: number }> }) =>
    item.lesson_logs.map((log) => log.lesson_log_id),
  );
};
/** Two 90-minute lessons of the student's that no bill holds yet: each test bills its own. */
let lessonDay = 16;
async function unbilledLessons(): Promise<number[]> {
  const logs: number[] = [];
  for (const hour of ["06", "09"]) {
    const [log] = await insertLesson(db(), {
      classId: w.privateClass,
      teacherId: w.ids.teacher as number,
      startedAt: `2026-03-${++lessonDay}T${hour}:00:00Z`,
      minutes: 90,
      students: [{ id: w.ids.student as number, fee: 100_000 }],
    });
    logs.push(log as number);
  }
  return logs;
}
const lessonBill = (logs: number[]) =>
  w.call("POST", "/api/order", {
    title: `Lessons ${++seq}`,
    receivable_date: "2026-04-30",
    user_id: w.ids.parent,
    price_currency: "TWD",
    items: [
      {
        type: "lesson",
        user_id: w.ids.student,
        lesson_logs: logs.map((id) => ({ lesson_log_id: id })),
      },
      { type: "manual", title: "教材費", price: 50_000 },
    ],
  });

beforeAll(async () => {
  ctx = await createTestApp();
  w = await buildBillWorld(ctx);
});
afterAll(async () => {
  await ctx?.close();
});

/**
 * A sent lesson bill of 3,500 TWD taking money every way: 2,000 from the balance, a proof of 100 awaiting
 * review, then 2,000 recorded by the office (1,500 applied, 500 an overpayment credited to the family).
 */
async function billPaidEveryWay(logs: number[]): Promise<number> {
  const family = w.ids.parent as number;
  const created = await lessonBill(logs);
  expect(created.statusCode, created.body).toBe(200);
  const billId = created.json().data.id as number;
  await db().update(orders).set({ sentAt: new Date() }).where(eq(orders.id, billId));
  await refreshOrderStatus(db(), billId, null);
  await credit(family, 2_000_00);
  expect((await payFromBalance(billId, 2_000_00)).statusCode).toBe(200);
  const proof = await w.call(
    "POST",
    `/api/order/${billId}/transaction`,
    {
      amount: 100_00,
      date: "2026-04-02",
      proof_upload_id: await proofUpload(db(), family),
    },
    "parent",
  );
  expect(proof.statusCode, proof.body).toBe(200);
  const received = await w.call("POST", `/api/order/${billId}/transaction`, {
    amount: 2_000_00,
    date: "2026-04-03",
  });
  expect(received.json().data.summary.status_key).toBe("paid");
  return billId;
}

describe("DELETE order/{id}/completed on a bill with verified money: void", () => {
  it("401 without a session, 403 for staff and parents, 422 for a reason too long; nothing changes", async () => {
    const created = await lessonBill(await unbilledLessons());
    expect(created.statusCode, created.body).toBe(200);
    const billId = created.json().data.id;
    expect((await voidBill(billId, "x", "anon")).statusCode).toBe(401);
    expect((await voidBill(billId, "x", "staff")).statusCode).toBe(403);
    expect((await voidBill(billId, "x", "parent")).statusCode).toBe(403);
    const long = await voidBill(billId, "x".repeat(501));
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors)).toContain("reason");
    const [row] = await db().select().from(orders).where(eq(orders.id, billId));
    expect(row?.voidedAt).toBeNull();
    expect(row?.deletedAt).toBeNull();
  });

  it("gives back what the bill took as credit, rejects proofs awaiting review, keeps the bill readable as void and frees its lessons", async () => {
    const family = w.ids.parent as number;
    const logs = await unbilledLessons();
    // Other tests leave the family credit of their own: this bill's money is counted from here.
    const start = await ledgerConsistent(db(), family);
    const billId = await billPaidEveryWay(logs);
    const before = await ledgerConsistent(db(), family);
    expect(before).toEqual({ available: start.available + 500_00, pending: start.pending + 100_00 });

    const voided = await voidBill(billId);
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toEqual({ ok: true, voided: 1 });
    // Exactly what the bill took (2,000 from the balance, 1,500 paid from outside) is available again.
    const after = await ledgerConsistent(db(), family);
    expect(after).toEqual({ available: start.available + 500_00 + 3_500_00, pending: start.pending });
    const entries = await queryRows<{ kind: string; amount: string; reverses_entry_id: number | null }>(
      db(),
      sql`select kind, amount::text, reverses_entry_id from balance_entries
          where order_id = ${billId} and kind in ('reversal', 'refund') order by id`,
    );
    expect(entries.map((e) => [e.kind, Number(e.amount)])).toEqual([
      ["reversal", 2_000_00],
      ["refund", 1_500_00],
    ]);
    expect(entries[0]?.reverses_entry_id).not.toBeNull();
    const payments = await db().select().from(orderTransactions).where(eq(orderTransactions.orderId, billId));
    expect(payments.map((row) => row.status).sort()).toEqual(["rejected", "verified", "verified"]);

    for (const who of ["admin", "parent"]) {
      const read = await w.call("GET", `/api/order/${billId}`, undefined, who);
      expect(read.statusCode, who).toBe(200);
      expect(read.json().data).toMatchObject({ id: billId, void_reason: "billed to the wrong family" });
      expect(read.json().data.voided_at).toEqual(expect.any(String));
      const listed = await w.call("GET", "/api/orders/paid?voided=1", undefined, who);
      expect(
        listed.json().data.map((row: { id: number }) => row.id),
        who,
      ).toContain(billId);
      for (const list of ["/api/orders/paid", "/api/order/unpaid"]) {
        const rows = (await w.call("GET", list, undefined, who)).json().data as Array<{ id: number }>;
        expect(rows.map((row) => row.id)).not.toContain(billId);
      }
    }
    expect((await w.call("GET", `/api/order/${billId}`, undefined, "parent2")).statusCode).toBe(404);
    // A later refresh does not reopen it; the audit says what came back.
    // (Facts that would reopen a live bill: more due than was paid.)
    await db().update(orders).set({ differencePrice: 1_000_00 }).where(eq(orders.id, billId));
    expect(await refreshOrderStatus(db(), billId, null)).toBe(ORDER_STATUS.paid);
    await db().update(orders).set({ differencePrice: 0 }).where(eq(orders.id, billId));
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.void"), eq(auditLog.targetId, String(billId))));
    expect(audit).toHaveLength(1);

    // Its lesson logs are billable again, and a new bill includes them.
    expect(await logIdsOfTree()).toEqual(expect.arrayContaining(logs));
    const again = await lessonBill(logs);
    expect(again.statusCode, again.body).toBe(200);
  });

  it("a voided bill cannot be paid or changed (409), nor voided twice; nothing is written", async () => {
    const family = w.ids.parent as number;
    const billId = await billPaidEveryWay(await unbilledLessons());
    expect((await voidBill(billId)).statusCode).toBe(200);
    const shown = await balanceOf(db(), family, "TWD");
    const refused = [
      await payFromBalance(billId, 100_00),
      await w.call(
        "POST",
        `/api/order/${billId}/transaction`,
        {
          amount: 100_00,
          date: "2026-04-05",
          proof_upload_id: await proofUpload(db(), family),
        },
        "parent",
      ),
      await w.call("POST", `/api/order/${billId}/transaction`, { amount: 100_00, date: "2026-04-05" }),
      await voidBill(billId),
      await w.call("DELETE", `/api/order/${billId}`),
      await w.call("PATCH", `/api/order/${billId}`, { title: "renamed" }),
    ];
    expect(refused.map((res) => res.statusCode)).toEqual([409, 409, 409, 409, 409, 409]);
    expect((await voidBill(billId, "again", "admin")).json().message).toMatch(/already voided/);
    expect(refused[0]?.json().message).toMatch(/voided/);
    expect(await balanceOf(db(), family, "TWD")).toEqual(shown);
    const payments = await db().select().from(orderTransactions).where(eq(orderTransactions.orderId, billId));
    expect(payments).toHaveLength(3);
  });

  it("a paid bill without verified money is deleted as before (voided: 0)", async () => {
    const created = await w.call("POST", "/api/order", {
      title: "Marked paid",
      receivable_date: "2026-04-30",
      user_id: w.ids.parent,
      items: [{ type: "manual", title: "書費", price: 10_000 }],
    });
    const id = created.json().data.id as number;
    expect((await voidBill(id)).statusCode).toBe(409); // not paid, no money: DELETE order/{id} deletes it
    const line = created.json().data.order_items[0].id as number;
    const marked = await w.call("PATCH", `/api/order/${id}/paid`, {
      items: [{ type: "order_item", id: line }],
    });
    expect(marked.json().data.summary.status_key).toBe("paid");
    const deleted = await voidBill(id);
    expect(deleted.json()).toEqual({ ok: true, voided: 0 });
    expect((await w.call("GET", `/api/order/${id}`)).statusCode).toBe(404);
  });

  it("voiding while the family pays from its balance: either order leaves every cent with the family", async () => {
    const username = `void-race-${++seq}`;
    const family = (await createUser(db(), { username, roles: ["parent"] })).id;
    const headers = await signIn(ctx.app, username);
    await credit(family, 1_000_00);
    for (let round = 0; round < 5; round++) {
      const bill = await makeSentBill(db(), {
        parentUserId: family,
        studentId: w.ids.student as number,
        createdBy: w.ids.admin as number,
        lines: [600_00],
      });
      const first = await ctx.app.inject({
        method: "POST",
        url: `/api/order/${bill}/pay-from-balance`,
        headers,
        payload: { amount: 100_00 },
      });
      expect(first.statusCode, first.body).toBe(200);
      const [voided, paid] = await Promise.all([
        voidBill(bill, "race"),
        ctx.app.inject({
          method: "POST",
          url: `/api/order/${bill}/pay-from-balance`,
          headers,
          payload: { amount: 200_00 },
        }),
      ]);
      expect(voided.statusCode, voided.body).toBe(200);
      expect([200, 409]).toContain(paid.statusCode);
      expect(await ledgerConsistent(db(), family)).toEqual({ available: 1_000_00, pending: 0 });
    }
  });
});
