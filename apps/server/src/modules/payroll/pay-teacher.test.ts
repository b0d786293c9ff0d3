import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestContext } from "../../../test/helpers/test-app";
import { createUser, signIn } from "../../../test/helpers/users";

// One way to pay a teacher. A statement's transaction and paid routes and POST
// teacher-payments all record the payment, its allocation and its ledger entry through pay-teacher.ts.
let ctx: TestContext;
let admin: { authorization: string };
let teacherId: number;
const call = (method: "GET" | "POST" | "PATCH", url: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: admin, ...(payload && { payload }) });

beforeAll(async () => {
  ctx = await createTestApp();
  await createUser(ctx.database.db, { username: "pay-admin", roles: ["super-admin"] });
  admin = await signIn(ctx.app, "pay-admin");
  teacherId = (await createUser(ctx.database.db, { username: "pay-teacher", roles: ["teacher"] })).id;
});
afterAll(() => ctx.close());

async function confirmedStatement(title: string, amount: number): Promise<number> {
  const created = await call("POST", "/api/payroll", {
    teacher_user_id: teacherId,
    title,
    period_start: "2026-11-01",
    period_end: "2026-11-30",
    currency: "TWD",
    teaching_log_ids: [],
    manual_items: [{ kind: "bonus", reason: "Workshop", amount }],
  });
  expect(created.statusCode, created.body).toBe(200);
  const id = created.json().id as number;
  expect((await call("POST", `/api/payroll/${id}/checked`, { note: "by phone" })).statusCode).toBe(200);
  return id;
}

describe("paying a teacher", () => {
  it("leaves the same records whichever route pays a statement: payment, allocation, ledger entry naming it", async () => {
    const viaStatement = await confirmedStatement("Via the statement", 3_000_00);
    const viaPayments = await confirmedStatement("Via teacher payments", 3_000_00);
    const paidOn = "2026-11-28";
    const one = await call("POST", `/api/payroll/${viaStatement}/transaction`, {
      method: "bank_transfer",
      paid_on: paidOn,
      reference: "T-1",
      amount: 1_000_00,
    });
    expect(one.statusCode, one.body).toBe(200);
    const two = await call("POST", "/api/teacher-payments", {
      teacher_user_id: teacherId,
      currency: "TWD",
      amount: 1_000_00,
      method: "bank_transfer",
      paid_on: paidOn,
      reference: "T-2",
      allocations: [{ payroll_id: viaPayments, amount: 1_000_00 }],
    });
    expect(two.statusCode, two.body).toBe(200);

    const payments = (await call("GET", `/api/teacher-payments?teacher_user_id=${teacherId}`)).json().data;
    const shape = (statement: number) => {
      const payment = payments.find(
        (p: { allocations: Array<{ payroll_id: number }> }) => p.allocations[0]?.payroll_id === statement,
      );
      return { amount: payment?.amount, allocations: payment?.allocations.length, paid_on: payment?.paid_on };
    };
    expect(shape(viaStatement)).toEqual({ amount: 1_000_00, allocations: 1, paid_on: paidOn });
    expect(shape(viaPayments)).toEqual(shape(viaStatement));

    const ledger = (await call("GET", `/api/teacher-ledger/${teacherId}`)).json();
    const paymentEntries = ledger.entries
      .filter((entry: { kind: string }) => entry.kind === "payment")
      .map((entry: { payroll_id: number | null; amount: number; effective_on: string }) => ({
        payroll_id: entry.payroll_id,
        amount: entry.amount,
        effective_on: entry.effective_on,
      }));
    expect(paymentEntries).toEqual(
      expect.arrayContaining([
        { payroll_id: viaStatement, amount: -1_000_00, effective_on: paidOn },
        { payroll_id: viaPayments, amount: -1_000_00, effective_on: paidOn },
      ]),
    );
    for (const id of [viaStatement, viaPayments]) {
      expect((await call("GET", `/api/payroll/${id}`)).json()).toMatchObject({
        paid_amount: 1_000_00,
        outstanding: 2_000_00,
        state: "confirmed",
      });
    }
  });

  it("refuses the same way on both routes: a statement not confirmed yet is 409", async () => {
    const created = await call("POST", "/api/payroll", {
      teacher_user_id: teacherId,
      title: "Draft",
      period_start: "2026-11-01",
      period_end: "2026-11-30",
      currency: "TWD",
      teaching_log_ids: [],
      manual_items: [{ kind: "bonus", reason: "Workshop", amount: 1_000_00 }],
    });
    const id = created.json().id as number;
    const viaStatement = await call("POST", `/api/payroll/${id}/transaction`, {
      method: "cash",
      paid_on: "2026-11-28",
      amount: 1_00,
    });
    const viaPayments = await call("POST", "/api/teacher-payments", {
      teacher_user_id: teacherId,
      currency: "TWD",
      amount: 1_00,
      method: "cash",
      paid_on: "2026-11-28",
      allocations: [{ payroll_id: id, amount: 1_00 }],
    });
    expect([viaStatement.statusCode, viaPayments.statusCode]).toEqual([409, 409]);
    expect(viaPayments.json().code).toBe(viaStatement.json().code);
  });

  it("only pay-teacher.ts writes teacher payments and their allocations", () => {
    const dir = import.meta.dirname;
    const writers = readdirSync(dir)
      .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
      .filter((name) =>
        /\.insert\(\s*(teacherPayments|teacherPaymentAllocations)\s*\)/.test(
          readFileSync(join(dir, name), "utf8"),
        ),
      );
    expect(writers).toEqual(["pay-teacher.ts"]);
  });
});
