import { z } from "zod";
import { calendarDateSchema } from "../courses/course-sessions.schemas";
import { LOCALES } from "../i18n/locales";
import { CURRENCIES } from "../money/currency";
import { moneyAmountSchema, moneyInCurrency, refineMoneyInCurrency } from "../money/money.schemas";
import { pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import {
  PAYROLL_ITEM_KINDS,
  PAYROLL_MANUAL_ITEM_KINDS,
  PAYROLL_MAX_ITEMS,
  PAYROLL_PAGE_SIZE,
  PAYROLL_PAYMENT_METHODS,
  PAYROLL_STATES,
  TEACHER_LEDGER_ENTRY_KINDS,
  TEACHER_PAYMENT_MAX_ALLOCATIONS,
} from "./payroll.constants";

const MAX_INT = 2_147_483_647;
const id = z.number().int().positive().max(MAX_INT);
const queryId = z.coerce.number().int().positive().max(MAX_INT);
const text = (max: number) => z.string().trim().max(max, { error: "v.text_too_long" });
const requiredText = (max: number) => text(max).min(1, { error: "v.required" });
const currency = z.enum(CURRENCIES);
const paymentMethod = z.enum(PAYROLL_PAYMENT_METHODS, { error: "v.payroll_payment_method" });
const positiveAmount = moneyAmountSchema().describe("minor units (× 100), greater than 0");
const date = calendarDateSchema.describe("YYYY-MM-DD");

export const payrollIdParamsSchema = z.object({ id: queryId });
export const teacherIdParamsSchema = z.object({ id: queryId.describe("the teacher's user id") });

// ---------------------------------------------------------------- statement input

/** A bonus or a deduction typed by the admin: always with a reason; the amount is positive. */
export const payrollManualItemInputSchema = z.object({
  kind: z.enum(PAYROLL_MANUAL_ITEM_KINDS),
  reason: requiredText(500),
  amount: positiveAmount.describe(
    "minor units (× 100) in the statement's currency; a deduction subtracts it",
  ),
});
export type PayrollManualItemInput = z.infer<typeof payrollManualItemInputSchema>;

const statementShape = {
  title: requiredText(200),
  period_start: date,
  period_end: date,
  teaching_log_ids: z
    .array(id)
    .max(PAYROLL_MAX_ITEMS)
    .refine((ids) => new Set(ids).size === ids.length, { error: "v.payroll_log_twice" })
    .describe(
      "the teacher's unpaid teaching logs (payroll/unpaid/{teacherId}); lines are computed by the server",
    ),
  manual_items: z.array(payrollManualItemInputSchema).max(PAYROLL_MAX_ITEMS),
  payment_method: paymentMethod,
  note: text(5000),
};

const periodOrdered = (v: { period_start?: string; period_end?: string }) =>
  !v.period_start || !v.period_end || v.period_start <= v.period_end;

/**
 * POST payroll: a statement for one teacher. Lines and total are computed by the server. Bonus and
 * deduction amounts are valid in `currency` when it is given (else the server checks them against
 * the statement's).
 */
export const createPayrollSchema = z
  .object({
    teacher_user_id: id,
    ...statementShape,
    currency: currency.optional().describe("default: the teaching logs' currency, else TWD"),
    manual_items: statementShape.manual_items.default([]),
    payment_method: statementShape.payment_method.default("bank_transfer"),
    note: statementShape.note.default(""),
  })
  .refine(periodOrdered, { error: "v.end_before_start", path: ["period_end"] })
  .superRefine((body, ctx) => {
    for (const [index, item] of body.manual_items.entries()) {
      refineMoneyInCurrency(ctx, ["manual_items", index, "amount"], item.amount, body.currency);
    }
  });
export type CreatePayrollInput = z.infer<typeof createPayrollSchema>;

/**
 * PATCH payroll/{id}: only before it is confirmed and paid. `teaching_log_ids` and `manual_items`,
 * when sent, replace the lines; an edit that leaves `teaching_log_ids` out keeps the statement's
 * lessons (never adds the teacher's other unpaid ones).
 */
export const updatePayrollSchema = z
  .object(statementShape)
  .partial()
  .refine(periodOrdered, { error: "v.end_before_start", path: ["period_end"] });
export type UpdatePayrollInput = z.infer<typeof updatePayrollSchema>;

/** POST payroll/{id}/send: mail the statement (PDF attached) to the teacher; resolves open problems. */
export const sendPayrollSchema = z.object({
  custom_content: text(5000).default("").describe("a message shown above the statement in the mail"),
});
export type SendPayrollInput = z.infer<typeof sendPayrollSchema>;

/** POST payroll/{id}/problem: the teacher names the items in question and says why. */
export const payrollProblemSchema = z.object({
  item_ids: z
    .array(id)
    .min(1, { error: "v.payroll_problem_items" })
    .max(PAYROLL_MAX_ITEMS)
    .describe("ids of the statement's items (items[].id)"),
  description: requiredText(5000),
});
export type PayrollProblemInput = z.infer<typeof payrollProblemSchema>;

/** POST payroll/{id}/checked: confirm (the teacher, or an admin on the teacher's behalf). */
export const payrollCheckedSchema = z.object({
  note: text(1000).default("").describe("why an admin confirms for the teacher (audited)"),
});
export type PayrollCheckedInput = z.infer<typeof payrollCheckedSchema>;

/** POST payroll/{id}/transaction: a payment recorded against this statement. */
export const payrollTransactionSchema = z.object({
  method: paymentMethod,
  paid_on: date,
  reference: text(200).default(""),
  amount: positiveAmount.describe(
    "minor units in the statement's currency; at most what is still owed on it",
  ),
  note: text(2000).default(""),
});
export type PayrollTransactionInput = z.infer<typeof payrollTransactionSchema>;

/** PATCH payroll/{id}/paid: record one payment for whatever is still owed on it. */
export const payrollMarkPaidSchema = z.object({
  method: paymentMethod,
  paid_on: date,
  reference: text(200).default(""),
  note: text(2000).default(""),
});
export type PayrollMarkPaidInput = z.infer<typeof payrollMarkPaidSchema>;

export const payrollListQuerySchema = z.object({
  ...pageQueryShape,
  page_size: pageQueryShape.page_size.default(PAYROLL_PAGE_SIZE),
  teacher_user_id: queryId.optional().describe("admins: one teacher (teachers always see their own)"),
  state: z.enum(PAYROLL_STATES).optional().describe("payroll/unpaid only: one state"),
});
export type PayrollListQuery = z.infer<typeof payrollListQuerySchema>;

export const payrollUnpaidLogsQuerySchema = z.object({
  from: date.optional().describe("first day (UTC), inclusive"),
  to: date.optional().describe("last day (UTC), inclusive"),
});
export type PayrollUnpaidLogsQuery = z.infer<typeof payrollUnpaidLogsQuerySchema>;

export const payrollUsersUnpaidQuerySchema = z.object({
  ...pageQueryShape,
  page_size: pageQueryShape.page_size.default(PAYROLL_PAGE_SIZE),
  keyword: text(100).optional().describe("part of the teacher's name, username or email"),
});
export type PayrollUsersUnpaidQuery = z.infer<typeof payrollUsersUnpaidQuerySchema>;

// ---------------------------------------------------------------- answers

export const payrollPersonSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
});
export type PayrollPerson = z.infer<typeof payrollPersonSchema>;

