import type Stripe from "stripe";
import type { PaymentStatus } from "../../../contract/payments.ts";
import type { PaymentUpdate } from "./fulfilment.ts";

/** What a verified Stripe event asks of us. */
export type StripeEventAction =
  | { kind: "payment"; update: PaymentUpdate }
  | { kind: "checkout-expired"; checkoutSessionId?: string; providerSessionId: string }
  | { kind: "ignore" };

/** Metadata we put on both the Checkout Session and its subscription. */
export interface PaymentMetadata {
  userId?: string;
  level?: number;
  checkoutSessionId?: string;
}

export function readMetadata(metadata: Stripe.Metadata | null | undefined): PaymentMetadata {
  const level = Number(metadata?.level);
  return {
    userId: metadata?.userId || undefined,
    level: Number.isInteger(level) ? level : undefined,
    checkoutSessionId: metadata?.checkoutSessionId || undefined,
  };
}

const idOf = (value: string | { id: string } | null | undefined) =>
  typeof value === "string" ? value : (value?.id ?? undefined);

const fromSeconds = (seconds: number | null | undefined) =>
  typeof seconds === "number" && seconds > 0 ? new Date(seconds * 1000) : undefined;

/** A subscription's state as a payment record's status. */
export function subscriptionPaymentStatus(status: Stripe.Subscription.Status): PaymentStatus {
  switch (status) {
    case "active":
    case "trialing":
      return "succeeded";
    case "canceled":
    case "incomplete_expired":
      return "canceled";
    case "past_due":
    case "unpaid":
    case "paused":
      return "failed";
    default:
      return "pending";
  }
}

function paymentAction(
  event: Stripe.Event,
  fields: Omit<PaymentUpdate, "eventId" | "eventType" | "created">,
): StripeEventAction {
  return {
    kind: "payment",
    update: { eventId: event.id, eventType: event.type, created: event.created, ...fields },
  };
}

function invoiceUpdate(
  event: Stripe.Event,
  invoice: Stripe.Invoice,
  status: PaymentStatus,
): StripeEventAction {
  const details = invoice.parent?.subscription_details;
  const subscriptionId = idOf(details?.subscription);
  if (!subscriptionId) return { kind: "ignore" };
  return paymentAction(event, {
    ...readMetadata(details?.metadata),
    subscriptionId,
    status,
    amountCents: status === "succeeded" ? invoice.amount_paid : undefined,
    currency: invoice.currency,
    currentPeriodEnd: fromSeconds(invoice.lines?.data?.[0]?.period?.end),
  });
}

function subscriptionUpdate(
  event: Stripe.Event,
  subscription: Stripe.Subscription,
  status: PaymentStatus,
): StripeEventAction {
  return paymentAction(event, {
    ...readMetadata(subscription.metadata),
    subscriptionId: subscription.id,
    status,
    currentPeriodEnd: fromSeconds(subscription.items?.data?.[0]?.current_period_end),
  });
}

/** Translates the events we handle; every other type is acknowledged and ignored. */
export function actionFor(event: Stripe.Event): StripeEventAction {
  switch (event.type) {
    case "checkout.session.completed": {
      const session = event.data.object;
      if (session.mode !== "subscription") return { kind: "ignore" };
      const metadata = readMetadata(session.metadata);
      const paid =
        session.payment_status === "paid" || session.payment_status === "no_payment_required";
      return paymentAction(event, {
        ...metadata,
        userId: metadata.userId ?? session.client_reference_id ?? undefined,
        providerSessionId: session.id,
        subscriptionId: idOf(session.subscription),
        status: paid ? "succeeded" : "pending",
        amountCents: session.amount_total ?? undefined,
        currency: session.currency ?? undefined,
      });
    }
    case "checkout.session.expired": {
      const session = event.data.object;
      return {
        kind: "checkout-expired",
        checkoutSessionId: readMetadata(session.metadata).checkoutSessionId,
        providerSessionId: session.id,
      };
    }
    case "invoice.paid":
      return invoiceUpdate(event, event.data.object, "succeeded");
    case "invoice.payment_failed":
      return invoiceUpdate(event, event.data.object, "failed");
    case "customer.subscription.updated": {
      const subscription = event.data.object;
      return subscriptionUpdate(
        event,
        subscription,
        subscriptionPaymentStatus(subscription.status),
      );
    }
    case "customer.subscription.deleted":
      return subscriptionUpdate(event, event.data.object, "canceled");
    default:
      return { kind: "ignore" };
  }
}
