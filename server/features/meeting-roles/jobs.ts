import { type FeatureJobs, startSweep } from "../../jobs/feature-jobs.ts";
import { sendDueRoleReminders } from "./reminders.ts";

/** The role reminders' sweep: each sends what is due and queues the next (once each by key). */
export const ROLE_REMINDER_QUEUE = "meeting-role-reminders";
/** How often role reminders are looked for: a reminder comes at most this late. */
export const ROLE_REMINDER_SWEEP_SECONDS = 300;

export const meetingRoleJobs: FeatureJobs = {
  name: "meeting-roles",
  async start(context) {
    if (!context.sweeps) return;
    await startSweep(
      context,
      ROLE_REMINDER_QUEUE,
      context.sweepSeconds(ROLE_REMINDER_SWEEP_SECONDS),
      async () => {
        const sent = await sendDueRoleReminders(context.db, context.clock);
        if (sent > 0) context.log.info({ reminders: sent }, "meeting role reminders sent");
      },
    );
  },
};
