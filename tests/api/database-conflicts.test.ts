import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/db/client.ts";
import { meetingSlots, missionCompletions, users } from "../../server/db/schema/index.ts";
import { busyRetries } from "../../server/lib/db-errors.ts";
import { bookSlot, secondMeeting } from "../factories/meetings.ts";
import {
  buildLeaderWithClub,
  buildMember,
  saveMissionEvidence,
  submitMission,
  type TestClub,
  verifyCompletion,
} from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";
import { createTestDatabase, onPostgres, type TestDatabase } from "../test-database.ts";

/**
 * Transactions that meet on the same rows (issue 27 item 6, issue 28 item 2). They lock in one
 * order (club rows, then user rows, then the rest: ADR 025), so racing a booking against a leave,
 * a removal or a verification never deadlocks; and a write that waits on a busy row past the
 * statement timeout is retried once, else answered 503 with Retry-After, never 500.
 */

const ROUNDS = 2;
const PAIRS = 10;

const leave = (testApp: TestApp, user: TestUser, clubId: number) =>
  injectJson(testApp.app, {
    method: "POST",
    url: `/api/clubs/${clubId}/leave`,
    cookie: user.cookie,
    payload: {},
  });

const remove = (testApp: TestApp, club: TestClub, memberId: string) =>
  injectJson(testApp.app, {
    method: "POST",
    url: `/api/clubs/${club.clubId}/members/${memberId}/remove`,
    cookie: club.leader.cookie,
    payload: { reason: "Testing a race." },
  });

/** Every answer a status with its body, for a failure message that says what happened. */
const described = (responses: LightMyRequestResponse[]) =>
  responses.map((response) => `${response.statusCode} ${response.body.slice(0, 160)}`);

/**
 * No 5xx: each answer is a success or a client error; and no deadlock was cured by the retry
 * either (the lock order, not luck, keeps them apart).
 */
function expectNoServerError(responses: LightMyRequestResponse[], deadlocksBefore: number) {
  const failures = described(responses).filter((line) => line.startsWith("5"));
  expect(failures).toEqual([]);
  expect(busyRetries["40P01"] ?? 0, "deadlocks retried").toBe(deadlocksBefore);
}

const deadlocksSoFar = () => busyRetries["40P01"] ?? 0;

