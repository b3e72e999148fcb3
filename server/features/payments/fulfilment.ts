import type { FastifyBaseLogger } from "fastify";
import { clubOfMembershipLevel } from "../../../content/plan.ts";
import type { CheckoutEvent, PaymentEvent, PaymentStatus } from "../../../contract/payments.ts";
import type { Database, Executor } from "../../db/client.ts";
import { lockClub } from "../../db/lock-order.ts";
import { notifyUser, type UserEvent } from "../../events/bus.ts";
import { notification, notify } from "../../notify/index.ts";
import { joinClub, joinedBy, leaveClub } from "../memberships/index.ts";
import * as paymentRepository from "./repository.ts";

/**
 * A change to a member's payment, from a verified Stripe event or a test-mode button. Both go
 * through `applyPaymentUpdate`, the only code that grants or ends a paid membership.
 */
export interface PaymentUpdate {
  /** The provider's event id (or the test-mode action's): stored with its effect, applied once. */
  eventId: string;
  eventType: string;
  /** When the provider created the event (seconds): older events never undo newer state. */
  created: number;
  userId?: string;
  level?: number;
  /** Our checkout session id (Stripe carries it in metadata). */
  checkoutSessionId?: string;
  /** Stripe's checkout session id. */
  providerSessionId?: string;
  subscriptionId?: string;
  status: PaymentStatus;
  amountCents?: number;
  currency?: string;
  currentPeriodEnd?: Date;
}

export type UpdateOutcome = "applied" | "duplicate" | "stale" | "unknown-user" | "ignored";

/** Same `created` second: the later state in a subscription's life wins. */
const STATUS_RANK: Record<PaymentStatus, number> = {
  pending: 0,
  failed: 1,
  succeeded: 2,
  canceled: 3,
};

/** Event id of a payment record's state: its change time (ms) and its id, ordered. */
export function paymentEventId(payment: { id: number; updatedAt: Date }): string {
  return `${payment.updatedAt.getTime()}.${payment.id}`;
}

export function paymentEvent(payment: paymentRepository.PaymentRow): UserEvent {
  const data: PaymentEvent = {
    paymentId: payment.id,
    checkoutSessionId: payment.checkoutSessionId,
    level: payment.level,
    status: payment.status,
  };
  return { event: "payment", id: paymentEventId(payment), data };
}

/**
 * Transactions commit in a different order than they start, so a reconnecting stream gets
 * every payment changed from a little before its last event on (repeats are dropped by id).
 */
const REPLAY_OVERLAP_MS = 60_000;

/** The replay source for `GET /api/events`: payment records changed since `lastEventId`. */
export function paymentReplay(db: Database) {
  return async (userId: string, lastEventId: string): Promise<UserEvent[]> => {
    const millis = Number(lastEventId.split(".")[0]);
    if (!Number.isSafeInteger(millis) || millis <= 0) return [];
    const rows = await paymentRepository.listPaymentsChangedSince(
      db,
      userId,
      new Date(millis - REPLAY_OVERLAP_MS),
    );
    return rows.filter((row) => paymentEventId(row) !== lastEventId).map(paymentEvent);
  };
}

async function resolveOwner(tx: Executor, update: PaymentUpdate) {
  const checkout = update.checkoutSessionId
    ? await paymentRepository.findCheckoutSession(tx, update.checkoutSessionId)
    : update.providerSessionId
      ? await paymentRepository.findCheckoutSessionByProviderId(tx, update.providerSessionId)
      : undefined;
  if (checkout) {
    return { userId: checkout.userId, level: checkout.level, checkoutSessionId: checkout.id };
  }
  return { userId: update.userId, level: update.level, checkoutSessionId: undefined };
}

function isStale(payment: paymentRepository.PaymentRow, update: PaymentUpdate): boolean {
  // A canceled subscription is final: nothing brings it back.
  if (payment.status === "canceled") return true;
  const newest = payment.providerUpdatedAt;
  if (newest === null) return false;
  if (update.created !== newest) return update.created < newest;
  return STATUS_RANK[update.status] < STATUS_RANK[payment.status];
}

/**
 * Applies one payment change in one transaction: the event id, the payment record, the user's
 * clubId and club_members row, and the NOTIFY to the user's streams all commit
 * together or not at all. A repeat of a stored event id changes nothing.
 */
