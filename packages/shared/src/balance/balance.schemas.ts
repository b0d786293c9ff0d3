import { z } from "zod";
import { CURRENCIES } from "../money/currency";
import { moneyAmountSchema, moneyInCurrency } from "../money/money.schemas";
import { dbIdSchema, dbIdValueSchema, pagedListSchema, pageQueryShape } from "../system/paging.schemas";
import {
  BALANCE_BUCKETS,
  BALANCE_ENTRY_KINDS,
  BALANCE_REASON_CODES,
  BALANCE_REASON_MAX,
  DEPOSIT_PROVIDERS,
  DEPOSIT_STATUSES,
  ECPAY_METHODS,
} from "./balance.constants";

const currencySchema = z.enum(CURRENCIES, { error: "v.money_currency" });
const reasonSchema = z
  .string({ error: "v.balance_reason_required" })
  .trim()
  .min(1, { error: "v.balance_reason_required" })
  .max(BALANCE_REASON_MAX);

/** One currency's account of a parent: available (spendable) and pending (held apart) in minor units. */
export const balanceAccountSchema = z.object({
  currency: currencySchema,
  available: z.number().int().describe("minor units"),
  pending: z.number().int().describe("minor units"),
});
export type BalanceAccount = z.infer<typeof balanceAccountSchema>;

/** A parent's balance in every currency they hold, with the profile's summary fields (spec 01 §3). */
export const balanceSummarySchema = z.object({
  parent_user_id: z.number().int(),
  parent: z.object({
    id: z.number().int(),
    username: z.string(),
    first_name: z.string(),
    last_name: z.string(),
  }),
  accounts: z.array(balanceAccountSchema),
  account_balance: z.number().int().describe("available, minor units of account_balance_currency"),
  account_balance_currency: currencySchema.describe("the main currency: TWD if held, else USD, else CNY"),
  default_currency: currencySchema,
});
export type BalanceSummary = z.infer<typeof balanceSummarySchema>;

export const balanceEntrySchema = z.object({
  id: z.number().int(),
  parent_user_id: z.number().int(),
  currency: currencySchema,
  bucket: z.enum(BALANCE_BUCKETS),
  amount: z.number().int().describe("signed minor units: + credit, − debit"),
  balance_after: z.number().int().describe("the bucket's balance after this entry"),
  available_after: z
    .number()
    .int()
    .nullable()
    .describe(
      "the available balance after this entry; null on a pending entry (pending money does not change it)",
    ),
  pending_after: z
    .number()
    .int()
    .nullable()
    .describe("on a pending entry, the pending total after it; null on an available entry"),
  kind: z.enum(BALANCE_ENTRY_KINDS),
  order_id: z.number().int().nullable(),
  deposit_id: z.number().int().nullable(),
  reverses_entry_id: z.number().int().nullable(),
  reversed_by_entry_id: z.number().int().nullable(),
  reason: z
    .string()
    .describe("what an admin typed, or the system's reason rendered in the caller's language (reason_code)"),
  reason_code: z
    .enum(BALANCE_REASON_CODES)
    .nullable()
    .describe("a reason the system wrote, rendered from its code and reason_params; null: typed by an admin"),
  reason_params: z
    .object({
      bill: z.number().int().optional(),
      payment: z.number().int().optional(),
      provider: z.enum(DEPOSIT_PROVIDERS).optional(),
      ref: z.string().optional(),
      note: z.string().optional(),
    })
    .nullable(),
  rate: z.string().nullable().describe("TWD per unit of the currency, as used"),
  created_by: z
    .object({ id: z.number().int(), username: z.string(), first_name: z.string(), last_name: z.string() })
    .nullable(),
  created_at: z.string(),
});
export type BalanceEntry = z.infer<typeof balanceEntrySchema>;

export const balanceEntryPageSchema = pagedListSchema(balanceEntrySchema);
export type BalanceEntryPage = z.infer<typeof balanceEntryPageSchema>;

export const balanceEntriesQuerySchema = z.object({
  ...pageQueryShape,
  currency: currencySchema.optional(),
});
export type BalanceEntriesQuery = z.infer<typeof balanceEntriesQuerySchema>;

export const balanceParentParamsSchema = z.object({ parentUserId: dbIdSchema });
export const balanceEntryParamsSchema = z.object({ parentUserId: dbIdSchema, id: dbIdSchema });
export const balanceEntryIdParamsSchema = z.object({ id: dbIdSchema });

