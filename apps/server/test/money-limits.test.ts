import { MAX_MONEY_MINOR, MAX_MONEY_SUM_MINOR } from "@edu/shared";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "../src/db/query-rows";
import { makeSentBill, proofUpload } from "../src/modules/billing/bill-money.test-helpers";
import { teacherLedgerEntries } from "../src/modules/payroll/payroll.table";
import { createTestApp, type TestContext } from "./helpers/test-app";
import { createUser, signIn } from "./helpers/users";

/**
 * Amounts near 2^53 answered 500 (a parent could trigger two), and after one
 * teacher payment the teacher ledger and monetary statements answered 500 for good. Now one maximum
 * per amount (MAX_MONEY_MINOR, shared schemas) and per sum (MAX_MONEY_SUM_MINOR): 422, field named.
 */
const HUGE = Number.MAX_SAFE_INTEGER; // 9007199254740991

let ctx: TestContext;
const ids: Record<string, number> = {};
const auth: Record<string, Record<string, string>> = {};
const db = () => ctx.database.db;

const call = (method: "GET" | "POST" | "PATCH", url: string, who: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth[who], ...(payload && { payload }) });

/** Rows of every table a money request writes, to show a refused one wrote nothing. */
async function moneyRowCounts() {
  const [row] = await queryRows<Record<string, number>>(
    db(),
    sql`select (select count(*)::int from orders) as orders,
               (select count(*)::int from order_transactions) as order_transactions,
               (select count(*)::int from balance_entries) as balance_entries,
               (select count(*)::int from balance_deposits) as balance_deposits,
               (select count(*)::int from teacher_payments) as teacher_payments,
               (select count(*)::int from teacher_ledger_entries) as teacher_ledger_entries,
               (select count(*)::int from payroll_items) as payroll_items,
               (select count(*)::int from teacher_contracts) as teacher_contracts,
               (select count(*)::int from audit_log) as audit_log`,
  );
  return row;
}

beforeAll(async () => {
  ctx = await createTestApp();
  for (const [username, role] of [
    ["admin", "super-admin"],
    ["parent", "parent"],
    ["student", "student"],
    ["teacher", "teacher"],
  ] as const) {
    ids[username] = (await createUser(db(), { username, roles: [role], firstName: username })).id;
    auth[username] = { authorization: (await signIn(ctx.app, username)).authorization };
  }
});

afterAll(async () => {
  await ctx?.close();
});

describe("amounts near 2^53", () => {
  it("answer 422 naming the field on every money route, write nothing, and leave the teacher's pages readable", async () => {
    const parent = ids.parent as number;
    const bill = await makeSentBill(db(), {
      parentUserId: parent,
      studentId: ids.student as number,
      createdBy: ids.admin as number,
      lines: [1_000_00],
    });
    const payment = await call("POST", "/api/teacher-payments", "admin", {
      teacher_user_id: ids.teacher,
      currency: "TWD",
      amount: 500_00,
      method: "cash",
      paid_on: "2026-04-20",
    });
    expect(payment.statusCode, payment.body).toBe(200);
    const statement = await call("POST", "/api/payroll", "admin", {
      teacher_user_id: ids.teacher,
      title: "April",
      period_start: "2026-04-01",
      period_end: "2026-04-30",
      teaching_log_ids: [],
      manual_items: [{ kind: "bonus", reason: "prep", amount: 1_000_00 }],
    });
    expect(statement.statusCode, statement.body).toBe(200);
    const before = await moneyRowCounts();
    const manual = (price: number, price_currency = "TWD") => ({
      type: "manual",
      title: "huge",
      user_id: ids.student,
      price,
      price_currency,
    });
    const newBill = (items: object[]) => ({
      title: "Huge",
      receivable_date: "2026-11-01",
      user_id: parent,
      price_currency: "TWD",
      items,
    });
    const requests: Array<[string, "POST" | "PATCH", string, string, object]> = [
      // The nine.
      [
        "amount",
        "POST",
        `/api/order/${bill}/transaction`,
        "admin",
        { amount: HUGE, currency: "USD", date: "2026-11-02" },
      ],
      [
        "amount",
        "POST",
        `/api/order/${bill}/transaction`,
        "parent",
        {
          amount: HUGE,
          currency: "USD",
          date: "2026-11-02",
          proof_upload_id: await proofUpload(db(), parent),
        },
      ],
      ["amount", "POST", `/api/order/${bill}/pay-from-balance`, "parent", { amount: HUGE, currency: "USD" }],
      ["items.0.price", "POST", "/api/order", "admin", newBill([manual(HUGE)])],
      ["items.0.price", "POST", "/api/order", "admin", newBill([manual(HUGE, "USD")])],
      [
        "difference_price",
        "PATCH",
        `/api/order/${bill}/difference-price`,
        "admin",
        { difference_price: HUGE, difference_price_currency: "USD" },
      ],
      [
        "amount",
        "POST",
        "/api/teacher-payments",
        "admin",
        {
          teacher_user_id: ids.teacher,
          currency: "USD",
          amount: HUGE,
          method: "cash",
          paid_on: "2026-04-21",
        },
      ],
      ["amount", "PATCH", `/api/teacher-payments/${payment.json().id}`, "admin", { amount: HUGE }],
      [
        "amount",
        "POST",
        `/api/payroll/${statement.json().id}/transaction`,
        "admin",
        { method: "cash", paid_on: "2026-04-22", amount: HUGE },
      ],
      // The other money inputs on the wire.
      [
        "amount",
        "POST",
        "/api/balance/adjustment",
        "admin",
        { parent_user_id: parent, currency: "USD", amount: -HUGE, reason: "probe" },
      ],
      ["amount", "POST", "/api/balance/deposit", "parent", { amount: HUGE, currency: "USD" }],
      [
        "manual_items.0.amount",
        "POST",
        "/api/payroll",
        "admin",
        {
          teacher_user_id: ids.teacher,
          title: "Huge",
          period_start: "2026-05-01",
          period_end: "2026-05-31",
          teaching_log_ids: [],
          manual_items: [{ kind: "bonus", reason: "x", amount: HUGE }],
        },
      ],
      [
        "hourly_rate",
        "POST",
        "/api/teacher-contract",
        "admin",
        {
          teacher_id: ids.teacher,
          title: "Huge",
          start_date: "2026-01-01",
          hourly_rate: HUGE,
          currency: "USD",
        },
      ],
    ];
    for (const [field, method, url, who, payload] of requests) {
      const res = await call(method, url, who, payload);
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(422);
      expect(res.json().errors[field], `${method} ${url} ${res.body}`).toEqual([
        "The amount is too large (at most 10,000,000,000 in any currency).",
      ]);
    }
    expect(await moneyRowCounts()).toEqual(before);
    const ledger = await call("GET", `/api/teacher-ledger/${ids.teacher}`, "admin");
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.json().balances).toEqual([
      { currency: "TWD", earned: 0, paid: 500_00, outstanding: -500_00, awaiting_confirmation: 0 },
    ]);
    const monetary = await call("POST", "/api/monetary-statements", "admin", {
      teacher_user_id: ids.teacher,
      title: "2026 Q2",
      period_start: "2026-04-01",
      period_end: "2026-06-30",
    });
    expect(monetary.statusCode, monetary.body).toBe(200);
    expect((await call("GET", "/api/monetary-statements", "admin")).statusCode).toBe(200);
    expect((await call("GET", `/api/monetary-statements/${monetary.json().id}`, "teacher")).statusCode).toBe(
      200,
    );
  });
});

