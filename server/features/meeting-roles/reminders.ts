import type { Database, Executor } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { isEmailEnabled, notification, notify } from "../../notify/index.ts";
import { describeTime, findMeeting, loadCalendars } from "../meetings/index.ts";
import { roleName } from "./policy.ts";
import * as roleRepository from "./repository.ts";

/** Role holders are reminded a week and a day before their meeting. */
export const ROLE_WEEK_LEAD_MS = 7 * 86_400_000;
export const ROLE_DAY_LEAD_MS = 86_400_000;
/** Meetings are looked for from this long ago (a moved meeting keeps its first date as key). */
const LOOK_BACK_MS = 60 * 86_400_000;

interface RoleReminder {
  clubId: number;
  meetingKey: string;
  userId: string;
  kind: "role-week" | "role-day";
  message: Parameters<typeof notify>[2];
}

/**
 * Sends one reminder in its own transaction, as the meetings' reminders do: the row (club,
 * meeting, person, kind) is written with its notification, so another sweep, process or restart
 * sends nothing more. A person who turned this kind off gets nothing and nothing is recorded.
 */
async function sendOnce(db: Database, now: Date, reminder: RoleReminder): Promise<number> {
  return db.transaction(async (tx: Executor) => {
    if (!(await isEmailEnabled(tx, reminder.userId, reminder.message.kind))) return 0;
    const { message, ...key } = reminder;
    if (!(await roleRepository.claimReminder(tx, { ...key, sentAt: now }))) return 0;
    await notify(tx, reminder.userId, message);
    return 1;
  });
}

/**
 * Reminds every role holder of a meeting (not cancelled, not begun) once when it is within a
 * week ("role-reminder-week", unless it is already within a day) and once within 24 hours
 * ("role-reminder-day"). Runs as the roles' sweep (jobs.ts); returns how many were sent.
 */
export async function sendDueRoleReminders(db: Database, clock: Clock): Promise<number> {
  const now = clock.now();
  const fromKey = new Date(now.getTime() - LOOK_BACK_MS).toISOString().slice(0, 10);
  let sent = 0;
  const clubIds = await roleRepository.listClubsWithHeldRoles(db, fromKey);
  // A batch of clubs at a time, their calendars and held roles in one statement each: every club
  // holds roles at its recent meetings, and one read per club cost a programme of 1,000 clubs
  // 16,000 statements a sweep (ADR 065).
  for (let start = 0; start < clubIds.length; start += SWEEP_BATCH) {
    const batch = clubIds.slice(start, start + SWEEP_BATCH);
    const calendars = await loadCalendars(db, batch);
    for (const row of await roleRepository.listHeldFrom(db, batch, fromKey)) {
      const calendar = calendars.get(row.clubId);
      const meeting = calendar && findMeeting(calendar, row.meetingKey);
      if (!calendar || !meeting || meeting.status === "cancelled" || meeting.startsAt <= now) {
        continue;
      }
      const lead = meeting.startsAt.getTime() - now.getTime();
      if (lead > ROLE_WEEK_LEAD_MS) continue;
      const kind = lead <= ROLE_DAY_LEAD_MS ? "role-day" : "role-week";
      // Sent by an earlier sweep: nothing to claim again (the claim still decides a race).
      if (row.sentKinds.includes(kind)) continue;
      const club = { id: row.clubId, name: calendar.club.clubName };
      const params = {
        club,
        role: roleName(row),
        when: describeTime(meeting.startsAt, calendar.schedule.timeZone),
        at: `${row.clubId}/${meeting.key}`,
      };
      const base = { clubId: row.clubId, meetingKey: meeting.key, userId: row.userId };
      sent += await sendOnce(
        db,
        now,
        kind === "role-day"
          ? { ...base, kind, message: notification("role-reminder-day", params) }
          : { ...base, kind, message: notification("role-reminder-week", params) },
      );
    }
  }
  return sent;
}

/** How many clubs' calendars and held roles the sweep reads in one statement. */
const SWEEP_BATCH = 500;
