import { afterAll, beforeAll, expect, it } from "vitest";
import { ROLE_REMINDER_QUEUE } from "../../server/features/meeting-roles/jobs.ts";
import { sendDueRoleReminders } from "../../server/features/meeting-roles/reminders.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import { roleIdOf, seatAction } from "../factories/meeting-roles.ts";
import { buildLeaderWithClub, buildMember, type TestClub } from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";
import { installRoundTripCounter } from "../round-trip-counter.ts";
import { emailsOf, sentTitles, sweepFindingAllSent, twoSweepsOf } from "../sweeps.ts";
import { createTestDatabase, onPostgres, type TestDatabase } from "../test-database.ts";

/**
 * Role reminders run on the job queue (a sweep every second here, every 5 minutes in production)
 * with the injectable clock: every role holder 7 days and 24 hours before, each once, also across
 * a restart; nothing for a kind turned off, nothing for a cancelled meeting.
 */
// Tuesday 3 March 2026: the factory's club meets on Mondays, 19:00 in Kochi (13:30 UTC).
const clock = new ManualClock(new Date("2026-03-03T00:00:00Z"));
const JOBS = { pollingIntervalSeconds: 0.5, sweeps: true, sweepSeconds: 1 };
let database: TestDatabase;
let testApp: TestApp;
let club: TestClub;
let soon: TestUser;
let later: TestUser;
let quiet: TestUser;
let cancelled: TestUser;

installRoundTripCounter();

const startApp = async () => {
  testApp = await buildTestApp({ clock, database, jobs: JOBS });
};
beforeAll(async () => {
  database = await createTestDatabase();
  await startApp();
  club = await buildLeaderWithClub(testApp);
  soon = await buildMember(testApp, club.clubId, { name: "Soon" });
  later = await buildMember(testApp, club.clubId, { name: "Later" });
  quiet = await buildMember(testApp, club.clubId, { name: "Quiet" });
  cancelled = await buildMember(testApp, club.clubId, { name: "Cancelled" });
});
afterAll(async () => {
  await testApp?.close();
  await database?.close();
});

const moveTo = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());

it("reminds role holders a week and a day before, once each across a restart; not when off or cancelled", async () => {
  const take = async (user: TestUser, kind: string, meetingKey: string) => {
    const roleId = await roleIdOf(testApp, user, club.clubId, kind);
    const response = await seatAction(
      testApp,
      user,
      { clubId: club.clubId, meetingKey, roleId },
      "take",
    );
    expect(response.statusCode).toBe(200);
  };
  await take(soon, "timer", "2026-03-09");
  await take(later, "timer", "2026-03-16");
  await take(quiet, "grammarian", "2026-03-16");
  await take(cancelled, "timer", "2026-03-23");
  const off = await injectJson(testApp.app, {
    method: "PUT",
    url: "/api/me/email-preferences",
    cookie: quiet.cookie,
    payload: { preferences: [{ kind: "role-reminder-week", enabled: false }] },
  });
  expect(off.statusCode).toBe(200);
  const cancel = await injectJson(testApp.app, {
    method: "POST",
    url: `/api/clubs/${club.clubId}/meetings/2026-03-23/cancel`,
    cookie: club.leader.cookie,
    payload: {},
  });
  expect(cancel.statusCode).toBe(200);

  // Six and a half days before the 9th: its Timer hears a week ahead; the 16th is too far.
  await twoSweepsOf(database.db, ROLE_REMINDER_QUEUE);
  expect(await sentTitles(database.db, soon.id, "role-reminder-week")).toEqual([
    `You are Timer at ${club.clubName} in a week`,
  ]);
  expect(await sentTitles(database.db, later.id, "role-reminder-week")).toEqual([]);

  // 23.5 hours before the 9th: its day reminder; the 16th is still more than a week away.
  moveTo("2026-03-08T14:00:00Z");
  await twoSweepsOf(database.db, ROLE_REMINDER_QUEUE);
  await twoSweepsOf(database.db, ROLE_REMINDER_QUEUE);
  expect(await sentTitles(database.db, soon.id, "role-reminder-day")).toEqual([
    `You are Timer at ${club.clubName} tomorrow`,
  ]);
  expect(await sentTitles(database.db, later.id, "role-reminder-week")).toEqual([]);

  // The server restarts (a new app and queue on the same database), then the 9th has begun and
  // the 16th is within the week: nothing is sent twice, the week's reminder comes once.
  await testApp.close();
  await startApp();
  moveTo("2026-03-09T14:00:00Z");
  await twoSweepsOf(database.db, ROLE_REMINDER_QUEUE);
  await twoSweepsOf(database.db, ROLE_REMINDER_QUEUE);
  expect(await sentTitles(database.db, soon.id, "role-reminder-week")).toHaveLength(1);
  expect(await sentTitles(database.db, soon.id, "role-reminder-day")).toHaveLength(1);
  expect(await emailsOf(database.db, soon.id, "role-reminder-day")).toHaveLength(1);
  expect(await sentTitles(database.db, later.id, "role-reminder-week")).toHaveLength(1);
  expect(await emailsOf(database.db, later.id, "role-reminder-week")).toHaveLength(1);
  expect(await sentTitles(database.db, quiet.id, "role-reminder-week")).toEqual([]);
  expect(await emailsOf(database.db, quiet.id, "role-reminder-week")).toEqual([]);
  if (onPostgres) {
    // The next sweep asks nothing more about a holder who has the reminder due (ADR 065), only
    // about the one who turned it off, and reads the club's roles and calendar once.
    const statements = await sweepFindingAllSent(() => sendDueRoleReminders(database.db, clock));
    expect(
      statements.filter((text) => text.includes('from "meeting_role_assignments"')),
    ).toHaveLength(2);
  }

  // A day before the 16th: both of its holders (the quiet one turned off the week's only).
  moveTo("2026-03-15T14:00:00Z");
  await twoSweepsOf(database.db, ROLE_REMINDER_QUEUE);
  expect(await sentTitles(database.db, later.id, "role-reminder-day")).toHaveLength(1);
  expect(await sentTitles(database.db, quiet.id, "role-reminder-day")).toEqual([
    `You are Grammarian at ${club.clubName} tomorrow`,
  ]);

  // The cancelled meeting of the 23rd reminds nobody.
  moveTo("2026-03-22T14:00:00Z");
  await twoSweepsOf(database.db, ROLE_REMINDER_QUEUE);
  expect(await sentTitles(database.db, cancelled.id, "role-reminder-week")).toEqual([]);
  expect(await sentTitles(database.db, cancelled.id, "role-reminder-day")).toEqual([]);
});