/** The teacher's billing info: masked (王**, ****6789) for everyone but admins. */
export const payrollBillingSchema = z.object({
  official_name: z.string().nullable(),
  ssn: z.string().nullable(),
  bank_account: z.string().nullable(),
  payment_method: z.string().nullable(),
  masked: z.boolean(),
});
export type PayrollBilling = z.infer<typeof payrollBillingSchema>;

/**
 * One computed line. Teaching lines: `amount` = the log's rate by its salary unit and duration
 * (online rate for online classes), rounded once; 0 lines are never made (no payable attendance →
 * refused). Bonus lines add, deduction lines subtract (`amount` is always positive, `signed_amount`
 * carries the sign); total = sum of signed_amount.
 */
export const payrollItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PAYROLL_ITEM_KINDS),
  teaching_log_id: z.number().int().nullable(),
  reason: z.string().describe("manual items: the reason; teaching lines: the class name"),
  class_id: z.number().int().nullable(),
  class_name: z.string().nullable(),
  started_at: z.string().nullable().describe("ISO instant of the lesson"),
  duration_minutes: z.number().int().nullable(),
  salary_unit: z.number().int().nullable().describe("1 per lesson, 2 per month, 3 per hour"),
  is_online: z.boolean().nullable(),
  rate: z.number().int().nullable().describe("minor units per unit (per hour for unit 3)"),
  payable_students: z.number().int().nullable().describe("students whose attendance is payable"),
  amount: z.number().int().describe("minor units, ≥ 0"),
  signed_amount: z.number().int().describe("minor units: negative for deductions"),
  currency: currency,
  in_problem: z.boolean().describe("named by the teacher's open problem"),
});
export type PayrollItem = z.infer<typeof payrollItemSchema>;

