import type { DepositProviders } from "@edu/shared";
import type { Config } from "../../../config";
import type { DbOrTx } from "../../../db/database";
import { installationSecret } from "../../../db/installation-secrets";
import { createEcpayProvider } from "./ecpay.provider";
import type { PaymentProvider } from "./provider";
import { createSandboxProvider, SANDBOX_SECRET_NAME, type SandboxProvider } from "./sandbox.provider";
import { createStripeProvider } from "./stripe.provider";

export type PaymentProviders = {
  /** Card deposits: Stripe when configured, else the sandbox (when switched on), else none. */
  card: PaymentProvider | null;
  stripe: PaymentProvider | null;
  sandbox: SandboxProvider | null;
  ecpay: PaymentProvider | null;
};

/**
 * The sandbox with this installation's secret: PAYMENT_SANDBOX_SECRET, else the random one kept in
 * installation_secrets (the same for every process on the database), read on first use.
 */
export function configuredSandbox(
  db: DbOrTx,
  config: Pick<Config, "PAYMENT_SANDBOX_SECRET">,
): SandboxProvider {
  const fixed = config.PAYMENT_SANDBOX_SECRET;
  return createSandboxProvider({
    secret: fixed ? async () => fixed : () => installationSecret(db, SANDBOX_SECRET_NAME),
  });
}

/** Stripe when both keys are set; else the sandbox only when PAYMENT_SANDBOX is on (the demo, tests). */
export function providersFromConfig(config: Config, db: DbOrTx): PaymentProviders {
  const stripe =
    config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET
      ? createStripeProvider({
          secretKey: config.STRIPE_SECRET_KEY,
          webhookSecret: config.STRIPE_WEBHOOK_SECRET,
        })
      : null;
  const sandbox = !stripe && config.PAYMENT_SANDBOX ? configuredSandbox(db, config) : null;
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

/** The start-up log line about card deposits: off (and why), or test money; null with Stripe. */
export function cardDepositsNotice(providers: PaymentProviders): string | null {
  if (providers.stripe) return null;
  if (providers.sandbox)
    return "card deposits use the payment sandbox: test money, never paid (PAYMENT_SANDBOX is on)";
  return "card deposits are off: no STRIPE_SECRET_KEY/STRIPE_WEBHOOK_SECRET and the payment sandbox is off (PAYMENT_SANDBOX)";
}
