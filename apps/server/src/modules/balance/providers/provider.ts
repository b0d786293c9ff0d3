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

/** A verified notice. Only "paid" moves money; "info" records how to pay (ECPay's virtual account). */
export type ProviderEvent =
  | {
      type: "paid";
      /** The provider's id of this notice: a second delivery of it is a no-op. */
      eventId: string;
      providerRef: string;
      amount: number;
      currency: Currency;
    }
  | { type: "info"; providerRef: string; info: Record<string, string> }
  | { type: "ignored"; reason: string };

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
  /** Verifies a notice's signature on the raw body and reads it; throws WebhookSignatureError. */
  verifyWebhook(rawBody: string, headers: Record<string, string | string[] | undefined>): ProviderEvent;
}
