import { AsyncLocalStorage } from "node:async_hooks";
import { type SQL, sql } from "drizzle-orm";
import { PgTransaction } from "drizzle-orm/pg-core";
import { refusedParameterValue } from "../lib/db-errors.ts";
import { PREPARED_MARK } from "./statement-names.ts";

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
  if (executor instanceof PgTransaction) {
    const queue = pending.getStore();
    if (queue) queue.push(...announcements);
    else if (announcements.length > 0) await send(executor, announcements);
  } else if (announcements.length > 0) {
    await batchesOf(executor).send(announcements);
  }
}

/** The most announcements one statement sends. */
const BATCH_LIMIT = 200;

/** An announcement's caller, waiting for the statement that sends it. */
interface Waiting {
  announcements: readonly Announcement[];
  sent: () => void;
  failed: (error: unknown) => void;
}

/**
 * The announcements sent on one database (ADR 071): one statement at a time, and those asked for
 * while it runs go together in the next. A lone announcement goes at once; under load, the writes
 * of many requests are announced in one round trip instead of one each. Each caller's promise
 * settles with the statement that sent its announcements, in the order they were asked for; when
 * PostgreSQL refuses a value in a statement, its callers' announcements are sent again one by one,
 * so that only the caller whose announcement it refuses fails.
 */
class Batches {
  private readonly waiting: Waiting[] = [];
  private sending = false;

  constructor(private readonly executor: Statements) {}

  send(announcements: readonly Announcement[]): Promise<void> {
    return new Promise((sent, failed) => {
      this.waiting.push({ announcements, sent, failed });
      if (!this.sending) void this.drain();
    });
  }

  private async drain() {
    this.sending = true;
    try {
      while (this.waiting.length > 0) {
        const batch = this.next();
        try {
          await send(
            this.executor,
            batch.flatMap((each) => each.announcements),
          );
          for (const each of batch) each.sent();
        } catch (error) {
          // One caller's announcement must not fail the others (a payload over PostgreSQL's
          // limit fails its whole statement): each is sent again on its own. Not when the
          // database could not run the statement at all: each would wait for it in turn.
          if (batch.length > 1 && refusedParameterValue(error)) await this.oneByOne(batch);
          else for (const each of batch) each.failed(error);
        }
      }
    } finally {
      this.sending = false;
    }
  }

  private async oneByOne(batch: readonly Waiting[]) {
    for (const each of batch) {
      try {
        await send(this.executor, each.announcements);
        each.sent();
      } catch (error) {
        each.failed(error);
      }
    }
  }

  /** The callers whose announcements go in the next statement: at least one, then up to the limit. */
  private next(): Waiting[] {
    let count = 0;
    let taken = 0;
    for (const each of this.waiting) {
      if (taken > 0 && count + each.announcements.length > BATCH_LIMIT) break;
      count += each.announcements.length;
      taken += 1;
    }
    return this.waiting.splice(0, taken);
  }
}

const batches = new WeakMap<Statements, Batches>();
function batchesOf(executor: Statements): Batches {
  let found = batches.get(executor);
  if (!found) {
    found = new Batches(executor);
    batches.set(executor, found);
  }
  return found;
}

/**
 * One statement, its text the same whatever the count (prepared on each connection): the
 * channels and payloads in one JSON array, in their order.
 */
async function send(executor: Statements, announcements: readonly Announcement[]) {
  const pairs = JSON.stringify(announcements.map((each) => [each.channel, each.payload]));
  await executor.execute(
    sql`${sql.raw(PREPARED_MARK)}select pg_notify(pair ->> 0, pair ->> 1)
      from json_array_elements(${pairs}::json) as announced(pair)`,
  );
}
