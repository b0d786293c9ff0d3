import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import type { Checkout, CheckoutRequest, PaymentProvider, ProviderEvent } from "./provider";
import { readCheckoutEvent } from "./stripe-events";

/**
 * The local sandbox: behaves like Stripe Checkout without the network. Its checkout page (the web
 * app's /stripe/sandbox/:sessionId) has a "Pay" button; the server then posts a
 * `checkout.session.completed` event to the sandbox webhook route, signed exactly as Stripe signs
 * (Stripe-Signature: t=…,v1=HMAC-SHA256 of "t.body" with the sandbox secret), and the webhook
 * verifies it with the same code as Stripe's.
 */
export function createSandboxProvider(options: { secret: string }): PaymentProvider & {
  signedEvent(session: { id: string; amount: number; currency: string; depositId: number }): {
    body: string;
    signature: string;
  };
} {
  // Only Stripe's offline helpers (signing and verifying) are used: no key, no request.
  const stripe = new Stripe("sk_sandbox_offline");
  return {
    name: "sandbox",
    async createCheckout(_request: CheckoutRequest): Promise<Checkout> {
      const id = `sbx_${randomBytes(16).toString("hex")}`;
      return { providerRef: id, redirectUrl: `/stripe/sandbox/${id}`, form: null };
    },
    verifyWebhook(rawBody, headers): ProviderEvent {
      return readCheckoutEvent(stripe, rawBody, headers["stripe-signature"], options.secret);
    },
    signedEvent(session) {
      const body = JSON.stringify({
        id: `evt_sbx_${randomBytes(12).toString("hex")}`,
        object: "event",
        type: "checkout.session.completed",
        created: Math.floor(Date.now() / 1000),
        data: {
          object: {
            id: session.id,
            object: "checkout.session",
            payment_status: "paid",
            status: "complete",
            amount_total: session.amount,
            currency: session.currency.toLowerCase(),
            client_reference_id: String(session.depositId),
          },
        },
      });
      return {
        body,
        signature: stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.secret }),
      };
    },
  };
}
