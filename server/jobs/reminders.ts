import type { FastifyBaseLogger } from "fastify";
import type { PgBoss } from "pg-boss";
import type { Database } from "../db/client.ts";
import { sendDueReminders } from "../features/meetings/reminders.ts";
import type { Clock } from "../lib/clock.ts";

/**
 * The queue of reminder sweeps (ADR 014): each job sends the reminders that are due
 * (`sendDueReminders`) and queues the next sweep. The queue's `stately` policy keeps at most one
 * sweep waiting and one running, so a restart (which queues a sweep at once) or a second process
 * never piles them up; reminders themselves are once each by their own key in the database.
 */
export const REMINDER_QUEUE = "meeting-reminders";
/** How often reminders are looked for: a reminder comes at most this late. */
export const DEFAULT_REMINDER_SWEEP_SECONDS = 300;

export interface ReminderSweepDependencies {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  pollingIntervalSeconds: number;
  sweepSeconds: number;
}

export async function startReminderSweeps(boss: PgBoss, deps: ReminderSweepDependencies) {
  if (!(await boss.getQueue(REMINDER_QUEUE))) {
    await boss.createQueue(REMINDER_QUEUE, { policy: "stately", retryLimit: 0 });
  }
  await boss.work(
    REMINDER_QUEUE,
    { pollingIntervalSeconds: deps.pollingIntervalSeconds },
    async () => {
      try {
        const sent = await sendDueReminders(deps.db, deps.clock);
        if (sent > 0) deps.log.info({ reminders: sent }, "meeting reminders sent");
      } catch (error) {
        // Logged, not thrown: the next sweep is queued below either way and tries again.
        deps.log.error({ err: error }, "meeting reminders failed");
      }
      await boss.send(REMINDER_QUEUE, {}, { startAfter: deps.sweepSeconds });
    },
  );
  // A sweep now (refused by the policy while one already waits, e.g. from before a restart).
  await boss.send(REMINDER_QUEUE, {});
}
