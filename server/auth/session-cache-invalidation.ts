import type { FastifyInstance } from "fastify";
import { SESSION_CHANGES_CHANNEL, type SessionCache } from "./session-cache.ts";

const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Empties the session cache whenever a session or user may have changed (ADR 019): on the
 * database's notice (any process), when the notices' connection comes back (some may be lost),
 * and before this process answers any state-changing or auth request, so that the client that
 * made the change never sees the state before it.
 */
export async function registerSessionCacheInvalidation(app: FastifyInstance, cache: SessionCache) {
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (MUTATING_METHODS.has(request.method) || request.url.startsWith("/api/auth/")) {
      cache.clear();
    }
    done(null, payload);
  });
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    stopListening = await app.database.listen(SESSION_CHANGES_CHANNEL, {
      onNotify: () => cache.clear(),
      onReconnect: () => cache.clear(),
    });
  });
  app.addHook("onClose", async () => {
    await stopListening?.();
  });
}
