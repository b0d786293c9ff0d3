import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import type { Checkout, CheckoutRequest, PaymentProvider, ProviderEvent } from "./provider";
import { readCheckoutEvent } from "./stripe-events";

/** The name of the sandbox's webhook secret in installation_secrets (when PAYMENT_SANDBOX_SECRET is unset). */
export const SANDBOX_SECRET_NAME = "payment_sandbox_webhook";

export type SandboxProvider = PaymentProvider & {
  /** The notice a paid checkout would send, signed with the installation's sandbox secret. */
  signedEvent(session: { id: string; amount: number; currency: string; depositId: number }): Promise<{
    body: string;
    signature: string;
  }>;
};

/**
 * The local sandbox (test money: nothing is ever paid): behaves like Stripe Checkout without the
 * network. Its checkout page (the web app's /stripe/sandbox/:sessionId) has a "Pay" button; the server
 * then posts a `checkout.session.completed` event to the sandbox webhook route, signed exactly as
 * Stripe signs (Stripe-Signature: t=…,v1=HMAC-SHA256 of "t.body" with the sandbox secret), and the
 * webhook verifies it with the same code as Stripe's. The secret is read on first use (the database
 * it may live in is migrated after the app is built) and kept; a failed read is tried again.
 */
export function createSandboxProvider(options: { secret: () => Promise<string> }): SandboxProvider {
  // Only Stripe's offline helpers (signing and verifying) are used: no key, no request.
  // Imported at first use: the SDK costs ~30 MB resident in every process that never takes a deposit.
  let offline: Promise<Stripe> | undefined;
  const stripe = () => {
    offline ??= import("stripe").then(({ default: StripeSdk }) => new StripeSdk("sk_sandbox_offline"));
    return offline;
  };
  let secret: Promise<string> | undefined;
  const currentSecret = () => {
    secret ??= options.secret().catch((error: unknown) => {
      secret = undefined;
      throw error;
    });
    return secret;
  };
  return {
    name: "sandbox",
    async createCheckout(_request: CheckoutRequest): Promise<Checkout> {
      const id = `sbx_${randomBytes(16).toString("hex")}`;
      return { providerRef: id, redirectUrl: `/stripe/sandbox/${id}`, form: null };
    },
    async verifyWebhook(rawBody, headers): Promise<ProviderEvent> {
      return readCheckoutEvent(await stripe(), rawBody, headers["stripe-signature"], await currentSecret());
    },
    async signedEvent(session) {
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
      const signature = (await stripe()).webhooks.generateTestHeaderString({
        payload: body,
        secret: await currentSecret(),
      });
      return { body, signature };
    },
  };
}
