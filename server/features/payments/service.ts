import { randomUUID } from "node:crypto";
import type { FastifyBaseLogger } from "fastify";
import Stripe from "stripe";
import { planTextIn } from "../../../content/localized.ts";
import { clubOfMembershipLevel, membershipPlan } from "../../../content/plan.ts";
import { ErrorCode } from "../../../contract/common.ts";
import type { Locale } from "../../../contract/locales.ts";

import type {
  ActivePlan,
  CheckoutSession,
  Membership,
  TestCheckout,
} from "../../../contract/payments.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import type { Env } from "../../env.ts";
import type { Clock } from "../../lib/clock.ts";
import { markExternalEffect } from "../../lib/db-errors.ts";
import { AppError, conflict } from "../../lib/errors.ts";
import type { LocalisedText } from "../../lib/i18n.ts";
import { assertTakesNewMembers } from "../clubs/index.ts";
import { currentClub } from "../memberships/index.ts";
import { activeScholarshipEnd } from "../scholarships/index.ts";
import { applyPaymentUpdate, cancelCheckout } from "./fulfilment.ts";
import { paymentMessages } from "./messages.ts";
import * as paymentRepository from "./repository.ts";
import type { StripeSetup } from "./stripe-client.ts";
import { actionFor } from "./stripe-events.ts";

export interface PaymentsContext {
  db: Database;
  env: Env;
  /** Undefined: the embedded test-mode checkout (when `mode` is "test") or no payments at all. */
  stripe: StripeSetup | undefined;
  mode: "stripe" | "test" | "off";
  clock: Clock;
}

export const NO_PRICE_MESSAGE = paymentMessages.text("payments.noPrice");

/** 404, said in the reader's language. */
const notFound = (id: string) => new AppError(ErrorCode.notFound, paymentMessages.text(id));
/** Stripe's tolerance for a signature's age, in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The payment provider refused or failed: its message is shown as it is (502). */
function providerError(message: string | LocalisedText): AppError {
  return new AppError(ErrorCode.providerUnavailable, message);
}

/** A webhook whose signature does not verify: 400, nothing written, a security log line. */
function signatureError(log: FastifyBaseLogger, reason: string): AppError {
  log.warn({ security: "webhook-signature", reason }, "webhook refused: bad signature");
  return new AppError(ErrorCode.validation, "Webhook signature verification failed.");
}

/** Checkouts one member may start per hour: each is a row here and a call to Stripe. */
export const CHECKOUTS_PER_HOUR = 20;

/** The page each level's button lives on: a canceled checkout returns there. */
const PAGE_OF_LEVEL: Record<number, string> = {
  1: "/Checkout",
  2: "/KeralaBlockvocates",
  3: "/OmanBlockvocates",
};

/** The active plan; the built-in plan's name and perks in `locale` (ADR 020). */
export async function getActivePlan(db: Database, locale: Locale = "en"): Promise<ActivePlan> {
  const plan = await paymentRepository.findActivePlan(db);
  if (!plan) return { plan: null };
  const { active: _active, ...publicPlan } = plan;
  const text = planTextIn(locale);
  return {
    plan: {
      ...publicPlan,
      name: plan.id === membershipPlan.id ? text.name : plan.name,
      perks: text.perks,
    },
  };
}

async function firstPrice(db: Database) {
  const plan = await paymentRepository.findActivePlan(db);
  const price = plan?.prices[0];
  if (!plan || !price) throw conflict(NO_PRICE_MESSAGE);
  return { plan, price };
}

function providerMessage(error: unknown): string {
  if (error instanceof Stripe.errors.StripeError && error.message) return error.message;
  throw error;
}

/**
 * Starts a checkout for the signed-in member at `level`: a Stripe Checkout Session
 * (subscription, the user's email, the user id in the session's and the subscription's
 * metadata) or, without Stripe, the app's own test-mode page.
 */
