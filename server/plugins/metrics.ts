import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Gauge, Histogram, Registry } from "prom-client";
import { EMAIL_QUEUE } from "../notify/index.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Event streams open in this process (the metrics report it). */
    openEventStreams?: () => number;
  }
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Compares the bearer token in constant time (hashes first: lengths may differ). */
function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? "";
  const match = /^Bearer (.+)$/i.exec(header);
  return Boolean(match?.[1]) && timingSafeEqual(digest(match?.[1] ?? ""), digest(token));
}

/**
 * `GET /metrics` in Prometheus' text format, for a scraper holding METRICS_TOKEN (bearer); without
 * the variable the route does not exist (404). Per request the cost is one histogram observation
 * (onResponse); queue, stream and pool figures are read only when scraped. Each app has its own
 * registry (tests build many apps in one process).
 */
export async function registerMetrics(app: FastifyInstance) {
  const token = app.env.METRICS_TOKEN;
  if (!token) return;
  const registry = new Registry();
  registry.setDefaultLabels({ pid: String(process.pid) });

  const durations = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
    // The pattern (`/api/clubs/:slug`), never the raw URL: one series per route, not per address.
    const route = request.routeOptions.url ?? "unmatched";
    durations.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: "job_queue_jobs",
    help: "Jobs of the email queue by state (pg-boss's counts, refreshed by its monitor).",
    labelNames: ["queue", "state"] as const,
    registers: [registry],
    async collect() {
      const queue = await app.jobs.boss?.getQueue(EMAIL_QUEUE).catch(() => null);
      if (!queue) return;
      this.set({ queue: EMAIL_QUEUE, state: "queued" }, queue.queuedCount);
      this.set({ queue: EMAIL_QUEUE, state: "deferred" }, queue.deferredCount);
      this.set({ queue: EMAIL_QUEUE, state: "active" }, queue.activeCount);
      this.set({ queue: EMAIL_QUEUE, state: "failed" }, queue.failedCount);
    },
  });

  new Gauge({
    name: "event_streams_open",
    help: "Server-Sent Event streams open in this process.",
    registers: [registry],
    collect() {
      this.set(app.openEventStreams?.() ?? 0);
    },
  });

  new Gauge({
    name: "database_pool_connections",
    help: "PostgreSQL pool connections of this process: total, idle, and requests waiting for one.",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      const pool = app.database.pool;
      if (!pool) return;
      this.set({ state: "total" }, pool.totalCount);
      this.set({ state: "idle" }, pool.idleCount);
      this.set({ state: "waiting" }, pool.waitingCount);
    },
  });

  app.get(
    "/metrics",
    { schema: { hide: true }, compress: false, logLevel: "warn" },
    async (request, reply) => {
      if (!hasToken(request, token)) {
        reply.header("www-authenticate", 'Bearer realm="metrics"');
        reply.code(401).type("text/plain; charset=utf-8");
        return "The metrics need the bearer token set in METRICS_TOKEN.\n";
      }
      reply.header("cache-control", "no-store").type(registry.contentType);
      return registry.metrics();
    },
  );
}