export const payrollProblemItemSchema = z.object({
  id: z.number().int(),
  item_ids: z.array(z.number().int()),
  description: z.string(),
  created_at: z.string(),
  created_by: z.number().int().nullable(),
  resolved_at: z.string().nullable(),
});
export type PayrollProblem = z.infer<typeof payrollProblemItemSchema>;

export const payrollAllocationSchema = z.object({
  payment_id: z.number().int(),
  amount: z.number().int(),
  method: paymentMethod,
  paid_on: z.string(),
  reference: z.string(),
});

/** A statement in lists. */
export const payrollSummarySchema = z.object({
  id: z.number().int(),
  teacher: payrollPersonSchema,
  title: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  currency: currency,
  total: z.number().int().describe("minor units: the sum of the rounded lines"),
  paid_amount: z.number().int().describe("minor units covered by payments"),
  outstanding: z.number().int().describe("total − paid_amount"),
  state: z.enum(PAYROLL_STATES),
  payment_method: paymentMethod,
  sent_at: z.string().nullable(),
  confirmed_at: z.string().nullable(),
  created_at: z.string(),
});
export type PayrollSummary = z.infer<typeof payrollSummarySchema>;

/** GET payroll/{id} and every write's answer. */
export const payrollDetailSchema = payrollSummarySchema.extend({
  note: z.string(),
  confirmed_by: z.number().int().nullable(),
  confirmed_for_teacher: z.boolean().describe("an admin confirmed on the teacher's behalf"),
  items: z.array(payrollItemSchema),
  problems: z.array(payrollProblemItemSchema),
  payments: z.array(payrollAllocationSchema),
  billing: payrollBillingSchema,
  can: z.object({
    edit: z.boolean(),
    send: z.boolean(),
    confirm: z.boolean(),
    problem: z.boolean(),
    pay: z.boolean(),
    reset: z.boolean(),
    delete: z.boolean(),
  }),
});
export type PayrollDetail = z.infer<typeof payrollDetailSchema>;

export const payrollListSchema = pagedListSchema(payrollSummarySchema);
export type PayrollList = z.infer<typeof payrollListSchema>;

/** GET payroll/unpaid/{teacherId}: the teacher's payable, not yet claimed teaching logs as lines. */
export const payrollUnpaidLineSchema = payrollItemSchema
  .omit({ id: true, in_problem: true })
  .extend({ kind: z.literal("teaching"), teaching_log_id: z.number().int() });
