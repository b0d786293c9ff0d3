import type Stripe from "stripe";
import type { Checkout, CheckoutRequest, PaymentProvider, ProviderEvent } from "./provider";
import { readCheckoutEvent } from "./stripe-events";

/** Stripe Checkout with the official package: a hosted payment page, then a signed webhook. */
export function createStripeProvider(options: { secretKey: string; webhookSecret: string }): PaymentProvider {
  // The SDK (~30 MB resident) is imported at the first checkout or webhook, not at start (issue 36).
  let client: Promise<Stripe> | undefined;
  const stripeClient = () => {
    client ??= import("stripe").then(({ default: StripeSdk }) => new StripeSdk(options.secretKey));
    return client;
  };
  return {
    name: "stripe",
    async createCheckout(request: CheckoutRequest): Promise<Checkout> {
      const session = await (await stripeClient()).checkout.sessions.create({
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
      return readCheckoutEvent(
        await stripeClient(),
        rawBody,
        headers["stripe-signature"],
        options.webhookSecret,
      );
    },
  };
}
