import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";

/**
 * Counts the statements a piece of work sends to PostgreSQL: every `query` of a node-postgres
 * client (BEGIN, COMMIT and ROLLBACK are statements of their own, so they count), made in the
 * async context of `countRoundTrips`'s callback. Work of other requests, the job queue's worker
 * and the listener's health checks run in other contexts and are not counted.
 *
 * Install it before the app opens its pool: the pool's clients bind `query` when they connect.
 */
interface Tally {
  statements: string[];
  /** The statements sent with a name (prepared on the connection: ADR 019, 055, 056). */
  named: { name: string; text: string }[];
}

const current = new AsyncLocalStorage<Tally>();
let installed = false;

export function installRoundTripCounter() {
  if (installed) return;
  installed = true;
  const prototype = pg.Client.prototype as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  const original = prototype.query;
  prototype.query = function countedQuery(this: unknown, ...args: unknown[]) {
    const tally = current.getStore();
    if (tally) {
      tally.statements.push(statementText(args[0]));
      const name = statementName(args[0]);
      if (name) tally.named.push({ name, text: statementText(args[0]) });
    }
    return original.apply(this, args);
  };
}

function statementText(config: unknown): string {
  if (typeof config === "string") return config;
  if (config && typeof config === "object" && "text" in config) {
    return String((config as { text: unknown }).text);
  }
  return String(config);
}

function statementName(config: unknown): string | undefined {
  if (config && typeof config === "object" && "name" in config) {
    const { name } = config as { name: unknown };
    return typeof name === "string" ? name : undefined;
  }
  return undefined;
}

/** Runs `work` and answers its result with the statements it sent, in order. */
export async function countRoundTrips<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: string[]; named: Tally["named"] }> {
  const tally: Tally = { statements: [], named: [] };
  // Awaited inside the context: `app.inject` answers a lazy chain that starts the request only
  // when awaited, so awaiting it outside would run the request outside the context.
  const result = await current.run(tally, async () => await work());
  return { result, statements: tally.statements, named: tally.named };
}
