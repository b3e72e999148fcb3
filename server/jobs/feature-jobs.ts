import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import type { Database } from "../db/client.ts";
import type { Clock } from "../lib/clock.ts";

/**
 * How a feature puts its own queues and sweeps on the job queue (ADR 032): the feature exports
 * a `FeatureJobs` (features/<name>/jobs.ts) and the composition root (server/app.ts) registers
 * it with `jobs.register(...)`. The queue starts each registered feature's jobs in a process
 * that runs the worker; server/jobs itself knows no feature.
 */
export interface FeatureJobs {
  /** The feature's name, for log lines. */
  readonly name: string;
  start(context: JobContext): Promise<void>;
}

/** What a feature's jobs are started with. */
export interface JobContext {
  boss: PgBoss;
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** How often an idle worker looks for jobs. */
  pollingIntervalSeconds: number;
  /**
   * Whether timed sweeps run: on, except under NODE_ENV=test, where a test about a sweep turns
   * them on (so other tests' data does not depend on the weekday or the hour).
   */
  sweeps: boolean;
  /** The seconds between sweeps: the feature's own default, or the shorter one a test asked for. */
  sweepSeconds(featureDefault: number): number;
}

/** Creates a queue unless it exists (another process starting at the same moment may win). */
export async function ensureQueue(
  boss: PgBoss,
  name: string,
  options: Parameters<PgBoss["createQueue"]>[1],
): Promise<void> {
  if (await boss.getQueue(name)) return;
  try {
    await boss.createQueue(name, options);
  } catch (error) {
    if (!(await boss.getQueue(name))) throw error;
  }
}

/**
 * A sweep: a job that runs `sweep` and queues the next one `everySeconds` later. Its queue is
 * `stately` (at most one waiting and one running), so a restart (which queues a sweep at once)
 * or a second process never piles sweeps up. A failed sweep is logged, not thrown: the next one
 * is queued either way and tries again.
 */
export async function startSweep(
  context: JobContext,
  queue: string,
  everySeconds: number,
  sweep: () => Promise<void>,
): Promise<void> {
  const { boss, log } = context;
  await ensureQueue(boss, queue, { policy: "stately", retryLimit: 0 });
  await boss.work(queue, { pollingIntervalSeconds: context.pollingIntervalSeconds }, async () => {
    try {
      await sweep();
    } catch (error) {
      log.error({ err: error, queue }, "sweep failed");
    }
    await boss.send(queue, {}, { startAfter: everySeconds });
  });
  // A sweep now (refused by the policy while one already waits, e.g. from before a restart).
  await boss.send(queue, {});
}
