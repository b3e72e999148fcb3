import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { opportunityApplications, rewardEntries } from "../../server/db/schema/index.ts";
import { ManualClock } from "../../server/lib/clock.ts";
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
  // The session, then the entries with the balance and the reversed flags, and beside them the
  // rules with the membership.
  rewards: 3,
} as const;

installRoundTripCounter();

const clock = new ManualClock(new Date("2026-04-01T09:00:00Z"));
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ clock });
});
afterAll(() => testApp?.close());

async function measured(name: keyof typeof BUDGET, url: string, cookie: string) {
  const { result, statements } = await countRoundTrips(() =>
    injectJson(testApp.app, { url, cookie }),
  );
  const lines = statements.map((text) => text.replace(/\s+/g, " ").trim().slice(0, 110));
  console.info(`${name}: ${statements.length} round trips\n  ${lines.join("\n  ")}`);
  expect(result.statusCode, result.body).toBe(200);
  return { response: result, count: statements.length };
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
    const club = await buildLeaderWithClub(testApp);
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    await seedSubmissions(testApp.database.db, member, club.clubId, pathOf(1).slice(0, 3));
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
});
