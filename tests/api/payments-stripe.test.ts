import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { CheckoutSessionSchema, MembershipSchema } from "../../contract/payments.ts";
import { checkoutSessions, payments, users, webhookEvents } from "../../server/db/schema/index.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, TEST_BASE_URL, type TestApp } from "../helpers.ts";
import {
  STAND_IN_PRICE_ID,
  type StripeStandIn,
  signedWebhook,
  startStripeStandIn,
  stripeEnv,
  stripeEvent,
} from "../stripe-stand-in.ts";
import { onPostgres } from "../test-database.ts";
import { paymentStateOf } from "./payments-state.ts";

let standIn: StripeStandIn;
let testApp: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  standIn = await startStripeStandIn();
  testApp = await buildTestApp({
    env: stripeEnv(standIn),
    logger: { level: "info", stream: { write: (line: string) => logLines.push(line) } },
  });
});
afterAll(async () => {
  await testApp?.close();
  await standIn?.close();
});
beforeEach(() => {
  logLines.length = 0;
});

const db = () => testApp.database.db;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function deliver(event: Record<string, unknown>, options: { timestamp?: number } = {}) {
  const { payload, signature } = signedWebhook(event, options);
  return testApp.app.inject({
    method: "POST",
    url: "/api/payments/webhook",
    headers: { "content-type": "application/json", "stripe-signature": signature },
    payload,
  });
}

async function storedEvent(id: string) {
  return db().select().from(webhookEvents).where(eq(webhookEvents.id, id));
}

/** The metadata the app puts on the Checkout Session and the subscription. */
const metadataFor = (user: TestUser, level: number, checkoutSessionId = "") => ({
  userId: user.id,
  level: String(level),
  ...(checkoutSessionId ? { checkoutSessionId } : {}),
});

function completedSession(user: TestUser, level: number, subscription: string) {
  return {
    id: `cs_test_${subscription}`,
    object: "checkout.session",
    mode: "subscription",
    status: "complete",
    payment_status: "paid",
    client_reference_id: user.id,
    customer: "cus_test_1",
    customer_email: user.email,
    subscription,
    amount_total: 6000,
    currency: "usd",
    metadata: metadataFor(user, level),
  };
}

function subscriptionObject(user: TestUser, level: number, id: string, status: string) {
  return {
    id,
    object: "subscription",
    status,
    customer: "cus_test_1",
    metadata: metadataFor(user, level),
    items: {
      object: "list",
      data: [
        { id: `si_${id}`, object: "subscription_item", current_period_end: nowSeconds() + 3600 },
      ],
    },
  };
}

function invoiceObject(user: TestUser, level: number, subscription: string) {
  return {
    id: `in_${subscription}`,
    object: "invoice",
    amount_paid: 6000,
    currency: "usd",
    parent: {
      type: "subscription_details",
      subscription_details: { subscription, metadata: metadataFor(user, level) },
    },
    lines: {
      object: "list",
      data: [{ period: { start: nowSeconds(), end: nowSeconds() + 86400 } }],
    },
  };
}

