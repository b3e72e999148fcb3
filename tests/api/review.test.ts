import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { MyApplicationList } from "../../contract/applications.ts";
import type { WaitingSubmissionList } from "../../contract/completions.ts";
import type { NotificationKind } from "../../contract/notifications.ts";
import type { AdminQueue } from "../../contract/review.ts";
import {
  clubApplications,
  missionCompletions,
  notifications,
  reviewEscalations,
} from "../../server/db/schema/index.ts";
import { leadersWithWaiting } from "../../server/features/review/repository.ts";
import {
  adminQueue,
  reviewSettingsOf,
  runReviewSweep,
} from "../../server/features/review/service.ts";
import { type Clock, ManualClock } from "../../server/lib/clock.ts";
import {
  buildAdmin,
  buildClub,
  buildLeaderWithClub,
  buildMember,
  joinClub,
  saveMissionEvidence,
  type TestClub,
} from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";
import { onPostgres } from "../test-database.ts";

/**
 * Nobody waits without knowing: what waits is listed oldest first with its age, a leader gets one
 * digest a day once something waits 2 days, and each item waiting 7 days goes to the admins once.
 * Clubs without a leader send everything to the admins, who may decide for any club.
 */
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

let testApp: TestApp;
/** The app's clock: items are stamped with it. Moved by hours only, so sessions stay valid. */
let clock: ManualClock;
let admin: TestUser;
beforeAll(async () => {
  clock = new ManualClock();
  testApp = await buildTestApp({ clock });
  admin = await buildAdmin(testApp);
});
afterAll(() => testApp?.close());

/** The app's time `days` from now, for the sweep and the queue (sessions live by the real one). */
const daysLater = (days: number): Clock => ({
  now: () => new Date(clock.now().getTime() + days * DAY),
});
const sweep = (days: number) =>
  runReviewSweep(testApp.database.db, daysLater(days), reviewSettingsOf(testApp.env));
const post = (user: TestUser, url: string, payload?: object) =>
  injectJson(testApp.app, { method: "POST", url, cookie: user.cookie, payload });
const get = (user: TestUser | undefined, url: string) =>
  injectJson(testApp.app, { url, cookie: user?.cookie });

