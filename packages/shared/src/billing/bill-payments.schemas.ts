import { z } from "zod";
import { calendarDateSchema } from "../courses/course-sessions.schemas";
import { LOCALES } from "../i18n/locales";
import { CURRENCIES, CURRENCY_CODES, normalizeCurrency } from "../money/currency";
import { moneyAmountSchema, moneyInCurrency } from "../money/money.schemas";
import { dbIdSchema, dbIdValueSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import { ORDER_STATUS_KEYS } from "./billing.constants";

/**
 * Paying bills (spec 02 §3 Transaction and Problem, §4 bill flow, §5 payment rules, §7 calls):
 * POST order/{id}/transaction, PATCH order/transaction/{id}, POST order/{id}/pay-from-balance,
 * PATCH order/{id}/paid, POST order/{id}/problem, PATCH order/problem/{id}, GET order/{id}/payments,
 * GET order/transactions/bank-transfers, GET order/{id}/receipt. Amounts are integer minor units.
 */

const currencyIn = z
  .enum(CURRENCY_CODES, { error: "v.money_currency" })
  .transform((code) => normalizeCurrency(code));
const currencyOut = z.enum(CURRENCIES);
const minor = z.number().int();

export const ORDER_TRANSACTION_KIND_KEYS = ["parent_proof", "admin_received", "balance"] as const;
/** `reverted`: a verified payment an admin undid (a mistake); it no longer counts toward the bill. */
export const ORDER_TRANSACTION_STATUS_KEYS = ["pending", "verified", "rejected", "reverted"] as const;
/** Longest reason given for undoing a verified payment. */
export const REVERT_REASON_MAX = 500;
export const ORDER_LINE_REF_TYPE_KEYS = ["order_item", "lesson_log"] as const;
/** Most lines one problem or one paid mark names. */
export const ORDER_LINE_REFS_MAX = 500;
export const PROBLEM_DESCRIPTION_MAX = 2000;

export const orderTransactionIdParamsSchema = z.object({ id: dbIdSchema });
export const orderProblemIdParamsSchema = z.object({ id: dbIdSchema });

/** Taiwan bank transfers: the last five digits of the paying account. */
export const accountLast5Schema = z
  .string()
  .trim()
  .regex(/^\d{5}$/, { error: "v.account_last5" });

/**
 * POST order/{id}/transaction. A parent: amount, date, proof (their own uploaded image or PDF),
 * remark, account_last5 for a bank transfer — it waits for an admin. An admin: a payment received,
 * verified at once (proof optional). `currency` defaults to the bill's; another currency is
 * converted through TWD at the stored rates and the rate is recorded. The amount is valid in its
 * currency (whole TWD and CNY, USD cents; checked against the bill's currency by the server when
 * `currency` is left out).
 */
export const createOrderTransactionBodySchema = z
  .object({
    amount: moneyAmountSchema(),
    currency: currencyIn.optional(),
    date: calendarDateSchema,
    proof_upload_id: dbIdValueSchema.nullable().optional(),
    remark: z.string().trim().max(2000, { error: "v.text_too_long" }).default(""),
    account_last5: accountLast5Schema.nullable().optional(),
  })
  .superRefine(moneyInCurrency("amount", "currency"));
export type CreateOrderTransactionBody = z.input<typeof createOrderTransactionBodySchema>;
export type CreateOrderTransactionInput = z.output<typeof createOrderTransactionBodySchema>;

/** PATCH order/transaction/{id}: an admin verifies (posts) or rejects a parent's proof. */
export const reviewOrderTransactionBodySchema = z.object({
  status: z.enum(["verified", "rejected"], { error: "v.transaction_review" }),
  note: z.string().trim().max(2000, { error: "v.text_too_long" }).default(""),
  /**
   * Verifying a bank transfer onto another open bill (matched from GET order/transactions/bank-transfers):
   * the payment moves there, converted from what was paid at the stored rates.
   */
  order_id: dbIdValueSchema.nullable().optional(),
});
export type ReviewOrderTransactionBody = z.input<typeof reviewOrderTransactionBodySchema>;
export type ReviewOrderTransactionInput = z.output<typeof reviewOrderTransactionBodySchema>;

/**
 * POST order/transaction/{id}/revert: an admin undoes a verified bank transfer or proof (a mistake),
 * with a reason. The bill's status is derived again; an overpayment credit gets a reversing entry.
 */
export const revertOrderTransactionBodySchema = z.object({
  reason: z
    .string({ error: "v.revert_reason_required" })
    .trim()
    .min(1, { error: "v.revert_reason_required" })
    .max(REVERT_REASON_MAX, { error: "v.text_too_long" }),
});
export type RevertOrderTransactionBody = z.input<typeof revertOrderTransactionBodySchema>;
export type RevertOrderTransactionInput = z.output<typeof revertOrderTransactionBodySchema>;

/**
 * POST order/{id}/pay-from-balance: pay (part of) a bill from the family balance. `currency` is the
 * balance to spend (default the bill's); another currency is converted at the stored rates, the
 * bill credited what it is worth rounded down (never more than the balance gives).
 */
export const payFromBalanceBodySchema = z
  .object({
    amount: moneyAmountSchema(),
    currency: currencyIn.optional(),
  })
  .superRefine(moneyInCurrency("amount", "currency"));
export type PayFromBalanceBody = z.input<typeof payFromBalanceBodySchema>;

export const orderLineRefSchema = z.object({
  type: z.enum(ORDER_LINE_REF_TYPE_KEYS, { error: "v.bill_line_type" }),
  id: dbIdValueSchema,
});
export type OrderLineRefInput = z.infer<typeof orderLineRefSchema>;

/** PATCH order/{id}/paid: an admin marks these lines (bill lines or lesson logs in them) paid. */
export const markOrderPaidBodySchema = z.object({
  items: z
    .array(orderLineRefSchema)
    .min(1, { error: "v.bill_lines_required" })
    .max(ORDER_LINE_REFS_MAX, { error: "v.bill_lines_required" }),
});
export type MarkOrderPaidBody = z.input<typeof markOrderPaidBodySchema>;

/** POST order/{id}/problem: a parent flags lines of their bill. */
export const createOrderProblemBodySchema = z.object({
  items: z
    .array(orderLineRefSchema)
    .min(1, { error: "v.bill_lines_required" })
    .max(ORDER_LINE_REFS_MAX, { error: "v.bill_lines_required" }),
  description: z
    .string({ error: "v.problem_description_required" })
    .trim()
    .min(1, { error: "v.problem_description_required" })
    .max(PROBLEM_DESCRIPTION_MAX, { error: "v.text_too_long" }),
});
export type CreateOrderProblemBody = z.input<typeof createOrderProblemBodySchema>;
export type CreateOrderProblemInput = z.output<typeof createOrderProblemBodySchema>;

/** PATCH order/problem/{id}: an admin resolves a problem (the bill leaves issue when none is open). */
export const resolveOrderProblemBodySchema = z.object({
  resolution: z.string().trim().max(PROBLEM_DESCRIPTION_MAX, { error: "v.text_too_long" }).default(""),
});
export type ResolveOrderProblemBody = z.input<typeof resolveOrderProblemBodySchema>;
export type ResolveOrderProblemInput = z.output<typeof resolveOrderProblemBodySchema>;

// ---------------------------------------------------------------------------------------------
// Answers
// ---------------------------------------------------------------------------------------------

export const orderTransactionSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  kind: z.enum(ORDER_TRANSACTION_KIND_KEYS),
  status: z.enum(ORDER_TRANSACTION_STATUS_KEYS),
  /** Spec: confirmed (1 once an admin verified it). */
  confirmed: z.union([z.literal(0), z.literal(1)]),
  date: z.string(),
  original_price: minor,
  original_currency: currencyOut,
  /** The payment in the bill's currency. */
  price: minor,
  price_currency: currencyOut,
  /** Bill-currency units per original unit, as used ("1" for the same currency). */
  rate: z.string(),
  /** The part that went to the family balance (an overpayment). */
  credited_amount: minor,
  proof_upload_id: z.number().int().nullable(),
  proof_url: z.string().nullable(),
  remark: z.string(),
  account_last5: z.string().nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  reviewed_by: z.number().int().nullable(),
  reviewed_at: z.string().nullable(),
  review_note: z.string(),
  /** Set once an admin undid this verified payment (status reverted). */
  reverted_by: z.number().int().nullable(),
  reverted_at: z.string().nullable(),
  revert_reason: z.string(),
});
export type OrderTransaction = z.infer<typeof orderTransactionSchema>;