describe("sums stay within MAX_MONEY_SUM_MINOR", () => {
  it("a family ledger bucket takes amounts up to the sum maximum, then refuses with 422 on amount", async () => {
    const family = (await createUser(db(), { username: "rich", roles: ["parent"] })).id;
    const adjust = (amount: number) =>
      call("POST", "/api/balance/adjustment", "admin", {
        parent_user_id: family,
        currency: "TWD",
        amount,
        reason: "big",
      });
    for (let i = 0; i < MAX_MONEY_SUM_MINOR / MAX_MONEY_MINOR; i++) {
      expect((await adjust(MAX_MONEY_MINOR)).statusCode).toBe(200);
    }
    const over = await adjust(100);
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.amount).toEqual([
      "This would take the total beyond the largest sum kept (100,000,000,000).",
    ]);
    const balance = await call("GET", `/api/balance/parent/${family}`, "admin");
    expect(balance.statusCode).toBe(200);
    expect(balance.json().accounts).toEqual([
      { currency: "TWD", available: MAX_MONEY_SUM_MINOR, pending: 0 },
    ]);
  });

  it("a bill whose converted total would pass the sum maximum is refused on items, nothing written", async () => {
    const before = await moneyRowCounts();
    const res = await call("POST", "/api/order", "admin", {
      title: "Ten big lines",
      receivable_date: "2026-11-01",
      user_id: ids.parent,
      price_currency: "TWD",
      // 10 × US$10,000,000,000: within the sum maximum as typed, 32 times it in TWD.
      items: Array.from({ length: 10 }, (_, i) => ({
        type: "manual",
        title: `line ${i}`,
        price: MAX_MONEY_MINOR,
        price_currency: "USD",
      })),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().errors.items, res.body).toEqual([
      "This would take the total beyond the largest sum kept (100,000,000,000).",
    ]);
    expect(await moneyRowCounts()).toEqual(before);
  });
});

describe("SQL sums read into numbers are checked", () => {
  it("a teacher ledger whose sum no JS number holds answers 422, not a rounded figure or a 500", async () => {
    // Written before the limits existed (the ledger is append-only: such rows stay).
    const teacher = (await createUser(db(), { username: "legacy-teacher", roles: ["teacher"] })).id;
    await db()
      .insert(teacherLedgerEntries)
      .values(
        [1, 2].map(() => ({
          teacherUserId: teacher,
          currency: "TWD" as const,
          amount: -6_000_000_000_000_000,
          kind: "payment" as const,
          effectiveOn: "2026-04-01",
        })),
      );
    const ledger = await call("GET", `/api/teacher-ledger/${teacher}`, "admin");
    expect(ledger.statusCode, ledger.body).toBe(422);
    expect(ledger.json().message).toBe(
      "This would take the total beyond the largest sum kept (100,000,000,000).",
    );
  });
});

describe("an amount left in the bill's currency is valid in it", () => {
  it("a difference of NT$0.50 is refused on difference_price; NT$-50 is taken", async () => {
    const bill = await makeSentBill(db(), {
      parentUserId: ids.parent as number,
      studentId: ids.student as number,
      createdBy: ids.admin as number,
      lines: [1_000_00],
    });
    const half = await call("PATCH", `/api/order/${bill}/difference-price`, "admin", {
      difference_price: -50,
    });
    expect(half.statusCode).toBe(422);
    expect(half.json().errors.difference_price).toEqual([
      "Too many decimal places for this currency (USD takes cents, TWD and CNY whole units).",
    ]);
    const whole = await call("PATCH", `/api/order/${bill}/difference-price`, "admin", {
      difference_price: -50_00,
    });
    expect(whole.statusCode, whole.body).toBe(200);
  });
});
