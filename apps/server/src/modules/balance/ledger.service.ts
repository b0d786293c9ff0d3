import type {
  BalanceBucket,
  BalanceEntryKind,
  BalanceReasonCode,
  BalanceReasonParams,
  Currency,
  MoneyAmountRule,
} from "@edu/shared";
import {
  balanceReasonText,
  MAX_MONEY_SUM_MINOR,
  MONEY_ERROR_MESSAGES,
  moneyAmountIssue,
  normalizeCurrency,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { fieldError } from "../../http/app-error";
import {
  type BalanceEntryRow,
  insertEntry,
  lockAccount,
  lockLedgerOwner,
  sumBucket,
  sumsOfParent,
  writeUserBalanceFromLedger,
} from "./balance.repository";

export type LedgerEntryInput = {
  parentUserId: number;
  currency: Currency | string;
  /** Signed integer minor units: + credit, − debit. Never 0. */
  amount: number;
  kind: BalanceEntryKind;
  /** Default "available". "pending" holds money apart (unverified deposits and proofs). */
  bucket?: BalanceBucket;
  orderId?: number | null;
  depositId?: number | null;
  /** Set on a reversing entry: the entry it cancels (each entry is reversed at most once). */
  reversesEntryId?: number | null;
  /** What an admin typed (adjustments, reversals); a system reason is `reasonCode` + `reasonParams`. */
  reason?: string;
  reasonCode?: BalanceReasonCode | null;
  reasonParams?: BalanceReasonParams | null;
  /** TWD per unit of `currency`, a decimal string, when a conversion was involved. */
  rate?: string | null;
  /** Who posted it (null: the system, e.g. a provider's notice). */
  createdBy: number | null;
};

export type LedgerEntryResult = { id: number; balance: number; entry: BalanceEntryRow };

/**
 * The one way money enters or leaves a family balance (DESIGN.md §5). Call it inside the caller's
 * transaction: it creates the parent's account in that currency on first use, locks it
 * (SELECT … FOR UPDATE, after the parent's user row) until the transaction ends, keeps the user's
 * account_balance / account_balance_currency equal to the ledger's main-currency sum, refuses a debit that would take the bucket below
 * 0 (422 amount: balance_not_enough, 'balance is not enough') or beyond MAX_MONEY_SUM_MINOR (422 amount:
 * v.money_sum_too_large: the sum stays exact in a JS number) and appends the entry. Entries are
 * never updated or deleted; a correction is a reversing entry (`reverseLedgerEntry`).
 * Returns the entry id and the bucket's balance after it.
 */
export async function postLedgerEntry(tx: DbOrTx, input: LedgerEntryInput): Promise<LedgerEntryResult> {
  if (!Number.isSafeInteger(input.amount) || input.amount === 0) {
    throw fieldError("amount", "v.money_format");
  }
  const currency = normalizeCurrency(input.currency);
  const bucket = input.bucket ?? "available";
  await lockLedgerOwner(tx, input.parentUserId);
  const accountId = await lockAccount(tx, input.parentUserId, currency);
  const before = await sumBucket(tx, accountId, bucket);
  const after = before + input.amount;
  if (input.amount < 0 && after < 0) throw fieldError("amount", "balance_not_enough");
  if (Math.abs(after) > MAX_MONEY_SUM_MINOR) throw fieldError("amount", "v.money_sum_too_large");
  const entry = await insertEntry(tx, {
    accountId,
    parentUserId: input.parentUserId,
    currency,
    bucket,
    amount: input.amount,
    balanceAfter: after,
    kind: input.kind,
    orderId: input.orderId ?? null,
    depositId: input.depositId ?? null,
    reversesEntryId: input.reversesEntryId ?? null,
    // The English text is kept beside a code: what SQL readers and exports see.
    reason:
      input.reason ?? (input.reasonCode ? balanceReasonText("en", input.reasonCode, input.reasonParams) : ""),
    reasonCode: input.reasonCode ?? null,
    reasonParams: input.reasonCode ? (input.reasonParams ?? {}) : null,
    rate: input.rate ?? null,
    createdBy: input.createdBy,
  });
  // The user object's account_balance follows the ledger in the same transaction.
  await writeUserBalanceFromLedger(tx, input.parentUserId);
  return { id: entry.id, balance: after, entry };
}

/** A parent's balance in one currency: available (spendable) and pending (held apart), minor units. */
export async function balanceOf(
  db: DbOrTx,
  parentUserId: number,
  currency: Currency | string,
): Promise<{ available: number; pending: number }> {
  const [sums] = await sumsOfParent(db, parentUserId, normalizeCurrency(currency));
  return { available: sums?.available ?? 0, pending: sums?.pending ?? 0 };
}

/**
 * 422 on `field` unless `amount` is a valid amount of `currency` (the shared rule: whole TWD and CNY,
 * USD cents, at least the minimum payment, at most MAX_MONEY_MINOR). For amounts whose currency the
 * request left to the server (a bill's, a statement's); the wire schemas check the others.
 */
export function assertMoneyAmount(
  field: string,
  amount: number,
  currency: Currency | string,
  rule?: MoneyAmountRule,
): void {
  const issue = moneyAmountIssue(amount, currency, rule);
  if (issue) throw fieldError(field, MONEY_ERROR_MESSAGES[issue]);
}
