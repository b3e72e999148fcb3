import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { notifications } from "../../server/db/schema/index.ts";
import { sendDueReminders } from "../../server/features/meetings/reminders.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import { bookSlot } from "../factories/meetings.ts";
import { buildLeaderWithClub, buildMember, type TestClub } from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

// Tuesday 3 March 2026: the factory's club meets on Mondays, 19:00 in Kochi (13:30 UTC).
const clock = new ManualClock(new Date("2026-03-03T00:00:00Z"));
let testApp: TestApp;
let club: TestClub;
let speaker: TestUser;
let listener: TestUser;
beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  club = await buildLeaderWithClub(testApp);
  speaker = await buildMember(testApp, club.clubId, { name: "Speaker" });
  listener = await buildMember(testApp, club.clubId, { name: "Listener" });
});
afterAll(() => testApp?.close());

const reminders = (userId: string) =>
  testApp.database.db
    .select({ title: notifications.title })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, "meeting-reminder")));
const moveTo = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());

it("reminds each person once, 24 hours before, the speaker of their speech; not for a cancelled meeting", async () => {
  expect((await bookSlot(testApp, speaker, club.clubId, "2026-03-09")).statusCode).toBe(201);
  const cancel = await injectJson(testApp.app, {
    method: "POST",
    url: `/api/clubs/${club.clubId}/meetings/2026-03-16/cancel`,
    cookie: club.leader.cookie,
    payload: {},
  });
  expect(cancel.statusCode).toBe(200);

  // Six days before: nothing is due.
  await sendDueReminders(testApp.database.db, clock);
  expect(await reminders(listener.id)).toEqual([]);

  // 23.5 hours before Monday's meeting.
  moveTo("2026-03-08T14:00:00Z");
  await sendDueReminders(testApp.database.db, clock);
  await sendDueReminders(testApp.database.db, clock);
  expect(await reminders(listener.id)).toEqual([{ title: `${club.clubName} meets tomorrow` }]);
  expect(await reminders(speaker.id)).toEqual([
    { title: `Your speech at ${club.clubName} is tomorrow` },
  ]);
  expect(await reminders(club.leader.id)).toHaveLength(1);

  // A restarted server (a new app on the same database) sends nothing again.
  const restarted = await buildTestApp({ clock, database: testApp.database });
  try {
    await sendDueReminders(restarted.database.db, clock);
  } finally {
    await restarted.close();
  }
  expect(await reminders(listener.id)).toHaveLength(1);

  // The cancelled meeting of 16 March reminds nobody.
  moveTo("2026-03-15T14:00:00Z");
  await sendDueReminders(testApp.database.db, clock);
  expect(await reminders(listener.id)).toHaveLength(1);
});