export type PayrollUnpaidLine = z.infer<typeof payrollUnpaidLineSchema>;
export const payrollUnpaidLinesSchema = z.object({
  teacher: payrollPersonSchema,
  data: z.array(payrollUnpaidLineSchema),
  totals: z.array(z.object({ currency: currency, amount: z.number().int() })),
});
export type PayrollUnpaidLines = z.infer<typeof payrollUnpaidLinesSchema>;

/** GET payroll/users/unpaid (spec: Teacher unpaid). */
export const teacherUnpaidSchema = z.object({
  user_id: z.number().int(),
  user_name: z.string().describe("display name"),
  first_name: z.string(),
  last_name: z.string(),
  unpaid_logs: z.number().int().describe("payable teaching logs on no statement"),
  first_unpaid_at: z.string().nullable(),
  latest_payroll: z
    .object({ id: z.number().int(), title: z.string(), created_at: z.string() })
    .nullable()
    .describe("the teacher's newest statement"),
  latest_order: z.string().nullable().describe("ISO instant of the newest unpaid teaching log"),
});
export type TeacherUnpaid = z.infer<typeof teacherUnpaidSchema>;
export const teacherUnpaidListSchema = pagedListSchema(teacherUnpaidSchema);

// ---------------------------------------------------------------- teacher payments

export const teacherPaymentAllocationInputSchema = z.object({
  payroll_id: id,
  amount: positiveAmount,
});

/**
 * POST teacher-payments: money paid to a teacher, optionally spread over their confirmed statements.
 * The amount and each allocation are valid in `currency` (whole TWD and CNY, USD cents).
 */
export const createTeacherPaymentSchema = z
  .object({
    teacher_user_id: id,
    currency: currency,
    amount: positiveAmount,
    method: paymentMethod,
    paid_on: date,
    reference: text(200).default(""),
    note: text(2000).default(""),
    allocations: z
      .array(teacherPaymentAllocationInputSchema)
      .max(TEACHER_PAYMENT_MAX_ALLOCATIONS)
      .default([])
      .describe("statements it pays (same teacher and currency); their sum ≤ amount"),
  })
  .superRefine((body, ctx) => {
    moneyInCurrency("amount", "currency")(body, ctx);
    for (const [index, allocation] of body.allocations.entries()) {
      refineMoneyInCurrency(ctx, ["allocations", index, "amount"], allocation.amount, body.currency);
    }
  });
export type CreateTeacherPaymentInput = z.infer<typeof createTeacherPaymentSchema>;

/**
 * PATCH teacher-payments/{id}: method, date, reference and note edit in place; a new amount or
 * allocations are a correction (the ledger gets a reversal and a new entry).
 */
export const updateTeacherPaymentSchema = z.object({
  amount: positiveAmount.optional(),
  method: paymentMethod.optional(),
  paid_on: date.optional(),
  reference: text(200).optional(),
  note: text(2000).optional(),
  allocations: z.array(teacherPaymentAllocationInputSchema).max(TEACHER_PAYMENT_MAX_ALLOCATIONS).optional(),
});
export type UpdateTeacherPaymentInput = z.infer<typeof updateTeacherPaymentSchema>;

export const teacherPaymentsQuerySchema = z.object({
  ...pageQueryShape,
  page_size: pageQueryShape.page_size.default(PAYROLL_PAGE_SIZE),
  teacher_user_id: queryId.optional(),
});
export type TeacherPaymentsQuery = z.infer<typeof teacherPaymentsQuerySchema>;

export const teacherPaymentSchema = z.object({
  id: z.number().int(),
  teacher: payrollPersonSchema,
  currency: currency,
  amount: z.number().int(),
  method: paymentMethod,
  paid_on: z.string(),
  reference: z.string(),
  note: z.string(),
  allocations: z.array(
    z.object({ payroll_id: z.number().int(), title: z.string(), amount: z.number().int() }),
  ),
  created_at: z.string(),
});
export type TeacherPayment = z.infer<typeof teacherPaymentSchema>;
export const teacherPaymentListSchema = pagedListSchema(teacherPaymentSchema);

