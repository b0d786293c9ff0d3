import {
  type BalanceAccount,
  type BalanceAdjustmentInput,
  type BalanceEntry,
  type BalanceEntryPage,
  type BalanceEntryResult,
  type BalanceParentPage,
  type BalanceParentsQuery,
  type BalanceSummary,
  balanceReasonText,
  type Currency,
  type Locale,
  pagedList,
  pickMainCurrency,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import { isUniqueViolation } from "../../db/postgres-errors";
import { type Actor, isStaff } from "../../http/actor";
import { conflict, fieldError, forbidden, notFound } from "../../http/app-error";
import { toWireTime } from "../../http/wire-time";
import { recordAudit } from "../audit";
import {
  type BucketSums,
  type EntryWithRefs,
  findEntry,
  findParent,
  type ParentRow,
  pageEntries,
  pageParents,
  sumsOfParent,
  sumsOfParents,
} from "./balance.repository";
import { postLedgerEntry } from "./ledger.service";

/** An entry as answered; a system reason is rendered in the reader's language. */
export function toEntryDto(
  { entry, creator, reversedBy }: EntryWithRefs,
  locale: Locale = "en",
): BalanceEntry {
  return {
    id: entry.id,
    parent_user_id: entry.parentUserId,
    currency: entry.currency,
    bucket: entry.bucket,
    amount: entry.amount,
    balance_after: entry.balanceAfter,
    // Each bucket is its own balance: a pending entry never changes the available one.
    available_after: entry.bucket === "available" ? entry.balanceAfter : null,
    pending_after: entry.bucket === "pending" ? entry.balanceAfter : null,
    kind: entry.kind,
    order_id: entry.orderId,
    deposit_id: entry.depositId,
    reverses_entry_id: entry.reversesEntryId,
    reversed_by_entry_id: reversedBy,
    reason: entry.reasonCode ? balanceReasonText(locale, entry.reasonCode, entry.reasonParams) : entry.reason,
    reason_code: entry.reasonCode,
    reason_params: entry.reasonCode ? (entry.reasonParams ?? {}) : null,
    rate: entry.rate,
    created_by: creator
      ? {
          id: creator.id,
          username: creator.username,
          first_name: creator.firstName,
          last_name: creator.lastName,
        }
      : null,
    created_at: toWireTime(entry.createdAt),
  };
}

const toAccounts = (sums: BucketSums[]): BalanceAccount[] =>
  sums.map((sum) => ({ currency: sum.currency, available: sum.available, pending: sum.pending }));

/** A parent reads their own balance; super-admin and staff read anyone's. */
export function assertMayRead(actor: Actor, parentUserId: number): void {
  if (actor.id !== parentUserId && !isStaff(actor)) throw forbidden();
}

async function parentOrThrow(db: DbOrTx, parentUserId: number): Promise<ParentRow> {
  const parent = await findParent(db, parentUserId);
  if (!parent) throw notFound();
  return parent;
}

/**
 * Spec 01 §3 account_balance / account_balance_currency / default_currency: the available balance
 * in the main currency of the accounts the parent holds (TWD if held, else USD, else CNY; the
 * default currency when none), with the accounts per currency.
 */
export async function balanceSummary(
  db: DbOrTx,
  actor: Actor,
  parentUserId: number,
): Promise<BalanceSummary> {
  assertMayRead(actor, parentUserId);
  const parent = await parentOrThrow(db, parentUserId);
  const sums = await sumsOfParent(db, parentUserId);
  const main: Currency = sums.length
    ? pickMainCurrency(sums.map((sum) => sum.currency))
    : parent.defaultCurrency;
  return {
    parent_user_id: parent.id,
    parent: {
      id: parent.id,
      username: parent.username,
      first_name: parent.firstName,
      last_name: parent.lastName,
    },
    accounts: toAccounts(sums),
    account_balance: sums.find((sum) => sum.currency === main)?.available ?? 0,
    account_balance_currency: main,
    default_currency: parent.defaultCurrency,
  };
}

export async function listEntries(
  db: DbOrTx,
  actor: Actor,
  parentUserId: number,
  query: { page: number; page_size: number; currency?: Currency },
  locale: Locale = "en",
): Promise<BalanceEntryPage> {
  assertMayRead(actor, parentUserId);
  await parentOrThrow(db, parentUserId);
  const { rows, total } = await pageEntries(db, parentUserId, query.currency, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  return pagedList(
    rows.map((row) => toEntryDto(row, locale)),
    total,
    query.page,
    query.page_size,
  );
}

export async function getEntry(
  db: DbOrTx,
  actor: Actor,
  parentUserId: number,
  entryId: number,
  locale: Locale = "en",
): Promise<BalanceEntry> {
  assertMayRead(actor, parentUserId);
  const row = await findEntry(db, entryId);
  if (!row || row.entry.parentUserId !== parentUserId) throw notFound();
  return toEntryDto(row, locale);
}

export async function listParents(db: DbOrTx, query: BalanceParentsQuery): Promise<BalanceParentPage> {
  const { rows, total } = await pageParents(db, query.q || undefined, {
    limit: query.page_size,
    offset: (query.page - 1) * query.page_size,
  });
  const sums = await sumsOfParents(
    db,
    rows.map((row) => row.id),
  );
  return pagedList(
    rows.map((row) => ({
      id: row.id,
      username: row.username,
      first_name: row.firstName,
      last_name: row.lastName,
      accounts: toAccounts(sums.get(row.id) ?? []),
    })),
    total,
    query.page,
    query.page_size,
  );
}

async function entryResult(tx: DbOrTx, entryId: number): Promise<BalanceEntryResult> {
  const row = await findEntry(tx, entryId);
  if (!row) throw notFound();
  const [sums] = await sumsOfParent(tx, row.entry.parentUserId, row.entry.currency);
  return {
    entry: toEntryDto(row),
    balance: { currency: row.entry.currency, available: sums?.available ?? 0, pending: sums?.pending ?? 0 },
  };
}

/** /finance/add: an admin credits (+) or debits (−) a parent's available balance, with a reason (audited). */
export async function adjustBalance(
  db: Database,
  actor: Actor,
  input: BalanceAdjustmentInput,
): Promise<BalanceEntryResult> {
  return db.transaction(async (tx) => {
    if (!(await findParent(tx, input.parent_user_id))) {
      throw fieldError("parent_user_id", "v.balance_parent_not_found");
    }
    const posted = await postLedgerEntry(tx, {
      parentUserId: input.parent_user_id,
      currency: input.currency,
      amount: input.amount,
      kind: "adjustment",
      reason: input.reason,
      createdBy: actor.id,
    });
    await recordAudit(tx, {
      actorId: actor.id,
      action: "balance.adjust",
      targetType: "balance_entry",
      targetId: posted.id,
      after: {
        parent_user_id: input.parent_user_id,
        currency: input.currency,
        amount: input.amount,
        reason: input.reason,
        balance_after: posted.balance,
      },
      requestId: actor.requestId,
    });
    return entryResult(tx, posted.id);
  });
}

const BILL_OWNED_KINDS: ReadonlySet<string> = new Set(["bill_payment"]);

/**
 * A correction: the reversing entry of an entry (once), with a reason (audited). Pending money is
 * refused (409): every pending entry is a payment proof's hold or its release, which the proof's
 * review posts exactly once; reversing one here released a hold twice. The refusal reads only the
 * entry's bucket, which never changes, so it cannot race with a review.
 */
export async function reverseEntry(
  db: Database,
  actor: Actor,
  entryId: number,
  reason: string,
): Promise<BalanceEntryResult> {
  return db.transaction(async (tx) => {
    const original = await findEntry(tx, entryId);
    if (!original) throw notFound();
    if (original.entry.bucket === "pending") throw conflict("balance_entry_held_for_proof");
    // A bill's payment is undone on the bill (revert or void), where its paid state follows:
    // reversing it here would give the family its money back while the bill stayed paid.
    if (BILL_OWNED_KINDS.has(original.entry.kind)) throw conflict("balance_entry_owned_by_bill");
    if (original.entry.kind === "reversal") throw conflict();
    if (original.reversedBy != null) throw fieldError("id", "v.balance_entry_already_reversed");
    let posted: Awaited<ReturnType<typeof postLedgerEntry>>;
    try {
      posted = await tx.transaction((savepoint) =>
        postLedgerEntry(savepoint, {
          parentUserId: original.entry.parentUserId,
          currency: original.entry.currency,
          bucket: original.entry.bucket,
          amount: -original.entry.amount,
          kind: "reversal",
          orderId: original.entry.orderId,
          depositId: original.entry.depositId,
          reversesEntryId: original.entry.id,
          reason,
          rate: original.entry.rate,
          createdBy: actor.id,
        }),
      );
    } catch (error) {
      // Two reversals of one entry at once: the unique key lets one through.
      if (isUniqueViolation(error, "chain")) throw fieldError("id", "v.balance_entry_already_reversed");
      throw error;
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: "balance.reverse",
      targetType: "balance_entry",
      targetId: posted.id,
      before: { entry_id: original.entry.id, amount: original.entry.amount },
      after: { amount: -original.entry.amount, reason, balance_after: posted.balance },
      requestId: actor.requestId,
    });
    return entryResult(tx, posted.id);
  });
}