export const orderProblemSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int(),
  items: z.array(orderLineRefSchema),
  description: z.string(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  resolved_by: z.number().int().nullable(),
  resolved_at: z.string().nullable(),
  resolution: z.string(),
});
export type OrderProblem = z.infer<typeof orderProblemSchema>;

export const orderPaidMarkSchema = z.object({
  type: z.enum(ORDER_LINE_REF_TYPE_KEYS),
  id: z.number().int(),
  amount: minor,
  marked_by: z.number().int().nullable(),
  marked_at: z.string(),
});
export type OrderPaidMark = z.infer<typeof orderPaidMarkSchema>;

/** Where a bill stands, in its currency (derived from its payments, marks and problems). */
export const orderPaymentSummarySchema = z.object({
  price_currency: currencyOut,
  amount_due: minor,
  verified_paid: minor,
  balance_paid: minor,
  marked_paid: minor,
  /** Sum of parents' proofs awaiting verification. */
  pending_amount: minor,
  outstanding: minor,
  status: z.number().int(),
  status_key: z.enum(ORDER_STATUS_KEYS),
});
export type OrderPaymentSummary = z.infer<typeof orderPaymentSummarySchema>;

/** GET order/{id}/payments, and the answer of every payment call (the bill's state after it). */
export const orderPaymentsAnswerSchema = z.object({
  data: z.object({
    order_id: z.number().int(),
    summary: orderPaymentSummarySchema,
    transactions: z.array(orderTransactionSchema),
    problems: z.array(orderProblemSchema),
    paid_marks: z.array(orderPaidMarkSchema),
  }),
});
export type OrderPayments = z.infer<typeof orderPaymentsAnswerSchema>["data"];

