import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RewardSummarySchema } from "../../contract/rewards.ts";
import {
  auditLog,
  credentials,
  rewardEntries,
  rewardRules,
  scholarships,
} from "../../server/db/schema/index.ts";
import { awardForVerifiedEvent, reverseAwardsFor } from "../../server/features/rewards/index.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import { buildSpeechMeeting, completeEvaluation, speechApi } from "../factories/evaluations.ts";
import {
  buildAdmin,
  buildLeaderWithClub,
  buildMember,
  submitMission,
  type TestClub,
  verifyCompletion,
} from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";
import { onPostgres } from "../test-database.ts";

/**
 * The $VOCATE ledger (issue 36, ADR 038): earned once from work someone else verified, during a
 * membership, under the season's caps; reversed with a revoked credential; adjusted by admins,
 * a large adjustment by two; read by its owner and admins only. Attackers first.
 */
const START = new Date("2026-03-09T14:00:00Z");
const DAY_MS = 86_400_000;
const clock = new ManualClock(START);
let testApp: TestApp;
let club: TestClub;
let admin: TestUser;
let secondAdmin: TestUser;

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  club = await buildLeaderWithClub(testApp);
  admin = await buildAdmin(testApp);
  secondAdmin = await buildAdmin(testApp);
});
afterAll(() => testApp?.close());

/** A membership in force at the test clock's time (a scholarship). */
async function giveMembership(userId: string) {
  await testApp.database.db.insert(scholarships).values({
    userId,
    reason: "Test membership",
    startsAt: new Date(START.getTime() - DAY_MS),
    endsAt: new Date(START.getTime() + 300 * DAY_MS),
  });
}

async function memberWithMembership(name = "Priya") {
  const member = await buildMember(testApp, club.clubId, { journeyId: 1, name });
  await giveMembership(member.id);
  return member;
}

const entriesOf = (userId: string) =>
  testApp.database.db
    .select()
    .from(rewardEntries)
    .where(eq(rewardEntries.userId, userId))
    .orderBy(rewardEntries.id);

async function summary(user: TestUser, url = "/api/me/rewards") {
  const response = await injectJson(testApp.app, { url, cookie: user.cookie });
  expect(response.statusCode, response.body).toBe(200);
  return RewardSummarySchema.parse(response.json());
}

const adjust = (actor: TestUser, payload: Record<string, unknown>) =>
  injectJson(testApp.app, {
    method: "POST",
    url: "/api/admin/rewards/adjustments",
    cookie: actor.cookie,
    payload,
  });

const decideAdjustment = (actor: TestUser, id: number, verb: "approve" | "reject") =>
  injectJson(testApp.app, {
    method: "POST",
    url: `/api/admin/rewards/adjustments/${id}/${verb}`,
    cookie: actor.cookie,
    payload: {},
  });

