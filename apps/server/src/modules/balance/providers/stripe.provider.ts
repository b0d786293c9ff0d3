import Stripe from "stripe";
import type { Checkout, CheckoutRequest, PaymentProvider, ProviderEvent } from "./provider";
import { readCheckoutEvent } from "./stripe-events";

/** Stripe Checkout with the official package: a hosted payment page, then a signed webhook. */
export function createStripeProvider(options: { secretKey: string; webhookSecret: string }): PaymentProvider {
  const stripe = new Stripe(options.secretKey);
  return {
    name: "stripe",
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const session = await stripe.checkout.sessions.create({
        mode: "payment",
        client_reference_id: String(request.depositId),
        metadata: { deposit_id: String(request.depositId), parent_user_id: String(request.parentUserId) },
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: request.currency.toLowerCase(),
              // Hundredths of the unit for TWD, USD and CNY alike: the ledger's minor units.
              unit_amount: request.amount,
              product_data: { name: request.description },
            },
          },
        ],
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
      });
      if (!session.url) throw new Error("Stripe returned a checkout session without a URL");
      return { providerRef: session.id, redirectUrl: session.url, form: null };
    },
    async verifyWebhook(rawBody, headers): Promise<ProviderEvent> {
      return readCheckoutEvent(stripe, rawBody, headers["stripe-signature"], options.webhookSecret);
    },
  };
}