export async function createCheckout(
  ctx: PaymentsContext,
  user: SessionUser,
  level: number,
): Promise<CheckoutSession> {
  if (ctx.mode === "off") {
    throw new AppError(ErrorCode.paymentsUnavailable, paymentMessages.text("payments.unavailable"));
  }
  const clubId = clubOfMembershipLevel[level];
  if (clubId !== undefined) await assertTakesNewMembers(ctx.db, clubId);
  const { price } = await firstPrice(ctx.db);
  const hourAgo = new Date(ctx.clock.now().getTime() - 3_600_000);
  if (
    (await paymentRepository.countCheckoutSessionsSince(ctx.db, user.id, hourAgo)) >=
    CHECKOUTS_PER_HOUR
  ) {
    throw new AppError(ErrorCode.rateLimited, paymentMessages.text("payments.tooManyCheckouts"));
  }
  const base = ctx.env.BASE_URL;
  const id = randomUUID();
  const priceId = ctx.stripe?.priceId ?? price.id;
  const successUrl = `${base}/dashboard`;
  const cancelUrl = `${base}${PAGE_OF_LEVEL[level] ?? "/Checkout"}`;
  await paymentRepository.insertCheckoutSession(ctx.db, {
    id,
    userId: user.id,
    priceId,
    level,
    mode: "subscription",
    successUrl,
    cancelUrl,
  });

  if (!ctx.stripe) {
    const url = `${base}/TestCheckout/${id}`;
    await paymentRepository.updateCheckoutSession(ctx.db, id, { url });
    return { id, url };
  }

  const metadata = { userId: user.id, level: String(level), checkoutSessionId: id };
  try {
    // Runs in the Idempotency-Key's transaction: a rerun of it would open a second session.
    markExternalEffect();
    const session = await ctx.stripe.stripe.checkout.sessions.create(
      {
        mode: "subscription",
        line_items: [{ price: priceId, quantity: 1 }],
        success_url: successUrl,
        cancel_url: cancelUrl,
        customer_email: user.email,
        client_reference_id: user.id,
        metadata,
        subscription_data: { metadata },
      },
      { idempotencyKey: `checkout-${id}` },
    );
    if (!session.url) throw providerError(paymentMessages.text("payments.noCheckoutPage"));
    await paymentRepository.updateCheckoutSession(ctx.db, id, {
      providerSessionId: session.id,
      url: session.url,
    });
    return { id, url: session.url };
  } catch (error) {
    // Our own refusal keeps its words (in the reader's language); the provider's, as it said them.
    const ours =
      error instanceof AppError && error.code === ErrorCode.providerUnavailable ? error : undefined;
    const message = ours ? ours.message : providerMessage(error);
    await paymentRepository.updateCheckoutSession(ctx.db, id, {
      error: message,
      status: "canceled",
    });
    throw ours ?? providerError(message);
  }
}

/** The signed-in member's own test-mode checkout; anyone else's is "not found". */
async function ownTestCheckout(ctx: PaymentsContext, user: SessionUser, id: string) {
  if (ctx.mode !== "test") throw notFound("payments.testCheckoutNotFound");
  const checkout = await paymentRepository.findCheckoutSession(ctx.db, id);
  if (!checkout || checkout.userId !== user.id || checkout.providerSessionId) {
    throw notFound("payments.checkoutNotFound");
  }
  return checkout;
}

export async function getTestCheckout(
  ctx: PaymentsContext,
  user: SessionUser,
  id: string,
): Promise<TestCheckout> {
  const checkout = await ownTestCheckout(ctx, user, id);
  const { plan, price } = await firstPrice(ctx.db);
  const clubName = await paymentRepository.findClubName(ctx.db, checkout.level);
  return {
    id: checkout.id,
    level: checkout.level,
    clubName: clubName ?? `Club ${checkout.level}`,
    planName: plan.name,
    amountCents: price.amountCents,
    currency: price.currency,
    interval: price.interval,
    intervalCount: price.intervalCount,
    status: checkout.status,
  };
}

function periodEnd(from: Date, interval: string, count: number): Date {
  const end = new Date(from);
  if (interval === "year") end.setUTCFullYear(end.getUTCFullYear() + count);
  else if (interval === "week") end.setUTCDate(end.getUTCDate() + 7 * count);
  else if (interval === "day") end.setUTCDate(end.getUTCDate() + count);
  else end.setUTCMonth(end.getUTCMonth() + count);
  return end;
}

/** Test mode's Pay: the same fulfilment as a paid Stripe checkout, for the owner only. */
export async function payTestCheckout(
  ctx: PaymentsContext,
  user: SessionUser,
  id: string,
  log: FastifyBaseLogger,
): Promise<void> {
  const checkout = await ownTestCheckout(ctx, user, id);
  if (checkout.status === "canceled")
    throw conflict(paymentMessages.text("payments.checkoutCanceled"));
  const { price } = await firstPrice(ctx.db);
  const now = new Date();
  await applyPaymentUpdate(
    ctx.db,
    {
      eventId: `testmode_${checkout.id}_paid`,
      eventType: "testmode.checkout.paid",
      created: Math.floor(now.getTime() / 1000),
      userId: checkout.userId,
      level: checkout.level,
      checkoutSessionId: checkout.id,
      status: "succeeded",
      amountCents: price.amountCents,
      currency: price.currency,
      currentPeriodEnd: periodEnd(now, price.interval, price.intervalCount),
    },
    log,
  );
}