export async function applyPaymentUpdate(
  db: Database,
  update: PaymentUpdate,
  log: FastifyBaseLogger,
): Promise<UpdateOutcome> {
  return db.transaction(async (tx) => {
    const owner = await resolveOwner(tx, update);
    if (update.userId && owner.userId !== update.userId) {
      log.warn(
        { eventId: update.eventId, eventType: update.eventType },
        "payment event names another user than its checkout: ignored",
      );
      return "ignored";
    }
    // The membership's club before the person (ADR 025): a booking or leave there locks it first.
    const levelClub = owner.level === undefined ? undefined : clubOfMembershipLevel[owner.level];
    if (owner.userId && levelClub !== undefined) await lockClub(tx, levelClub);
    const user = owner.userId ? await paymentRepository.lockUser(tx, owner.userId) : undefined;
    if (!user) {
      log.warn(
        { eventId: update.eventId, eventType: update.eventType, userId: owner.userId },
        "payment event for an unknown user: nothing written",
      );
      return "unknown-user";
    }
    const level = owner.level;
    const clubId = level === undefined ? undefined : clubOfMembershipLevel[level];
    if (level === undefined || clubId === undefined) {
      log.warn(
        { eventId: update.eventId, eventType: update.eventType, level },
        "payment event without a membership level: ignored",
      );
      return "ignored";
    }
    const first = await paymentRepository.recordWebhookEvent(tx, {
      id: update.eventId,
      type: update.eventType,
      created: update.created,
    });
    if (!first) return "duplicate";

    // Only a checkout that exists here is linked (metadata naming another is ignored).
    const checkoutSessionId = owner.checkoutSessionId;
    const existing = await paymentRepository.findPaymentFor(tx, user.id, {
      subscriptionId: update.subscriptionId,
      checkoutSessionId,
    });
    if (existing && isStale(existing, update)) {
      log.info(
        { eventId: update.eventId, eventType: update.eventType, paymentId: existing.id },
        "older payment event: recorded, state kept",
      );
      return "stale";
    }

    const now = new Date();
    const changes = {
      status: update.status,
      level,
      providerUpdatedAt: Math.max(existing?.providerUpdatedAt ?? 0, update.created),
      updatedAt: now,
      ...(update.subscriptionId ? { subscriptionId: update.subscriptionId } : {}),
      ...(checkoutSessionId ? { checkoutSessionId } : {}),
      ...(update.amountCents !== undefined ? { amountCents: update.amountCents } : {}),
      ...(update.currency ? { currency: update.currency } : {}),
      ...(update.currentPeriodEnd ? { currentPeriodEnd: update.currentPeriodEnd } : {}),
    };
    const payment = existing
      ? await paymentRepository.updatePayment(tx, existing.id, changes)
      : await paymentRepository.insertPayment(tx, { userId: user.id, ...changes, createdAt: now });

    const before = existing?.status;
    // Paying places a member without a club in the level's club; it never moves a member out of
    // the club they are in (docs/product.md, round 3 decision 2).
    const joinsByPaying = user.clubId === null;
    if (update.status === "succeeded" && before !== "succeeded") {
      if (joinsByPaying) await joinClub(tx, user.id, clubId, "payment");
      const memberOf = user.clubId ?? clubId;
      const clubName = (await paymentRepository.findClubName(tx, memberOf)) ?? `club ${memberOf}`;
      await notify(tx, user.id, notification("payment-succeeded", { clubName }));
      if (checkoutSessionId) {
        await paymentRepository.updateCheckoutSession(tx, checkoutSessionId, {
          status: "complete",
        });
      }
    }
    // The membership's end takes away only a club membership that paying gave.
    if (
      update.status === "canceled" &&
      before === "succeeded" &&
      user.clubId === clubId &&
      (await joinedBy(tx, user.id, clubId)) === "payment"
    ) {
      const stillPaid = await paymentRepository.hasOtherSucceededPayment(
        tx,
        user.id,
        level,
        payment.id,
      );
      if (!stillPaid) {
        await leaveClub(tx, user.id, clubId, "cancellation");
        const clubName = (await paymentRepository.findClubName(tx, clubId)) ?? `club ${clubId}`;
        await notify(tx, user.id, notification("membership-ended", { clubName }));
      }
    }
    if (update.status === "failed" && before !== "failed") {
      await notify(tx, user.id, notification("payment-failed", {}));
    }
    await notifyUser(tx, user.id, paymentEvent(payment));
    log.info(
      { eventId: update.eventId, eventType: update.eventType, paymentId: payment.id },
      `payment ${payment.status}`,
    );
    return "applied";
  });
}

/** Ends an unpaid checkout (test-mode Cancel, Stripe's checkout.session.expired). */
export async function cancelCheckout(
  db: Database,
  checkout: { id: string; userId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const canceled = await paymentRepository.cancelOpenCheckoutSession(tx, checkout.id);
    if (!canceled) return false;
    const data: CheckoutEvent = { checkoutSessionId: checkout.id, status: "canceled" };
    await notifyUser(tx, checkout.userId, { event: "checkout", data });
    return true;
  });
}