describe("checkout with Stripe (stand-in)", () => {
  it("creates a subscription Checkout Session with the price, URLs, email and user id metadata", async () => {
    const user = await buildUser(testApp.app);
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/payments/checkout",
      cookie: user.cookie,
      payload: { level: 3 },
    });
    expect(response.statusCode, response.body).toBe(201);
    const session = CheckoutSessionSchema.parse(response.json());
    expect(session.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);

    const request = standIn.requests.findLast((entry) => entry.path === "/v1/checkout/sessions");
    expect(request?.params).toMatchObject({
      mode: "subscription",
      "line_items[0][price]": STAND_IN_PRICE_ID,
      "line_items[0][quantity]": "1",
      success_url: `${TEST_BASE_URL}/dashboard`,
      cancel_url: `${TEST_BASE_URL}/OmanBlockvocates`,
      customer_email: user.email,
      "metadata[userId]": user.id,
      "metadata[level]": "3",
      "metadata[checkoutSessionId]": session.id,
      "subscription_data[metadata][userId]": user.id,
      "subscription_data[metadata][level]": "3",
    });
    const [row] = await db()
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, session.id));
    expect(row?.providerSessionId).toMatch(/^cs_test_/);
    expect(row?.url).toBe(session.url);

    // Membership is never granted by the checkout itself (nor by the success URL).
    expect(await paymentStateOf(db(), user.id)).toMatchObject({ clubId: null, records: [] });
    // The test-mode Pay does not exist when Stripe is configured.
    const pay = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/payments/checkout/${session.id}/pay`,
      cookie: user.cookie,
    });
    expect(pay.statusCode).toBe(404);
    expect(await paymentStateOf(db(), user.id)).toMatchObject({ clubId: null, records: [] });
  });

  it("shows the provider's message when Stripe refuses the session", async () => {
    const user = await buildUser(testApp.app);
    standIn.failNextCheckout("No such price: 'price_stand_in_6m'");
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/payments/checkout",
      cookie: user.cookie,
      payload: { level: 1 },
    });
    expect(response.statusCode).toBe(502);
    expect(problemOf(response).detail).toBe("No such price: 'price_stand_in_6m'");
    const [row] = await db()
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, user.id));
    expect(row?.error).toBe("No such price: 'price_stand_in_6m'");
  });
});

describe("Stripe webhook", () => {
  it("applies a signed checkout.session.completed: level, club member, payment, event id", async () => {
    const user = await buildUser(testApp.app);
    const event = stripeEvent("checkout.session.completed", completedSession(user, 2, "sub_good"));
    const response = await deliver(event);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ received: true });

    const state = await paymentStateOf(db(), user.id);
    expect(state.clubId).toBe(2);
    expect(state.clubs).toEqual([2]);
    expect(state.records).toHaveLength(1);
    expect(state.records[0]).toMatchObject({
      status: "succeeded",
      level: 2,
      subscriptionId: "sub_good",
      amountCents: 6000,
    });
    expect(await storedEvent(String(event.id))).toHaveLength(1);
  });

  it("refuses a bad, missing or stale signature with 400, writes nothing and logs it", async () => {
    const user = await buildUser(testApp.app);
    const event = stripeEvent("checkout.session.completed", completedSession(user, 1, "sub_bad"));

    const forged = signedWebhook(event, { secret: "whsec_someone_else" });
    const bad = await testApp.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json", "stripe-signature": forged.signature },
      payload: forged.payload,
    });
    expect(bad.statusCode).toBe(400);

    const missing = await testApp.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(event),
    });
    expect(missing.statusCode).toBe(400);

    const stale = await deliver(event, { timestamp: nowSeconds() - 301 });
    expect(stale.statusCode).toBe(400);
    // Dated ahead, beyond the tolerance: a captured signature must not live longer that way.
    const future = await deliver(event, { timestamp: nowSeconds() + 301 });
    expect(future.statusCode).toBe(400);
    const farFuture = await deliver(event, { timestamp: nowSeconds() + 86_400 });
    expect(farFuture.statusCode).toBe(400);

    // Signed correctly, then altered: the signature covers the exact bytes.
    const signed = signedWebhook(event);
    const altered = await testApp.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json", "stripe-signature": signed.signature },
      payload: signed.payload.replace('"level":"1"', '"level":"3"'),
    });
    expect(altered.statusCode).toBe(400);

    expect(await paymentStateOf(db(), user.id)).toEqual({
      clubId: null,
      clubs: [],
      records: [],
    });
    expect(await storedEvent(String(event.id))).toEqual([]);
    const refusals = logLines.filter((line) => line.includes("webhook-signature"));
    expect(refusals).toHaveLength(6);
  });

  it("applies a replayed event once: a repeat does not set membership again", async () => {
    const user = await buildUser(testApp.app);
    const event = stripeEvent(
      "checkout.session.completed",
      completedSession(user, 1, "sub_replay"),
    );
    expect((await deliver(event)).statusCode).toBe(200);
    // The member moves on (say, accepted into club 3); a redelivery must not undo that.
    await db().update(users).set({ clubId: 3 }).where(eq(users.id, user.id));
    expect((await deliver(event)).statusCode).toBe(200);

    const state = await paymentStateOf(db(), user.id);
    expect(state.clubId).toBe(3);
    expect(state.clubs).toEqual([1]);
    expect(state.records).toHaveLength(1);
    expect(await storedEvent(String(event.id))).toHaveLength(1);
  });

  it("accepts invoice.paid before checkout.session.completed: one payment record", async () => {
    const user = await buildUser(testApp.app);
    const created = nowSeconds();
    const invoice = stripeEvent("invoice.paid", invoiceObject(user, 2, "sub_early"), { created });
    const completed = stripeEvent(
      "checkout.session.completed",
      completedSession(user, 2, "sub_early"),
      { created },
    );
    expect((await deliver(invoice)).statusCode).toBe(200);
    expect((await deliver(completed)).statusCode).toBe(200);
    const state = await paymentStateOf(db(), user.id);
    expect(state.clubId).toBe(2);
    expect(state.records).toHaveLength(1);
    expect(state.records[0]?.status).toBe("succeeded");
    expect(state.records[0]?.currentPeriodEnd).toBeInstanceOf(Date);
  });

  it("never lets an older subscription.updated revive a deleted subscription", async () => {
    const user = await buildUser(testApp.app);
    const t = nowSeconds() - 100;
    const sub = "sub_order";
    const active = stripeEvent(
      "customer.subscription.updated",
      subscriptionObject(user, 1, sub, "active"),
      { created: t },
    );
    const deleted = stripeEvent(
      "customer.subscription.deleted",
      subscriptionObject(user, 1, sub, "canceled"),
      { created: t + 10 },
    );
    const olderUpdate = stripeEvent(
      "customer.subscription.updated",
      subscriptionObject(user, 1, sub, "active"),
      { created: t + 5 },
    );
    expect((await deliver(active)).statusCode).toBe(200);
    expect((await paymentStateOf(db(), user.id)).clubId).toBe(1);
    expect((await deliver(deleted)).statusCode).toBe(200);
    expect((await deliver(olderUpdate)).statusCode).toBe(200);

    const state = await paymentStateOf(db(), user.id);
    expect(state.records).toHaveLength(1);
    expect(state.records[0]?.status).toBe("canceled");
    expect(state.clubId).toBeNull();
    expect(state.clubs).toEqual([]);
    expect(await storedEvent(String(olderUpdate.id))).toHaveLength(1);
  });

  it("records a failed invoice without taking an older success's membership away", async () => {
    const user = await buildUser(testApp.app);
    const t = nowSeconds() - 50;
    const paid = stripeEvent("invoice.paid", invoiceObject(user, 3, "sub_fail"), { created: t });
    const failed = stripeEvent("invoice.payment_failed", invoiceObject(user, 3, "sub_fail"), {
      created: t + 1,
    });
    expect((await deliver(paid)).statusCode).toBe(200);
    expect((await deliver(failed)).statusCode).toBe(200);
    const state = await paymentStateOf(db(), user.id);
    expect(state.records[0]?.status).toBe("failed");
    expect(state.clubId).toBe(3);
    const membership = await injectJson(testApp.app, {
      url: "/api/payments/membership",
      cookie: user.cookie,
    });
    expect(MembershipSchema.parse(membership.json())).toMatchObject({
      level: 3,
      status: "past_due",
      canManage: true,
    });
  });

  it("answers 200 to a payment for an unknown user, writes nothing and logs it", async () => {
    const stranger = {
      id: "user_does_not_exist",
      email: "ghost@example.com",
    } as TestUser;
    const event = stripeEvent("checkout.session.completed", completedSession(stranger, 1, "sub_x"));
    const response = await deliver(event);
    expect(response.statusCode).toBe(200);
    expect(await storedEvent(String(event.id))).toEqual([]);
    const rows = await db().select().from(payments).where(eq(payments.subscriptionId, "sub_x"));
    expect(rows).toEqual([]);
    expect(logLines.some((line) => line.includes("unknown user"))).toBe(true);
  });

  it("acknowledges event types it does not handle", async () => {
    const event = stripeEvent("customer.created", { id: "cus_new", object: "customer" });
    const response = await deliver(event);
    expect(response.statusCode).toBe(200);
    expect(await storedEvent(String(event.id))).toEqual([]);
  });

  it("answers 5xx on a transient database error so Stripe retries, then applies the retry", async () => {
    const user = await buildUser(testApp.app);
    const event = stripeEvent("checkout.session.completed", completedSession(user, 1, "sub_retry"));
    const outage = Object.assign(new Error("Connection terminated unexpectedly"), {
      code: "ECONNRESET",
    });
    const spy = vi.spyOn(testApp.database.db, "transaction").mockRejectedValueOnce(outage);
    try {
      const failed = await deliver(event);
      expect(failed.statusCode).toBeGreaterThanOrEqual(500);
      expect(await paymentStateOf(db(), user.id)).toMatchObject({ clubId: null, records: [] });
    } finally {
      spy.mockRestore();
    }
    expect((await deliver(event)).statusCode).toBe(200);
    expect((await paymentStateOf(db(), user.id)).clubId).toBe(1);
  });

  it("opens the Billing Portal for a subscriber's customer", async () => {
    const user = await buildUser(testApp.app);
    await deliver(
      stripeEvent("checkout.session.completed", completedSession(user, 1, "sub_portal")),
    );
    standIn.setSubscriptionCustomer("sub_portal", "cus_portal_1");
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/payments/portal",
      cookie: user.cookie,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ url: "https://billing.stripe.test/p/session/cus_portal_1" });
    const request = standIn.requests.findLast(
      (entry) => entry.path === "/v1/billing_portal/sessions",
    );
    expect(request?.params).toMatchObject({
      customer: "cus_portal_1",
      return_url: `${TEST_BASE_URL}/dashboard`,
    });

    const nonSubscriber = await buildUser(testApp.app);
    const refused = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/payments/portal",
      cookie: nonSubscriber.cookie,
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe.runIf(onPostgres)("Stripe webhook, parallel delivery (PostgreSQL)", () => {
  it("applies the same event delivered in parallel once, answering 2xx to every copy", async () => {
    const user = await buildUser(testApp.app);
    const event = stripeEvent("checkout.session.completed", completedSession(user, 2, "sub_par"));
    const responses = await Promise.all(Array.from({ length: 6 }, () => deliver(event)));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const state = await paymentStateOf(db(), user.id);
    expect(state.clubId).toBe(2);
    expect(state.clubs).toEqual([2]);
    expect(state.records).toHaveLength(1);
    expect(await storedEvent(String(event.id))).toHaveLength(1);
  });

  it("keeps one payment record when different events of one subscription race", async () => {
    const user = await buildUser(testApp.app);
    const created = nowSeconds();
    const events = [
      stripeEvent("checkout.session.completed", completedSession(user, 1, "sub_race"), { created }),
      stripeEvent("invoice.paid", invoiceObject(user, 1, "sub_race"), { created }),
      stripeEvent(
        "customer.subscription.updated",
        subscriptionObject(user, 1, "sub_race", "active"),
        {
          created,
        },
      ),
    ];
    const responses = await Promise.all(events.map((event) => deliver(event)));
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    const state = await paymentStateOf(db(), user.id);
    expect(state.records).toHaveLength(1);
    expect(state.clubs).toEqual([1]);
  });
});