/** GET order/transactions/bank-transfers: pending transfers and the open bills each may belong to. */
export const bankTransferCandidateSchema = z.object({
  order_id: z.number().int(),
  title: z.string(),
  parent_user_id: z.number().int(),
  parent_name: z.string(),
  receivable_date: z.string(),
  price_currency: currencyOut,
  outstanding: minor,
  status_key: z.enum(ORDER_STATUS_KEYS),
  /** Why it is offered: the bill the parent named, the same amount, the family paid from this account before. */
  reasons: z.array(z.enum(["named_bill", "same_amount", "known_account"])),
});
export const pendingBankTransferSchema = z.object({
  transaction: orderTransactionSchema,
  parent_user_id: z.number().int(),
  parent_name: z.string(),
  candidates: z.array(bankTransferCandidateSchema),
});
export type PendingBankTransfer = z.infer<typeof pendingBankTransferSchema>;
/** Oldest first, 50 a page (every pending transfer is reachable: nothing is dropped past a limit). */
export const pendingBankTransfersQuerySchema = z.object(pageQueryShape);
export type PendingBankTransfersQuery = z.infer<typeof pendingBankTransfersQuerySchema>;
export const pendingBankTransfersAnswerSchema = pagedListSchema(pendingBankTransferSchema);

/** GET order/{id}/receipt: the language of the receipt (default the bill's). */
export const receiptQuerySchema = z.object({
  lang: z.enum(LOCALES, { error: "v.bill_lang" }).optional(),
});
