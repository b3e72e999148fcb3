import { type FeatureJobs, startSweep } from "../../jobs/feature-jobs.ts";
import { summariseReports } from "./service.ts";

/** The sweep that keeps the reports' summary per club and day (ADR 050). */
export const REPORT_SUMMARY_QUEUE = "reports-summary";
/** Every ten minutes: a change to a recent day reaches the summary within that. */
export const REPORT_SUMMARY_SWEEP_SECONDS = 600;

export const reportJobs: FeatureJobs = {
  name: "reports",
  async start(context) {
    if (!context.sweeps) return;
    await startSweep(
      context,
      REPORT_SUMMARY_QUEUE,
      context.sweepSeconds(REPORT_SUMMARY_SWEEP_SECONDS),
      async () => {
        const days = await summariseReports(context.db, context.clock.now());
        context.log.debug({ days }, "report summary written");
      },
    );
  },
};