/** Test mode's Cancel: the checkout ends unpaid; membership stays as it was. */
export async function cancelTestCheckout(
  ctx: PaymentsContext,
  user: SessionUser,
  id: string,
): Promise<void> {
  const checkout = await ownTestCheckout(ctx, user, id);
  if (checkout.status === "complete") throw conflict(paymentMessages.text("payments.checkoutPaid"));
  await cancelCheckout(ctx.db, checkout);
}

const MEMBERSHIP_STATUS = {
  pending: "pending",
  succeeded: "active",
  failed: "past_due",
  canceled: "canceled",
} as const;

export async function getMembership(ctx: PaymentsContext, user: SessionUser): Promise<Membership> {
  const now = ctx.clock.now();
  const [clubId, payment, subscription, paid, scholarshipEnd] = await Promise.all([
    currentClub(ctx.db, user.id),
    paymentRepository.findLatestPayment(ctx.db, user.id),
    ctx.stripe
      ? paymentRepository.findLatestPayment(ctx.db, user.id, { liveSubscription: true })
      : undefined,
    paymentRepository.hasPaidPeriodAt(ctx.db, user.id, now),
    activeScholarshipEnd(ctx.db, user.id, now),
  ]);
  const level = clubId ?? 0;
  const clubName =
    level > 0 ? ((await paymentRepository.findClubName(ctx.db, level)) ?? null) : null;
  const paidStatus = payment ? MEMBERSHIP_STATUS[payment.status] : "none";
  // A scholarship in force makes the membership active whatever the payments say.
  const status = scholarshipEnd && paidStatus !== "active" ? "active" : paidStatus;
  return {
    level,
    clubName,
    status,
    renewsAt:
      payment && paidStatus !== "canceled"
        ? (payment.currentPeriodEnd?.toISOString() ?? null)
        : null,
    canManage: Boolean(subscription),
    active: paid || scholarshipEnd !== undefined,
    scholarshipEndsAt: scholarshipEnd?.toISOString() ?? null,
  };
}

/** 'Manage membership': a Stripe Billing Portal session for the member's subscription. */
export async function openBillingPortal(
  ctx: PaymentsContext,
  user: SessionUser,
): Promise<{ url: string }> {
  if (!ctx.stripe) throw notFound("payments.portalNotFound");
  const subscription = await paymentRepository.findLatestPayment(ctx.db, user.id, {
    liveSubscription: true,
  });
  if (!subscription?.subscriptionId) throw notFound("payments.subscriptionNotFound");
  try {
    const { stripe } = ctx.stripe;
    const found = await stripe.subscriptions.retrieve(subscription.subscriptionId);
    const customer = typeof found.customer === "string" ? found.customer : found.customer.id;
    const portal = await stripe.billingPortal.sessions.create({
      customer,
      return_url: `${ctx.env.BASE_URL}/dashboard`,
    });
    return { url: portal.url };
  } catch (error) {
    throw providerError(providerMessage(error));
  }
}

/**
 * A Stripe webhook: the signature is checked on the raw bytes (and its age, 300 s at most)
 * before anything is read; then the event is applied once.
 */
export async function handleWebhook(
  ctx: PaymentsContext,
  rawBody: Buffer | undefined,
  signature: string | string[] | undefined,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!ctx.stripe) throw signatureError(log, "Webhooks are not configured.");
  if (!rawBody || typeof signature !== "string" || signature.length === 0) {
    throw signatureError(log, "Missing Stripe-Signature header or body.");
  }
  // Stripe's check bounds only a signature's age: one dated in the future is as suspect.
  const signedAt = Number(/(?:^|,)t=(\d+)/.exec(signature)?.[1]);
  const nowSeconds = ctx.clock.now().getTime() / 1000;
  if (Number.isFinite(signedAt) && signedAt > nowSeconds + SIGNATURE_TOLERANCE_SECONDS) {
    throw signatureError(log, "The signature's timestamp is in the future.");
  }
  let event: Stripe.Event;
  try {
    event = ctx.stripe.stripe.webhooks.constructEvent(
      rawBody,
      signature,
      ctx.stripe.webhookSecret,
      SIGNATURE_TOLERANCE_SECONDS,
    );
  } catch (error) {
    throw signatureError(log, error instanceof Error ? error.message : "Invalid signature.");
  }
  const action = actionFor(event);
  if (action.kind === "ignore") {
    log.info({ eventId: event.id, eventType: event.type }, "webhook event ignored");
    return;
  }
  if (action.kind === "checkout-expired") {
    const checkout = action.checkoutSessionId
      ? await paymentRepository.findCheckoutSession(ctx.db, action.checkoutSessionId)
      : await paymentRepository.findCheckoutSessionByProviderId(ctx.db, action.providerSessionId);
    if (checkout) await cancelCheckout(ctx.db, checkout);
    return;
  }
  await applyPaymentUpdate(ctx.db, action.update, log);
}
