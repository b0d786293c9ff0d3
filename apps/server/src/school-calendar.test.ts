import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestContext } from "../test/helpers/test-app";
import { createUser, signIn } from "../test/helpers/users";
import { balanceEntries, postLedgerEntry } from "./modules/balance";
import { runBillRemindersOnce } from "./modules/billing";
import { orderTransactions } from "./modules/billing/order-payments.table";
import { orderItems, orders } from "./modules/billing/orders.table";
import { runSystemTodosOnce } from "./modules/todos";
import { todos } from "./modules/todos/todos.table";
import { extractPdfText } from "./pdf/pdf-text.test-helpers";
import {
  addDays,
  daysBetween,
  schoolDay,
  schoolDayEnd,
  schoolDayStart,
  schoolToday,
} from "./school-calendar";

/** 01:30 on 28 November in Taipei; still the 27th in UTC. */
const NIGHT = new Date("2026-11-27T17:30:00Z");
const TAIPEI = "Asia/Taipei";

describe("the school calendar", () => {
  it("reads today on the school's wall clock, not UTC's", () => {
    expect(schoolToday(NIGHT, TAIPEI)).toBe("2026-11-28");
    expect(schoolToday(NIGHT, "UTC")).toBe("2026-11-27");
    expect(schoolToday(NIGHT, "America/New_York")).toBe("2026-11-27");
    expect(schoolDay("2026-11-27T15:59:59.999Z", TAIPEI)).toBe("2026-11-27");
    expect(schoolDay("2026-11-27T16:00:00Z", TAIPEI)).toBe("2026-11-28");
  });

  it("gives a school day's start and end as instants, daylight saving included", () => {
    expect(schoolDayStart("2026-11-28", TAIPEI).toISOString()).toBe("2026-11-27T16:00:00.000Z");
    expect(schoolDayEnd("2026-11-28", TAIPEI).toISOString()).toBe("2026-11-28T16:00:00.000Z");
    // New York springs forward on 8 March 2026: that day is 23 hours long.
    expect(schoolDayStart("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(schoolDayEnd("2026-03-08", "America/New_York").toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(schoolDayStart("2026-11-01", "America/New_York").toISOString()).toBe("2026-11-01T04:00:00.000Z");
  });

  it("adds and counts whole days on dates alone", () => {
    expect(addDays("2026-02-28", 1)).toBe("2026-03-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
    expect(daysBetween("2026-11-27", "2026-11-28")).toBe(1);
    expect(daysBetween("2026-03-08", "2026-03-01")).toBe(-7);
  });
});

describe("one meaning of today: 01:30 in Taipei is already the 28th", () => {
  let ctx: TestContext;
  let adminId: number;
  let parentId: number;
  let parent: { authorization: string };
  let admin: { authorization: string };
  const db = () => ctx.database.db;

  beforeAll(async () => {
    ctx = await createTestApp();
    adminId = (await createUser(db(), { username: "cal-admin", roles: ["super-admin"] })).id;
    parentId = (await createUser(db(), { username: "cal-parent", roles: ["parent"] })).id;
  });
  afterAll(() => ctx.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  /** At NIGHT on the clock of the code (the database keeps its own). */
  const atNight = async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NIGHT);
    admin = await signIn(ctx.app, "cal-admin");
    parent = await signIn(ctx.app, "cal-parent");
  };

  async function sentBill(receivableDate: string, total = 3_000_00) {
    const [order] = await db()
      .insert(orders)
      .values({
        parentUserId: parentId,
        title: `Bill due ${receivableDate}`,
        receivableDate,
        priceCurrency: "TWD",
        totalPrice: total,
        differencePriceCurrency: "TWD",
        sentAt: new Date("2026-11-01T00:00:00Z"),
        status: 1,
        createdBy: adminId,
      })
      .returning();
    if (!order) throw new Error("no bill");
    await db().insert(orderItems).values({
      orderId: order.id,
      type: "manual",
      userId: parentId,
      title: "Tuition",
      price: total,
      priceCurrency: "TWD",
      convertedPrice: total,
      position: 0,
    });
    return order.id;
  }

  it("a receipt issued then is dated the 28th", async () => {
    const id = await sentBill("2026-12-15");
    await atNight();
    const receipt = await ctx.app.inject({ url: `/api/order/${id}/receipt?lang=en`, headers: admin });
    expect(receipt.statusCode, receipt.body).toBe(200);
    const text = extractPdfText(receipt.rawPayload).text;
    expect(text).toContain("2026-11-28");
    expect(text).not.toContain("2026-11-27");
  });

  it("a payment from the balance made then is dated the 28th", async () => {
    const id = await sentBill("2026-12-15");
    await postLedgerEntry(db(), {
      parentUserId: parentId,
      currency: "TWD",
      amount: 1_000_00,
      kind: "adjustment",
      reason: "credit for the test",
      createdBy: adminId,
    });
    await atNight();
    const paid = await ctx.app.inject({
      method: "POST",
      url: `/api/order/${id}/pay-from-balance`,
      headers: parent,
      payload: { amount: 1_000_00 },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.transactions[0]).toMatchObject({ kind: "balance", date: "2026-11-28" });
    const [entry] = await db().select().from(balanceEntries).where(eq(balanceEntries.orderId, id));
    expect(entry?.amount).toBe(-1_000_00);
  });

  it("a bill due on the 27th is a day overdue then: its one-day reminder goes out", async () => {
    const id = await sentBill("2026-11-27");
    const report = await runBillRemindersOnce(db(), NIGHT, { days: [1], timeZone: TAIPEI });
    expect(report.mailed).toBe(1);
    // Where the school keeps New York's calendar, it is still the 27th: not overdue yet.
    const other = await sentBill("2026-11-27");
    const inNewYork = await runBillRemindersOnce(db(), NIGHT, { days: [1], timeZone: "America/New_York" });
    expect(inNewYork.mailed).toBe(0);
    expect(id).not.toBe(other);
  });

  it("a to-do opened then is dated the school's day (the configured zone's, not always Taipei's)", async () => {
    const bill = await sentBill("2026-12-15");
    const [proof] = await db()
      .insert(orderTransactions)
      .values({
        orderId: bill,
        kind: "parent_proof",
        status: "pending",
        paidOn: "2026-11-27",
        originalAmount: 1_000_00,
        originalCurrency: "TWD",
        amount: 1_000_00,
        currency: "TWD",
        createdBy: parentId,
        createdAt: NIGHT,
      })
      .returning();
    const todoOf = async () => {
      const [row] = await db()
        .select()
        .from(todos)
        .where(eq(todos.sourceKey, `proof:${proof?.id}`));
      return row;
    };
    await runSystemTodosOnce(db(), NIGHT, { timeZone: "America/New_York" });
    expect((await todoOf())?.fromDate).toBe("2026-11-27");
    await db()
      .delete(todos)
      .where(eq(todos.sourceKey, `proof:${proof?.id}`));
    await runSystemTodosOnce(db(), NIGHT, { timeZone: TAIPEI });
    expect((await todoOf())?.fromDate).toBe("2026-11-28");
  });
});
