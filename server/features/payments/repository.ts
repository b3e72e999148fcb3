import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, ne, or } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import {
  checkoutSessions,
  clubs,
  membershipPlans,
  membershipPrices,
  payments,
  users,
  webhookEvents,
} from "../../db/schema/index.ts";

export async function findActivePlan(db: Executor) {
  const [plan] = await db
    .select()
    .from(membershipPlans)
    .where(eq(membershipPlans.active, true))
    .limit(1);
  if (!plan) return undefined;
  const prices = await db
    .select({
      id: membershipPrices.id,
      amountCents: membershipPrices.amountCents,
      currency: membershipPrices.currency,
      interval: membershipPrices.interval,
      intervalCount: membershipPrices.intervalCount,
    })
    .from(membershipPrices)
    .where(and(eq(membershipPrices.planId, plan.id), eq(membershipPrices.active, true)))
    .orderBy(asc(membershipPrices.position));
  return { ...plan, prices };
}

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export async function insertCheckoutSession(
  db: Executor,
  values: typeof checkoutSessions.$inferInsert,
): Promise<void> {
  await db.insert(checkoutSessions).values(values);
}

export async function updateCheckoutSession(
  db: Executor,
  id: string,
  values: Partial<Pick<CheckoutSessionRow, "providerSessionId" | "url" | "error" | "status">>,
): Promise<void> {
  await db.update(checkoutSessions).set(values).where(eq(checkoutSessions.id, id));
}

export async function findCheckoutSession(
  db: Executor,
  id: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return row;
}

export async function findCheckoutSessionByProviderId(
  db: Executor,
  providerSessionId: string,
): Promise<CheckoutSessionRow | undefined> {
  const [row] = await db
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.providerSessionId, providerSessionId));
  return row;
}

export async function countCheckoutSessionsSince(
  db: Executor,
  userId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(checkoutSessions)
    .where(and(eq(checkoutSessions.userId, userId), gte(checkoutSessions.createdAt, since)));
  return row?.count ?? 0;
}

/** Marks an open checkout canceled; false when it was not open (paid or canceled already). */
export async function cancelOpenCheckoutSession(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(checkoutSessions)
    .set({ status: "canceled" })
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.status, "open")))
    .returning({ id: checkoutSessions.id });
  return rows.length > 0;
}

/**
 * The user's row, locked until the transaction ends: every payment change of one user runs
 * one after another, so parallel deliveries cannot both create a payment record. Taken after the
 * club's row (ADR 025).
 */
export async function lockUser(tx: Executor, userId: string) {
  const [user] = await tx
    .select({ id: users.id, clubId: users.clubId })
    .from(users)
    .where(eq(users.id, userId))
    .for("no key update");
  return user;
}

/** Stores an event id; false when it was stored before (the event was applied already). */
export async function recordWebhookEvent(
  tx: Executor,
  event: { id: string; type: string; created: number },
): Promise<boolean> {
  const rows = await tx
    .insert(webhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id });
  return rows.length > 0;
}

export async function findPaymentFor(
  tx: Executor,
  userId: string,
  keys: { subscriptionId?: string; checkoutSessionId?: string },
): Promise<PaymentRow | undefined> {
  const matches = [
    keys.subscriptionId ? eq(payments.subscriptionId, keys.subscriptionId) : undefined,
    keys.checkoutSessionId ? eq(payments.checkoutSessionId, keys.checkoutSessionId) : undefined,
  ].filter((condition) => condition !== undefined);
  if (matches.length === 0) return undefined;
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), or(...matches)))
    .orderBy(asc(payments.id))
    .limit(1)
    .for("update");
  return row;
}

export async function insertPayment(
  tx: Executor,
  values: typeof payments.$inferInsert,
): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error("payment insert returned no row");
  return row;
}

export async function updatePayment(
  tx: Executor,
  id: number,
  values: Partial<typeof payments.$inferInsert>,
): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(values).where(eq(payments.id, id)).returning();
  if (!row) throw new Error("payment update returned no row");
  return row;
}

/** Whether another payment of the user still pays for that level. */
export async function hasOtherSucceededPayment(
  tx: Executor,
  userId: string,
  level: number,
  exceptPaymentId: number,
): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.level, level),
        eq(payments.status, "succeeded"),
        ne(payments.id, exceptPaymentId),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function findClubName(db: Executor, clubId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ clubName: clubs.clubName })
    .from(clubs)
    .where(eq(clubs.id, clubId));
  return row?.clubName;
}

/**
 * The user's most recently changed payment record; with `liveSubscription`, the latest one
 * whose subscription is not canceled.
 */
export async function findLatestPayment(
  db: Executor,
  userId: string,
  options: { liveSubscription?: boolean } = {},
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        options.liveSubscription ? isNotNull(payments.subscriptionId) : undefined,
        options.liveSubscription ? ne(payments.status, "canceled") : undefined,
      ),
    )
    .orderBy(desc(payments.updatedAt), desc(payments.id))
    .limit(1);
  return row;
}

export async function listPaymentsChangedSince(
  db: Executor,
  userId: string,
  since: Date,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), gte(payments.updatedAt, since)))
    .orderBy(asc(payments.updatedAt), asc(payments.id))
    .limit(100);
}

/** Whether the person has a paid period in force at `now` (succeeded, its period not over). */
export async function hasPaidPeriodAt(db: Executor, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userId, userId),
        eq(payments.status, "succeeded"),
        or(isNull(payments.currentPeriodEnd), gt(payments.currentPeriodEnd, now)),
      ),
    )
    .limit(1);
  return row !== undefined;
}