describe.runIf(onPostgres)("racing writes on the same rows (PostgreSQL)", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp();
  });
  afterAll(() => testApp?.close());

  /** Booked slots of people who are no longer members of the club: a leave that lost a booking. */
  async function slotsOfNonMembers(clubId: number, people: TestUser[]) {
    const left: string[] = [];
    for (const person of people) {
      const [row] = await testApp.database.db
        .select({ clubId: users.clubId })
        .from(users)
        .where(eq(users.id, person.id));
      if (row?.clubId === clubId) continue;
      const slots = await testApp.database.db
        .select({ id: meetingSlots.id })
        .from(meetingSlots)
        .where(
          and(
            eq(meetingSlots.userId, person.id),
            eq(meetingSlots.clubId, clubId),
            eq(meetingSlots.status, "booked"),
          ),
        );
      if (slots.length > 0) left.push(person.name);
    }
    return left;
  }

  /** Submissions still waiting at the club. */
  const pendingAt = (clubId: number) =>
    testApp.database.db
      .select({ id: missionCompletions.id })
      .from(missionCompletions)
      .where(
        and(eq(missionCompletions.clubId, clubId), eq(missionCompletions.missionStatus, "pending")),
      );

  /**
   * Each round: a new club, PAIRS members, each booking the same meeting while `other` (a leave,
   * a removal) ends their membership; the booking answers 201, 403 (no longer a member) or 409.
   */
  async function raceBookings(
    name: string,
    other: (club: TestClub, member: TestUser) => Promise<LightMyRequestResponse>,
    otherStatus: number,
  ) {
    for (let round = 0; round < ROUNDS; round++) {
      const club = await buildLeaderWithClub(testApp);
      const members = await Promise.all(
        Array.from({ length: PAIRS }, (_, index) =>
          buildMember(testApp, club.clubId, { journeyId: 1, name: `${name} ${round}-${index}` }),
        ),
      );
      const key = await secondMeeting(testApp, club.leader, club.clubId);
      const deadlocks = deadlocksSoFar();
      const responses = await Promise.all(
        members.flatMap((member) => [
          bookSlot(testApp, member, club.clubId, key),
          other(club, member),
        ]),
      );
      expectNoServerError(responses, deadlocks);
      for (const [index, response] of responses.entries()) {
        const allowed = index % 2 === 0 ? [201, 403, 409] : [otherStatus];
        expect(allowed, described([response])[0]).toContain(response.statusCode);
      }
      expect(await slotsOfNonMembers(club.clubId, members)).toEqual([]);
    }
  }

  it(
    "books a slot and leaves the club at the same moment: no 500, and no slot left behind",
    {
      timeout: 120_000,
    },
    () => raceBookings("Racer", (club, member) => leave(testApp, member, club.clubId), 200),
  );

  it(
    "books a slot while the leader removes the member: no 500, and no slot left behind",
    {
      timeout: 120_000,
    },
    () => raceBookings("Removed", (club, member) => remove(testApp, club, member.id), 204),
  );

  it("verifies a submission while its member leaves: no 500, and nothing pending at a club left", {
    timeout: 120_000,
  }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const club = await buildLeaderWithClub(testApp);
      const members = await Promise.all(
        Array.from({ length: PAIRS }, (_, index) =>
          buildMember(testApp, club.clubId, { journeyId: 1, name: `Verified ${round}-${index}` }),
        ),
      );
      const completions = await Promise.all(
        members.map((member) => submitMission(testApp, member, "mission101")),
      );
      const deadlocks = deadlocksSoFar();
      const responses = await Promise.all(
        members.flatMap((member, index) => [
          verifyCompletion(testApp, club.leader, completions[index] ?? 0),
          leave(testApp, member, club.clubId),
        ]),
      );
      expectNoServerError(responses, deadlocks);
      for (const [index, response] of responses.entries()) {
        // A verification after the leave finds the submission withdrawn (404) or decided (409).
        const allowed = index % 2 === 0 ? [200, 404, 409] : [200];
        expect(allowed, described([response])[0]).toContain(response.statusCode);
      }
      expect(await pendingAt(club.clubId)).toEqual([]);
    }
  });

  it("submits a mission while leaving the club: nothing pending at a club its member left", {
    timeout: 120_000,
  }, async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const club = await buildLeaderWithClub(testApp);
      const members = await Promise.all(
        Array.from({ length: PAIRS }, (_, index) =>
          buildMember(testApp, club.clubId, { journeyId: 1, name: `Submitter ${round}-${index}` }),
        ),
      );
      for (const member of members) await saveMissionEvidence(testApp.database.db, member.id);
      const deadlocks = deadlocksSoFar();
      const responses = await Promise.all(
        members.flatMap((member) => [
          injectJson(testApp.app, {
            method: "POST",
            url: "/api/missions/mission101/submission",
            cookie: member.cookie,
          }),
          leave(testApp, member, club.clubId),
        ]),
      );
      expectNoServerError(responses, deadlocks);
      for (const [index, response] of responses.entries()) {
        // A submission after the leave: the person has no club any more (403).
        const allowed = index % 2 === 0 ? [201, 403] : [200];
        expect(allowed, described([response])[0]).toContain(response.statusCode);
      }
      expect(await pendingAt(club.clubId)).toEqual([]);
    }
  });

  it("accepts an application while the applicant leaves their old club: no 500", {
    timeout: 120_000,
  }, async () => {
    const oldClub = await buildLeaderWithClub(testApp);
    const newClub = await buildLeaderWithClub(testApp);
    const members = await Promise.all(
      Array.from({ length: PAIRS }, (_, index) =>
        buildMember(testApp, oldClub.clubId, { journeyId: 1, name: `Mover ${index}` }),
      ),
    );
    const applications: number[] = [];
    for (const member of members) {
      const applied = await injectJson(testApp.app, {
        method: "POST",
        url: `/api/clubs/${newClub.clubId}/applications`,
        cookie: member.cookie,
        payload: {},
      });
      expect(applied.statusCode, applied.body).toBe(201);
      applications.push((applied.json() as { applicationId: number }).applicationId);
    }
    const key = await secondMeeting(testApp, oldClub.leader, oldClub.clubId);
    const deadlocks = deadlocksSoFar();
    const responses = await Promise.all(
      members.flatMap((member, index) => [
        injectJson(testApp.app, {
          method: "POST",
          url: `/api/applications/${applications[index]}/accept`,
          cookie: newClub.leader.cookie,
          payload: {},
        }),
        leave(testApp, member, oldClub.clubId),
        bookSlot(testApp, member, oldClub.clubId, key),
      ]),
    );
    expectNoServerError(responses, deadlocks);
    expect(await slotsOfNonMembers(oldClub.clubId, members)).toEqual([]);
  });
});

