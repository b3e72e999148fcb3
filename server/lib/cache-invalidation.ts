import type { FastifyInstance, FastifyRequest } from "fastify";

const MUTATING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Empties a cache of database reads whenever what it holds may have changed (ADR 019): on the
 * database's notice on `channel` (sent by triggers, so any process, the CLI and SQL by hand are
 * covered), when the notices' connection comes back (some may be lost), and before this process
 * answers any state-changing request (or one `alsoBefore` names), so that the client that made
 * a change never sees the state before it.
 */
export async function clearOnChanges(
  app: FastifyInstance,
  channel: string,
  cache: { clear(): void },
  alsoBefore: (request: FastifyRequest) => boolean = () => false,
) {
  app.addHook("onSend", (request, _reply, payload, done) => {
    if (MUTATING_METHODS.has(request.method) || alsoBefore(request)) cache.clear();
    done(null, payload);
  });
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook("onReady", async () => {
    stopListening = await app.database.listen(channel, {
      onNotify: () => cache.clear(),
      onReconnect: () => cache.clear(),
    });
  });
  app.addHook("onClose", async () => {
    await stopListening?.();
  });
}
