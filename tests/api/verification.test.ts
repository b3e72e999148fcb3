import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  PendingCompletionListSchema,
  VerifyBatchResultSchema,
} from "../../contract/completions.ts";
import type { NotificationKind } from "../../contract/notifications.ts";
import { AdminQueueSchema } from "../../contract/review.ts";
import {
  credentials,
  missionCompletions,
  missionSteps,
  notifications,
  quizAttempts,
  stepResponses,
} from "../../server/db/schema/index.ts";
import {
  buildAdmin,
  buildLeaderWithClub,
  buildMember,
  grantMembership,
  joinClub,
  submitMission,
  type TestClub,
} from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

/**
 * Verification that looks at the evidence (issue 34): nobody verifies their own work (a leader's
 * own submission waits for the admins), a batch verifies each submission on its own, a rejection
 * may carry a note per step of that mission, and the leader sees each step's evidence.
 */

/** The Developer journey (content/journeys.ts) and its Mission 3 (a quiz, a link, a reflection). */
const DEVELOPER = 6;
const DEVELOPER_3 = "developer-3";

let testApp: TestApp;
let clubA: TestClub;
let clubB: TestClub;
let admin: TestUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  clubA = await buildLeaderWithClub(testApp);
  clubB = await buildLeaderWithClub(testApp);
  admin = await buildAdmin(testApp);
});
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const post = (user: TestUser | undefined, url: string, payload?: object) =>
  injectJson(testApp.app, { method: "POST", url, cookie: user?.cookie, payload });
const get = (user: TestUser, url: string) => injectJson(testApp.app, { url, cookie: user.cookie });

const verifyBatch = (user: TestUser | undefined, completionIds: unknown[]) =>
  post(user, "/api/completions/verify-batch", { completionIds });

async function batchItems(user: TestUser, completionIds: number[]) {
  const response = await verifyBatch(user, completionIds);
  expect(response.statusCode).toBe(200);
  return VerifyBatchResultSchema.parse(response.json()).items;
}

async function pendingOf(leader: TestUser) {
  const response = await get(leader, "/api/completions/pending");
  expect(response.statusCode).toBe(200);
  return PendingCompletionListSchema.parse(response.json()).items;
}

async function submissionRow(completionId: number) {
  const [row] = await db()
    .select()
    .from(missionCompletions)
    .where(eq(missionCompletions.id, completionId));
  if (!row) throw new Error("no submission");
  return row;
}

async function kindsOf(userId: string, kind: NotificationKind) {
  return db()
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));
}

async function credentialsOf(userId: string) {
  return db()
    .select({ ref: credentials.achievementRef })
    .from(credentials)
    .where(eq(credentials.userId, userId));
}

/** A submission of Mission 1 by a new member of `club`. */
async function memberSubmission(club: TestClub, name = "Member") {
  const member = await buildMember(testApp, club.clubId, { journeyId: 1, name });
  const completionId = await submitMission(testApp, member, "mission101");
  return { member, completionId };
}

async function stepsOf(missionId: string) {
  return db()
    .select({ id: missionSteps.id, kind: missionSteps.kind })
    .from(missionSteps)
    .where(eq(missionSteps.missionId, missionId))
    .orderBy(asc(missionSteps.position));
}

