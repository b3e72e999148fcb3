import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CheckoutSessionSchema,
  MembershipSchema,
  TestCheckoutSchema,
} from "../../contract/payments.ts";
import {
  checkoutSessions,
  clubMembers,
  clubs,
  membershipPlans,
  users,
} from "../../server/db/schema/index.ts";
import { applyPaymentUpdate } from "../../server/features/payments/fulfilment.ts";
import { CHECKOUTS_PER_HOUR } from "../../server/features/payments/service.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, TEST_BASE_URL, type TestApp } from "../helpers.ts";
import { paymentStateOf } from "./payments-state.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;

async function startCheckout(user: TestUser, level: number) {
  const response = await injectJson(testApp.app, {
    method: "POST",
    url: "/api/payments/checkout",
    cookie: user.cookie,
    payload: { level },
  });
  expect(response.statusCode, response.body).toBe(201);
  return CheckoutSessionSchema.parse(response.json());
}

const pay = (user: TestUser, id: string) =>
  injectJson(testApp.app, {
    method: "POST",
    url: `/api/payments/checkout/${id}/pay`,
    cookie: user.cookie,
  });

const cancel = (user: TestUser, id: string) =>
  injectJson(testApp.app, {
    method: "POST",
    url: `/api/payments/checkout/${id}/cancel`,
    cookie: user.cookie,
  });

describe("test-mode checkout (no Stripe configured)", () => {
  it("creates a subscription checkout on this app's origin and returns the test-mode page", async () => {
    const user = await buildUser(testApp.app);
    const session = await startCheckout(user, 2);
    expect(session.url).toBe(`${TEST_BASE_URL}/TestCheckout/${session.id}`);
    const [row] = await db()
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, session.id));
    expect(row).toMatchObject({
      userId: user.id,
      level: 2,
      mode: "subscription",
      priceId: "price_membership_6m",
      successUrl: `${TEST_BASE_URL}/dashboard`,
      cancelUrl: `${TEST_BASE_URL}/KeralaBlockvocates`,
      status: "open",
    });

    const page = await injectJson(testApp.app, {
      url: `/api/payments/checkout/${session.id}`,
      cookie: user.cookie,
    });
    expect(page.statusCode).toBe(200);
    expect(TestCheckoutSchema.parse(page.json())).toMatchObject({
      level: 2,
      clubName: "Kerala Blockvocates",
      amountCents: 6000,
      status: "open",
    });
  });

  it("Pay grants the level, the club membership and a succeeded payment record, once", async () => {
    const user = await buildUser(testApp.app);
    const session = await startCheckout(user, 1);
    expect((await pay(user, session.id)).statusCode).toBe(204);
    expect((await pay(user, session.id)).statusCode).toBe(204);

    const after = await paymentStateOf(db(), user.id);
    expect(after.clubId).toBe(1);
    expect(after.clubs).toEqual([1]);
    expect(after.records).toHaveLength(1);
    expect(after.records[0]).toMatchObject({
      status: "succeeded",
      level: 1,
      checkoutSessionId: session.id,
      amountCents: 6000,
    });

    const membership = await injectJson(testApp.app, {
      url: "/api/payments/membership",
      cookie: user.cookie,
    });
    const body = MembershipSchema.parse(membership.json());
    expect(body).toMatchObject({
      level: 1,
      clubName: "Blockvocates Global",
      status: "active",
      canManage: false,
      active: true,
      scholarshipEndsAt: null,
    });
    const renews = new Date(body.renewsAt ?? 0).getTime();
    const inSixMonths = Date.now() + 182 * 24 * 3600 * 1000;
    expect(Math.abs(renews - inSixMonths)).toBeLessThan(4 * 24 * 3600 * 1000);

    expect(problemOf(await cancel(user, session.id)).status).toBe(409);
  });

  it("paying never moves a member out of the club they belong to, nor does its end", async () => {
    // A member of another club (by application) pays the Oman page's membership.
    const user = await buildUser(testApp.app);
    const [ownClub] = await db()
      .insert(clubs)
      .values({
        clubName: `Paying Members ${user.id.slice(0, 6)}`,
        slug: `PayingMembers${user.id.slice(0, 6)}`,
        clubType: "web3",
        meetingFormat: "online",
        location: "online",
        meetingTime: "evening",
        meetingDays: ["monday"],
      })
      .returning({ id: clubs.id });
    const clubId = ownClub?.id ?? 0;
    await db().insert(clubMembers).values({ clubId, userId: user.id });
    await db().update(users).set({ clubId }).where(eq(users.id, user.id));

    const session = await startCheckout(user, 3);
    expect((await pay(user, session.id)).statusCode).toBe(204);
    const after = await paymentStateOf(db(), user.id);
    expect(after.clubId).toBe(clubId);
    expect(after.clubs).toEqual([clubId]);
    expect(after.records.map((record) => record.status)).toEqual(["succeeded"]);
    const membership = await injectJson(testApp.app, {
      url: "/api/payments/membership",
      cookie: user.cookie,
    });
    expect(membership.json()).toMatchObject({ status: "active", active: true, level: clubId });

    // The subscription ends: the membership ends, the club they chose stays theirs.
    const [record] = after.records;
    await applyPaymentUpdate(
      db(),
      {
        eventId: `test-cancel-${user.id}`,
        eventType: "customer.subscription.deleted",
        created: Math.floor(Date.now() / 1000) + 60,
        userId: user.id,
        level: 3,
        checkoutSessionId: record?.checkoutSessionId ?? undefined,
        status: "canceled",
      },
      testApp.app.log,
    );
    const ended = await paymentStateOf(db(), user.id);
    expect(ended.clubId).toBe(clubId);
    expect(ended.clubs).toEqual([clubId]);
    expect(ended.records.map((row) => row.status)).toEqual(["canceled"]);
  });

  it("Cancel leaves membership at 0 and the canceled checkout cannot be paid", async () => {
    const user = await buildUser(testApp.app);
    const session = await startCheckout(user, 3);
    expect((await cancel(user, session.id)).statusCode).toBe(204);
    const refused = await pay(user, session.id);
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused).detail).toMatch(/canceled/);

    const after = await paymentStateOf(db(), user.id);
    expect(after).toEqual({ clubId: null, clubs: [], records: [] });
    const membership = await injectJson(testApp.app, {
      url: "/api/payments/membership",
      cookie: user.cookie,
    });
    expect(membership.json()).toEqual({
      level: 0,
      clubName: null,
      status: "none",
      renewsAt: null,
      canManage: false,
      active: false,
      scholarshipEndsAt: null,
    });
  });

  it("only the member who started a checkout can see, pay or cancel it", async () => {
    const owner = await buildUser(testApp.app);
    const other = await buildUser(testApp.app);
    const session = await startCheckout(owner, 1);
    const seen = await injectJson(testApp.app, {
      url: `/api/payments/checkout/${session.id}`,
      cookie: other.cookie,
    });
    expect(seen.statusCode).toBe(404);
    expect((await pay(other, session.id)).statusCode).toBe(404);
    expect((await cancel(other, session.id)).statusCode).toBe(404);
    expect(await paymentStateOf(db(), owner.id)).toMatchObject({ clubId: null, records: [] });
    expect(await paymentStateOf(db(), other.id)).toMatchObject({ clubId: null, records: [] });
  });

  it("refuses a level other than 1-3, unknown fields and signed-out callers", async () => {
    const user = await buildUser(testApp.app);
    for (const payload of [{ level: 4 }, { level: 0 }, { level: "1" }, { level: 1, price: "x" }]) {
      const response = await injectJson(testApp.app, {
        method: "POST",
        url: "/api/payments/checkout",
        cookie: user.cookie,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const signedOut = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/payments/checkout",
      payload: { level: 1 },
    });
    expect(signedOut.statusCode).toBe(401);
    const rows = await db()
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, user.id));
    expect(rows).toEqual([]);
  });

  it("caps how many checkouts one member starts per hour", async () => {
    const user = await buildUser(testApp.app);
    for (let index = 0; index < CHECKOUTS_PER_HOUR; index++) await startCheckout(user, 1);
    const refused = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/payments/checkout",
      cookie: user.cookie,
      payload: { level: 1 },
    });
    expect(refused.statusCode).toBe(429);
    expect(problemOf(refused).detail).toMatch(/Too many checkouts/);
    const rows = await db()
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.userId, user.id));
    expect(rows).toHaveLength(CHECKOUTS_PER_HOUR);
  });

  it("says 'No price available for checkout.' without an active plan", async () => {
    const user = await buildUser(testApp.app);
    await db().update(membershipPlans).set({ active: false });
    try {
      const response = await injectJson(testApp.app, {
        method: "POST",
        url: "/api/payments/checkout",
        cookie: user.cookie,
        payload: { level: 1 },
      });
      expect(response.statusCode).toBe(409);
      expect(problemOf(response).detail).toBe("No price available for checkout.");
    } finally {
      await db().update(membershipPlans).set({ active: true });
    }
  });

  it("offers no billing portal and refuses webhooks without Stripe", async () => {
    const user = await buildUser(testApp.app);
    const portal = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/payments/portal",
      cookie: user.cookie,
    });
    expect(portal.statusCode).toBe(404);
    const webhook = await testApp.app.inject({
      method: "POST",
      url: "/api/payments/webhook",
      headers: { "content-type": "application/json", "stripe-signature": "t=1,v1=abc" },
      payload: JSON.stringify({ id: "evt_1", type: "invoice.paid" }),
    });
    expect(webhook.statusCode).toBe(400);
  });
});

