import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import * as clubRepository from "../clubs/repository.ts";
import { notificationMessages } from "../notifications/messages.ts";
import { notify } from "../notifications/service.ts";
import { meetingsBetween } from "./policy.ts";
import * as meetingRepository from "./repository.ts";
import { loadCalendar } from "./service.ts";
import { describeTime } from "./time.ts";

/** How long before a meeting its members and speakers are reminded. */
export const REMINDER_LEAD_MS = 24 * 3_600_000;
const SWEEP_EVERY_MS = 5 * 60_000;

/**
 * Reminds the members, leader and speakers of every meeting that starts within the next 24 hours
 * (not cancelled). Each person once per meeting: the reminder's row (club, meeting, person) is
 * written with its notification in one transaction, and a second sweep, in this process or
 * another or after a restart, finds the row and sends nothing. Returns how many were sent.
 */
export async function sendDueReminders(db: Database, clock: Clock): Promise<number> {
  const now = clock.now();
  const until = new Date(now.getTime() + REMINDER_LEAD_MS);
  let sent = 0;
  for (const clubId of await meetingRepository.listClubIds(db)) {
    const calendar = await loadCalendar(db, clubId);
    const due = meetingsBetween(calendar.schedule, calendar.changes, now, until).filter(
      (meeting) => meeting.status !== "cancelled" && meeting.startsAt > now,
    );
    if (due.length === 0) continue;
    const people = new Set(await clubRepository.listMemberIds(db, clubId));
    if (calendar.club.leaderId) people.add(calendar.club.leaderId);
    const speeches = await meetingRepository.listClubSpeechKeys(db, clubId);
    const club = { id: clubId, name: calendar.club.clubName };
    for (const meeting of due) {
      const when = describeTime(meeting.startsAt, calendar.schedule.timeZone);
      for (const userId of people) {
        sent += await db.transaction(async (tx) => {
          const fresh = await meetingRepository.claimReminder(tx, {
            clubId,
            meetingKey: meeting.key,
            userId,
            sentAt: now,
          });
          if (!fresh) return 0;
          const speaking = speeches.has(`${userId}:${meeting.key}`);
          await notify(tx, userId, notificationMessages.meetingReminder(club, when, speaking));
          return 1;
        });
      }
    }
  }
  return sent;
}

/** Sweeps for due reminders every few minutes while the server runs (not in tests). */
export function scheduleReminders(app: FastifyInstance) {
  let timer: NodeJS.Timeout | undefined;
  app.addHook("onReady", async () => {
    if (app.env.NODE_ENV === "test") return;
    timer = setInterval(() => {
      sendDueReminders(app.database.db, app.clock).catch((error: unknown) =>
        app.log.error({ err: error }, "meeting reminders failed"),
      );
    }, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook("onClose", async () => clearInterval(timer));
}