async function notificationsOf(userId: string, kind: NotificationKind) {
  return testApp.database.db
    .select({ title: notifications.title, body: notifications.body, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
}

async function applyTo(clubId: number, name: string) {
  const applicant = await buildUser(testApp.app, { name });
  const applied = await post(applicant, `/api/clubs/${clubId}/applications`);
  expect(applied.statusCode).toBe(201);
  return { applicant, applicationId: applied.json().applicationId as number };
}

async function submitMission(member: TestUser) {
  await saveMissionEvidence(testApp.database.db, member.id);
  expect((await post(member, "/api/missions/mission101/submission")).statusCode).toBe(201);
  const [row] = await testApp.database.db
    .select({ id: missionCompletions.id })
    .from(missionCompletions)
    .where(eq(missionCompletions.userId, member.id));
  if (!row) throw new Error("no submission");
  return row.id;
}

async function escalationsOf(kind: "application" | "submission", itemId: number) {
  return testApp.database.db
    .select()
    .from(reviewEscalations)
    .where(and(eq(reviewEscalations.kind, kind), eq(reviewEscalations.itemId, itemId)));
}

describe("reminders and escalation, moving the clock", () => {
  it("sends a leader one digest a day after 2 days, and escalates each item once after 7", async () => {
    const club = await buildLeaderWithClub(testApp);
    const { applicationId } = await applyTo(club.clubId, "Wendy Waiting");
    const member = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Sam Submitter" });
    const completionId = await submitMission(member);

    await sweep(0);
    await sweep(1);
    expect(await notificationsOf(club.leader.id, "review-digest")).toEqual([]);

    for (let run = 0; run < 3; run += 1) await sweep(2);
    const [digest, ...more] = await notificationsOf(club.leader.id, "review-digest");
    expect(more).toEqual([]);
    expect(digest).toMatchObject({ title: "2 decisions waiting for you", link: "/ClubLeaderPage" });
    expect(digest?.body).toContain(
      `Wendy Waiting's application to ${club.clubName}, waiting 2 days`,
    );
    expect(digest?.body).toContain("Sam Submitter's Mission 1");

    // The next day: one more, however often the sweep runs.
    await sweep(3);
    await sweep(3);
    expect(await notificationsOf(club.leader.id, "review-digest")).toHaveLength(2);
    await sweep(6);
    expect(await escalationsOf("application", applicationId)).toEqual([]);

    // Day 7: each item goes to the admins, once.
    for (let run = 0; run < 3; run += 1) await sweep(7);
    await sweep(8);
    expect(await escalationsOf("application", applicationId)).toHaveLength(1);
    expect(await escalationsOf("submission", completionId)).toHaveLength(1);
    const escalated = (await notificationsOf(admin.id, "review-escalated")).filter((row) =>
      row.body.includes("Wendy Waiting"),
    );
    expect(escalated).toHaveLength(1);
    expect(escalated[0]).toMatchObject({ link: "/AdminQueue" });
    expect(escalated[0]?.body).toContain("Sam Submitter's Mission 1");

    // The admins' queue, a week on, lists both, oldest first, as stale; not before.
    const settings = reviewSettingsOf(testApp.env);
    const queueAt = async (days: number) =>
      (await adminQueue(testApp.database.db, daysLater(days), settings)).items.filter(
        (item) => item.clubId === club.clubId,
      );
    expect(await queueAt(6)).toEqual([]);
    expect(await queueAt(7)).toEqual([
      expect.objectContaining({
        kind: "application",
        itemId: applicationId,
        personName: "Wendy Waiting",
        reason: "stale",
      }),
      expect.objectContaining({
        kind: "submission",
        itemId: completionId,
        personName: "Sam Submitter",
        missionName: "Mission 1",
        reason: "stale",
      }),
    ]);

    // Daily while it waits: days 2, 3, 6, 7 and 8.
    expect(await notificationsOf(club.leader.id, "review-digest")).toHaveLength(5);

    // Decided, it leaves every list, and the digests stop.
    expect((await post(club.leader, `/api/applications/${applicationId}/accept`)).statusCode).toBe(
      200,
    );
    expect((await post(club.leader, `/api/completions/${completionId}/verify`)).statusCode).toBe(
      200,
    );
    await sweep(9);
    expect(await notificationsOf(club.leader.id, "review-digest")).toHaveLength(5);
    expect(await queueAt(9)).toEqual([]);
  });

  it("escalates a resubmitted mission again once it waits 7 more days", async () => {
    const club = await buildLeaderWithClub(testApp);
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const completionId = await submitMission(member);
    await sweep(8);
    expect(await escalationsOf("submission", completionId)).toHaveLength(1);
    expect(
      (await post(club.leader, `/api/completions/${completionId}/reject`, { note: "Redo step 2" }))
        .statusCode,
    ).toBe(200);
    clock.advance(HOUR);
    await submitMission(member);
    await sweep(1);
    expect(await escalationsOf("submission", completionId)).toHaveLength(1);
    await sweep(8);
    expect(await escalationsOf("submission", completionId)).toHaveLength(2);
  });

  it("escalates what comes after a backlog the admins leave undecided", async () => {
    const club = await buildLeaderWithClub(testApp);
    const first = await applyTo(club.clubId, "Backlog First");
    clock.advance(HOUR);
    const second = await applyTo(club.clubId, "Backlog Second");
    // One item a sweep: the first sweep takes the oldest, the next the one after it.
    const oneAtATime = { ...reviewSettingsOf(testApp.env), escalationBatch: 1 };
    await runReviewSweep(testApp.database.db, daysLater(30), oneAtATime);
    await runReviewSweep(testApp.database.db, daysLater(30), oneAtATime);
    expect(await escalationsOf("application", first.applicationId)).toHaveLength(1);
    expect(await escalationsOf("application", second.applicationId)).toHaveLength(1);
  });

  it("sends one digest and one escalation when sweeps run side by side", async () => {
    const club = await buildLeaderWithClub(testApp);
    const { applicationId } = await applyTo(club.clubId, "Paula Parallel");
    const results = await Promise.all(Array.from({ length: 6 }, () => sweep(8)));
    expect(results.map((result) => result.digests).reduce((a, b) => a + b)).toBeGreaterThan(0);
    expect(await notificationsOf(club.leader.id, "review-digest")).toHaveLength(1);
    expect(await escalationsOf("application", applicationId)).toHaveLength(1);
    const told = (await notificationsOf(admin.id, "review-escalated")).filter((row) =>
      row.body.includes("Paula Parallel"),
    );
    expect(told).toHaveLength(1);
  });

  it.runIf(onPostgres)("keeps it once under 20 concurrent sweeps (PostgreSQL)", async () => {
    const clubs = await Promise.all([buildLeaderWithClub(testApp), buildLeaderWithClub(testApp)]);
    const applications = await Promise.all(
      clubs.map((club, index) => applyTo(club.clubId, `Concurrent ${index}`)),
    );
    await Promise.all(Array.from({ length: 20 }, () => sweep(8)));
    for (const [index, club] of clubs.entries()) {
      expect(await notificationsOf(club.leader.id, "review-digest")).toHaveLength(1);
      const application = applications[index];
      if (!application) throw new Error("missing application");
      expect(await escalationsOf("application", application.applicationId)).toHaveLength(1);
      expect(
        (await notificationsOf(admin.id, "review-escalated")).filter((row) =>
          row.body.includes(`Concurrent ${index}`),
        ),
      ).toHaveLength(1);
    }
  });
});

/**
 * Co-leaders share the leader's rights (ADR 046), so they get the leader's digest too: one a day
 * however many clubs they co-lead, and only what they may decide (neither their own submission
 * nor the leader's, which is the admins').
 */
describe("digests reach the co-leaders", () => {
  async function appoint(club: TestClub, member: TestUser) {
    const appointed = await post(club.leader, `/api/clubs/${club.clubId}/co-leaders`, {
      userId: member.id,
    });
    expect(appointed.statusCode).toBe(204);
  }

  it("sends a co-leader one digest a day for every club they co-lead, without their own", async () => {
    const first = await buildLeaderWithClub(testApp);
    const second = await buildLeaderWithClub(testApp);
    const coLeader = await buildUser(testApp.app, { name: "Cora Colead" });
    await joinClub(testApp.database.db, coLeader.id, second.clubId);
    await joinClub(testApp.database.db, coLeader.id, first.clubId, 1);
    await appoint(first, coLeader);
    await appoint(second, coLeader);
    await applyTo(first.clubId, "Ann First");
    await applyTo(second.clubId, "Ben Second");
    await submitMission(coLeader);
    await joinClub(testApp.database.db, first.leader.id, first.clubId, 1);
    await submitMission(first.leader);

    for (let run = 0; run < 3; run += 1) await sweep(2);
    const [digest, ...more] = await notificationsOf(coLeader.id, "review-digest");
    expect(more).toEqual([]);
    expect(digest).toMatchObject({ title: "2 decisions waiting for you", link: "/ClubLeaderPage" });
    expect(digest?.body).toContain(`Ann First's application to ${first.clubName}`);
    expect(digest?.body).toContain(`Ben Second's application to ${second.clubName}`);
    // Their own submission is the leader's to decide, the leader's own the admins'.
    expect(digest?.body).not.toContain("Cora Colead's");
    expect(digest?.body).not.toContain("Club Leader's");

    const [leaders] = await notificationsOf(first.leader.id, "review-digest");
    expect(leaders?.body).toContain("Ann First");
    expect(leaders?.body).toContain("Cora Colead's Mission 1");
    expect(leaders?.body).not.toContain("Club Leader's");
    const [others] = await notificationsOf(second.leader.id, "review-digest");
    expect(others?.body).toContain("Ben Second");
    expect(others?.body).not.toContain("Ann First");

    // The next day, one more each.
    await sweep(3);
    await sweep(3);
    expect(await notificationsOf(coLeader.id, "review-digest")).toHaveLength(2);
  });

  it("looks again at nobody who had the day's digest, leader or co-leader, until the next day", async () => {
    const club = await buildLeaderWithClub(testApp);
    const coLeader = await buildMember(testApp, club.clubId, { name: "Dora Digested" });
    await appoint(club, coLeader);
    await applyTo(club.clubId, "Owen Once");
    const dayOf = (days: number) => daysLater(days).now().toISOString().slice(0, 10);
    const waitingOn = (days: number) =>
      leadersWithWaiting(testApp.database.db, daysLater(days - 2).now(), dayOf(days));

    expect(await waitingOn(2)).toEqual(expect.arrayContaining([club.leader.id, coLeader.id]));
    await sweep(2);
    // Their items are not read again by the sweeps of the same day (ADR 061)...
    const sameDay = await waitingOn(2);
    expect(sameDay).not.toContain(club.leader.id);
    expect(sameDay).not.toContain(coLeader.id);
    // ...and the next day they are due again.
    expect(await waitingOn(3)).toEqual(expect.arrayContaining([club.leader.id, coLeader.id]));
  });

  it("sends none to a co-leader when all that waits is the leader's own submission", async () => {
    const club = await buildLeaderWithClub(testApp);
    const coLeader = await buildMember(testApp, club.clubId, { name: "Idle Colead" });
    await appoint(club, coLeader);
    await joinClub(testApp.database.db, club.leader.id, club.clubId, 1);
    await submitMission(club.leader);
    await sweep(2);
    expect(await notificationsOf(coLeader.id, "review-digest")).toEqual([]);
    expect(await notificationsOf(club.leader.id, "review-digest")).toEqual([]);
  });

  it("keeps one digest per co-leader when sweeps run side by side", async () => {
    const first = await buildLeaderWithClub(testApp);
    const second = await buildLeaderWithClub(testApp);
    const coLeader = await buildMember(testApp, first.clubId, { name: "Para Colead" });
    await joinClub(testApp.database.db, coLeader.id, second.clubId);
    await appoint(first, coLeader);
    await appoint(second, coLeader);
    await applyTo(first.clubId, "Side One");
    await applyTo(second.clubId, "Side Two");
    await Promise.all(Array.from({ length: 6 }, () => sweep(2)));
    expect(await notificationsOf(coLeader.id, "review-digest")).toHaveLength(1);
  });
});

describe("the admins' queue", () => {
  it("answers 401 without a session and 403 to anyone but an admin, leaders included", async () => {
    expect((await get(undefined, "/api/review/queue")).statusCode).toBe(401);
    const member = await buildUser(testApp.app);
    expect(problemOf(await get(member, "/api/review/queue")).status).toBe(403);
    const club = await buildLeaderWithClub(testApp);
    expect(problemOf(await get(club.leader, "/api/review/queue")).status).toBe(403);
  });

  it("routes a leaderless club's application to the admins, who decide it (recorded)", async () => {
    const club = await buildClub(testApp.database.db, null);
    const { applicant, applicationId } = await applyTo(club.id, "Lena Leaderless");

    // Told on arrival, and listed at once: nobody else could decide it.
    const routed = (await notificationsOf(admin.id, "review-routed")).filter((row) =>
      row.body.includes("Lena Leaderless"),
    );
    expect(routed).toEqual([expect.objectContaining({ link: "/AdminQueue" })]);
    const queue = (await get(admin, "/api/review/queue")).json() as AdminQueue;
    expect(queue.items.filter((item) => item.clubId === club.id)).toEqual([
      expect.objectContaining({ kind: "application", itemId: applicationId, reason: "no-leader" }),
    ]);

    // Nobody but an admin may decide it; the applicant not even as an admin of their own.
    const stranger = await buildUser(testApp.app);
    expect(
      problemOf(await post(stranger, `/api/applications/${applicationId}/accept`)).status,
    ).toBe(403);
    const accepted = await post(admin, `/api/applications/${applicationId}/accept`, {
      note: "Welcome aboard!",
    });
    expect(accepted.statusCode).toBe(200);
    const [row] = await testApp.database.db
      .select({ decidedBy: clubApplications.decidedBy, note: clubApplications.leaderNote })
      .from(clubApplications)
      .where(eq(clubApplications.id, applicationId));
    expect(row).toEqual({ decidedBy: admin.id, note: "Welcome aboard!" });
    const [told] = await notificationsOf(applicant.id, "application-accepted");
    expect(told?.body).toContain("Their note: Welcome aboard!");

    const decided = (await get(admin, "/api/review/queue")).json() as AdminQueue;
    expect(decided.items.filter((item) => item.clubId === club.id)).toEqual([]);
    expect(decided.decided).toContainEqual(
      expect.objectContaining({
        kind: "application",
        itemId: applicationId,
        status: "accepted",
        decidedByName: "Admin",
      }),
    );
  });

  it("lets an admin verify a submission in a leaderless club, recording who did", async () => {
    const club = await buildClub(testApp.database.db, null);
    const member = await buildUser(testApp.app, { name: "Nora Noleader" });
    await joinClub(testApp.database.db, member.id, club.id, 1);
    const completionId = await submitMission(member);
    expect(
      (await notificationsOf(admin.id, "review-routed")).filter((row) =>
        row.body.includes("Nora Noleader"),
      ),
    ).toHaveLength(1);
    // The queue names a built-in mission in the admin's language.
    const inMalayalam = await testApp.app.inject({
      url: "/api/review/queue",
      headers: { cookie: admin.cookie, "accept-language": "ml" },
    });
    const waiting = (inMalayalam.json() as AdminQueue).items.find(
      (item) => item.itemId === completionId,
    );
    expect(waiting?.missionName).toBe("മിഷൻ 1");
    const stranger = await buildLeaderWithClub(testApp);
    expect(
      problemOf(await post(stranger.leader, `/api/completions/${completionId}/verify`)).status,
    ).toBe(403);
    expect((await post(admin, `/api/completions/${completionId}/verify`)).statusCode).toBe(200);
    const [row] = await testApp.database.db
      .select({ status: missionCompletions.missionStatus, decidedBy: missionCompletions.decidedBy })
      .from(missionCompletions)
      .where(eq(missionCompletions.id, completionId));
    expect(row).toEqual({ status: "completed", decidedBy: admin.id });
  });

  it("lets an admin decide for a club that has a leader; the leader sees who decided", async () => {
    const club = await buildLeaderWithClub(testApp);
    const { applicationId } = await applyTo(club.clubId, "Olga Overdue");
    expect(
      (await post(admin, `/api/applications/${applicationId}/reject`, { note: "Club is full" }))
        .statusCode,
    ).toBe(200);
    const list = (await get(club.leader, `/api/clubs/${club.clubId}/applications`)).json();
    expect(list.items).toEqual([
      expect.objectContaining({
        applicationId,
        status: "rejected",
        decidedByName: "Admin",
        leaderNote: "Club is full",
      }),
    ]);
  });
});

describe("what people wait for", () => {
  it("lists a club's pending applications oldest first, each with the time it was sent", async () => {
    const club = await buildLeaderWithClub(testApp);
    const first = await applyTo(club.clubId, "First Applicant");
    clock.advance(HOUR);
    const second = await applyTo(club.clubId, "Second Applicant");
    clock.advance(HOUR);
    const third = await applyTo(club.clubId, "Third Applicant");
    expect(
      (await post(club.leader, `/api/applications/${second.applicationId}/reject`)).statusCode,
    ).toBe(200);
    const list = (await get(club.leader, `/api/clubs/${club.clubId}/applications`)).json() as {
      items: { applicationId: number; status: string; createdAt: string }[];
    };
    expect(list.items.map((item) => item.applicationId)).toEqual([
      first.applicationId,
      third.applicationId,
      second.applicationId,
    ]);
    expect(list.items[0]?.createdAt).toBe(new Date(clock.now().getTime() - 2 * HOUR).toISOString());
  });

  it("shows the applicant each state with the note, and lets them apply again after a rejection", async () => {
    const club = await buildLeaderWithClub(testApp);
    const { applicant, applicationId } = await applyTo(club.clubId, "Rita Retry");
    const mine = async () =>
      ((await get(applicant, "/api/applications/mine")).json() as MyApplicationList).items;
    expect(await mine()).toEqual([
      expect.objectContaining({
        applicationId,
        clubName: club.clubName,
        status: "pending",
        createdAt: clock.now().toISOString(),
        leaderNote: null,
      }),
    ]);

    const rejected = await post(club.leader, `/api/applications/${applicationId}/reject`, {
      note: "Please come to one meeting first.",
    });
    expect(rejected.statusCode).toBe(200);
    expect(await mine()).toEqual([
      expect.objectContaining({
        applicationId,
        status: "rejected",
        leaderNote: "Please come to one meeting first.",
        decidedAt: clock.now().toISOString(),
      }),
    ]);
    const [told] = await notificationsOf(applicant.id, "application-rejected");
    expect(told).toMatchObject({ link: "/Dashboard" });
    expect(told?.body).toContain("Their note: Please come to one meeting first.");

    // Nobody else sees them.
    const stranger = await buildUser(testApp.app);
    expect((await get(stranger, "/api/applications/mine")).json()).toEqual({ items: [] });

    const again = await post(applicant, `/api/clubs/${club.clubId}/applications`);
    expect(again.statusCode).toBe(201);
    expect((await mine()).map((item) => item.status)).toEqual(["pending", "rejected"]);
    expect(
      (await post(club.leader, `/api/applications/${again.json().applicationId}/accept`))
        .statusCode,
    ).toBe(200);
    expect((await mine()).map((item) => item.status)).toEqual(["accepted", "rejected"]);
  });

  it("refuses a note that is too long or carries control characters, deciding nothing", async () => {
    const club = await buildLeaderWithClub(testApp);
    const { applicationId } = await applyTo(club.clubId, "Noted Person");
    const long = await post(club.leader, `/api/applications/${applicationId}/reject`, {
      note: "x".repeat(501),
    });
    expect(problemOf(long).status).toBe(400);
    const hidden = await post(club.leader, `/api/applications/${applicationId}/reject`, {
      note: "ok\u202e",
    });
    expect(problemOf(hidden).status).toBe(400);
    const extra = await post(club.leader, `/api/applications/${applicationId}/reject`, {
      note: "fine",
      decidedBy: admin.id,
    });
    expect(problemOf(extra).status).toBe(400);
    const list = (await get(club.leader, `/api/clubs/${club.clubId}/applications`)).json();
    expect(list.items[0]).toMatchObject({ status: "pending", decidedByName: null });
  });

  it("shows a member their submissions waiting for verification, and since when", async () => {
    const club = await buildLeaderWithClub(testApp);
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const completionId = await submitMission(member);
    const waiting = (
      await get(member, "/api/completions/mine/pending")
    ).json() as WaitingSubmissionList;
    expect(waiting.items).toEqual([
      {
        completionId,
        missionId: "mission101",
        missionName: "Mission 1",
        submittedAt: clock.now().toISOString(),
      },
    ]);
    // Nobody else's submissions: the leader has none of their own.
    const leaders = (await get(club.leader, "/api/completions/mine/pending")).json();
    expect(leaders.items).toEqual([]);
  });
});

describe("the sweep in the app's lifecycle", () => {
  it("runs when the app is ready, and the app's close waits for it", async () => {
    const club = await buildLeaderWithClub(testApp);
    await applyTo(club.clubId, "Lifecycle Applicant");
    // A second app on the same database, three days on, that runs the sweeps.
    const later = await buildTestApp({
      database: testApp.database,
      clock: daysLater(3),
      reviewSweeps: true,
    });
    await later.close();
    expect(await notificationsOf(club.leader.id, "review-digest")).toHaveLength(1);
  });
});