describe("payments by default: no Stripe, no test mode", () => {
  it("grants nothing for free: checkout answers 503, a test checkout cannot be paid", async () => {
    // The same database, so a checkout started while test mode was on exists.
    const user = await buildUser(testApp.app);
    const started = await startCheckout(user, 3);
    const production = await buildTestApp({
      env: { PAYMENTS_TEST_MODE: "false" },
      database: testApp.database,
    });
    try {
      const mode = await injectJson(production.app, { url: "/api/payments/mode" });
      expect(mode.json()).toEqual({ mode: "off" });
      for (const level of [1, 2, 3]) {
        const refused = await injectJson(production.app, {
          method: "POST",
          url: "/api/payments/checkout",
          cookie: user.cookie,
          payload: { level },
        });
        expect(refused.statusCode).toBe(503);
        expect(problemOf(refused).detail).toMatch(/Payments are not available/);
      }
      for (const action of ["pay", "cancel"]) {
        const response = await injectJson(production.app, {
          method: "POST",
          url: `/api/payments/checkout/${started.id}/${action}`,
          cookie: user.cookie,
        });
        expect(response.statusCode).toBe(404);
      }
      const opened = await injectJson(production.app, {
        url: `/api/payments/checkout/${started.id}`,
        cookie: user.cookie,
      });
      expect(opened.statusCode).toBe(404);
      expect(await paymentStateOf(db(), user.id)).toMatchObject({ clubId: null, clubs: [] });
    } finally {
      await production.close();
    }
  });

  it("says so when test mode is chosen", async () => {
    const mode = await injectJson(testApp.app, { url: "/api/payments/mode" });
    expect(mode.json()).toEqual({ mode: "test" });
  });
});
