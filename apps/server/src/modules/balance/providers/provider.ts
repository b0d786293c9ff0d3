import type { Currency, DepositProvider } from "@edu/shared";

/** What a provider needs to open a checkout for a deposit. */
export type CheckoutRequest = {
  depositId: number;
  parentUserId: number;
  amount: number;
  currency: Currency;
  /** ECPay only: ATM (virtual account) or CVS (store code). */
  method?: string;
  description: string;
  successUrl: string;
  cancelUrl: string;
  /** Where the provider posts its server notices. */
  notifyUrl: string;
};

/** Where the browser goes to pay: a URL, or a form it posts (ECPay's AioCheckOut). */
export type Checkout = {
  providerRef: string;
  redirectUrl: string;
  form: { action: string; fields: Record<string, string> } | null;
};

/**
 * A verified notice. Only "paid" moves money; "info" records how to pay (ECPay's virtual account).
 * `eventId` is the provider's id of this notice: it is stored with what became of it, and a second
 * delivery of it is a no-op.
 */
export type ProviderEvent =
  | { type: "paid"; eventId: string; providerRef: string; amount: number; currency: Currency }
  | { type: "info"; eventId: string; providerRef: string; info: Record<string, string> }
  | {
      type: "ignored";
      eventId: string;
      /** The checkout it concerns, when the notice names one. */
      providerRef: string | null;
      reason: string;
    };

/** A notice whose signature (or CheckMacValue) does not verify: answered 400, nothing recorded. */
export class WebhookSignatureError extends Error {
  constructor(message = "webhook signature does not verify") {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/** A payment provider behind one interface (Stripe Checkout, the local sandbox, ECPay). */
export interface PaymentProvider {
  readonly name: DepositProvider;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  /** Verifies a notice's signature on the raw body and reads it; rejects with WebhookSignatureError. */
  verifyWebhook(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): Promise<ProviderEvent>;
}