describe("nobody verifies their own work", () => {
  it("sends a leader's own submission to the admins, never to themselves", async () => {
    const club = await buildLeaderWithClub(testApp);
    await joinClub(db(), club.leader.id, club.clubId, 1);
    const completionId = await submitMission(testApp, club.leader, "mission101");

    // The leader neither lists it, nor is told to verify it, nor counts it as waiting.
    expect((await pendingOf(club.leader)).map((item) => item.completionId)).not.toContain(
      completionId,
    );
    expect(await kindsOf(club.leader.id, "submission-received")).toEqual([]);
    expect((await kindsOf(admin.id, "review-routed")).length).toBeGreaterThan(0);
    const navigation = await get(club.leader, "/api/me/navigation");
    expect(JSON.stringify(navigation.json())).toContain('"pendingSubmissions":0');

    // Neither alone nor inside a batch.
    const single = await post(club.leader, `/api/completions/${completionId}/verify`);
    expect(single.statusCode).toBe(403);
    expect(problemOf(single).detail).toBe("You cannot verify your own mission.");
    const [item] = await batchItems(club.leader, [completionId]);
    expect(item).toEqual({
      completionId,
      error: { code: "forbidden", message: "You cannot verify your own mission." },
    });
    expect(await submissionRow(completionId)).toMatchObject({
      missionStatus: "pending",
      decidedBy: null,
    });

    // The admins' queue has it, said why, and an admin verifies it.
    const queue = AdminQueueSchema.parse((await get(admin, "/api/review/queue")).json());
    expect(queue.items).toContainEqual(
      expect.objectContaining({ kind: "submission", itemId: completionId, reason: "leader-own" }),
    );
    const verified = await post(admin, `/api/completions/${completionId}/verify`);
    expect(verified.statusCode).toBe(200);
    expect(await submissionRow(completionId)).toMatchObject({
      missionStatus: "completed",
      decidedBy: admin.id,
    });
  });

  it("keeps a member's submission in their leader's queue, not the admins'", async () => {
    const { completionId } = await memberSubmission(clubA);
    expect((await pendingOf(clubA.leader)).map((item) => item.completionId)).toContain(
      completionId,
    );
    const queue = AdminQueueSchema.parse((await get(admin, "/api/review/queue")).json());
    expect(queue.items.map((entry) => entry.itemId)).not.toContain(completionId);
  });
});

