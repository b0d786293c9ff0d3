import { type Currency, tryNormalizeCurrency } from "@edu/shared";
import type Stripe from "stripe";
import { type ProviderEvent, WebhookSignatureError } from "./provider";

/** Stripe's signature check (t=…,v1=HMAC-SHA256) on the raw body, then the paid event it carries. */
export function readCheckoutEvent(
  stripe: Stripe,
  rawBody: string,
  signature: string | string[] | undefined,
  secret: string,
): ProviderEvent {
  if (typeof signature !== "string" || signature === "") throw new WebhookSignatureError("no signature");
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new WebhookSignatureError();
  }
  const object = event.data.object as { object?: string; id?: string };
  const ignored = (reason: string): ProviderEvent => ({
    type: "ignored",
    eventId: event.id,
    providerRef: object.object === "checkout.session" && typeof object.id === "string" ? object.id : null,
    reason,
  });
  if (
    event.type !== "checkout.session.completed" &&
    event.type !== "checkout.session.async_payment_succeeded"
  ) {
    return ignored(`event ${event.type}`);
  }
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== "paid") return ignored(`payment ${session.payment_status}`);
  const currency: Currency | null = tryNormalizeCurrency(session.currency ?? "");
  if (!currency || session.amount_total == null) return ignored("no amount");
  // Stripe counts TWD, USD and CNY in hundredths, as the ledger does: amount_total is minor units.
  return { type: "paid", eventId: event.id, providerRef: session.id, amount: session.amount_total, currency };
}