/**
 * A club's row held by another connection (`select ... for update` and a sleep), as a long
 * transaction or a stuck one would: the app's statement timeout is short here.
 */
describe.runIf(onPostgres)("a write waiting on a busy row (PostgreSQL)", () => {
  const QUERY_TIMEOUT_MS = 400;
  let database: TestDatabase;
  let testApp: TestApp;
  let holder: pg.Client;
  let club: TestClub;

  beforeAll(async () => {
    database = await createTestDatabase();
    const shortTimeouts = openDatabase({
      databaseUrl: database.url,
      poolSize: 8,
      queryTimeoutMs: QUERY_TIMEOUT_MS,
    });
    testApp = await buildTestApp({
      database: { ...shortTimeouts, url: database.url, close: () => shortTimeouts.close() },
    });
    club = await buildLeaderWithClub(testApp);
    holder = new pg.Client({ connectionString: database.url });
    await holder.connect();
  });
  afterAll(async () => {
    await holder?.end();
    await testApp?.close();
    await testApp?.database.close();
    await database?.close();
  });

  /**
   * Holds the club's row for `ms` in another connection, as the issue's `begin; select ... for
   * update; select pg_sleep(...)`; resolves once the lock is taken, with a function that waits
   * for its release.
   */
  async function holdClubRow(clubId: number, ms: number) {
    await holder.query("begin");
    await holder.query("select id from clubs where id = $1 for update", [clubId]);
    const released = holder
      .query("select pg_sleep($1)", [ms / 1000])
      .finally(() => holder.query("commit"));
    return async () => {
      await released;
    };
  }

  function expectBusy(response: LightMyRequestResponse, detail: RegExp) {
    expect(response.statusCode, response.body).toBe(503);
    expect(Number(response.headers["retry-after"])).toBeGreaterThan(0);
    expect(problemOf(response).detail).toMatch(detail);
  }

  it("answers 503 with Retry-After to a booking behind a row held past the timeout (twice)", {
    timeout: 30_000,
  }, async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const key = await secondMeeting(testApp, member, club.clubId);
    const released = await holdClubRow(club.clubId, QUERY_TIMEOUT_MS * 6);
    const response = await bookSlot(testApp, member, club.clubId, key).finally(released);
    expectBusy(response, /try again/i);
    // Once the row is free, the same booking goes through.
    expect((await bookSlot(testApp, member, club.clubId, key)).statusCode).toBe(201);
  });

  it("answers an application, a leave and a removal behind the held row with 503, in the reader's language", {
    timeout: 30_000,
  }, async () => {
    const applicant = await buildUser(testApp.app, { name: "Busy Applicant" });
    const leaver = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const removed = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const released = await holdClubRow(club.clubId, QUERY_TIMEOUT_MS * 8);
    const [applied, left, removal] = await Promise.all([
      injectJson(testApp.app, {
        method: "POST",
        url: `/api/clubs/${club.clubId}/applications`,
        cookie: applicant.cookie,
        headers: { "accept-language": "ar" },
        payload: {},
      }),
      injectJson(testApp.app, {
        method: "POST",
        url: `/api/clubs/${club.clubId}/leave`,
        cookie: leaver.cookie,
        headers: { "accept-language": "ml" },
        payload: {},
      }),
      remove(testApp, club, removed.id),
    ]).finally(released);
    expectBusy(applied, /[\u0600-\u06ff]/);
    expectBusy(left, /[\u0d00-\u0d7f]/);
    expectBusy(removal, /try again/i);
  });

  it("retries once: a row held a little past the timeout is waited for, and the write succeeds", {
    timeout: 30_000,
  }, async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const key = await secondMeeting(testApp, member, club.clubId);
    // Released during the second attempt: the first times out, the retry gets the row.
    const released = await holdClubRow(club.clubId, QUERY_TIMEOUT_MS * 1.5);
    const response = await bookSlot(testApp, member, club.clubId, key).finally(released);
    expect(response.statusCode, response.body).toBe(201);
  });
});
