import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CheckoutSessionSchema } from "../../contract/payments.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";
import { eventually, listenOnLoopback, readEventStream } from "../sse-reader.ts";
import { createProxiedTestDatabase, createTestDatabase, onPostgres } from "../test-database.ts";

type Proxied = Awaited<ReturnType<typeof createProxiedTestDatabase>>;

async function payNewCheckout(testApp: TestApp, user: TestUser): Promise<string> {
  const created = await injectJson(testApp.app, {
    method: "POST",
    url: "/api/payments/checkout",
    cookie: user.cookie,
    payload: { level: 1 },
  });
  expect(created.statusCode).toBe(201);
  const { id } = CheckoutSessionSchema.parse(created.json());
  const paid = await injectJson(testApp.app, {
    method: "POST",
    url: `/api/payments/checkout/${id}/pay`,
    cookie: user.cookie,
  });
  expect(paid.statusCode).toBe(204);
  return id;
}

// The faults are those of a network between the app and PostgreSQL (tests/tcp-proxy.ts).
describe.runIf(onPostgres)("database faults (PostgreSQL behind the TCP proxy)", () => {
  describe("connections whose peer went silent", () => {
    let proxied: Proxied;
    let testApp: TestApp;
    let baseUrl: string;

    beforeAll(async () => {
      // Deadline: 300 ms server-side + 1 s of grace; the listener proves itself every 200 ms.
      proxied = await createProxiedTestDatabase(4, { queryTimeoutMs: 300, listenerCheckMs: 200 });
      testApp = await buildTestApp({ database: proxied.database });
      baseUrl = await listenOnLoopback(testApp.app);
    });
    afterAll(async () => {
      await testApp?.close();
      await proxied?.close();
    });

    it("answers 503 at the deadline, serves again on new connections, and streams replay what they missed", async () => {
      const member = await buildUser(testApp.app);
      const stream = await readEventStream(baseUrl, member.cookie);
      await stream.connected();
      // Every pooled connection is open (and idle) when the network drops them.
      const warm = await Promise.all(
        Array.from({ length: 4 }, () => testApp.app.inject({ url: "/api/clubs/names" })),
      );
      expect(warm.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);

      proxied.proxy.blackHoleOpenConnections();
      // Without a client-side deadline this request waits forever (the test times out).
      const stalled = await testApp.app.inject({ url: "/api/clubs/names" });
      expect(stalled.statusCode).toBe(503);
      expect(problemOf(stalled).detail).toMatch(/temporarily unavailable/);

      // Each silent connection is discarded at its first deadline; new ones work.
      let recovered = stalled;
      for (let attempt = 0; attempt < 5 && recovered.statusCode !== 200; attempt++) {
        recovered = await testApp.app.inject({ url: "/api/clubs/names" });
        if (recovered.statusCode !== 200) expect(recovered.statusCode).toBe(503);
      }
      expect(recovered.statusCode).toBe(200);
      expect((await testApp.app.inject({ url: "/api/health" })).statusCode).toBe(200);

      // Made while the listening connection is still silent: its NOTIFY is lost on the way,
      // and the stream gets it from the replay after the listener reconnects.
      const checkoutId = await payNewCheckout(testApp, member);
      const payment = await eventually(
        () =>
          stream.named("payment").find((block) => block.fields.data?.includes(checkoutId) ?? false),
        "the payment made during the fault",
      );
      expect(payment.fields.id).toBeTruthy();
      stream.close();
    });
  });

  describe("a slow but working database", () => {
    let proxied: Proxied;
    let testApp: TestApp;

    beforeAll(async () => {
      proxied = await createProxiedTestDatabase(2, { queryTimeoutMs: 3_000 });
      testApp = await buildTestApp({ database: proxied.database });
    });
    afterAll(async () => {
      proxied?.proxy.setDelay(0);
      await testApp?.close();
      await proxied?.close();
    });

    it("is ready while the database answers within the request deadline (4 s here)", async () => {
      expect((await testApp.app.inject({ url: "/api/health" })).statusCode).toBe(200);
      // Every packet waits 1.1 s each way: a round trip takes over 2 s.
      proxied.proxy.setDelay(1_100);
      const health = await testApp.app.inject({ url: "/api/health" });
      expect(health.statusCode).toBe(200);
      expect(health.json()).toEqual({ status: "ok", database: "up" });
      const live = await testApp.app.inject({ url: "/api/health/live" });
      expect(live.statusCode).toBe(200);
      expect(live.json()).toEqual({ status: "ok" });
    });

    it("is not ready, in problem+json, when the database does not answer within it", async () => {
      proxied.proxy.setDelay(0);
      expect((await testApp.app.inject({ url: "/api/health" })).statusCode).toBe(200);
      proxied.proxy.blackHoleOpenConnections();
      const health = await testApp.app.inject({ url: "/api/health" });
      expect(health.statusCode).toBe(503);
      expect(problemOf(health).detail).toMatch(/not ready.*4000 ms/i);
      expect(health.headers["retry-after"]).toBeDefined();
      // Liveness does not ask the database.
      expect((await testApp.app.inject({ url: "/api/health/live" })).statusCode).toBe(200);
    });
  });

  it("issues LISTEN and UNLISTEN one at a time on the listening connection", async () => {
    const database = await createTestDatabase();
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.message);
    process.on("warning", onWarning);
    try {
      const channels = Array.from({ length: 20 }, (_, index) => `bv_serial_${index}`);
      const stops = await Promise.all(
        channels.map((channel) => database.listen(channel, { onNotify: () => {} })),
      );
      await Promise.all(stops.map((stop) => stop()));
      // Listening again after all that still works: the queue is not stuck.
      const received: string[] = [];
      const stop = await database.listen("bv_serial_again", {
        onNotify: (payload) => received.push(payload),
      });
      await database.db.execute(sql`select pg_notify('bv_serial_again', 'hello')`);
      await eventually(() => received.includes("hello"), "the notification");
      await stop();
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings.filter((message) => /already executing a query/.test(message))).toEqual([]);
    } finally {
      process.off("warning", onWarning);
      await database.close();
    }
  });
});