/**
 * A teacher's figures per currency: earned (confirmed statements), paid, outstanding = the ledger's sum;
 * and awaiting_confirmation: what the statements sent to the teacher and not yet confirmed (awaiting
 * confirmation or with a problem raised) still owe, total − paid, by the same state rule and amounts
 * the statement rows show (they reach the ledger once confirmed).
 */
export const teacherBalanceSchema = z.object({
  currency: currency,
  earned: z.number().int(),
  paid: z.number().int(),
  outstanding: z.number().int(),
  awaiting_confirmation: z
    .number()
    .int()
    .describe("minor units on sent statements not yet confirmed (confirm_pending, problem)"),
});
export type TeacherBalance = z.infer<typeof teacherBalanceSchema>;

export const teacherLedgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(TEACHER_LEDGER_ENTRY_KINDS),
  currency: currency,
  amount: z.number().int().describe("signed minor units: + owed to the teacher, − paid"),
  effective_on: z.string(),
  payroll_id: z.number().int().nullable(),
  payment_id: z.number().int().nullable(),
  reverses_id: z.number().int().nullable(),
  memo: z.string(),
  created_at: z.string(),
});
export type TeacherLedgerEntry = z.infer<typeof teacherLedgerEntrySchema>;

/** GET teacher-ledger/{id}: balances per currency and the newest entries. */
export const teacherLedgerSchema = z.object({
  teacher: payrollPersonSchema,
  balances: z.array(teacherBalanceSchema),
  entries: z.array(teacherLedgerEntrySchema),
});
export type TeacherLedger = z.infer<typeof teacherLedgerSchema>;

// ---------------------------------------------------------------- monetary statements

const monetaryShape = {
  title: requiredText(200),
  period_start: date,
  period_end: date,
  note: text(5000),
};

/** POST monetary-statements: a teacher's statement for a period (figures come from the ledger). */
export const createMonetaryStatementSchema = z
  .object({ teacher_user_id: id, ...monetaryShape, note: monetaryShape.note.default("") })
  .refine(periodOrdered, { error: "v.end_before_start", path: ["period_end"] });
export type CreateMonetaryStatementInput = z.infer<typeof createMonetaryStatementSchema>;

export const updateMonetaryStatementSchema = z
  .object(monetaryShape)
  .partial()
  .refine(periodOrdered, { error: "v.end_before_start", path: ["period_end"] });
export type UpdateMonetaryStatementInput = z.infer<typeof updateMonetaryStatementSchema>;

export const monetaryStatementsQuerySchema = teacherPaymentsQuerySchema;

/** GET monetary-statements/{id}/pdf: the reader's language (default: the teacher's). */
export const monetaryPdfQuerySchema = z.object({
  lang: z.enum(LOCALES, { error: "v.payroll_lang" }).optional().describe("en, zh-TW or zh-CN"),
});
export type MonetaryPdfQuery = z.infer<typeof monetaryPdfQuerySchema>;

/**
 * Per currency over the period: earned (statements confirmed in it, less reversals), paid (payments
 * dated in it), outstanding (everything owed up to period_end, less everything paid up to it),
 * awaiting_confirmation (the listed statements sent and not yet confirmed: total − paid).
 */
export const monetaryStatementSchema = z.object({
  id: z.number().int(),
  teacher: payrollPersonSchema,
  title: z.string(),
  period_start: z.string(),
  period_end: z.string(),
  note: z.string(),
  lines: z.array(teacherBalanceSchema),
  statements: z.array(payrollSummarySchema).describe("statements whose period overlaps"),
  billing: payrollBillingSchema,
  pdf_url: z.string().describe("GET it for the PDF in the teacher's language (?lang= for another)"),
  created_at: z.string(),
  updated_at: z.string(),
});
export type MonetaryStatement = z.infer<typeof monetaryStatementSchema>;
export const monetaryStatementListSchema = pagedListSchema(
  monetaryStatementSchema.omit({ statements: true, billing: true }),
);
