import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { balanceEntries, postLedgerEntry } from "../balance";
import type { OrderTransactionRow } from "./order-payments.repository";

/**
 * Releases the pending hold a parent's proof placed on the family ledger (once it is verified,
 * rejected, or its bill voided). The release is the hold's reversing entry (reverses_entry_id), so
 * the ledger's unique key makes "released once" a database fact; a hold something already reversed
 * (a correction posted before the balance page refused it) counts as released: nothing is posted.
 */
export async function releasePendingHold(
  tx: DbOrTx,
  actor: Actor,
  row: OrderTransactionRow,
): Promise<number[]> {
  const holdId = row.kind === "parent_proof" ? row.ledgerEntryIds[0] : undefined;
  if (holdId === undefined) return [];
  const [hold] = await tx
    .select({
      parentUserId: balanceEntries.parentUserId,
      currency: balanceEntries.currency,
      amount: balanceEntries.amount,
    })
    .from(balanceEntries)
    .where(eq(balanceEntries.id, holdId));
  if (!hold || hold.amount <= 0) return [];
  const [released] = await tx
    .select({ id: balanceEntries.id })
    .from(balanceEntries)
    .where(eq(balanceEntries.reversesEntryId, holdId));
  if (released) return [];
  const entry = await postLedgerEntry(tx, {
    parentUserId: hold.parentUserId,
    currency: hold.currency,
    amount: -hold.amount,
    bucket: "pending",
    kind: "pending_release",
    orderId: row.orderId,
    reversesEntryId: holdId,
    reasonCode: "payment_reviewed",
    reasonParams: { payment: row.id },
    createdBy: actor.id,
  });
  return [entry.id];
}