/**
 * /finance/add: an admin's adjustment of a parent's balance (audited; a reason is required). The
 * amount is valid in its currency (whole TWD and CNY, USD cents), either sign.
 */
export const balanceAdjustmentSchema = z
  .object({
    parent_user_id: dbIdValueSchema,
    currency: currencySchema,
    amount: moneyAmountSchema({ allowNegative: true }).describe("signed minor units: + credit, − debit"),
    reason: reasonSchema,
  })
  .superRefine(moneyInCurrency("amount", "currency", { allowNegative: true }));
export type BalanceAdjustmentInput = z.infer<typeof balanceAdjustmentSchema>;

export const balanceReversalSchema = z.object({ reason: reasonSchema });
export type BalanceReversalInput = z.infer<typeof balanceReversalSchema>;

export const balanceEntryResultSchema = z.object({
  entry: balanceEntrySchema,
  balance: balanceAccountSchema,
});
export type BalanceEntryResult = z.infer<typeof balanceEntryResultSchema>;

/** Admin list of parents with their balances. */
export const balanceParentsQuerySchema = z.object({
  ...pageQueryShape,
  q: z.string().trim().max(100).optional(),
});
export type BalanceParentsQuery = z.infer<typeof balanceParentsQuerySchema>;
export const balanceParentRowSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  accounts: z.array(balanceAccountSchema),
});
export type BalanceParentRow = z.infer<typeof balanceParentRowSchema>;
export const balanceParentPageSchema = pagedListSchema(balanceParentRowSchema);
export type BalanceParentPage = z.infer<typeof balanceParentPageSchema>;

/** /stripe: a parent starts a deposit (card; ECPay ATM or store code in Taiwan), valid in its currency. */
export const createDepositSchema = z
  .object({
    amount: moneyAmountSchema().describe("minor units, greater than 0"),
    currency: currencySchema,
    provider: z
      .enum(["card", "ecpay"])
      .default("card")
      .describe("card: Stripe when configured, else the sandbox"),
    method: z
      .enum(ECPAY_METHODS)
      .optional()
      .describe("ecpay only: ATM (virtual account) or CVS (store code)"),
    order_id: dbIdValueSchema
      .optional()
      .describe(
        "the bill this payment is for (one the parent may read): settled from the credit once it arrives",
      ),
  })
  .superRefine(moneyInCurrency("amount", "currency"));
export type CreateDepositInput = z.input<typeof createDepositSchema>;

export const depositSchema = z.object({
  id: z.number().int(),
  parent_user_id: z.number().int(),
  amount: z.number().int(),
  currency: currencySchema,
  provider: z.enum(DEPOSIT_PROVIDERS),
  method: z.string().nullable(),
  status: z.enum(DEPOSIT_STATUSES),
  order_id: z.number().int().nullable(),
  payment_info: z.record(z.string(), z.string()).nullable(),
  entry_id: z.number().int().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  test_money: z.boolean().describe("true for the payment sandbox: test money, never paid"),
});
export type Deposit = z.infer<typeof depositSchema>;

/** Where the browser goes to pay: a URL, or a form to post (ECPay's AioCheckOut). */
export const depositCheckoutSchema = z.object({
  deposit: depositSchema,
  redirect_url: z.string(),
  form: z
    .object({ action: z.string(), fields: z.record(z.string(), z.string()) })
    .nullable()
    .describe("when set, the browser posts these fields to action instead of following redirect_url"),
});
export type DepositCheckout = z.infer<typeof depositCheckoutSchema>;

export const depositProvidersSchema = z.object({
  card: z.enum(["stripe", "sandbox"]).nullable(),
  ecpay: z.boolean(),
});
export type DepositProviders = z.infer<typeof depositProvidersSchema>;

/** The sandbox checkout page's view of a session. */
export const sandboxCheckoutSchema = z.object({
  session_id: z.string(),
  amount: z.number().int(),
  currency: currencySchema,
  status: z.enum(DEPOSIT_STATUSES),
  deposit_id: z.number().int(),
});
export type SandboxCheckout = z.infer<typeof sandboxCheckoutSchema>;
export const sandboxSessionParamsSchema = z.object({
  sessionId: z.string().regex(/^sbx_[A-Za-z0-9]{8,64}$/),
});
