import {
  type CreateDepositInput,
  type Deposit,
  type DepositCheckout,
  type DepositProvider,
  type DepositProviders,
  normalizeCurrency,
  roundToShown,
  type SandboxCheckout,
} from "@edu/shared";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config";
import type { Database, DbOrTx, Transaction } from "../../db/database";
import { type Actor, isStaff } from "../../http/actor";
import { conflict, fieldError, forbidden, notFound } from "../../http/app-error";
import {
  claimProviderEvent,
  type DepositRow,
  findDeposit,
  findDepositByRef,
  insertDeposit,
  updateDeposit,
} from "./balance.repository";
import { postLedgerEntry } from "./ledger.service";
import { createEcpayProvider } from "./providers/ecpay.provider";
import type { PaymentProvider, ProviderEvent } from "./providers/provider";
import { createSandboxProvider } from "./providers/sandbox.provider";
import { createStripeProvider } from "./providers/stripe.provider";

/**
 * The seam another module (billing) lends: settle a bill from the credit its payment notice just
 * posted. Runs in a transaction of its own right after the credit commits; if it fails, the credit
 * stays on the family balance.
 */
export type SettleOrderFromDeposit = (
  tx: Transaction,
  args: { orderId: number; parentUserId: number; currency: DepositRow["currency"] },
) => Promise<void>;

export type SandboxProvider = ReturnType<typeof createSandboxProvider>;

export type PaymentProviders = {
  /** Card deposits: Stripe when configured, else the sandbox (when enabled). */
  card: PaymentProvider | null;
  stripe: PaymentProvider | null;
  sandbox: SandboxProvider | null;
  ecpay: PaymentProvider | null;
};

/** Stripe when both keys are set; else the sandbox, on unless production (PAYMENT_SANDBOX overrides). */
export function providersFromConfig(config: Config): PaymentProviders {
  const stripe =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? createStripeProvider({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        })
      : null;
  const sandboxOn = !stripe && (config.PAYMENT_SANDBOX ?? config.NODE_ENV !== "production");
  const sandbox = sandboxOn ? createSandboxProvider({ secret: config.PAYMENT_SANDBOX_SECRET }) : null;
  const ecpay =
    config.ECPAY_MERCHANT_ID && config.ECPAY_HASH_KEY && config.ECPAY_HASH_IV
      ? createEcpayProvider({
          merchantId: config.ECPAY_MERCHANT_ID,
          hashKey: config.ECPAY_HASH_KEY,
          hashIv: config.ECPAY_HASH_IV,
          checkoutUrl: config.ECPAY_CHECKOUT_URL,
        })
      : null;
  return { card: stripe ?? sandbox, stripe, sandbox, ecpay };
}

export function providersAvailable(providers: PaymentProviders): DepositProviders {
  return {
    card: providers.stripe ? "stripe" : providers.sandbox ? "sandbox" : null,
    ecpay: Boolean(providers.ecpay),
  };
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

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
    paid_at: iso(row.paidAt),
  };
}

/** /stripe → /stripe/deposit: a parent starts a deposit; the answer says where the browser pays. */
export async function createDeposit(
  db: Database,
  providers: PaymentProviders,
  actor: Actor,
  input: CreateDepositInput,
  publicUrl: string,
): Promise<DepositCheckout> {
  const kind = input.provider ?? "card";
  const provider = kind === "ecpay" ? providers.ecpay : providers.card;
  if (!provider) throw fieldError("provider", "v.balance_provider_unavailable");
  const currency = normalizeCurrency(input.currency);
  if (provider.name === "ecpay" && currency !== "TWD")
    throw fieldError("currency", "v.balance_ecpay_twd_only");
  // TWD and CNY are paid in whole units, USD to the cent (what the forms show).
  if (roundToShown(input.amount, currency) !== input.amount) throw fieldError("amount", "v.money_decimals");
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

export type NoticeOutcome = "credited" | "duplicate" | "ignored" | "info" | "unknown" | "mismatch";

/**
 * A provider's verified notice. A paid event credits the deposit's parent exactly once: the
 * event id is claimed in a unique row and the deposit row is locked and marked paid in the same
 * transaction as the ledger entry.
 */
export async function applyProviderEvent(
  db: Database,
  providerName: DepositProvider,
  event: ProviderEvent,
  options: { settleOrderFromDeposit?: SettleOrderFromDeposit; log?: FastifyBaseLogger },
): Promise<NoticeOutcome> {
  if (event.type === "ignored") return "ignored";
  if (event.type === "info") {
    const row = await findDepositByRef(db, providerName, event.providerRef);
    if (!row) return "unknown";
    await updateDeposit(db, row.id, { paymentInfo: { ...(row.paymentInfo ?? {}), ...event.info } });
    return "info";
  }
  const credited = await db.transaction(async (tx) => {
    const deposit = await findDepositByRef(tx, providerName, event.providerRef, true);
    if (!deposit) return "unknown" as const;
    if (!(await claimProviderEvent(tx, providerName, event.eventId, deposit.id))) return "duplicate" as const;
    if (deposit.status === "paid") return "duplicate" as const;
    if (deposit.amount !== event.amount || deposit.currency !== event.currency) {
      options.log?.warn(
        { depositId: deposit.id, paid: event.amount, currency: event.currency },
        "deposit notice amount differs from the deposit; not credited",
      );
      return "mismatch" as const;
    }
    const posted = await postLedgerEntry(tx, {
      parentUserId: deposit.parentUserId,
      currency: deposit.currency,
      amount: deposit.amount,
      kind: "deposit",
      depositId: deposit.id,
      orderId: deposit.orderId,
      reason: `${providerName} ${event.providerRef}`,
      createdBy: null,
    });
    await updateDeposit(tx, deposit.id, { status: "paid", paidAt: new Date(), entryId: posted.id });
    return deposit;
  });
  if (typeof credited === "string") return credited;
  // The bill is settled in its own transaction once the credit is committed: billing locks the bill
  // before the ledger account, so doing it under this transaction's account lock could deadlock with
  // a parent paying the same bill from balance. If settling fails, the credit stays (and is the
  // family's to spend); the failure is logged.
  const settle = options.settleOrderFromDeposit;
  const orderId = credited.orderId;
  if (orderId != null && settle) {
    try {
      await db.transaction((tx) =>
        settle(tx, { orderId, parentUserId: credited.parentUserId, currency: credited.currency }),
      );
    } catch (error) {
      options.log?.warn(
        { err: error, depositId: credited.id, orderId },
        "settling the bill from the deposit failed",
      );
    }
  }
  return "credited";
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
