import { type FeatureJobs, startSweep } from "../../jobs/feature-jobs.ts";
import { closePastDeadline } from "./service.ts";

/** The sweep that closes published opportunities whose deadline has passed (issue 37). */
export const OPPORTUNITY_DEADLINE_QUEUE = "opportunity-deadlines";
/**
 * Every 10 minutes: an opportunity stays `published` at most this long past its deadline, and
 * the board never lists it meanwhile (it reads the deadline itself).
 */
export const OPPORTUNITY_DEADLINE_SWEEP_SECONDS = 600;

export const opportunityJobs: FeatureJobs = {
  name: "opportunities",
  async start(context) {
    if (!context.sweeps) return;
    await startSweep(
      context,
      OPPORTUNITY_DEADLINE_QUEUE,
      context.sweepSeconds(OPPORTUNITY_DEADLINE_SWEEP_SECONDS),
      async () => {
        const closed = await closePastDeadline(context.db, context.clock);
        if (closed > 0) context.log.info({ closed }, "opportunities closed at their deadline");
      },
    );
  },
};
