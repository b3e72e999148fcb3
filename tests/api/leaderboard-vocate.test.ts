import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Leaderboard } from "../../contract/progress.ts";
import { rewardEntries } from "../../server/db/schema/index.ts";
import {
  awardForVerifiedEvent,
  reverseAwardsFor,
  seasonOf,
} from "../../server/features/rewards/index.ts";
import {
  buildLeaderWithClub,
  buildMember,
  grantMembership,
  submitMission,
  type TestClub,
  verifyCompletion,
} from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

/**
 * The club leaderboard ranked by $VOCATE (issue 36, ADR 038): by what the rules paid each member
 * this season, net of reversals, adjustments and other seasons left out; a member who hid
 * themselves never appears to the others, in either order. Attackers first.
 */
let testApp: TestApp;
let club: TestClub;
let alpha: TestUser;
let beta: TestUser;
let gamma: TestUser;
let hiddenRich: TestUser;

const leaderboardOf = (user: TestUser, query = "") =>
  injectJson(testApp.app, { url: `/api/leaderboard${query}`, cookie: user.cookie });

async function verifiedMission(member: TestUser) {
  const completionId = await submitMission(testApp, member, "mission101");
  expect((await verifyCompletion(testApp, club.leader, completionId)).statusCode).toBe(200);
}

/** Pays a rule through the ledger's own service, as a verifying feature would. */
const award = (member: TestUser, rule: "attendance" | "role-fulfilled", sourceId: string) =>
  testApp.database.db.transaction((tx) =>
    awardForVerifiedEvent(tx, new Date(), {
      userId: member.id,
      rule,
      sourceKind: rule === "attendance" ? "attendance" : "role",
      sourceId,
      verifiedBy: club.leader.id,
    }),
  );

beforeAll(async () => {
  testApp = await buildTestApp();
  club = await buildLeaderWithClub(testApp);
  const db = testApp.database.db;
  // Alpha: a verified mission without a membership (no $VOCATE).
  alpha = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Alpha Missions" });
  await verifiedMission(alpha);
  // Beta: 50 + 100 + 50 earned, the last 50 reversed; an adjustment and last season's left out.
  beta = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Beta Earner" });
  await grantMembership(db, beta.id);
  await award(beta, "attendance", `${club.clubId}/2026-01-07`);
  await award(beta, "role-fulfilled", `${club.clubId}/2026-01-07/1`);
  await award(beta, "attendance", `${club.clubId}/2026-01-14`);
  await db.transaction((tx) =>
    reverseAwardsFor(tx, new Date(), club.leader.id, {
      userId: beta.id,
      sourceKind: "attendance",
      sourceId: `${club.clubId}/2026-01-14`,
    }),
  );
  await db.insert(rewardEntries).values([
    {
      userId: beta.id,
      amount: 5_000,
      rule: "adjustment",
      sourceKind: "adjustment",
      sourceId: "test-adjustment",
      season: seasonOf(new Date()),
      createdBy: "admin",
    },
    {
      userId: beta.id,
      amount: 5_000,
      rule: "attendance",
      sourceKind: "attendance",
      sourceId: "last-season",
      season: "2000-S1",
      createdBy: club.leader.id,
    },
  ]);
  // Gamma: a mission verified during a membership (500).
  gamma = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Gamma Earner" });
  await grantMembership(db, gamma.id);
  await verifiedMission(gamma);
  // The richest member of all hides: 500 + 100.
  hiddenRich = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Hidden Rich" });
  await grantMembership(db, hiddenRich.id);
  await verifiedMission(hiddenRich);
  await award(hiddenRich, "role-fulfilled", `${club.clubId}/2026-01-07/2`);
  const hide = await injectJson(testApp.app, {
    method: "PUT",
    url: "/api/leaderboard/visibility",
    cookie: hiddenRich.cookie,
    payload: { hidden: true },
  });
  expect(hide.statusCode).toBe(200);
});
afterAll(() => testApp?.close());

const rowsOf = (board: Leaderboard) =>
  board.items.map((item) => [item.rank, item.name, item.vocateThisSeason]);

describe("the leaderboard by $VOCATE: what is left out", () => {
  it("a hidden member never appears to the others, by $VOCATE or by missions", async () => {
    for (const viewer of [alpha, beta, gamma]) {
      for (const query of ["?by=vocate", "?by=missions", ""]) {
        const response = await leaderboardOf(viewer, query);
        expect(response.statusCode).toBe(200);
        expect(response.body).not.toContain("Hidden Rich");
        expect(response.body).not.toContain(hiddenRich.id);
      }
    }
  });

  it("refuses an order it does not know (400), and a visitor (401)", async () => {
    expect((await leaderboardOf(beta, "?by=balance")).statusCode).toBe(400);
    expect((await leaderboardOf(beta, "?by=vocate&extra=1")).statusCode).toBe(400);
    const visitor = await injectJson(testApp.app, { url: "/api/leaderboard?by=vocate" });
    expect(visitor.statusCode).toBe(401);
  });
});

describe("the leaderboard by $VOCATE: the order", () => {
  it("ranks by this season's earnings, net of reversals, without adjustments or other seasons", async () => {
    const board = (await leaderboardOf(beta, "?by=vocate")).json() as Leaderboard;
    expect(board).toMatchObject({ by: "vocate", season: seasonOf(new Date()), hidden: false });
    expect(rowsOf(board)).toEqual([
      [1, "Gamma Earner", 500],
      [2, "Beta Earner", 150],
      [3, "Alpha Missions", 0],
    ]);
    expect(board.items.find((item) => item.isMe)?.name).toBe("Beta Earner");
  });

  it("by missions (the default) keeps its own order, with the same earnings shown", async () => {
    const board = (await leaderboardOf(beta)).json() as Leaderboard;
    expect(board.by).toBe("missions");
    expect(rowsOf(board)).toEqual([
      [1, "Alpha Missions", 0],
      [2, "Gamma Earner", 500],
      [3, "Beta Earner", 150],
    ]);
  });

  it("the hidden member still sees themselves, ranked by their own earnings", async () => {
    const board = (await leaderboardOf(hiddenRich, "?by=vocate")).json() as Leaderboard;
    expect(board.hidden).toBe(true);
    expect(rowsOf(board)[0]).toEqual([1, "Hidden Rich", 600]);
  });
});
