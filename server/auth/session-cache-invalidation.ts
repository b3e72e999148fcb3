import type { FastifyInstance } from "fastify";
import { clearOnChanges } from "../lib/cache-invalidation.ts";
import { SESSION_CHANGES_CHANNEL, type SessionCache } from "./session-cache.ts";

/**
 * Empties the session cache whenever a session or user may have changed (ADR 019): on the
 * database's notice, and before this process answers any state-changing or auth request.
 */
export async function registerSessionCacheInvalidation(app: FastifyInstance, cache: SessionCache) {
  await clearOnChanges(app, SESSION_CHANGES_CHANNEL, cache, (request) =>
    request.url.startsWith("/api/auth/"),
  );
}
