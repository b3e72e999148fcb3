import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { CheckoutSessionSchema, PaymentEventSchema } from "../../contract/payments.ts";
import { openDatabase } from "../../server/db/client.ts";
import { HEARTBEAT_MS } from "../../server/events/routes.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";
import { signedWebhook, startStripeStandIn, stripeEnv, stripeEvent } from "../stripe-stand-in.ts";
import { createTestDatabase, onPostgres } from "../test-database.ts";

interface Frame {
  id?: string;
  event?: string;
  data?: string;
  comment?: string;
}

function parseFrame(block: string): Frame {
  const frame: Frame = {};
  for (const line of block.split("\n")) {
    if (line.startsWith(":")) frame.comment = line.slice(1).trim();
    const match = line.match(/^(id|event|data): ?(.*)$/);
    if (match?.[1] && match[2] !== undefined) frame[match[1] as "id" | "event" | "data"] = match[2];
  }
  return frame;
}

/** An EventSource-like reader of `GET /api/events` over real HTTP. */
async function openStream(baseUrl: string, cookie: string, lastEventId?: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: {
      cookie,
      accept: "text/event-stream",
      "accept-encoding": "gzip, br",
      ...(lastEventId ? { "last-event-id": lastEventId } : {}),
    },
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  const body = response.body;
  if (!body) throw new Error("no stream body");
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
          frames.push(parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
        }
      }
    } catch {
      // Aborted by close().
    }
  })();

  const payments = () =>
    frames
      .filter((frame) => frame.event === "payment")
      .map((frame) => ({
        id: frame.id,
        ...PaymentEventSchema.parse(JSON.parse(frame.data ?? "")),
      }));
  return {
    response,
    frames,
    payments,
    async waitForPayment(predicate: (event: ReturnType<typeof payments>[number]) => boolean) {
      const deadline = Date.now() + 10_000;
      while (Date.now() < deadline) {
        const found = payments().find(predicate);
        if (found) return found;
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      throw new Error(`no matching payment event; frames: ${JSON.stringify(frames)}`);
    },
    async waitForConnected() {
      const deadline = Date.now() + 10_000;
      while (!frames.some((frame) => frame.comment === "connected")) {
        if (Date.now() > deadline) throw new Error("stream never connected");
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
    close: () => controller.abort(),
  };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

async function waitUntil(check: () => boolean, what: string) {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("GET /api/events", () => {
  let testApp: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    testApp = await buildTestApp();
    baseUrl = await listen(testApp.app);
  });
  afterAll(() => testApp?.close());

  async function payNewCheckout(user: TestUser, level = 1) {
    const created = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/payments/checkout",
      cookie: user.cookie,
      payload: { level },
    });
    const session = CheckoutSessionSchema.parse(created.json());
    const paid = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/payments/checkout/${session.id}/pay`,
      cookie: user.cookie,
    });
    expect(paid.statusCode).toBe(204);
    return session.id;
  }

  it("needs a session (401 before any stream starts)", async () => {
    const response = await testApp.app.inject({ url: "/api/events" });
    expect(response.statusCode).toBe(401);
    expect(problemOf(response).status).toBe(401);
  });

  it("streams, uncompressed and uncached, only the signed-in user's own payment events", async () => {
    const alice = await buildUser(testApp.app);
    const bob = await buildUser(testApp.app);
    const aliceStream = await openStream(baseUrl, alice.cookie);
    const bobStream = await openStream(baseUrl, bob.cookie);
    try {
      expect(aliceStream.response.status).toBe(200);
      expect(aliceStream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(aliceStream.response.headers.get("cache-control")).toBe("no-cache, no-transform");
      expect(aliceStream.response.headers.get("content-encoding")).toBeNull();
      await aliceStream.waitForConnected();
      await bobStream.waitForConnected();

      const checkoutId = await payNewCheckout(alice, 2);
      const event = await aliceStream.waitForPayment((e) => e.checkoutSessionId === checkoutId);
      expect(event).toMatchObject({ status: "succeeded", level: 2 });
      expect(event.id).toMatch(/^\d+\.\d+$/);

      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(bobStream.payments()).toEqual([]);
      expect(bobStream.frames.every((frame) => frame.event === undefined)).toBe(true);
    } finally {
      aliceStream.close();
      bobStream.close();
    }
  });

  it("replays a payment event missed while disconnected after Last-Event-ID", async () => {
    const user = await buildUser(testApp.app);
    const first = await openStream(baseUrl, user.cookie);
    await first.waitForConnected();
    const firstCheckout = await payNewCheckout(user, 1);
    const seen = await first.waitForPayment((e) => e.checkoutSessionId === firstCheckout);
    first.close();

    const missedCheckout = await payNewCheckout(user, 3);

    const second = await openStream(baseUrl, user.cookie, seen.id);
    try {
      const replayed = await second.waitForPayment((e) => e.checkoutSessionId === missedCheckout);
      expect(replayed).toMatchObject({ status: "succeeded", level: 3 });
      expect(second.payments().some((e) => e.id === seen.id)).toBe(false);
    } finally {
      second.close();
    }
  });

  it("sends a heartbeat comment on the heartbeat interval", async () => {
    const user = await buildUser(testApp.app);
    const intervals = vi.spyOn(globalThis, "setInterval");
    const stream = await openStream(baseUrl, user.cookie);
    try {
      await stream.waitForConnected();
      const beat = intervals.mock.calls.find(([, delay]) => delay === HEARTBEAT_MS)?.[0];
      if (typeof beat !== "function") throw new Error("no heartbeat interval was set");
      beat();
      await waitUntil(
        () => stream.frames.some((frame) => frame.comment === "heartbeat"),
        "a heartbeat",
      );
    } finally {
      intervals.mockRestore();
      stream.close();
    }
  });

  it("releases the user's listener when the client goes away", async () => {
    const user = await buildUser(testApp.app);
    const stream = await openStream(baseUrl, user.cookie);
    await stream.waitForConnected();
    expect(testApp.app.events.listenerCount(user.id)).toBe(1);
    stream.close();
    await waitUntil(() => testApp.app.events.listenerCount(user.id) === 0, "listener release");
  });
});

describe.runIf(onPostgres)("two server processes on one PostgreSQL", () => {
  it("delivers a webhook applied by process A to the stream held by process B", async () => {
    const standIn = await startStripeStandIn();
    const database = await createTestDatabase();
    const processA = await buildTestApp({ database, env: stripeEnv(standIn) });
    // Process B: its own pool and its own LISTEN connection on the same database.
    const handleB = openDatabase({ databaseUrl: database.url, poolSize: 5 });
    const processB = await buildTestApp({ database: handleB, env: stripeEnv(standIn) });
    try {
      const baseUrlB = await listen(processB.app);
      const user = await buildUser(processA.app);
      const stream = await openStream(baseUrlB, user.cookie);
      try {
        await stream.waitForConnected();
        const event = stripeEvent("checkout.session.completed", {
          id: "cs_test_two_process",
          object: "checkout.session",
          mode: "subscription",
          payment_status: "paid",
          client_reference_id: user.id,
          subscription: "sub_two_process",
          amount_total: 6000,
          currency: "usd",
          metadata: { userId: user.id, level: "1" },
        });
        const { payload, signature } = signedWebhook(event);
        const delivered = await processA.app.inject({
          method: "POST",
          url: "/api/payments/webhook",
          headers: { "content-type": "application/json", "stripe-signature": signature },
          payload,
        });
        expect(delivered.statusCode).toBe(200);
        const received = await stream.waitForPayment((e) => e.status === "succeeded");
        expect(received).toMatchObject({ level: 1, status: "succeeded" });
        expect(processA.app.events.listenerCount(user.id)).toBe(0);
        expect(processB.app.events.listenerCount(user.id)).toBe(1);
      } finally {
        stream.close();
      }
    } finally {
      await processB.close();
      await handleB.close();
      await processA.close();
      await database.close();
      await standIn.close();
    }
  });
});
