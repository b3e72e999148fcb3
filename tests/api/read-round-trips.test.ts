import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  meetingSlots,
  opportunityApplications,
  rewardEntries,
  speechNotes,
  speechReflections,
} from "../../server/db/schema/index.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import {
  buildSpeechMeeting,
  checkIn,
  completeEvaluation,
  speechApi,
  timeSpeech,
} from "../factories/evaluations.ts";
import { pathOf, seedSubmissions } from "../factories/journey-path.ts";
import { buildLeaderWithClub, buildMember } from "../factories/missions.ts";
import {
  board,
  opportunityInput,
  postForPartner,
  seedPartner,
} from "../factories/opportunities.ts";
import { buildUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";
import { countRoundTrips, installRoundTripCounter } from "../round-trip-counter.ts";
import { onPostgres } from "../test-database.ts";

/**
 * How many statements two signed-in reads send to PostgreSQL (issue 40): the bench holds them
 * against a reference answering 20 rows with one query. The session lookup counts (the session
 * cache is off here, as on a cold cache); the rest is the page itself.
 */
const BUDGET = {
  // The session, then one statement: the page with its total, partners, and the member's
  // applications and verified record.
  search: 2,
  // The session, then one statement: the matches (asks checked in the database) with their
  // partners, and the member's applications and verified record.
  matching: 2,
  // The session, then the entries with the balance and the reversed flags, and beside them the
  // rules with the membership.
  rewards: 3,
  // The session, the speeches, then beside each other their calendars (the clubs' schedules
  // with their changes), the evaluating roles at their meetings and their evaluations, then
  // beside each other their timings, notes and reflections: however many speeches there are.
  speeches: 8,
  // The session, then one statement: the journey's missions with the member's submissions and
  // credentials, their journey credential and whether their membership is in force.
  progress: 2,
  // The session, the member's club with whether they hid themselves, then the members' figures.
  leaderboard: 3,
  // The session, then one statement: the club's schedule with its meetings' changes and booked
  // speeches.
  meetings: 2,
  // The session, the opportunity and the reader's part in its partner, the applications, then
  // each part the members chose, read for all of them at once: their newest delivered speeches
  // (then those speeches' timings and evaluations), roles held and balances. (A role held adds
  // its clubs' calendars; a chosen credential or wallet one statement each: 12 at most, however
  // many applicants.)
  applicants: 9,
} as const;

installRoundTripCounter();

const clock = new ManualClock(new Date("2026-04-01T09:00:00Z"));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ clock });
});
afterAll(() => testApp?.close());

async function measured(name: string, url: string, cookie: string) {
  const { result, statements } = await countRoundTrips(() =>
    injectJson(testApp.app, { url, cookie }),
  );
  const lines = statements.map((text) => text.replace(/\s+/g, " ").trim().slice(0, 110));
  console.info(`${name}: ${statements.length} round trips\n  ${lines.join("\n  ")}`);
  expect(result.statusCode, result.body).toBe(200);
  return { response: result, count: statements.length };
}

/** A member of a new club on journey 1, the first `verified` missions of its path verified. */
async function memberOnPath(verified: number) {
  const club = await buildLeaderWithClub(testApp);
  const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
  await seedSubmissions(testApp.database.db, member, club.clubId, pathOf(1).slice(0, verified));
  return member;
}

