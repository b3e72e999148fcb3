import { ensureQueue, type FeatureJobs, startSweep } from "../../jobs/feature-jobs.ts";
import { DATA_EXPORT_QUEUE, runAccountDataSweep, writeExport } from "./service.ts";

/**
 * The account-data queues (ADR 027): `data-exports` writes each export asked for ("Download my
 * data"), and the `account-data-sweep` erases accounts whose 14 days are over and removes exports
 * past their day. An erasure is once by its own row's state.
 */
const SWEEP_QUEUE = "account-data-sweep";
/** Hourly: an erasure comes at most an hour after its 14 days, an export at most an hour late. */
export const ACCOUNT_DATA_SWEEP_SECONDS = 3_600;
/** A large account's export takes a few seconds; one that runs longer is tried again. */
const EXPORT_EXPIRY_SECONDS = 300;

export const accountDataJobs: FeatureJobs = {
  name: "account-data",
  async start(context) {
    const { boss, db, clock, log } = context;
    await ensureQueue(boss, DATA_EXPORT_QUEUE, {
      retryLimit: 3,
      retryDelay: 30,
      expireInSeconds: EXPORT_EXPIRY_SECONDS,
    });
    await boss.work<{ exportId: string }>(
      DATA_EXPORT_QUEUE,
      { pollingIntervalSeconds: context.pollingIntervalSeconds },
      async (jobs) => {
        for (const job of jobs) await writeExport(db, clock, job.data.exportId);
      },
    );
    if (!context.sweeps) return;
    const every = context.sweepSeconds(ACCOUNT_DATA_SWEEP_SECONDS);
    await startSweep(context, SWEEP_QUEUE, every, async () => {
      const result = await runAccountDataSweep(db, clock);
      if (result.erased > 0 || result.exportsRemoved > 0) log.info(result, "account data sweep");
    });
  },
};