describe("attackers", () => {
  it("a member cannot read another's history, adjust, approve or change a rule", async () => {
    const member = await memberWithMembership("Mallory");
    const victim = await memberWithMembership("Victim");
    const other = await injectJson(testApp.app, {
      url: `/api/admin/rewards/users/${victim.id}`,
      cookie: member.cookie,
    });
    expect(other.statusCode).toBe(403);
    expect(problemOf(other).detail).toBe("You can read only your own $VOCATE history.");
    const adjusted = await adjust(member, {
      userId: member.id,
      amount: 500,
      reason: "I deserve it.",
    });
    expect(adjusted.statusCode).toBe(403);
    const rule = await injectJson(testApp.app, {
      method: "PUT",
      url: "/api/admin/rewards/rules/verified-mission",
      cookie: member.cookie,
      payload: { amount: 100_000, capPerSeason: null, active: true },
    });
    expect(rule.statusCode).toBe(403);
    expect((await decideAdjustment(member, 1, "approve")).statusCode).toBe(403);
    expect(await entriesOf(member.id)).toEqual([]);
    const [terms] = await testApp.database.db
      .select()
      .from(rewardRules)
      .where(eq(rewardRules.key, "verified-mission"));
    expect(terms?.amount).toBe(500);
    // Signed out: 401.
    const signedOut = await injectJson(testApp.app, { url: "/api/me/rewards" });
    expect(signedOut.statusCode).toBe(401);
  });

  it("an admin cannot adjust their own balance, nor approve their own large adjustment", async () => {
    const own = await adjust(admin, { userId: admin.id, amount: 50, reason: "For my own work." });
    expect(own.statusCode).toBe(403);
    const member = await memberWithMembership("Sam");
    const asked = await adjust(admin, {
      userId: member.id,
      amount: 5_000,
      reason: "Hackathon prize.",
    });
    expect(asked.statusCode).toBe(201);
    const { adjustmentId, status } = asked.json() as { adjustmentId: number; status: string };
    expect(status).toBe("pending");
    const approved = await decideAdjustment(admin, adjustmentId, "approve");
    expect(approved.statusCode).toBe(403);
    expect(await entriesOf(member.id)).toEqual([]);
  });

  it("refuses an adjustment without a reason, or of zero, and writes nothing", async () => {
    const member = await memberWithMembership("Noor");
    for (const payload of [
      { userId: member.id, amount: 100 },
      { userId: member.id, amount: 100, reason: "" },
      { userId: member.id, amount: 100, reason: "short" },
      { userId: member.id, amount: 0, reason: "A reason long enough." },
      { userId: member.id, amount: 100, reason: "A reason long enough.", extra: 1 },
    ]) {
      expect((await adjust(admin, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await entriesOf(member.id)).toEqual([]);
  });

  it("the ledger refuses UPDATE, DELETE and TRUNCATE, whoever connects", async () => {
    const member = await memberWithMembership("Rowan");
    const id = await awardForVerifiedEvent(testApp.database.db, clock.now(), {
      userId: member.id,
      rule: "attendance",
      sourceKind: "attendance",
      sourceId: "trigger-test",
      verifiedBy: "system",
    });
    expect(id).toBeDefined();
    for (const statement of [
      sql`update reward_entries set amount = 1000000`,
      sql`delete from reward_entries`,
      sql`truncate reward_entries`,
      sql`truncate reward_entries cascade`,
      sql`truncate email_deliveries, reward_entries`,
    ]) {
      const error = await testApp.database.db.execute(statement).then(
        () => undefined,
        (failure: unknown) => failure as Error,
      );
      expect(error, "the statement ran").toBeInstanceOf(Error);
      expect(`${error?.message} ${(error?.cause as Error | undefined)?.message}`).toMatch(
        /append-only/,
      );
    }
    expect(await entriesOf(member.id)).toMatchObject([{ amount: 50 }]);
  });
});

describe("earning", () => {
  it("a verified mission pays its rule once, linked to the mission, with the balance", async () => {
    const member = await memberWithMembership();
    const completionId = await submitMission(testApp, member, "mission101");
    expect((await verifyCompletion(testApp, club.leader, completionId)).statusCode).toBe(200);
    // Verifying again is refused and pays nothing more.
    expect((await verifyCompletion(testApp, club.leader, completionId)).statusCode).toBe(409);
    expect(await entriesOf(member.id)).toMatchObject([
      {
        amount: 500,
        rule: "verified-mission",
        sourceKind: "mission",
        sourceId: "mission101",
        season: "2026-S1",
        createdBy: club.leader.id,
        reversesId: null,
      },
    ]);
    const mine = await summary(member);
    expect(mine).toMatchObject({ balance: 500, earnedThisSeason: 500, seasonCap: 6000 });
    expect(mine.membershipActive).toBe(true);
    expect(mine.entries[0]).toMatchObject({ sourceName: "Mission 1", reversed: false });
    expect(mine.entries[0]?.sourceHref).toMatch(/^\//);
    // An admin reads it too.
    expect(await summary(admin, `/api/admin/rewards/users/${member.id}`)).toMatchObject({
      balance: 500,
    });
  });

  it("pays nothing without an active membership (Missions 1 and 2 are free, rewards are not)", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Free" });
    const completionId = await submitMission(testApp, member, "mission101");
    expect((await verifyCompletion(testApp, club.leader, completionId)).statusCode).toBe(200);
    expect(await entriesOf(member.id)).toEqual([]);
    expect(await summary(member)).toMatchObject({ balance: 0, membershipActive: false });
  });

  it("a submitted evaluation pays the speaker for the speech, once", async () => {
    const meeting = await buildSpeechMeeting(testApp);
    const api = speechApi(testApp);
    const slotId = meeting.slotIds[0] as number;
    const speaker = meeting.speakers[0] as TestUser;
    const evaluator = meeting.evaluators[0] as TestUser;
    await giveMembership(speaker.id);
    expect((await api.save(evaluator, slotId, completeEvaluation)).statusCode).toBe(200);
    expect((await api.submit(evaluator, slotId)).statusCode).toBe(200);
    expect((await api.submit(evaluator, slotId)).statusCode).toBeLessThan(500);
    expect(await entriesOf(speaker.id)).toMatchObject([
      {
        amount: 250,
        rule: "evaluated-speech",
        sourceKind: "speech",
        sourceId: String(slotId),
        createdBy: evaluator.id,
      },
    ]);
    expect((await summary(speaker)).entries[0]?.sourceHref).toBe(`/Speeches/${slotId}`);
  });

  it("the season's cap holds: the award that crosses it is cut, the next pays nothing", async () => {
    const member = await memberWithMembership("Cap");
    const db = testApp.database.db;
    const award = (sourceId: string) =>
      awardForVerifiedEvent(db, clock.now(), {
        userId: member.id,
        rule: "verified-mission",
        sourceKind: "mission",
        sourceId,
        verifiedBy: club.leader.id,
      });
    for (let index = 0; index < 14; index += 1) await award(`cap-${index}`);
    const rows = await entriesOf(member.id);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(6000);
    expect(rows).toHaveLength(12);
    // A new season starts from zero.
    clock.advance(200 * DAY_MS);
    try {
      await award("cap-next-season");
      expect((await entriesOf(member.id)).at(-1)).toMatchObject({ season: "2026-S2", amount: 500 });
    } finally {
      clock.advance(-200 * DAY_MS);
    }
  });
});

describe("reversal", () => {
  it("revoking a mission's credential writes a reversing entry; the award stays", async () => {
    const member = await memberWithMembership("Revoked");
    const completionId = await submitMission(testApp, member, "mission101");
    expect((await verifyCompletion(testApp, club.leader, completionId)).statusCode).toBe(200);
    const [credential] = await testApp.database.db
      .select({ id: credentials.id })
      .from(credentials)
      .where(and(eq(credentials.userId, member.id), eq(credentials.achievementRef, "mission101")));
    if (!credential) throw new Error("no credential");
    const revoke = () =>
      injectJson(testApp.app, {
        method: "POST",
        url: `/api/credentials/${credential.id}/revoke`,
        cookie: admin.cookie,
        payload: {},
      });
    expect((await revoke()).statusCode).toBe(200);
    expect((await revoke()).statusCode).toBe(200);
    const rows = await entriesOf(member.id);
    expect(rows).toHaveLength(2);
    const [award, reversal] = rows;
    expect(reversal).toMatchObject({ amount: -500, reversesId: award?.id, createdBy: admin.id });
    const mine = await summary(member);
    expect(mine.balance).toBe(0);
    expect(mine.entries.find((entry) => entry.id === award?.id)?.reversed).toBe(true);
    // The mission cannot earn again: the award's key stays taken.
    const again = await awardForVerifiedEvent(testApp.database.db, clock.now(), {
      userId: member.id,
      rule: "verified-mission",
      sourceKind: "mission",
      sourceId: "mission101",
      verifiedBy: club.leader.id,
    });
    expect(again).toBeUndefined();
    expect(
      await reverseAwardsFor(testApp.database.db, clock.now(), admin.id, {
        userId: member.id,
        sourceKind: "mission",
        sourceId: "mission101",
      }),
    ).toEqual([]);
  });
});

describe("admins", () => {
  it("an adjustment up to the threshold is written at once, with its reason, audit-logged", async () => {
    const member = await memberWithMembership("Small");
    const response = await adjust(admin, {
      userId: member.id,
      amount: -300,
      reason: "Duplicate award for the same meetup.",
    });
    expect(response.statusCode).toBe(201);
    const { adjustmentId } = response.json() as { adjustmentId: number };
    expect(await entriesOf(member.id)).toMatchObject([
      { amount: -300, rule: "adjustment", sourceId: String(adjustmentId), createdBy: admin.id },
    ]);
    expect((await summary(member)).entries[0]).toMatchObject({
      reason: "Duplicate award for the same meetup.",
    });
    const audit = await testApp.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, "reward-adjustment"),
          eq(auditLog.targetId, String(adjustmentId)),
        ),
      );
    expect(audit).toMatchObject([{ action: "reward-adjustment-approved", actorId: admin.id }]);
  });

  it("one above the threshold waits for a second admin; approved once, then written", async () => {
    const member = await memberWithMembership("Large");
    const asked = await adjust(admin, {
      userId: member.id,
      amount: 2_000,
      reason: "Won the regional pitch contest.",
    });
    const { adjustmentId } = asked.json() as { adjustmentId: number };
    const pending = await injectJson(testApp.app, {
      url: "/api/admin/rewards/adjustments",
      cookie: secondAdmin.cookie,
    });
    expect(pending.json().items).toContainEqual(
      expect.objectContaining({ id: adjustmentId, userName: "Large", amount: 2_000 }),
    );
    expect(await entriesOf(member.id)).toEqual([]);
    const approved = await decideAdjustment(secondAdmin, adjustmentId, "approve");
    expect(approved.statusCode).toBe(200);
    expect((await decideAdjustment(secondAdmin, adjustmentId, "approve")).statusCode).toBe(409);
    expect((await decideAdjustment(secondAdmin, adjustmentId, "reject")).statusCode).toBe(409);
    expect(await entriesOf(member.id)).toMatchObject([
      { amount: 2_000, createdBy: secondAdmin.id },
    ]);
    const audit = await testApp.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.targetType, "reward-adjustment"),
          eq(auditLog.targetId, String(adjustmentId)),
        ),
      )
      .orderBy(auditLog.id);
    expect(audit).toEqual([
      { action: "reward-adjustment-requested", actorId: admin.id },
      { action: "reward-adjustment-approved", actorId: secondAdmin.id },
    ]);
  });

  it("a rejected adjustment writes nothing", async () => {
    const member = await memberWithMembership("Rejected");
    const asked = await adjust(admin, {
      userId: member.id,
      amount: -5_000,
      reason: "Suspected bot farm.",
    });
    const { adjustmentId } = asked.json() as { adjustmentId: number };
    expect((await decideAdjustment(secondAdmin, adjustmentId, "reject")).statusCode).toBe(200);
    expect(await entriesOf(member.id)).toEqual([]);
  });

  it("an admin changes a rule, audit-logged, and the next award pays the new amount", async () => {
    const put = (payload: Record<string, unknown>) =>
      injectJson(testApp.app, {
        method: "PUT",
        url: "/api/admin/rewards/rules/attendance",
        cookie: admin.cookie,
        payload,
      });
    const changed = await put({ amount: 75, capPerSeason: 150, active: true });
    expect(changed.statusCode).toBe(200);
    try {
      const member = await memberWithMembership("Rules");
      for (const sourceId of ["a", "b", "c"]) {
        await awardForVerifiedEvent(testApp.database.db, clock.now(), {
          userId: member.id,
          rule: "attendance",
          sourceKind: "attendance",
          sourceId,
          verifiedBy: "system",
        });
      }
      expect((await entriesOf(member.id)).map((row) => row.amount)).toEqual([75, 75]);
      const [audit] = await testApp.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "reward-rule-changed"));
      expect(audit).toMatchObject({
        targetId: "attendance",
        before: { amount: 50, capPerSeason: null },
        after: { amount: 75, capPerSeason: 150 },
      });
      const rules = await injectJson(testApp.app, {
        url: "/api/rewards/rules",
        cookie: member.cookie,
      });
      expect(rules.json().items).toContainEqual(
        expect.objectContaining({ key: "attendance", amount: 75 }),
      );
    } finally {
      expect((await put({ amount: 50, capPerSeason: null, active: true })).statusCode).toBe(200);
    }
  });
});

