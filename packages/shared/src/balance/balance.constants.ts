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
