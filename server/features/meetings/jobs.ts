import { type FeatureJobs, startSweep } from "../../jobs/feature-jobs.ts";
import { sendDueReminders } from "./reminders.ts";

/**
 * The reminder sweeps (ADR 014): each sends the reminders that are due and queues the next.
 * Reminders themselves are once each by their own key in the database.
 */
export const REMINDER_QUEUE = "meeting-reminders";
/** How often reminders are looked for: a reminder comes at most this late. */
export const REMINDER_SWEEP_SECONDS = 300;

export const meetingJobs: FeatureJobs = {
  name: "meetings",
  async start(context) {
    if (!context.sweeps) return;
    await startSweep(
      context,
      REMINDER_QUEUE,
      context.sweepSeconds(REMINDER_SWEEP_SECONDS),
      async () => {
        const sent = await sendDueReminders(context.db, context.clock);
        if (sent > 0) context.log.info({ reminders: sent }, "meeting reminders sent");
      },
    );
  },
};
