import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { sendOrder } from "./bill-send.service";
import { orderItems, orders } from "./orders.table";
import { type BillWorld, buildBillWorld } from "./orders.test-helpers";

let ctx: TestContext;
let w: BillWorld;

beforeAll(async () => {
  ctx = await createTestApp();
  w = await buildBillWorld(ctx);
});
afterAll(() => ctx.close());

describe("a sent bill on LINE", () => {
  it("queues one LINE message per recipient beside the mail, in the bill's language", async () => {
    const db = ctx.database.db;
    const [order] = await db
      .insert(orders)
      .values({
        parentUserId: w.ids.parent as number,
        title: "十二月學費",
        receivableDate: "2026-12-01",
        priceCurrency: "TWD",
        totalPrice: 800_000,
        differencePriceCurrency: "TWD",
        status: 0,
        createdBy: w.ids.admin as number,
      })
      .returning();
    await db.insert(orderItems).values({
      orderId: order?.id as number,
      type: "manual",
      userId: w.ids.student as number,
      title: "SAT",
      price: 800_000,
      priceCurrency: "TWD",
      convertedPrice: 800_000,
      position: 0,
    });
    const pushed: { userId: number; text: string; kind: string }[] = [];
    await sendOrder(
      db,
      { id: w.ids.admin as number, roles: ["super-admin"] },
      order?.id as number,
      { users: [w.ids.parent as number], lang: "zh-TW" },
      async (_tx, message) => {
        pushed.push(message);
      },
    );
    expect(pushed).toHaveLength(1);
    expect(pushed[0]).toMatchObject({ userId: w.ids.parent, kind: "bill_sent" });
    expect(pushed[0]?.text).toContain("十二月學費");
  });
});
