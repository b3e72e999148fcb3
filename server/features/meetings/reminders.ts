import type { Database, Executor } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { isEmailEnabled, notification, notify } from "../../notify/index.ts";
import { listMemberIds } from "../clubs/index.ts";
import { meetingsBetween } from "./policy.ts";
import * as meetingRepository from "./repository.ts";
import { type ClubCalendar, loadCalendars } from "./service.ts";
import { describeTime } from "./time.ts";

/** How long before their speech a speaker is reminded. */
export const SPEECH_REMINDER_LEAD_MS = 24 * 3_600_000;
/** How long before a meeting its members (and leader) are reminded. */
export const MEETING_REMINDER_LEAD_MS = 2 * 3_600_000;

interface Reminder {
  clubId: number;
  meetingKey: string;
  userId: string;
  kind: "speech" | "meeting";
  message: Parameters<typeof notify>[2];
}

/**
 * Sends one reminder in its own transaction: its row (club, meeting, person, kind) is written
 * with its notification (and so its queued email), so a second sweep, in this process or another
 * or after a restart, finds the row and sends nothing. A person who turned this kind off (the
 * settings page) gets nothing, and nothing is recorded: turned on again in time, it still comes.
 */
async function sendOnce(db: Database, now: Date, reminder: Reminder): Promise<number> {
  return db.transaction(async (tx: Executor) => {
    if (!(await isEmailEnabled(tx, reminder.userId, reminder.message.kind))) {
      return 0;
    }
    const fresh = await meetingRepository.claimReminder(tx, {
      clubId: reminder.clubId,
      meetingKey: reminder.meetingKey,
      userId: reminder.userId,
      kind: reminder.kind,
      sentAt: now,
    });
    if (!fresh) return 0;
    await notify(tx, reminder.userId, reminder.message);
    return 1;
  });
}

/**
 * Reminds every speaker of a meeting (not cancelled) that starts within the next 24 hours, and
 * its members and leader once it starts within 2 hours; each once. Runs as the reminder job of
 * the queue (jobs.ts). Returns how many were sent.
 */
export async function sendDueReminders(db: Database, clock: Clock): Promise<number> {
  const now = clock.now();
  const until = new Date(now.getTime() + SPEECH_REMINDER_LEAD_MS);
  let sent = 0;
  // The calendars a batch at a time, each batch in one statement: a programme of 100,000 clubs
  // costs the sweep 200 reads, not one per club.
  for (let after = 0; ; ) {
    const clubIds = await meetingRepository.listClubIdsAfter(db, after, SWEEP_BATCH);
    if (clubIds.length === 0) break;
    after = clubIds[clubIds.length - 1] ?? after;
    for (const [clubId, calendar] of await loadCalendars(db, clubIds)) {
      sent += await remindClub(db, now, until, clubId, calendar);
    }
  }
  return sent;
}

/** How many clubs' calendars the sweep reads in one statement. */
const SWEEP_BATCH = 500;

/** One club's due reminders (its calendar read by the sweep). */
async function remindClub(
  db: Database,
  now: Date,
  until: Date,
  clubId: number,
  calendar: ClubCalendar,
): Promise<number> {
  const due = meetingsBetween(calendar.schedule, calendar.changes, now, until).filter(
    (meeting) => meeting.status !== "cancelled" && meeting.startsAt > now,
  );
  if (due.length === 0) return 0;
  let sent = 0;
  const people = new Set(await listMemberIds(db, clubId));
  if (calendar.club.leaderId) people.add(calendar.club.leaderId);
  const speeches = await meetingRepository.listClubSpeechKeys(db, clubId);
  // A meeting stays due for the sweeps of its last 24 hours (2 for its members): who has their
  // reminder already is skipped here, not claimed again one by one (ADR 065). The claim still
  // decides a race with another process.
  const already = await meetingRepository.listRemindersSent(
    db,
    clubId,
    due.map((meeting) => meeting.key),
  );
  const club = { id: clubId, name: calendar.club.clubName };
  for (const meeting of due) {
    const when = describeTime(meeting.startsAt, calendar.schedule.timeZone);
    const base = { clubId, meetingKey: meeting.key };
    const owed = (userId: string, kind: Reminder["kind"]) =>
      !already.has(`${userId}:${meeting.key}:${kind}`);
    for (const userId of people) {
      if (speeches.has(`${userId}:${meeting.key}`) && owed(userId, "speech")) {
        const message = notification("speech-reminder", { club, when });
        sent += await sendOnce(db, now, { ...base, userId, kind: "speech", message });
      }
      if (
        meeting.startsAt.getTime() - now.getTime() <= MEETING_REMINDER_LEAD_MS &&
        owed(userId, "meeting")
      ) {
        const message = notification("meeting-reminder", { club, when });
        sent += await sendOnce(db, now, { ...base, userId, kind: "meeting", message });
      }
    }
  }
  return sent;
}
