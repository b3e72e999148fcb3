import { AsyncLocalStorage } from "node:async_hooks";
import { type SQL, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";

/** The database or a transaction (server/db/client.ts's Executor): what runs a statement. */
interface Statements {
  execute(query: SQL): Promise<unknown>;
}

/** One NOTIFY: a channel and its payload. */
export interface Announcement {
  channel: string;
  payload: string;
}

/**
 * The announcements of the top-level transaction running in this async context (ADR 056): a
 * transaction that issued NOTIFY holds PostgreSQL's notification-queue lock from its pre-commit
 * until its commit record is flushed, so every notifying transaction of the database commits one
 * after another, each waiting for its own fsync. Sent after the commit instead, a NOTIFY is a
 * transaction of its own that writes no WAL and waits for no flush, and the writes themselves
 * commit together.
 */
const pending = new AsyncLocalStorage<Announcement[]>();

/**
 * Runs one attempt of a top-level transaction (`attempt` opens, runs and commits it) and answers
 * its result with the announcements it made, for the caller to `announce` on the database once
 * the transaction has committed. An attempt that fails answers none: a rolled-back change is
 * never announced, and a retried transaction announces its last run only.
 */
export async function collectingAnnouncements<T>(
  attempt: () => Promise<T>,
): Promise<{ result: T; announcements: Announcement[] }> {
  const announcements: Announcement[] = [];
  const result = await pending.run(announcements, attempt);
  return { result, announcements };
}

/**
 * Announces on commit: inside a transaction opened by the database handle's `transaction`, once
 * it has committed (and never if it rolls back); on the database itself, at once. A transaction
 * opened some other way (a bare Drizzle instance) sends them inside itself, delivered on its
 * commit as PostgreSQL does. When sending fails, so does the call: the change is committed, and
 * the caller's error says the database did not answer.
 */
export async function announce(executor: Statements, announcements: readonly Announcement[]) {
  const queue = executor instanceof PgTransaction ? pending.getStore() : undefined;
  if (queue) queue.push(...announcements);
  else await send(executor, announcements);
}

async function send(executor: Statements, announcements: readonly Announcement[]) {
  if (announcements.length === 0) return;
  const list = (values: string[]) =>
    sql`array[${sql.join(
      values.map((value) => sql`${value}`),
      sql`, `,
    )}]::text[]`;
  await executor.execute(
    sql`select pg_notify(channel, payload) from unnest(${list(
      announcements.map((each) => each.channel),
    )}, ${list(announcements.map((each) => each.payload))}) as announced(channel, payload)`,
  );
}