describe(`races on ${onPostgres ? "PostgreSQL" : "PGlite"}`, () => {
  it("parallel verifications of one event give one entry", async () => {
    const member = await memberWithMembership("Race");
    const db = testApp.database.db;
    await Promise.all(
      Array.from({ length: 8 }, () =>
        db.transaction((tx) =>
          awardForVerifiedEvent(tx, clock.now(), {
            userId: member.id,
            rule: "verified-mission",
            sourceKind: "mission",
            sourceId: "race-mission",
            verifiedBy: club.leader.id,
          }),
        ),
      ),
    );
    expect(await entriesOf(member.id)).toMatchObject([{ amount: 500 }]);
  });

  it("parallel awards of different events never cross the cap", async () => {
    const member = await memberWithMembership("Race cap");
    const db = testApp.database.db;
    await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        db.transaction((tx) =>
          awardForVerifiedEvent(tx, clock.now(), {
            userId: member.id,
            rule: "verified-mission",
            sourceKind: "mission",
            sourceId: `race-${index}`,
            verifiedBy: club.leader.id,
          }),
        ),
      ),
    );
    const rows = await entriesOf(member.id);
    expect(rows.reduce((sum, row) => sum + row.amount, 0)).toBe(6000);
  });

  it("parallel submissions of a completion's verification give one entry", async () => {
    const member = await memberWithMembership("Race verify");
    const completionId = await submitMission(testApp, member, "mission101");
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => verifyCompletion(testApp, club.leader, completionId)),
    );
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    expect(await entriesOf(member.id)).toHaveLength(1);
  });
});