describe.runIf(onPostgres)("round trips per signed-in read (PostgreSQL)", () => {
  it("the board's full-text search as a member stays within its budget", async () => {
    const owner = await buildUser(testApp.app);
    const { partnerId } = await seedPartner(testApp.database.db, { owner, trusted: true });
    for (const title of ["Solidity auditor", "Solidity tutor", "Rust developer"]) {
      const posted = await postForPartner(
        testApp,
        owner,
        partnerId,
        opportunityInput(clock.now(), {
          title,
          asks: [{ kind: "mission", journeyId: 1, missionNumber: 1 }],
        }),
      );
      expect(posted.statusCode, posted.body).toBe(201);
    }
    const club = await buildLeaderWithClub(testApp);
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const { response, count } = await measured(
      "search",
      "/api/opportunities?q=solidity",
      member.cookie,
    );
    expect(response.json()).toMatchObject({ total: 2 });
    expect(count).toBeLessThanOrEqual(BUDGET.search);
  });

  it("the dashboard's matches stay within their budget", async () => {
    const owner = await buildUser(testApp.app);
    const { partnerId } = await seedPartner(testApp.database.db, { owner, trusted: true });
    for (const missionNumber of [1, 7]) {
      const posted = await postForPartner(
        testApp,
        owner,
        partnerId,
        opportunityInput(clock.now(), {
          title: `Node operator ${missionNumber}`,
          journeyIds: [],
          asks: [{ kind: "mission", journeyId: 1, missionNumber }],
        }),
      );
      expect(posted.statusCode, posted.body).toBe(201);
    }
    const member = await memberOnPath(1);
    const { response, count } = await measured(
      "matching",
      "/api/me/opportunities/matching",
      member.cookie,
    );
    const titles = (response.json().opportunities as { title: string }[]).map((o) => o.title);
    expect(titles).toContain("Node operator 1");
    expect(titles).not.toContain("Node operator 7");
    expect(count).toBeLessThanOrEqual(BUDGET.matching);
  });

  it("the search shows a member what one opportunity's page shows them", async () => {
    const owner = await buildUser(testApp.app);
    const { partnerId } = await seedPartner(testApp.database.db, { owner, trusted: true });
    const ids: number[] = [];
    for (const missionNumber of [1, 2, 5]) {
      const title = `Validator operator ${missionNumber}`;
      const asks = [{ kind: "mission", journeyId: 1, missionNumber }];
      const posted = await postForPartner(
        testApp,
        owner,
        partnerId,
        opportunityInput(clock.now(), { title, asks }),
      );
      ids.push((posted.json() as { opportunityId: number }).opportunityId);
    }
    const member = await memberOnPath(3);
    await testApp.database.db.insert(opportunityApplications).values({
      opportunityId: ids[0] ?? 0,
      userId: member.id,
      note: "I run validators.",
      share: { credentialIds: [], speechSlotIds: [], roles: false, vocate: false } as never,
    });
    const found = await board(testApp, "q=validator", member);
    expect(found.opportunities).toHaveLength(3);
    for (const opportunity of found.opportunities) {
      const page = await injectJson(testApp.app, {
        url: `/api/opportunities/${opportunity.opportunityId}`,
        cookie: member.cookie,
      });
      expect(opportunity).toEqual(page.json());
    }
    expect(found.opportunities.map((row) => row.viewer)).toContainEqual(
      expect.objectContaining({ applicationStatus: "submitted" }),
    );
    const met = found.opportunities.map(
      (row) => (row.viewer as { meetsAsks: boolean[] }).meetsAsks,
    );
    expect(met).toContainEqual([true]);
    expect(met).toContainEqual([false]);
    const seen = await board(testApp, "q=validator");
    expect(seen.opportunities.map((row) => row.viewer)).toEqual([null, null, null]);
  });

  it("the member's $VOCATE balance and history stays within its budget", async () => {
    const member = await buildUser(testApp.app);
    await testApp.database.db.insert(rewardEntries).values({
      userId: member.id,
      amount: 50,
      rule: "attendance",
      sourceKind: "attendance",
      sourceId: "1",
      season: "2026-S1",
      reversesId: null,
      round: 1,
      createdBy: "system",
      createdAt: clock.now(),
    });
    const { response, count } = await measured("rewards", "/api/me/rewards", member.cookie);
    expect(response.json()).toMatchObject({ balance: 50 });
    expect(count).toBeLessThanOrEqual(BUDGET.rewards);
  });

  it("a member's speeches take the same round trips for one speech as for five", async () => {
    const meeting = await buildSpeechMeeting(testApp, { speeches: 1 });
    const speaker = meeting.speakers[0];
    const slotId = meeting.slotIds[0];
    if (!speaker || !slotId) throw new Error("no speech");
    const speeches = speechApi(testApp);
    const evaluator = meeting.evaluators[0];
    expect((await speeches.save(evaluator, slotId, completeEvaluation)).statusCode).toBe(200);
    await timeSpeech(testApp, meeting, slotId);
    await checkIn(testApp, meeting, meeting.member);
    expect((await speeches.note(meeting.member, slotId, "Well paced.")).statusCode).toBe(200);
    expect((await speeches.reflection(speaker, slotId, "Slower next time.")).statusCode).toBe(200);
    const one = await measured("speeches (1)", "/api/speeches/mine", speaker.cookie);
    expect(one.response.json().speeches).toHaveLength(1);
    // Four more, at the four Mondays before, with their notes and reflections.
    const db = testApp.database.db;
    for (const day of ["2026-03-02", "2026-02-23", "2026-02-16", "2026-02-09"]) {
      const [slot] = await db
        .insert(meetingSlots)
        .values({
          clubId: meeting.club.clubId,
          userId: speaker.id,
          userName: speaker.name,
          meetingKey: day,
          status: "delivered",
        })
        .returning({ id: meetingSlots.id });
      const id = slot?.id ?? 0;
      const createdAt = clock.now();
      const authorId = meeting.member.id;
      await db.insert(speechNotes).values({ slotId: id, authorId, text: "Good.", createdAt });
      await db
        .insert(speechReflections)
        .values({ slotId: id, text: "Better.", updatedAt: createdAt });
    }
    const five = await measured("speeches (5)", "/api/speeches/mine", speaker.cookie);
    const records = five.response.json().speeches;
    expect(records).toHaveLength(5);
    expect(records[0]).toMatchObject({
      slotId,
      evaluatorName: evaluator?.name,
      timing: { durationSeconds: 290 },
      notes: [{ text: "Well paced." }],
      reflection: "Slower next time.",
    });
    expect(records[1]).toMatchObject({ notes: [{ text: "Good." }], reflection: "Better." });
    expect(one.count).toBeLessThanOrEqual(BUDGET.speeches);
    expect(five.count).toBe(one.count);
  });

  it("the credentials' progress map stays within its budget", async () => {
    const member = await memberOnPath(2);
    const { response, count } = await measured(
      "progress",
      "/api/credentials/progress",
      member.cookie,
    );
    expect(response.json().items.length).toBeGreaterThanOrEqual(8);
    expect(count).toBeLessThanOrEqual(BUDGET.progress);
  });

  it("the leaderboard takes the same round trips for one member as for five", async () => {
    const club = await buildLeaderWithClub(testApp);
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const one = await measured("leaderboard (1)", "/api/leaderboard", member.cookie);
    expect(one.response.json().items).toHaveLength(1);
    for (let index = 0; index < 4; index++) {
      const other = await buildMember(testApp, club.clubId, { journeyId: 1 });
      await seedSubmissions(testApp.database.db, other, club.clubId, pathOf(1).slice(0, 1));
    }
    const five = await measured("leaderboard (5)", "/api/leaderboard?by=vocate", member.cookie);
    expect(five.response.json().items).toHaveLength(5);
    expect(one.count).toBeLessThanOrEqual(BUDGET.leaderboard);
    expect(five.count).toBe(one.count);
  });

  it("a club's meetings stay within their budget", async () => {
    const meeting = await buildSpeechMeeting(testApp, { speeches: 2 });
    const { response, count } = await measured(
      "meetings",
      `/api/clubs/${meeting.club.clubId}/meetings`,
      meeting.member.cookie,
    );
    expect(response.json().meetings.length).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(BUDGET.meetings);
  });

  it("an opportunity's applicants take the same round trips for one applicant as for five", async () => {
    const owner = await buildUser(testApp.app);
    const { partnerId } = await seedPartner(testApp.database.db, { owner, trusted: true });
    const posted = await postForPartner(testApp, owner, partnerId, opportunityInput(clock.now()));
    const opportunityId = (posted.json() as { opportunityId: number }).opportunityId;
    const club = await buildLeaderWithClub(testApp);
    const db = testApp.database.db;
    const addApplicant = async (index: number) => {
      const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
      const [slot] = await db
        .insert(meetingSlots)
        .values({
          clubId: club.clubId,
          userId: member.id,
          userName: member.name,
          meetingKey: `2026-01-${String(10 + index).padStart(2, "0")}`,
          status: "delivered",
        })
        .returning({ id: meetingSlots.id });
      await db.insert(rewardEntries).values({
        userId: member.id,
        amount: 10,
        rule: "attendance",
        sourceKind: "attendance",
        sourceId: `applicant-${index}`,
        season: "2026-S1",
        reversesId: null,
        round: 1,
        createdBy: "system",
        createdAt: clock.now(),
      });
      const share = {
        credentialIds: [],
        speechSlotIds: [slot?.id ?? 0],
        roles: true,
        vocate: true,
      };
      await db.insert(opportunityApplications).values({
        opportunityId,
        userId: member.id,
        note: "I would like to help.",
        share: { ...share, walletId: null } as never,
      });
    };
    await addApplicant(1);
    const url = `/api/opportunities/${opportunityId}/applicants`;
    const one = await measured("applicants (1)", url, owner.cookie);
    expect(one.response.json().applicants).toHaveLength(1);
    for (const index of [2, 3, 4, 5]) await addApplicant(index);
    const five = await measured("applicants (5)", url, owner.cookie);
    const listed = five.response.json().applicants;
    expect(listed).toHaveLength(5);
    for (const applicant of listed) {
      expect(applicant.portfolio).toMatchObject({ vocate: 10, roles: [], speeches: [{}] });
    }
    expect(one.count).toBeLessThanOrEqual(BUDGET.applicants);
    expect(five.count).toBe(one.count);
  });
});