describe("batch verification", () => {
  it("verifies only the leader's own club's submissions; another club's fail untouched", async () => {
    const own = await memberSubmission(clubA, "Own");
    const other = await memberSubmission(clubB, "Other");
    const items = await batchItems(clubA.leader, [other.completionId, own.completionId]);
    expect(items).toEqual([
      {
        completionId: other.completionId,
        error: { code: "forbidden", message: expect.stringContaining("Only the leader") },
      },
      { completionId: own.completionId, missionStatus: "completed" },
    ]);
    expect(await submissionRow(other.completionId)).toMatchObject({
      missionStatus: "pending",
      decidedBy: null,
      decidedAt: null,
    });
    expect(await kindsOf(other.member.id, "submission-verified")).toEqual([]);
    expect(await credentialsOf(other.member.id)).toEqual([]);
    // The one verified is recorded as a single verification is.
    expect(await submissionRow(own.completionId)).toMatchObject({
      missionStatus: "completed",
      decidedBy: clubA.leader.id,
    });
    expect(await kindsOf(own.member.id, "submission-verified")).toHaveLength(1);
    expect(await credentialsOf(own.member.id)).toEqual([{ ref: "mission101" }]);
  });

  it("is atomic per submission: one no longer pending fails, the pending one is verified", async () => {
    const decided = await memberSubmission(clubA, "Decided");
    const waiting = await memberSubmission(clubA, "Waiting");
    expect(
      (
        await post(clubA.leader, `/api/completions/${decided.completionId}/reject`, {
          note: "Redo",
        })
      ).statusCode,
    ).toBe(200);
    const before = await submissionRow(decided.completionId);

    const items = await batchItems(clubA.leader, [decided.completionId, waiting.completionId]);
    expect(items).toEqual([
      {
        completionId: decided.completionId,
        error: {
          code: "conflict",
          message: "This submission is no longer awaiting verification.",
        },
      },
      { completionId: waiting.completionId, missionStatus: "completed" },
    ]);
    // Nothing else changed for the one that failed: its row, its notifications, its credentials.
    expect(await submissionRow(decided.completionId)).toEqual(before);
    expect(await kindsOf(decided.member.id, "submission-verified")).toEqual([]);
    expect(await credentialsOf(decided.member.id)).toEqual([]);
    expect(await submissionRow(waiting.completionId)).toMatchObject({
      missionStatus: "completed",
    });
  });

  it("reports a lapsed membership for its submission and verifies the rest", async () => {
    const lapsed = await buildMember(testApp, clubA.clubId, { journeyId: DEVELOPER });
    const [row] = await db()
      .insert(missionCompletions)
      .values({
        userId: lapsed.id,
        missionId: DEVELOPER_3,
        clubId: clubA.clubId,
        missionStatus: "pending",
        submittedAt: new Date(),
      })
      .returning({ id: missionCompletions.id });
    const fine = await memberSubmission(clubA, "Fine");
    const items = await batchItems(clubA.leader, [row?.id ?? 0, fine.completionId]);
    expect(items[0]).toMatchObject({ error: { code: "conflict" } });
    expect(items[1]).toEqual({ completionId: fine.completionId, missionStatus: "completed" });
    expect(await submissionRow(row?.id ?? 0)).toMatchObject({ missionStatus: "pending" });
  });

  it("says each failure in the reader's language", async () => {
    const other = await memberSubmission(clubB);
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/completions/verify-batch",
      cookie: clubA.leader.cookie,
      headers: { "accept-language": "ar" },
      payload: { completionIds: [other.completionId, 2_000_000_000] },
    });
    const items = VerifyBatchResultSchema.parse(response.json()).items;
    expect(items.map((item) => ("error" in item ? item.error.code : null))).toEqual([
      "forbidden",
      "not-found",
    ]);
    for (const item of items) {
      if ("error" in item) expect(item.error.message).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("refuses a batch signed out, empty, too large, repeated or of non-ids (400), verifying nothing", async () => {
    const { completionId } = await memberSubmission(clubA);
    expect((await verifyBatch(undefined, [completionId])).statusCode).toBe(401);
    for (const ids of [
      [],
      Array.from({ length: 51 }, (_, index) => index + 1),
      [completionId, completionId],
      [0],
      [1.5],
      ["1"],
      [2 ** 31],
    ]) {
      expect((await verifyBatch(clubA.leader, ids)).statusCode, JSON.stringify(ids)).toBe(400);
    }
    const extra = await post(clubA.leader, "/api/completions/verify-batch", {
      completionIds: [completionId],
      note: "x",
    });
    expect(extra.statusCode).toBe(400);
    expect(await submissionRow(completionId)).toMatchObject({ missionStatus: "pending" });
  });
});

describe("rejecting with a note per step", () => {
  it("refuses a note on a step of another mission (400) and changes nothing", async () => {
    const { completionId } = await memberSubmission(clubA);
    const [foreign] = await stepsOf(DEVELOPER_3);
    const response = await post(clubA.leader, `/api/completions/${completionId}/reject`, {
      note: "Please redo",
      stepNotes: [{ stepId: foreign?.id, note: "Wrong step" }],
    });
    expect(response.statusCode).toBe(400);
    expect(await submissionRow(completionId)).toMatchObject({
      missionStatus: "pending",
      stepNotes: null,
    });
    expect(await kindsOf(clubA.leader.id, "submission-rejected")).toEqual([]);
  });

  it("refuses two notes on one step and a note too long (400)", async () => {
    const { completionId } = await memberSubmission(clubA);
    const [step] = await stepsOf("mission101");
    for (const stepNotes of [
      [
        { stepId: step?.id, note: "One" },
        { stepId: step?.id, note: "Two" },
      ],
      [{ stepId: step?.id, note: "x".repeat(301) }],
      [{ stepId: step?.id, note: "" }],
    ]) {
      const response = await post(clubA.leader, `/api/completions/${completionId}/reject`, {
        note: "Redo",
        stepNotes,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await submissionRow(completionId)).toMatchObject({ missionStatus: "pending" });
  });

  it("stores the notes by step, and a new submission clears them", async () => {
    const { member, completionId } = await memberSubmission(clubA);
    const [first, second] = await stepsOf("mission101");
    const response = await post(clubA.leader, `/api/completions/${completionId}/reject`, {
      note: "Nearly there",
      stepNotes: [
        { stepId: first?.id, note: "Pick a name of your own" },
        { stepId: second?.id, note: "Connect a second account" },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(await submissionRow(completionId)).toMatchObject({
      missionStatus: "rejected",
      leaderNote: "Nearly there",
      stepNotes: {
        [String(first?.id)]: "Pick a name of your own",
        [String(second?.id)]: "Connect a second account",
      },
    });
    await submitMission(testApp, member, "mission101");
    expect(await submissionRow(completionId)).toMatchObject({
      missionStatus: "pending",
      leaderNote: null,
      stepNotes: null,
    });
  });
});

describe("the leader sees each step's evidence", () => {
  it("lists the quiz's score and attempts, the link and texts handed in", async () => {
    const member = await buildMember(testApp, clubA.clubId, {
      journeyId: DEVELOPER,
      name: "Evidence",
    });
    await grantMembership(db(), member.id);
    const steps = await stepsOf(DEVELOPER_3);
    const quiz = steps.find((step) => step.kind === "quiz");
    const evidence = steps.find((step) => step.kind === "evidence");
    const reflection = steps.find((step) => step.kind === "reflection");
    if (!quiz || !evidence || !reflection) throw new Error("developer-3 lacks a collecting step");
    const now = Date.now();
    await db()
      .insert(quizAttempts)
      .values([
        {
          userId: member.id,
          stepId: quiz.id,
          answers: {},
          score: 1,
          total: 5,
          passed: false,
          createdAt: new Date(now - 3_600_000),
        },
        {
          userId: member.id,
          stepId: quiz.id,
          answers: {},
          score: 5,
          total: 5,
          passed: true,
          createdAt: new Date(now - 60_000),
        },
      ]);
    const link = `https://github.com/evidence-${member.id}/project`;
    await db()
      .insert(stepResponses)
      .values([
        { userId: member.id, stepId: evidence.id, link, linkKey: link, updatedAt: new Date() },
        {
          userId: member.id,
          stepId: reflection.id,
          text: "What I learned about blocks, in my own words.",
          updatedAt: new Date(),
        },
      ]);
    const [row] = await db()
      .insert(missionCompletions)
      .values({
        userId: member.id,
        missionId: DEVELOPER_3,
        clubId: clubA.clubId,
        missionStatus: "pending",
        submittedAt: new Date(),
      })
      .returning({ id: missionCompletions.id });

    const pending = (await pendingOf(clubA.leader)).find((item) => item.completionId === row?.id);
    const byStep = new Map(pending?.evidence.steps.map((step) => [step.stepId, step]));
    expect(pending?.evidence.steps.map((step) => step.stepId)).toEqual(
      steps.filter((step) => byStep.has(step.id)).map((step) => step.id),
    );
    expect(byStep.get(quiz.id)).toMatchObject({
      kind: "quiz",
      quiz: { score: 5, total: 5, passed: true, attempts: 2 },
    });
    expect(byStep.get(evidence.id)).toMatchObject({ kind: "evidence", link });
    expect(byStep.get(evidence.id)?.asks).toBeTruthy();
    expect(byStep.get(reflection.id)).toMatchObject({
      kind: "reflection",
      text: "What I learned about blocks, in my own words.",
    });

    // Its verification, once looked at, goes through as any other.
    const [verified] = await batchItems(clubA.leader, [row?.id ?? 0]);
    expect(verified).toEqual({ completionId: row?.id, missionStatus: "completed" });
  });

  it("lists no steps for a mission without collecting steps", async () => {
    const { completionId } = await memberSubmission(clubA);
    const pending = (await pendingOf(clubA.leader)).find(
      (item) => item.completionId === completionId,
    );
    expect(pending?.evidence.steps).toEqual([]);
  });
});
