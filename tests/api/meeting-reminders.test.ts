import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { NotificationKind } from "../../contract/notifications.ts";
import { REMINDER_QUEUE } from "../../server/features/meetings/jobs.ts";
import { sendDueReminders } from "../../server/features/meetings/reminders.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import { bookSlot } from "../factories/meetings.ts";
import { buildLeaderWithClub, buildMember, type TestClub } from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";
import { installRoundTripCounter } from "../round-trip-counter.ts";
import { emailsOf, sentTitles, sweepFindingAllSent, twoSweepsOf } from "../sweeps.ts";
import { createTestDatabase, onPostgres, type TestDatabase } from "../test-database.ts";

/**
 * Reminders run on the job queue (a sweep job every second here, every 5 minutes in production)
 * with the injectable clock: a speaker 24 hours before their speech, members 2 hours before the
 * meeting, each once, also across a restart of the app; a person who turned a kind off gets none.
 */
// Tuesday 3 March 2026: the factory's club meets on Mondays, 19:00 in Kochi (13:30 UTC).
const clock = new ManualClock(new Date("2026-03-03T00:00:00Z"));
const JOBS = { pollingIntervalSeconds: 0.5, sweeps: true, sweepSeconds: 1 };
let database: TestDatabase;
let testApp: TestApp;
let club: TestClub;
let speaker: TestUser;
let listener: TestUser;
let quiet: TestUser;

installRoundTripCounter();

const startApp = async () => {
  testApp = await buildTestApp({ clock, database, jobs: JOBS });
};
beforeAll(async () => {
  database = await createTestDatabase();
  await startApp();
  // 500 clubs that never meet before the test's own: the sweep reads calendars 500 at a time, so
  // its club is in a later batch than the first.
  await database.db.execute(sql`insert into clubs (club_name, slug, club_type, meeting_format,
      location, meeting_time, meeting_days)
    select 'Quiet Club ' || i, 'QuietClub' || i, 'web3', 'online', 'Kochi', 'evening',
      array[]::text[]
    from generate_series(1, 500) as i`);
  club = await buildLeaderWithClub(testApp);
  speaker = await buildMember(testApp, club.clubId, { name: "Speaker" });
  listener = await buildMember(testApp, club.clubId, { name: "Listener" });
  quiet = await buildMember(testApp, club.clubId, { name: "Quiet" });
});
afterAll(async () => {
  await testApp?.close();
  await database?.close();
});

const sent = async (userId: string, kind: NotificationKind) =>
  (await sentTitles(database.db, userId, kind)).map((title) => ({ title }));
const moveTo = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());

it("reminds the speaker 24 hours and the members 2 hours before, once each across a restart; not when turned off, not for a cancelled meeting", async () => {
  expect((await bookSlot(testApp, speaker, club.clubId, "2026-03-09")).statusCode).toBe(201);
  const cancel = await injectJson(testApp.app, {
    method: "POST",
    url: `/api/clubs/${club.clubId}/meetings/2026-03-16/cancel`,
    cookie: club.leader.cookie,
    payload: {},
  });
  expect(cancel.statusCode).toBe(200);
  const off = await injectJson(testApp.app, {
    method: "PUT",
    url: "/api/me/email-preferences",
    cookie: quiet.cookie,
    payload: { preferences: [{ kind: "meeting-reminder", enabled: false }] },
  });
  expect(off.statusCode).toBe(200);

  // Six days before: nothing is due.
  await twoSweepsOf(database.db, REMINDER_QUEUE);
  expect(await sent(speaker.id, "speech-reminder")).toEqual([]);

  // 23.5 hours before Monday's meeting: the speaker's reminder, once; members not yet.
  moveTo("2026-03-08T14:00:00Z");
  await twoSweepsOf(database.db, REMINDER_QUEUE);
  await twoSweepsOf(database.db, REMINDER_QUEUE);
  expect(await sent(speaker.id, "speech-reminder")).toEqual([
    { title: `Your speech at ${club.clubName} is coming up` },
  ]);
  expect(await emailsOf(database.db, speaker.id, "speech-reminder")).toHaveLength(1);
  expect(await sent(listener.id, "meeting-reminder")).toEqual([]);
  expect(await sent(listener.id, "speech-reminder")).toEqual([]);

  // The server restarts (a new app and queue on the same database), then 1.5 hours before.
  await testApp.close();
  await startApp();
  moveTo("2026-03-09T12:00:00Z");
  await twoSweepsOf(database.db, REMINDER_QUEUE);
  await twoSweepsOf(database.db, REMINDER_QUEUE);
  expect(await sent(speaker.id, "speech-reminder")).toHaveLength(1);
  expect(await emailsOf(database.db, speaker.id, "speech-reminder")).toHaveLength(1);
  expect(await sent(listener.id, "meeting-reminder")).toEqual([
    { title: `${club.clubName} meets in 2 hours` },
  ]);
  expect(await emailsOf(database.db, listener.id, "meeting-reminder")).toHaveLength(1);
  expect(await sent(speaker.id, "meeting-reminder")).toHaveLength(1);
  expect(await sent(club.leader.id, "meeting-reminder")).toHaveLength(1);
  // Turned off: neither in the app nor by email.
  expect(await sent(quiet.id, "meeting-reminder")).toEqual([]);
  expect(await emailsOf(database.db, quiet.id, "meeting-reminder")).toEqual([]);
  if (onPostgres) {
    // Every sweep until the meeting starts finds those reminders sent: it asks nothing more about
    // the people who have theirs (ADR 065), only about who turned the kind off (turned on again
    // in time, theirs still comes).
    await sweepFindingAllSent(() => sendDueReminders(database.db, clock));
  }

  // The cancelled meeting of 16 March reminds nobody.
  moveTo("2026-03-16T12:00:00Z");
  await twoSweepsOf(database.db, REMINDER_QUEUE);
  expect(await sent(listener.id, "meeting-reminder")).toHaveLength(1);
  // The real queue's sweeps and a restart: ~18 s alone, longer beside the PostgreSQL suite.
}, 60_000);
