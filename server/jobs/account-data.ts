import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import type { Database } from "../db/client.ts";
import {
  DATA_EXPORT_QUEUE,
  runAccountDataSweep,
  writeExport,
} from "../features/account-data/service.ts";
import type { Clock } from "../lib/clock.ts";

/**
 * The account-data queues (ADR 027): `data-exports` writes each export asked for ("Download my
 * data"), and `account-data-sweep` erases accounts whose 14 days are over and removes exports
 * past their day, then queues the next sweep. Like the reminder sweeps, the sweep's queue is
 * `stately` (one waiting, one running), so restarts and several processes never pile them up;
 * an erasure is once by its own row's state.
 */
const SWEEP_QUEUE = "account-data-sweep";
/** Hourly: an erasure comes at most an hour after its 14 days, an export at most an hour late. */
export const ACCOUNT_DATA_SWEEP_SECONDS = 3_600;
/** A large account's export takes a few seconds; one that runs longer is tried again. */
const EXPORT_EXPIRY_SECONDS = 300;

export interface AccountDataJobDependencies {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  pollingIntervalSeconds: number;
  /** Run the sweep (off under NODE_ENV=test: the tests call it with a moved clock). */
  sweeps: boolean;
}

async function ensureQueue(
  boss: PgBoss,
  name: string,
  options: Parameters<PgBoss["createQueue"]>[1],
) {
  if (await boss.getQueue(name)) return;
  try {
    await boss.createQueue(name, options);
  } catch (error) {
    // Another process starting at the same moment made it first.
    if (!(await boss.getQueue(name))) throw error;
  }
}

export async function startAccountDataJobs(boss: PgBoss, deps: AccountDataJobDependencies) {
  await ensureQueue(boss, DATA_EXPORT_QUEUE, {
    retryLimit: 3,
    retryDelay: 30,
    expireInSeconds: EXPORT_EXPIRY_SECONDS,
  });
  await boss.work<{ exportId: string }>(
    DATA_EXPORT_QUEUE,
    { pollingIntervalSeconds: deps.pollingIntervalSeconds },
    async (jobs) => {
      for (const job of jobs) await writeExport(deps.db, deps.clock, job.data.exportId);
    },
  );
  if (!deps.sweeps) return;
  await ensureQueue(boss, SWEEP_QUEUE, { policy: "stately", retryLimit: 0 });
  await boss.work(
    SWEEP_QUEUE,
    { pollingIntervalSeconds: deps.pollingIntervalSeconds },
    async () => {
      try {
        const result = await runAccountDataSweep(deps.db, deps.clock);
        if (result.erased > 0 || result.exportsRemoved > 0)
          deps.log.info(result, "account data sweep");
      } catch (error) {
        deps.log.error({ err: error }, "account data sweep failed");
      }
      await boss.send(SWEEP_QUEUE, {}, { startAfter: ACCOUNT_DATA_SWEEP_SECONDS });
    },
  );
  await boss.send(SWEEP_QUEUE, {});
}
