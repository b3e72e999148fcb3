import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildExtraMission, pathOf, seedSubmissions } from "../factories/journey-path.ts";
import {
  buildLeaderWithClub,
  buildMember,
  grantMembership,
  submitMission,
  type TestClub,
} from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

/**
 * The progress map (issue 34): the eight missions of the member's path in order, each with its
 * state, locked by the same rule as the missions page (ADR 036).
 */
let testApp: TestApp;
let club: TestClub;

beforeAll(async () => {
  testApp = await buildTestApp();
  club = await buildLeaderWithClub(testApp);
});
afterAll(() => testApp?.close());

interface Item {
  missionId: string;
  missionName: string;
  number: number | null;
  state: string;
  lockedBy: string | null;
}

async function mapOf(member: TestUser) {
  const response = await injectJson(testApp.app, {
    url: "/api/credentials/progress",
    cookie: member.cookie,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: Item[] }).items;
}

/** Each item as "state" or "locked:reason", in the map's order. */
const statesOf = (items: Item[]) =>
  items.map((item) => (item.state === "locked" ? `locked:${item.lockedBy}` : item.state));

async function missionsPageOf(member: TestUser) {
  const response = await injectJson(testApp.app, { url: "/api/missions", cookie: member.cookie });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: { id: string; locked: string | null }[] }).items;
}

describe("the progress map", () => {
  it("lists the eight missions of the path in order; without a membership, 3 to 8 are locked", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 6 });
    const items = await mapOf(member);
    expect(items.map((item) => item.missionId)).toEqual(pathOf(6));
    expect(items.map((item) => item.number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(statesOf(items)).toEqual([
      "not-started",
      "not-started",
      ...Array(6).fill("locked:previous"),
    ]);

    // Missions 1 and 2 submitted: Mission 3 now waits for the membership, 4 to 8 for the one before.
    await submitMission(testApp, member, "mission101");
    await submitMission(testApp, member, "mission111");
    expect(statesOf(await mapOf(member))).toEqual([
      "waiting",
      "waiting",
      "locked:membership",
      ...Array(5).fill("locked:previous"),
    ]);
  });

  it("with a membership, the mission after the last submitted one opens; the map agrees with the missions page", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 3 });
    await grantMembership(testApp.database.db, member.id);
    const path = pathOf(3);
    await seedSubmissions(testApp.database.db, member, club.clubId, path.slice(0, 3));
    await seedSubmissions(testApp.database.db, member, club.clubId, path.slice(3, 4), "pending");
    const items = await mapOf(member);
    expect(statesOf(items)).toEqual([
      "verified",
      "verified",
      "verified",
      "waiting",
      "not-started",
      "locked:previous",
      "locked:previous",
      "locked:previous",
    ]);
    // The same rule as the missions page: each mission's lock is the one it shows there.
    const locks = new Map((await missionsPageOf(member)).map((item) => [item.id, item.locked]));
    for (const item of items.filter((candidate) => candidate.state === "locked")) {
      expect(locks.get(item.missionId), item.missionId).toBe(item.lockedBy);
    }
  });

  it("a mission the manager added comes after the eight, without a number, open with a membership", async () => {
    const extra = await buildExtraMission(testApp.database.db, 5);
    const member = await buildMember(testApp, club.clubId, { journeyId: 5 });
    const items = await mapOf(member);
    expect(items.map((item) => item.missionId)).toEqual([...pathOf(5), extra]);
    // A journey's own mission: it needs the membership, but waits for no mission before it.
    expect(items.at(-1)).toMatchObject({ number: null, state: "locked", lockedBy: "membership" });
    await grantMembership(testApp.database.db, member.id);
    expect((await mapOf(member)).at(-1)).toMatchObject({ state: "not-started", lockedBy: null });
  });

  it("in Arabic, the curriculum's missions are named in Arabic", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 6 });
    const response = await injectJson(testApp.app, {
      url: "/api/credentials/progress",
      cookie: member.cookie,
      headers: { "accept-language": "ar" },
    });
    const items = (response.json() as { items: Item[] }).items;
    expect(items[2]?.missionName).not.toBe("Mission 3");
  });

  it("a member without a journey has an empty map; a visitor 401", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: null });
    expect(await mapOf(member)).toEqual([]);
    const visitor = await injectJson(testApp.app, { url: "/api/credentials/progress" });
    expect(visitor.statusCode).toBe(401);
  });
});
