import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildUser } from "../factories/users.ts";
import { buildTestApp, type TestApp } from "../helpers.ts";
import { listenOnLoopback, readEventStream } from "../sse-reader.ts";
import { onPostgres } from "../test-database.ts";

/** `GET /metrics`: Prometheus text for the holder of METRICS_TOKEN; absent without it. */
const TOKEN = "metrics-token-for-the-tests-0123";

let withMetrics: TestApp;
let without: TestApp;
beforeAll(async () => {
  withMetrics = await buildTestApp({ env: { METRICS_TOKEN: TOKEN } });
  without = await buildTestApp({ database: withMetrics.database });
});
afterAll(async () => {
  await without?.close();
  await withMetrics?.close();
});

const scrape = (app: TestApp, authorization?: string) =>
  app.app.inject({
    method: "GET",
    url: "/metrics",
    headers: authorization ? { authorization } : {},
  });

describe("/metrics", () => {
  it("does not exist without METRICS_TOKEN", async () => {
    expect((await scrape(without, `Bearer ${TOKEN}`)).statusCode).toBe(404);
  });

  it("refuses a missing or wrong token with 401", async () => {
    const missing = await scrape(withMetrics);
    expect(missing.statusCode).toBe(401);
    expect(missing.headers["www-authenticate"]).toMatch(/^Bearer/);
    expect(missing.body).not.toMatch(/http_request_duration_seconds/);
    expect((await scrape(withMetrics, `Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(withMetrics, `Basic ${TOKEN}`)).statusCode).toBe(401);
    expect((await scrape(withMetrics, "Bearer ")).statusCode).toBe(401);
  });

  it("reports request durations by route pattern, never the raw address", async () => {
    const slug = `no-such-page-${Date.now()}`;
    expect(
      (await withMetrics.app.inject({ method: "GET", url: `/api/pages/${slug}` })).statusCode,
    ).toBe(404);
    const response = await scrape(withMetrics, `Bearer ${TOKEN}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.body).toMatch(
      /http_request_duration_seconds_count\{pid="\d+",method="GET",route="\/api\/pages\/:slug",status_code="404"\} 1/,
    );
    expect(response.body).not.toContain(slug);
  });

  it("reports the email queue, open event streams and (on PostgreSQL) the pool", async () => {
    const body = (await scrape(withMetrics, `Bearer ${TOKEN}`)).body;
    for (const state of ["queued", "deferred", "active", "failed"]) {
      expect(body).toMatch(
        new RegExp(`job_queue_jobs\\{queue="email",state="${state}"[^}]*\\} \\d+`),
      );
    }
    expect(body).toMatch(/event_streams_open\{pid="\d+"\} 0/);
    if (onPostgres) {
      for (const state of ["total", "idle", "waiting"]) {
        expect(body).toMatch(
          new RegExp(`database_pool_connections\\{state="${state}"[^}]*\\} \\d+`),
        );
      }
    }
  });

  it("counts the event streams open in this process", async () => {
    const user = await buildUser(withMetrics.app);
    const url = await listenOnLoopback(withMetrics.app);
    const stream = await readEventStream(url, user.cookie);
    await stream.connected();
    try {
      const body = (await scrape(withMetrics, `Bearer ${TOKEN}`)).body;
      expect(body).toMatch(/event_streams_open\{pid="\d+"\} 1/);
    } finally {
      stream.close();
    }
  });
});
