import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestContext } from "../../test/helpers/test-app";
import { createUser, signIn } from "../../test/helpers/users";
import { mailOutbox } from "../mail/outbox.table";
import { orderItems, orders } from "../modules/billing/orders.table";

// No PDF is drawn while a row lock is held. Every document (bill, salary statement,
// receipt, monetary statement) goes through createPdfDocument; each drawing records how many
// transactions were open when it started and when it finished.
const drawing = vi.hoisted(() => ({
  openTransactions: 0,
  seen: [] as number[],
  /** Runs while the first document is being drawn (a change made meanwhile, by someone else). */
  meanwhile: undefined as undefined | (() => Promise<void>),
}));

vi.mock("./pdf-document", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./pdf-document")>();
  return {
    ...actual,
    createPdfDocument: (options: Parameters<typeof actual.createPdfDocument>[0]) => {
      drawing.seen.push(drawing.openTransactions);
      const pdf = actual.createPdfDocument(options);
      const finish = pdf.finish.bind(pdf);
      pdf.finish = async () => {
        const meanwhile = drawing.meanwhile;
        drawing.meanwhile = undefined;
        await meanwhile?.();
        drawing.seen.push(drawing.openTransactions);
        return finish();
      };
      return pdf;
    },
  };
});

let ctx: TestContext;
let admin: { authorization: string };
let parentId: number;
let teacherId: number;
const db = () => ctx.database.db;
const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin, ...(payload && { payload }) });

beforeAll(async () => {
  ctx = await createTestApp();
  // The app's handle: every transaction a request opens is counted while it runs.
  const database = ctx.database.db;
  const transaction = database.transaction.bind(database);
  database.transaction = ((run, config) =>
    transaction(async (tx) => {
      drawing.openTransactions += 1;
      try {
        return await run(tx);
      } finally {
        drawing.openTransactions -= 1;
      }
    }, config)) as typeof database.transaction;
  const adminRow = await createUser(database, { username: "pdf-admin", roles: ["super-admin"] });
  admin = { authorization: (await signIn(ctx.app, "pdf-admin")).authorization };
  parentId = (await createUser(database, { username: "pdf-parent", roles: ["parent"], firstName: "Mei" })).id;
  teacherId = (await createUser(database, { username: "pdf-teacher", roles: ["teacher"], firstName: "Tina" }))
    .id;
  expect(adminRow.id).toBeGreaterThan(0);
});
afterAll(() => ctx.close());
beforeEach(() => {
  drawing.seen.length = 0;
  // A test that failed before its drawing ran must not hand its change to the next test.
  drawing.meanwhile = undefined;
});

async function makeBill(title: string) {
  const [order] = await db()
    .insert(orders)
    .values({
      parentUserId: parentId,
      title,
      receivableDate: "2026-11-30",
      priceCurrency: "TWD",
      totalPrice: 3_000_00,
      differencePriceCurrency: "TWD",
      status: 0,
    })
    .returning();
  if (!order) throw new Error("no bill");
  await db().insert(orderItems).values({
    orderId: order.id,
    type: "manual",
    userId: parentId,
    title: "Tuition",
    price: 3_000_00,
    priceCurrency: "TWD",
    convertedPrice: 3_000_00,
    position: 0,
  });
  return order.id;
}

const lastMail = async (kind: string) => {
  const [mail] = await db()
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.kind, kind))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
};

describe("documents are drawn with no row lock held", () => {
  it("a bill sent: drawn outside the transaction that locks it and queues the mail", async () => {
    const id = await makeBill("November tuition");
    const sent = await call("POST", `/api/order/${id}/send`, { users: [parentId], lang: "en" });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(drawing.seen.length).toBeGreaterThan(0);
    expect(drawing.seen.every((open) => open === 0)).toBe(true);
    expect((await lastMail("bill"))?.subject).toContain("November tuition");
  });

  it("a bill changed while its PDF is drawn is drawn again: the mail shows what was locked", async () => {
    const id = await makeBill("Before the change");
    drawing.meanwhile = async () => {
      await db().update(orders).set({ title: "After the change" }).where(eq(orders.id, id));
    };
    const sent = await call("POST", `/api/order/${id}/send`, { users: [parentId], lang: "en" });
    expect(sent.statusCode, sent.body).toBe(200);
    // Two drawings (each seen at start and at finish), all outside any transaction.
    expect(drawing.seen).toEqual([0, 0, 0, 0]);
    const mail = await lastMail("bill");
    expect(mail?.subject).toContain("After the change");
    expect(sent.json().data.title).toBe("After the change");
  });

  it("a salary statement sent, a receipt and a monetary statement: all drawn outside transactions", async () => {
    const created = await call("POST", "/api/payroll", {
      teacher_user_id: teacherId,
      title: "November salary",
      period_start: "2026-11-01",
      period_end: "2026-11-30",
      currency: "TWD",
      teaching_log_ids: [],
      manual_items: [{ kind: "bonus", reason: "Workshop", amount: 5_000_00 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const sent = await call("POST", `/api/payroll/${created.json().id}/send`, {});
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await lastMail("payroll_statement"))?.meta).toMatchObject({ payroll_id: created.json().id });

    const bill = await makeBill("Receipt bill");
    expect((await call("GET", `/api/order/${bill}/receipt`)).statusCode).toBe(200);

    const monetary = await call("POST", "/api/monetary-statements", {
      teacher_user_id: teacherId,
      title: "November",
      period_start: "2026-11-01",
      period_end: "2026-11-30",
    });
    expect(monetary.statusCode, monetary.body).toBe(200);
    expect((await call("GET", `/api/monetary-statements/${monetary.json().id}/pdf`)).statusCode).toBe(200);

    expect(drawing.seen).toHaveLength(6);
    expect(drawing.seen.every((open) => open === 0)).toBe(true);
  });
});
