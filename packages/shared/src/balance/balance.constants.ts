/** DESIGN.md §5: pending money (unverified deposits and proofs) is held apart from available money. */
export const BALANCE_BUCKETS = ["available", "pending"] as const;
export type BalanceBucket = (typeof BALANCE_BUCKETS)[number];

/**
 * Why a ledger entry exists. The amount's sign says credit (+) or debit (−). `sandbox_deposit` is test
 * money from the payment sandbox (demo, tests): never paid, and every page showing it says so.
 */
export const BALANCE_ENTRY_KINDS = [
  "deposit",
  "sandbox_deposit",
  "bill_payment",
  "overpayment_credit",
  "adjustment",
  "reversal",
  "refund",
  "pending_hold",
  "pending_release",
] as const;
export type BalanceEntryKind = (typeof BALANCE_ENTRY_KINDS)[number];

export const DEPOSIT_PROVIDERS = ["stripe", "sandbox", "ecpay"] as const;
export type DepositProvider = (typeof DEPOSIT_PROVIDERS)[number];

export const DEPOSIT_STATUSES = ["open", "paid", "expired"] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

/** ECPay (Taiwan) ways to pay a deposit or a bill: ATM virtual account, convenience-store code. */
export const ECPAY_METHODS = ["ATM", "CVS"] as const;
export type EcpayMethod = (typeof ECPAY_METHODS)[number];

/** Longest adjustment or reversal reason. */
export const BALANCE_REASON_MAX = 500;

/**
 * Why the system wrote a ledger entry: a code and its parameters, never a sentence. The
 * texts are the balance domain's messages (`balance_reason.<code>`), rendered in the reader's language
 * by `balanceReasonText` on the server (API `reason`) and the web alike. What an admin types
 * (adjustments, reversals) has no code and is shown as typed.
 */
export const BALANCE_REASON_CODES = [
  "deposit",
  "bill_payment",
  "overpayment",
  "proof_hold",
  "payment_reviewed",
  "payment_undone",
  "bill_voided",
  "bill_deleted",
] as const;
export type BalanceReasonCode = (typeof BALANCE_REASON_CODES)[number];

/** bill, payment: ids; provider + ref: a deposit's provider and its reference; note: what an admin typed. */
export type BalanceReasonParams = {
  bill?: number;
  payment?: number;
  provider?: DepositProvider;
  ref?: string;
  note?: string;
};
