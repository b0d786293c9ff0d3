import { createOrderBodySchema } from "@edu/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensureCourseSessions, insertEnrollment } from "../../../test/helpers/enrollment";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { queryRows } from "../../db/query-rows";
import { AppError } from "../../http/app-error";
import { createOrder } from "./order-create.service";
import { type BillWorld, buildBillWorld } from "./orders.test-helpers";

/**
 * Every amount a bill holds is valid in its currency (whole NT$ and ¥, US$ cents), so every
 * bill can reach paid; a price that is not is refused with a field error (422), and nothing is written.
 */
let ctx: TestContext;
let w: BillWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  w = await buildBillWorld(ctx);
});
afterAll(async () => {
  await ctx.close();
});

const billCount = async () =>
  (await queryRows<{ n: number }>(ctx.database.db, sql`select count(*)::int as n from orders`))[0]?.n;
const bill = (items: object[], currency = "TWD") => ({
  title: "Amounts",
  receivable_date: "2026-04-30",
  user_id: w.ids.parent,
  price_currency: currency,
  items,
});
const DECIMALS = "Too many decimal places for this currency (USD takes cents, TWD and CNY whole units).";

describe("amounts a bill holds are valid in their currency", () => {
  it("a TWD manual line of 123.45 is refused on its field (and in a USD bill too); nothing is written", async () => {
    const before = await billCount();
    for (const body of [
      bill([{ type: "manual", title: "書費", price: 123_45 }]),
      bill([{ type: "manual", title: "書費", price: 123_45, price_currency: "TWD" }], "USD"),
      bill([{ type: "manual", title: "書費", price: 123_45, price_currency: "NTD" }], "USD"),
    ]) {
      const refused = await w.call("POST", "/api/order", body);
      expect(refused.statusCode, refused.body).toBe(422);
      expect(refused.json().errors).toEqual({ "items.0.price": [DECIMALS] });
    }
    expect(await billCount()).toBe(before);
  });

  it("a manual price that skips the route's schema is refused by the service all the same", async () => {
    const input = createOrderBodySchema.parse(bill([{ type: "manual", title: "書費", price: 100_00 }]));
    input.items[0] = { ...input.items[0], price: 123_45 } as (typeof input.items)[number];
    const admin = { id: w.ids.admin as number, roles: ["super-admin"] as const };
    const failure = await createOrder(ctx.database.db, admin, input).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppError);
    expect((failure as AppError).status).toBe(422);
    expect((failure as AppError).options.fieldErrors).toEqual({ "items.0.price": ["v.money_decimals"] });
  });

  it("an enrollment whose course fee is NT$123.45 cannot be billed until the fee is corrected", async () => {
    await ensureCourseSessions(ctx.database.db, [
      { id: 150, title: "Odd fee", fee: 123_45, currency: "TWD" },
    ]);
    const enrollment = await insertEnrollment(ctx.database.db, {
      courseSessionId: 150,
      studentUserId: w.ids.student,
      parentUserId: w.ids.parent,
      studentEmail: "odd-fee@example.com",
    });
    const before = await billCount();
    const refused = await w.call("POST", "/api/order", bill([{ type: "enrollment", id: enrollment.id }]));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toEqual({
      "items.0.id": [
        "This fee is not a valid amount in its currency (NT$ and ¥ whole units, US$ cents): correct the course fee first.",
      ],
    });
    expect(await billCount()).toBe(before);
  });

  it("a US$123.45 line on a TWD bill is held in whole NT$, and paying what is due makes it paid", async () => {
    const created = await w.call(
      "POST",
      "/api/order",
      bill([{ type: "manual", title: "Books", price: 123_45, price_currency: "USD" }]),
    );
    expect(created.statusCode, created.body).toBe(200);
    const { id, amount_due, total_price, order_items } = created.json().data;
    expect(order_items[0].converted_price % 100).toBe(0);
    expect(total_price % 100).toBe(0);
    const paid = await w.call("POST", `/api/order/${id}/transaction`, {
      amount: amount_due,
      date: "2026-04-20",
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.summary).toMatchObject({ status_key: "paid", outstanding: 0 });
  });
});
