import { describe, expect, it } from "vitest";
import { teachingLineAmount } from "./payroll.compute";
import {
  createPayrollSchema,
  createTeacherPaymentSchema,
  monetaryPdfQuerySchema,
  payrollProblemSchema,
} from "./payroll.schemas";

const base = {
  teacher_user_id: 7,
  title: "2026-03 salary",
  period_start: "2026-03-01",
  period_end: "2026-03-31",
  teaching_log_ids: [1, 2],
};
const messagesOf = (result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => result.error?.issues.map((issue) => `${issue.path.join(".")}:${issue.message}`) ?? [];

describe("payroll schemas", () => {
  it("fills the defaults of a statement", () => {
    expect(createPayrollSchema.parse(base)).toMatchObject({
      manual_items: [],
      payment_method: "bank_transfer",
      note: "",
    });
  });
  it("refuses a log twice, a period ending before it starts, and a manual item without a reason", () => {
    expect(messagesOf(createPayrollSchema.safeParse({ ...base, teaching_log_ids: [1, 1] }))).toEqual([
      "teaching_log_ids:v.payroll_log_twice",
    ]);
    expect(messagesOf(createPayrollSchema.safeParse({ ...base, period_end: "2026-02-01" }))).toEqual([
      "period_end:v.end_before_start",
    ]);
    const noReason = createPayrollSchema.safeParse({
      ...base,
      manual_items: [{ kind: "bonus", reason: " ", amount: 100 }],
    });
    expect(messagesOf(noReason)).toEqual(["manual_items.0.reason:v.required"]);
    const zero = createPayrollSchema.safeParse({
      ...base,
      manual_items: [{ kind: "deduction", reason: "x", amount: 0 }],
    });
    expect(messagesOf(zero)).toEqual(["manual_items.0.amount:v.money_positive"]);
  });
  it("needs at least one item for a problem and a known payment method", () => {
    expect(messagesOf(payrollProblemSchema.safeParse({ item_ids: [], description: "wrong" }))).toEqual([
      "item_ids:v.payroll_problem_items",
    ]);
    const method = createTeacherPaymentSchema.safeParse({
      teacher_user_id: 7,
      currency: "TWD",
      amount: 100,
      method: "barter",
      paid_on: "2026-04-01",
    });
    expect(messagesOf(method)).toEqual(["method:v.payroll_payment_method"]);
  });
});

describe("teachingLineAmount", () => {
  it("never returns a float and rounds each line once (sum of rounded lines, not rounded sum)", () => {
    // Three 20-minute lessons at 1,000/h: 333.33… each → 333 each, total 999 (not 1,000).
    const line = teachingLineAmount({ rate: 100_000, currency: "TWD", salaryUnit: 3, durationMinutes: 20 });
    expect(line).toBe(33_300);
    expect(line * 3).toBe(99_900);
    for (let minutes = 1; minutes <= 720; minutes += 7) {
      const amount = teachingLineAmount({
        rate: 123_457,
        currency: "USD",
        salaryUnit: 3,
        durationMinutes: minutes,
      });
      expect(Number.isSafeInteger(amount)).toBe(true);
      expect(Math.abs(amount * 60 - 123_457 * minutes)).toBeLessThanOrEqual(30);
    }
  });
  it("takes a PDF's language from the three the product writes, or none (the teacher's)", () => {
    expect(monetaryPdfQuerySchema.parse({ lang: "zh-TW" })).toEqual({ lang: "zh-TW" });
    expect(monetaryPdfQuerySchema.parse({})).toEqual({});
    expect(messagesOf(monetaryPdfQuerySchema.safeParse({ lang: "fr" }))).toEqual(["lang:v.payroll_lang"]);
  });
});
