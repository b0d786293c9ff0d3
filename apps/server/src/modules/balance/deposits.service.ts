import {
  type CreateDepositInput,
  type Deposit,
  type DepositCheckout,
  normalizeCurrency,
  roundToShown,
  type SandboxCheckout,
} from "@edu/shared";
import type { DbOrTx } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { conflict, fieldError, forbidden, notFound } from "../../http/app-error";
import { toWireTimeOrNull } from "../../http/wire-time";
import {
  type DepositRow,
  findDeposit,
  findDepositByRef,
  insertDeposit,
  updateDeposit,
} from "./balance.repository";
import type { PaymentProviders } from "./providers/configured";

/**
 * The rule billing lends balance (the `isFamilyOrder` extension point, which billing's manifest
 * contributes): whether a parent may name this bill — the rule of
 * that parent reading it (a live, sent bill of their family).
 */
export type IsFamilyOrder = (db: DbOrTx, parentUserId: number, orderId: number) => Promise<boolean>;

export function toDepositDto(row: DepositRow): Deposit {
  return {
    id: row.id,
    parent_user_id: row.parentUserId,
    amount: row.amount,
    currency: row.currency,
    provider: row.provider,
    method: row.method,
    status: row.status,
    order_id: row.orderId,
    payment_info: row.paymentInfo ?? null,
    entry_id: row.entryId,
    created_at: row.createdAt.toISOString(),
    paid_at: toWireTimeOrNull(row.paidAt),
    test_money: row.provider === "sandbox",
  };
}

/** /stripe → /stripe/deposit: a parent starts a deposit; the answer says where the browser pays. */
export async function createDeposit(
  db: DbOrTx,
  providers: PaymentProviders,
  actor: Actor,
  input: CreateDepositInput,
  options: { publicUrl: string; isFamilyOrder: IsFamilyOrder },
): Promise<DepositCheckout> {
  const { publicUrl } = options;
  const kind = input.provider ?? "card";
  const provider = kind === "ecpay" ? providers.ecpay : providers.card;
  // No card provider: no Stripe keys and the sandbox is off (a real installation without a gateway).
  if (!provider) throw fieldError("provider", "v.balance_provider_unavailable");
  const currency = normalizeCurrency(input.currency);
  if (provider.name === "ecpay" && currency !== "TWD")
    throw fieldError("currency", "v.balance_ecpay_twd_only");
  // TWD and CNY are paid in whole units, USD to the cent (what the forms show).
  if (roundToShown(input.amount, currency) !== input.amount) throw fieldError("amount", "v.money_decimals");
  // A reference is checked like the object it names: the bill must be one this parent may read.
  if (input.order_id != null && !(await options.isFamilyOrder(db, actor.id, input.order_id)))
    throw fieldError("order_id", "v.balance_order_not_found");
  const method = provider.name === "ecpay" ? (input.method ?? "ATM") : null;
  const row = await insertDeposit(db, {
    parentUserId: actor.id,
    currency,
    amount: input.amount,
    provider: provider.name,
    method,
    orderId: input.order_id ?? null,
  });
  const checkout = await provider.createCheckout({
    depositId: row.id,
    parentUserId: actor.id,
    amount: input.amount,
    currency,
    method: method ?? undefined,
    description: `Family balance deposit #${row.id}`,
    successUrl: `${publicUrl}/stripe/success?deposit=${row.id}`,
    cancelUrl: `${publicUrl}/stripe`,
    notifyUrl: `${publicUrl}/api/balance/ecpay/notice`,
  });
  const updated = await updateDeposit(db, row.id, { providerRef: checkout.providerRef });
  return { deposit: toDepositDto(updated ?? row), redirect_url: checkout.redirectUrl, form: checkout.form };
}

/** /stripe/success reads this: it shows the state, it never credits anything. */
export async function getDeposit(db: DbOrTx, actor: Actor, id: number): Promise<Deposit> {
  const row = await findDeposit(db, id);
  if (!row) throw notFound();
  if (row.parentUserId !== actor.id && !isStaff(actor)) throw forbidden();
  return toDepositDto(row);
}

/** The sandbox checkout page's view of its session (the paying parent, or staff). */
export async function sandboxSession(
  db: DbOrTx,
  actor: Actor,
  sessionId: string,
): Promise<{ view: SandboxCheckout; row: DepositRow }> {
  const row = await findDepositByRef(db, "sandbox", sessionId);
  if (!row) throw notFound();
  if (row.parentUserId !== actor.id && !isStaff(actor)) throw forbidden();
  return {
    view: {
      session_id: sessionId,
      amount: row.amount,
      currency: row.currency,
      status: row.status,
      deposit_id: row.id,
    },
    row,
  };
}

export function assertOpen(row: DepositRow): void {
  if (row.status !== "open") throw conflict();
}
