import type { CreateReceivableInput, Receivable, UpdateReceivableInput } from "@edu/shared";
import type { Database } from "../../db/database";
import type { Actor } from "../../http/actor";
import { notFound } from "../../http/app-error";
import { assertUsers, audit, auditView, enrollmentOrThrow, itemValues, recompute } from "./receivable-rules";
import { loadReceivable, type ReceivableView } from "./receivable-views";
import {
  deleteReceivableRow,
  insertItems,
  insertReceivable,
  lockReceivable,
  updateReceivableRow,
} from "./receivables.repository";

export async function createReceivable(
  db: Database,
  actor: Actor,
  input: CreateReceivableInput,
  view: ReceivableView,
): Promise<Receivable> {
  return db.transaction(async (tx) => {
    await assertUsers(tx, [
      { field: "user_id", id: input.user_id },
      ...input.items.map((item, index) => ({ field: `items.${index}.user_id`, id: item.user_id })),
    ]);
    const enrollment = input.enrolled_session_id
      ? await enrollmentOrThrow(tx, input.enrolled_session_id)
      : null;
    const row = await insertReceivable(tx, {
      userId: input.user_id,
      title: input.title,
      note: input.note ?? "",
      enrolledSessionId: enrollment?.id ?? null,
      priceCurrency: input.price_currency,
      createdBy: actor.id,
    });
    await insertItems(
      tx,
      input.items.map((item) => itemValues(row.id, item, enrollment?.studentUserId ?? null)),
    );
    await recompute(tx, row.id, row.priceCurrency);
    await audit(tx, actor, "receivable.create", row.id, null, await auditView(tx, row.id));
    return loadReceivable(tx, row.id, view);
  });
}

export async function updateReceivable(
  db: Database,
  actor: Actor,
  id: number,
  input: UpdateReceivableInput,
  view: ReceivableView,
): Promise<Receivable> {
  return db.transaction(async (tx) => {
    const locked = await lockReceivable(tx, id);
    if (!locked) throw notFound();
    const before = await auditView(tx, id);
    if (input.user_id !== undefined) await assertUsers(tx, [{ field: "user_id", id: input.user_id }]);
    if (input.enrolled_session_id) await enrollmentOrThrow(tx, input.enrolled_session_id);
    const updated = await updateReceivableRow(tx, id, {
      title: input.title,
      note: input.note,
      userId: input.user_id,
      enrolledSessionId: input.enrolled_session_id,
      priceCurrency: input.price_currency,
    });
    if (!updated) throw notFound();
    if (input.price_currency !== undefined && input.price_currency !== locked.priceCurrency) {
      await recompute(tx, id, updated.priceCurrency);
    }
    await audit(tx, actor, "receivable.update", id, before, await auditView(tx, id));
    return loadReceivable(tx, id, view);
  });
}

export async function deleteReceivable(db: Database, actor: Actor, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const locked = await lockReceivable(tx, id);
    if (!locked) throw notFound();
    const before = await auditView(tx, id);
    await deleteReceivableRow(tx, id);
    await audit(tx, actor, "receivable.delete", id, before, null);
  });
}
