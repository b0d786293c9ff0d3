import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";
import { orderTransactions } from "./order-payments.table";
import { orderItems, orders } from "./orders.table";

// The pending bank-transfer list pages (nothing past 100 silently dropped) and reads a
// page in one statement, however many transfers it holds (no query per transfer).
const TRANSFERS = 120;

let ctx: TestContext;
let admin: { authorization: string };
const statements: string[] = [];
const db = () => ctx.database.db;

beforeAll(async () => {
  ctx = await createTestApp();
  const adminId = (await createUser(db(), { username: "transfers-admin", roles: ["super-admin"] })).id;
  admin = await signIn(ctx.app, "transfers-admin");
  const parents: number[] = [];
  for (const [index, name] of ["美玲", "Pat", "Lee"].entries()) {
    parents.push(
      (await createUser(db(), { username: `transfers-parent-${index}`, roles: ["parent"], firstName: name }))
        .id,
    );
  }
  const bills = await db()
    .insert(orders)
    .values(
      parents.map((parentUserId, index) => ({
        parentUserId,
        title: `Bill ${index + 1}`,
        receivableDate: `2026-11-0${index + 1}`,
        priceCurrency: "TWD" as const,
        totalPrice: 1_000_00 * (index + 1),
        differencePriceCurrency: "TWD" as const,
        sentAt: new Date(),
        status: 1 as const,
        createdBy: adminId,
      })),
    )
    .returning();
  await db()
    .insert(orderItems)
    .values(
      bills.map((bill) => ({
        orderId: bill.id,
        type: "manual" as const,
        userId: bill.parentUserId,
        title: "Tuition",
        price: bill.totalPrice,
        priceCurrency: "TWD" as const,
        convertedPrice: bill.totalPrice,
        position: 0,
      })),
    );
  // The first family once paid an earlier (paid) bill from account 00000: that account is known.
  const [earlier] = await db()
    .insert(orders)
    .values({
      parentUserId: parents[0] as number,
      title: "Earlier bill",
      receivableDate: "2026-10-01",
      priceCurrency: "TWD",
      totalPrice: 1_00,
      differencePriceCurrency: "TWD",
      sentAt: new Date(),
      status: 4,
      createdBy: adminId,
    })
    .returning();
  if (!earlier) throw new Error("no bill");
  // 120 pending transfers, oldest first by id, over the three open bills.
  const base = Date.parse("2026-11-01T00:00:00Z");
  await db()
    .insert(orderTransactions)
    .values([
      ...Array.from({ length: TRANSFERS }, (_, index) => {
        const bill = bills[index % bills.length] as (typeof bills)[number];
        return {
          orderId: bill.id,
          kind: "parent_proof" as const,
          status: "pending" as const,
          paidOn: "2026-11-02",
          originalAmount: bill.totalPrice,
          originalCurrency: "TWD" as const,
          amount: bill.totalPrice,
          currency: "TWD" as const,
          accountLast5: String(index % 7).padStart(5, "0"),
          createdBy: bill.parentUserId,
          createdAt: new Date(base + index * 60_000),
        };
      }),
      {
        orderId: earlier.id,
        kind: "admin_received" as const,
        status: "verified" as const,
        paidOn: "2026-10-01",
        originalAmount: 1_00,
        originalCurrency: "TWD" as const,
        amount: 1_00,
        currency: "TWD" as const,
        accountLast5: "00000",
        createdBy: adminId,
      },
    ]);
  // Every statement the app sends goes through the driver's query(): PGlite's client or pg's pool.
  const client = (db() as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    const [first] = args;
    statements.push(typeof first === "string" ? first : String((first as { text?: string }).text));
    return query(...args);
  };
}, 60_000);
afterAll(() => ctx.close());

type Page = {
  data: Array<{
    transaction: { id: number; order_id: number; status: string; date: string; created_at: string };
    parent_name: string;
    candidates: Array<{ order_id: number; reasons: string[] }>;
  }>;
  current_page: number;
  per_page: number;
  total: number;
  last_page: number;
};

async function list(query: string) {
  statements.length = 0;
  const res = await ctx.app.inject({ url: `/api/order/transactions/bank-transfers${query}`, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  // The list's own statements (not the session lookup): those that read the payments.
  const reads = statements.filter((text) => /order_transactions/.test(text)).length;
  return { page: res.json() as Page, reads };
}

describe("GET order/transactions/bank-transfers", () => {
  it("pages of 50 cover all 120 pending transfers, oldest first, each once", async () => {
    const pages = [await list(""), await list("?page=2"), await list("?page=3&page_size=50")];
    expect(pages.map(({ page }) => page.data.length)).toEqual([50, 50, 20]);
    expect(pages[0]?.page).toMatchObject({ current_page: 1, per_page: 50, total: TRANSFERS, last_page: 3 });
    const ids = pages.flatMap(({ page }) => page.data.map((row) => row.transaction.id));
    expect(new Set(ids).size).toBe(TRANSFERS);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect((await list("?page=4")).page).toMatchObject({ data: [], total: TRANSFERS, current_page: 4 });
  });

  it("reads a page in one statement, whatever its size", async () => {
    const small = await list("?page_size=5");
    const full = await list("?page_size=50");
    expect(small.page.data).toHaveLength(5);
    expect(full.page.data).toHaveLength(50);
    expect(small.reads).toBe(1);
    expect(full.reads).toBe(1);
  });

  it("answers each transfer as the bill's own payments do, with its parent and candidate bills", async () => {
    const { page } = await list("?page_size=1");
    const [first] = page.data;
    if (!first) throw new Error("no transfer");
    const payments = await ctx.app.inject({
      url: `/api/order/${first.transaction.order_id}/payments`,
      headers: admin,
    });
    const same = payments
      .json()
      .data.transactions.find((row: { id: number }) => row.id === first.transaction.id);
    expect(first.transaction).toEqual(same);
    expect(first.parent_name).toBe("美玲");
    expect(first.candidates[0]).toMatchObject({
      order_id: first.transaction.order_id,
      reasons: ["named_bill", "same_amount", "known_account"],
    });
    const bad = await ctx.app.inject({
      url: "/api/order/transactions/bank-transfers?page_size=0",
      headers: admin,
    });
    expect(bad.statusCode).toBe(422);
  });
});
