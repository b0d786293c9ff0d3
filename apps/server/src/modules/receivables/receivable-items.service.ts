import {
  type Receivable,
  type ReceivableItemInput,
  roundToShown,
  type UpdateReceivableItemInput,
} from "@edu/shared";
import type { Database, DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { conflict, fieldError, notFound } from "../../http/app-error";
import { assertUsers, audit, auditView, itemValues, recompute } from "./receivable-rules";
import { loadReceivable, type ReceivableView } from "./receivable-views";
import {
  deleteItemRow,
  findEnrollments,
  findItem,
  insertItems,
  listItems,
  lockReceivable,
  markItemsBilled,
  type ReceivableItemRow,
  type ReceivableRow,
  updateItemRow,
} from "./receivables.repository";

export async function addReceivableItem(
  db: Database,
  actor: Actor,
  receivableId: number,
  input: ReceivableItemInput,
  view: ReceivableView,
): Promise<Receivable> {
  return db.transaction(async (tx) => {
    const locked = await lockReceivable(tx, receivableId);
    if (!locked) throw notFound();
    await assertUsers(tx, [{ field: "user_id", id: input.user_id }]);
    const before = await auditView(tx, receivableId);
    const enrollment = locked.enrolledSessionId
      ? (await findEnrollments(tx, [locked.enrolledSessionId]))[0]
      : undefined;
    await insertItems(tx, [itemValues(receivableId, input, enrollment?.studentUserId ?? null)]);
    await recompute(tx, receivableId, locked.priceCurrency);
    await audit(tx, actor, "receivable.item_add", receivableId, before, await auditView(tx, receivableId));
    return loadReceivable(tx, receivableId, view);
  });
}

/** The item and its receivable, locked; a billed item is closed (409). */
async function lockItem(
  tx: DbOrTx,
  itemId: number,
): Promise<{ item: ReceivableItemRow; receivable: ReceivableRow }> {
  const found = await findItem(tx, itemId);
  if (!found) throw notFound();
  const receivable = await lockReceivable(tx, found.receivableOrderId);
  const item = receivable ? await findItem(tx, itemId) : undefined;
  if (!receivable || !item) throw notFound();
  if (item.billedAt !== null) throw conflict("receivable_item_billed");
  return { item, receivable };
}

export async function updateReceivableItem(
  db: Database,
  actor: Actor,
  itemId: number,
  input: UpdateReceivableItemInput,
  view: ReceivableView,
): Promise<Receivable> {
  return db.transaction(async (tx) => {
    const { item, receivable } = await lockItem(tx, itemId);
    const price = input.price ?? item.price;
    const currency = input.price_currency ?? item.priceCurrency;
    // The price alone or the currency alone must still make a line at the currency's shown precision.
    if (roundToShown(price, currency) !== price) throw fieldError("price", "v.money_decimals");
    if (input.user_id) await assertUsers(tx, [{ field: "user_id", id: input.user_id }]);
    const before = await auditView(tx, receivable.id);
    await updateItemRow(tx, itemId, {
      userId: input.user_id,
      title: input.title,
      receivableDate: input.receivable_date,
      price: input.price,
      priceCurrency: input.price_currency,
    });
    await recompute(tx, receivable.id, receivable.priceCurrency);
    await audit(
      tx,
      actor,
      "receivable.item_update",
      receivable.id,
      before,
      await auditView(tx, receivable.id),
    );
    return loadReceivable(tx, receivable.id, view);
  });
}

export async function deleteReceivableItem(
  db: Database,
  actor: Actor,
  itemId: number,
  view: ReceivableView,
): Promise<Receivable> {
  return db.transaction(async (tx) => {
    const { receivable } = await lockItem(tx, itemId);
    const items = await listItems(tx, [receivable.id]);
    if (items.length <= 1) throw fieldError("id", "v.receivable_last_item");
    const before = await auditView(tx, receivable.id);
    await deleteItemRow(tx, itemId);
    await recompute(tx, receivable.id, receivable.priceCurrency);
    await audit(
      tx,
      actor,
      "receivable.item_delete",
      receivable.id,
      before,
      await auditView(tx, receivable.id),
    );
    return loadReceivable(tx, receivable.id, view);
  });
}

/**
 * For the billing module: the instalments a new bill takes in (same transaction as the bill). Items
 * already billed are left alone; the receivables' outstanding totals are recomputed. Returns the ids
 * of the receivables touched.
 */
export async function markReceivableItemsBilled(
  tx: DbOrTx,
  itemIds: number[],
  billId: number,
): Promise<number[]> {
  const receivableIds = await markItemsBilled(tx, itemIds, billId);
  for (const receivableId of receivableIds) {
    const locked = await lockReceivable(tx, receivableId);
    if (locked) await recompute(tx, receivableId, locked.priceCurrency);
  }
  return receivableIds;
}
