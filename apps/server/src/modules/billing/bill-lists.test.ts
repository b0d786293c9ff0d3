import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { type BillWorld, buildBillWorld } from "./orders.test-helpers";

// The bill list (order/unpaid, orders/paid) and order/users/unpaid as one prepared statement each: the
// keyword through the trigram indexes (title, the parent's name and email), paging, the capped count.

let ctx: TestContext;
let w: BillWorld;
const bills: Record<string, number> = {};

const ids = (body: { data: Array<{ id: number }> }) => body.data.map((row) => row.id);

async function bill(key: string, title: string, parent: "parent" | "parent2") {
  const response = await w.call("POST", "/api/order", {
    title,
    receivable_date: "2026-04-30",
    user_id: w.ids[parent],
    price_currency: "TWD",
    items: [{ type: "manual", title: "教材費", price: 10_000, price_currency: "TWD" }],
  });
  expect(response.statusCode, response.body).toBe(200);
  bills[key] = response.json().data.id;
}

beforeAll(async () => {
  ctx = await createTestApp();
  w = await buildBillWorld(ctx);
  await bill("spring", "Spring term 100% paid upfront", "parent");
  await bill("summer", "Summer 1000 TWD", "parent");
  await bill("autumn", "Autumn term", "parent2");
  await bill("winter", "Winter camp", "parent2");
});
afterAll(async () => {
  await ctx.close();
});

describe("bill list keyword", () => {
  it("matches the title (case-insensitive, % and _ taken literally), newest first", async () => {
    const term = (await w.call("GET", "/api/order/unpaid?q=TERM")).json();
    expect(ids(term)).toEqual([bills.autumn, bills.spring]);
    expect(term.total).toBe(2);
    expect(ids((await w.call("GET", "/api/order/unpaid?q=100%25")).json())).toEqual([bills.spring]);
    expect(ids((await w.call("GET", "/api/order/unpaid?q=Summer_1000")).json())).toEqual([]);
  });

  it("matches the parent's name and email, not text across the title and the name", async () => {
    expect(ids((await w.call("GET", "/api/order/unpaid?q=pat")).json())).toEqual([
      bills.winter,
      bills.autumn,
    ]);
    const byEmail = (await w.call("GET", "/api/order/unpaid?q=PARENT2@EXAMPLE")).json();
    expect(ids(byEmail)).toEqual([bills.winter, bills.autumn]);
    expect(byEmail.data[0].parent).toMatchObject({ id: w.ids.parent2, first_name: "Pat" });
    const parentName = (await w.call("GET", "/api/order/unpaid?q=美玲")).json();
    expect(ids(parentName)).toEqual([bills.summer, bills.spring]);
    expect(ids((await w.call("GET", "/api/order/unpaid?q=camp%20Pat")).json())).toEqual([]);
    expect((await w.call("GET", "/api/order/unpaid?q=nothing-like-this")).json()).toMatchObject({
      data: [],
      total: 0,
      total_capped: 0,
    });
  });

  it("pages with the keyword and with the other filters", async () => {
    const second = (await w.call("GET", "/api/order/unpaid?q=pat&page=2&page_size=1")).json();
    expect(second).toMatchObject({ total: 2, current_page: 2, per_page: 1, last_page: 2 });
    expect(ids(second)).toEqual([bills.autumn]);
    const filtered = await w.call("GET", `/api/order/unpaid?q=term&parent_user_id=${w.ids.parent2}`);
    expect(ids(filtered.json())).toEqual([bills.autumn]);
    expect(ids((await w.call("GET", "/api/order/unpaid?q=term&status=3")).json())).toEqual([]);
    expect(ids((await w.call("GET", "/api/orders/paid?q=term")).json())).toEqual([]);
  });

  it("counts up to 1,000 and answers 1,000+ beyond, with and without a keyword", async () => {
    await ctx.database.db.execute(sql`
      insert into orders (parent_user_id, title, receivable_date, status)
      select ${w.ids.parent2}, 'Bulk bill ' || g, '2026-01-01', 1 from generate_series(1, 1005) g`);
    for (const path of ["/api/order/unpaid", "/api/order/unpaid?q=bulk"]) {
      const body = (await w.call("GET", path)).json();
      expect(body, path).toMatchObject({ total: 1000, total_capped: 1, last_page: 20 });
      expect(body.data).toHaveLength(50);
    }
    const last = (await w.call("GET", "/api/order/unpaid?q=bulk&page=21")).json();
    expect(last.data).toHaveLength(5);
    expect(last.data[4].title).toBe("Bulk bill 1");
    await ctx.database.db.execute(sql`delete from orders where title like 'Bulk bill %'`);
  });
});

describe("order/users/unpaid keyword", () => {
  it("matches the parent's name, email or username", async () => {
    const parents = async (q: string) =>
      (await w.call("GET", `/api/order/users/unpaid?q=${encodeURIComponent(q)}`))
        .json()
        .data.map((row: { parent: { id: number } }) => row.parent.id);
    expect(await parents("PAT")).toEqual([w.ids.parent2]);
    expect(await parents("parent2@example.com")).toEqual([w.ids.parent2]);
    expect(await parents("parent")).toEqual([w.ids.parent2, w.ids.parent]);
    expect(await parents("美玲")).toEqual([w.ids.parent]);
    expect(await parents("no such parent")).toEqual([]);
  });
});
