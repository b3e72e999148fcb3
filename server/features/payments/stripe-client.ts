import Stripe from "stripe";
import { ConfigError, type Env } from "../../env.ts";

export interface StripeSetup {
  stripe: Stripe;
  webhookSecret: string;
  /** The price Checkout charges; without STRIPE_PRICE_ID the plan's stored price id. */
  priceId: string | undefined;
}

/** How payments are taken: real Stripe wins; test mode only when the operator chose it. */
export function paymentModeOf(
  env: Env,
  stripe: StripeSetup | undefined,
): "stripe" | "test" | "off" {
  if (stripe) return "stripe";
  return env.PAYMENTS_TEST_MODE ? "test" : "off";
}

/**
 * The Stripe client when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set; undefined means
 * the embedded test-mode checkout. One without the other is refused: a live key without
 * webhooks could never fulfil, and a webhook secret alone would leave test mode on.
 */
export function stripeFromEnv(env: Env): StripeSetup | undefined {
  const key = env.STRIPE_SECRET_KEY;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET;
  if (!key && !webhookSecret) return undefined;
  if (!key || !webhookSecret) {
    throw new ConfigError(
      "Configuration error: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET must be set together",
    );
  }
  const base = env.STRIPE_API_BASE ? new URL(env.STRIPE_API_BASE) : undefined;
  const stripe = new Stripe(key, {
    maxNetworkRetries: 1,
    timeout: 10_000,
    ...(base
      ? {
          host: base.hostname,
          port: base.port || (base.protocol === "https:" ? 443 : 80),
          protocol: base.protocol === "https:" ? "https" : "http",
        }
      : {}),
  });
  return { stripe, webhookSecret, priceId: env.STRIPE_PRICE_ID };
}
