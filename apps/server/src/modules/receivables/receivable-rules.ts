import { type Currency, convertMoney, type ReceivableItemInput } from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import type { Actor } from "../../http/actor";
import { AppError, fieldError } from "../../http/app-error";
import { recordAudit } from "../audit";
import { currentRates } from "../exchange-rates";
import {
  type EnrollmentRow,
  existingUserIds,
  findEnrollments,
  findReceivableListRow,
  listItems,
  type NewReceivableItem,
  updateItemRow,
  updateReceivableRow,
} from "./receivables.repository";
import type { ReceivableRates } from "./receivables.table";

// What the receivable writes share: the people and enrollment checked, the totals recomputed and the
// audit row.

/** What the audit log keeps of a receivable: its fields, totals and every item. */
export async function auditView(db: DbOrTx, receivableId: number) {
  const row = await findReceivableListRow(db, receivableId);
  if (!row) return null;
  const items = await listItems(db, [receivableId]);
  const r = row.receivable;
  return {
    title: r.title,
    note: r.note,
    user_id: r.userId,
    enrolled_session_id: r.enrolledSessionId,
    price: r.price,
    price_currency: r.priceCurrency,
    outstanding_price: r.outstandingPrice,
    rates: r.rates,
    items: items.map(({ item }) => ({
      id: item.id,
      user_id: item.userId,
      title: item.title,
      receivable_date: item.receivableDate,
      price: item.price,
      price_currency: item.priceCurrency,
      converted_price: item.convertedPrice,
      bill_id: item.billId,
    })),
  };
}

export async function assertUsers(
  db: DbOrTx,
  checks: Array<{ field: string; id: number | null | undefined }>,
) {
  const ids = checks.map((check) => check.id).filter((id): id is number => typeof id === "number");
  const found = await existingUserIds(db, [...new Set(ids)]);
  const errors: Record<string, ["v.receivable_user_not_found"]> = {};
  for (const check of checks) {
    if (typeof check.id === "number" && !found.has(check.id))
      errors[check.field] = ["v.receivable_user_not_found"];
  }
  if (Object.keys(errors).length > 0) throw new AppError("validation_failed", { fieldErrors: errors });
}

export async function enrollmentOrThrow(db: DbOrTx, id: number): Promise<EnrollmentRow> {
  const [row] = await findEnrollments(db, [id]);
  if (!row) throw fieldError("enrolled_session_id", "v.receivable_enrollment_not_found");
  return row;
}

/**
 * Recomputes a receivable's lines and totals at today's rates (DESIGN.md §5: each line converted
 * through TWD and rounded once, the total the sum of the rounded lines). Billed lines keep the
 * amount they were billed at. Runs after every change of an amount, a currency or the item set.
 */
export async function recompute(tx: DbOrTx, receivableId: number, currency: Currency): Promise<void> {
  const items = (await listItems(tx, [receivableId])).map((entry) => entry.item);
  const needsRates = items.some((item) => item.billedAt === null && item.priceCurrency !== currency);
  const rates = needsRates ? await currentRates(tx) : null;
  const used: ReceivableRates = {};
  let price = 0;
  let outstanding = 0;
  for (const item of items) {
    let converted = item.convertedPrice;
    if (item.billedAt === null) {
      if (item.priceCurrency === currency || !rates) {
        converted = item.price;
      } else {
        converted = convertMoney(item.price, item.priceCurrency, currency, rates);
        for (const code of [item.priceCurrency, currency]) if (code !== "TWD") used[code] = rates[code];
      }
      if (converted !== item.convertedPrice) await updateItemRow(tx, item.id, { convertedPrice: converted });
      outstanding += converted;
    }
    price += converted;
  }
  await updateReceivableRow(tx, receivableId, { price, outstandingPrice: outstanding, rates: used });
}

export async function audit(
  tx: DbOrTx,
  actor: Actor,
  action: string,
  receivableId: number,
  before: unknown,
  after: unknown,
): Promise<void> {
  await recordAudit(tx, {
    actorId: actor.id,
    action,
    targetType: "receivable_order",
    targetId: receivableId,
    before: before ?? undefined,
    after: after ?? undefined,
    requestId: actor.requestId,
  });
}

export const itemValues = (
  receivableId: number,
  input: ReceivableItemInput,
  defaultUserId: number | null,
): NewReceivableItem => ({
  receivableOrderId: receivableId,
  userId: input.user_id ?? defaultUserId,
  title: input.title,
  receivableDate: input.receivable_date,
  price: input.price,
  priceCurrency: input.price_currency,
  convertedPrice: 0,
});
