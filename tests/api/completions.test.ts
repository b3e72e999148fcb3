import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PendingCompletionListSchema } from "../../contract/completions.ts";
import {
  meetingSlots,
  missionCompletions,
  missionSteps,
  missions,
  payments,
  scholarships,
} from "../../server/db/schema/index.ts";
import { deliveredSpeech } from "../factories/meetings.ts";
import {
  buildLeaderWithClub,
  buildMember,
  completedMissionsOf,
  grantMembership,
  joinClub,
  saveMissionEvidence,
  type TestClub,
} from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { linkWalletOf } from "../factories/wallets.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";
import { onPostgres } from "../test-database.ts";

let testApp: TestApp;
let clubA: TestClub;
let clubB: TestClub;
beforeAll(async () => {
  testApp = await buildTestApp();
  clubA = await buildLeaderWithClub(testApp);
  clubB = await buildLeaderWithClub(testApp);
});
afterAll(() => testApp?.close());

/** Submits as the member would: with what the mission's steps ask for saved first. */
const submit = async (user: TestUser, missionId = "mission101") => {
  await saveMissionEvidence(testApp.database.db, user.id, missionId);
  return injectJson(testApp.app, {
    method: "POST",
    url: `/api/missions/${missionId}/submission`,
    cookie: user.cookie,
  });
};

const pendingOf = async (leader: TestUser) => {
  const response = await injectJson(testApp.app, {
    url: "/api/completions/pending",
    cookie: leader.cookie,
  });
  expect(response.statusCode).toBe(200);
  return PendingCompletionListSchema.parse(response.json()).items;
};

const verify = (actor: TestUser, completionId: number) =>
  injectJson(testApp.app, {
    method: "POST",
    url: `/api/completions/${completionId}/verify`,
    cookie: actor.cookie,
  });

const reject = (actor: TestUser, completionId: number, note: string) =>
  injectJson(testApp.app, {
    method: "POST",
    url: `/api/completions/${completionId}/reject`,
    cookie: actor.cookie,
    payload: { note },
  });

async function submittedCompletionId(member: TestUser, missionId = "mission101") {
  expect((await submit(member, missionId)).statusCode).toBe(201);
  const [row] = await testApp.database.db
    .select({ id: missionCompletions.id })
    .from(missionCompletions)
    .where(
      and(eq(missionCompletions.userId, member.id), eq(missionCompletions.missionId, missionId)),
    );
  if (!row) throw new Error("no submission row");
  return row.id;
}

const statusInList = async (member: TestUser, missionId: string) => {
  const response = await injectJson(testApp.app, { url: "/api/missions", cookie: member.cookie });
  const items = (
    response.json() as {
      items: { id: string; missionStatus: string | null; leaderNote: string | null }[];
    }
  ).items;
  return items.find((item) => item.id === missionId);
};

describe("Mark as Complete", () => {
  it("submits the mission as pending, shown in the member's list and the leader's panel", async () => {
    const member = await buildMember(testApp, clubA.clubId, { journeyId: 1, name: "Priya" });
    const response = await submit(member);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ missionId: "mission101", missionStatus: "pending" });
    expect(await statusInList(member, "mission101")).toMatchObject({ missionStatus: "pending" });
    const pending = await pendingOf(clubA.leader);
    expect(pending).toContainEqual(
      expect.objectContaining({
        memberName: "Priya",
        missionName: "Mission 1",
        clubId: clubA.clubId,
      }),
    );
    expect(await completedMissionsOf(testApp.database.db, member.id)).toEqual([]);
  });

  it("refuses a user without a club with 403 and writes nothing", async () => {
    const user = await buildUser(testApp.app);
    const response = await submit(user);
    expect(response.statusCode).toBe(403);
    expect(problemOf(response).detail).toBe("Join a club before submitting a mission.");
    const rows = await testApp.database.db
      .select()
      .from(missionCompletions)
      .where(eq(missionCompletions.userId, user.id));
    expect(rows).toEqual([]);
  });

  it("says the refusal in the request's language (Accept-Language: ml, ar)", async () => {
    const user = await buildUser(testApp.app);
    for (const [language, detail] of [
      ["ml", "ഒരു മിഷൻ സമർപ്പിക്കുന്നതിന് മുമ്പ് ഒരു ക്ലബ്ബിൽ ചേരുക."],
      ["ar", "انضم إلى نادٍ قبل إرسال أي مهمة."],
    ]) {
      const response = await injectJson(testApp.app, {
        method: "POST",
        url: "/api/missions/mission101/submission",
        cookie: user.cookie,
        headers: { "accept-language": language },
      });
      expect(response.statusCode).toBe(403);
      expect(problemOf(response).detail).toBe(detail);
    }
  });

  it("refuses a member who has not chosen a journey yet (403), even for Mission 1", async () => {
    const member = await buildMember(testApp, clubA.clubId, { journeyId: null });
    for (const missionId of ["mission101", "mission111"]) {
      const response = await submit(member, missionId);
      expect(response.statusCode).toBe(403);
      expect(problemOf(response).detail).toBe("Choose your journey before submitting a mission.");
    }
    const rows = await testApp.database.db
      .select()
      .from(missionCompletions)
      .where(eq(missionCompletions.userId, member.id));
    expect(rows).toEqual([]);
  });

  it("refuses a second submission while pending (409) and an unknown mission (404)", async () => {
    const member = await buildMember(testApp, clubA.clubId, { journeyId: 1 });
    expect((await submit(member)).statusCode).toBe(201);
    const again = await submit(member);
    expect(again.statusCode).toBe(409);
    expect(problemOf(again).detail).toBe("This mission is already awaiting verification.");
    expect((await submit(member, "no-such-mission")).statusCode).toBe(404);
  });
});

describe("verification", () => {
  it("lets the club's leader verify: completed, and the mission id appended once", async () => {
    const member = await buildMember(testApp, clubA.clubId, { journeyId: 2 });
    const completionId = await submittedCompletionId(member);
    const response = await verify(clubA.leader, completionId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ completionId, missionStatus: "completed" });
    expect(await completedMissionsOf(testApp.database.db, member.id)).toEqual(["mission101"]);
    expect(await statusInList(member, "mission101")).toMatchObject({ missionStatus: "completed" });
    expect((await pendingOf(clubA.leader)).map((item) => item.completionId)).not.toContain(
      completionId,
    );

    const twice = await verify(clubA.leader, completionId);
    expect(twice.statusCode).toBe(409);
    expect(await completedMissionsOf(testApp.database.db, member.id)).toEqual(["mission101"]);
    const resubmit = await submit(member);
    expect(resubmit.statusCode).toBe(409);
    expect(problemOf(resubmit).detail).toBe("This mission is already completed.");
  });

  it("refuses a leader of another club (403) and shows them nothing of club A", async () => {
    const member = await buildMember(testApp, clubA.clubId, { journeyId: 2 });
    const completionId = await submittedCompletionId(member);
    const response = await verify(clubB.leader, completionId);
    expect(response.statusCode).toBe(403);
    expect(problemOf(response).detail).toBe(
      "Only the leader of the member's club (or an admin) may verify this mission.",
    );
    expect((await reject(clubB.leader, completionId, "no")).statusCode).toBe(403);
    expect((await pendingOf(clubB.leader)).map((item) => item.clubId)).not.toContain(clubA.clubId);
    expect(await completedMissionsOf(testApp.database.db, member.id)).toEqual([]);
  });

  it("refuses a plain member, and a leader verifying their own submission (403)", async () => {
    const member = await buildMember(testApp, clubA.clubId, { journeyId: 2 });
    const completionId = await submittedCompletionId(member);
    const other = await buildMember(testApp, clubA.clubId, { journeyId: 2 });
    expect((await verify(other, completionId)).statusCode).toBe(403);
    expect((await verify(member, completionId)).statusCode).toBe(403);
    expect(await pendingOf(other)).toEqual([]);

    // A leader who is also a member of their own club cannot verify their own mission.
    const leaderClub = await buildLeaderWithClub(testApp);
    await joinClub(testApp.database.db, leaderClub.leader.id, leaderClub.clubId, 4);
    const ownId = await submittedCompletionId(leaderClub.leader);
    const own = await verify(leaderClub.leader, ownId);
    expect(own.statusCode).toBe(403);
    expect(problemOf(own).detail).toBe("You cannot verify your own mission.");
    expect(await completedMissionsOf(testApp.database.db, leaderClub.leader.id)).toEqual([]);
  });

  it("rejects with a note; the member sees it and may resubmit", async () => {
    const member = await buildMember(testApp, clubA.clubId, { journeyId: 2 });
    const completionId = await submittedCompletionId(member, "mission111");
    expect((await reject(clubA.leader, completionId, "  ")).statusCode).toBe(400);
    expect((await reject(clubA.leader, completionId, "x".repeat(501))).statusCode).toBe(400);
    const response = await reject(clubA.leader, completionId, "Post link missing");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ completionId, missionStatus: "rejected" });
    expect(await statusInList(member, "mission111")).toMatchObject({
      missionStatus: "rejected",
      leaderNote: "Post link missing",
    });
    expect(await completedMissionsOf(testApp.database.db, member.id)).toEqual([]);

    const resubmitted = await submit(member, "mission111");
    expect(resubmitted.statusCode).toBe(201);
    expect(await statusInList(member, "mission111")).toMatchObject({
      missionStatus: "pending",
      leaderNote: null,
    });
    await deliveredSpeech(testApp, member, clubA.clubId);
    expect((await verify(clubA.leader, completionId)).statusCode).toBe(200);
    expect(await completedMissionsOf(testApp.database.db, member.id)).toEqual(["mission111"]);
  });

  it("answers 404 for an unknown submission and 400 for a bad id", async () => {
    expect((await verify(clubA.leader, 999_999)).statusCode).toBe(404);
    expect((await verify(clubA.leader, "abc" as unknown as number)).statusCode).toBe(400);
  });
});

describe.runIf(onPostgres)("verification under concurrency (PostgreSQL)", () => {
  it("two simultaneous verifies leave one completedMissions entry", async () => {
    const member = await buildMember(testApp, clubA.clubId, { journeyId: 2 });
    const completionId = await submittedCompletionId(member);
    const responses = await Promise.all([
      verify(clubA.leader, completionId),
      verify(clubA.leader, completionId),
      verify(clubA.leader, completionId),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await completedMissionsOf(testApp.database.db, member.id)).toEqual(["mission101"]);
  });

  it("two simultaneous submissions leave one pending row", async () => {
    const member = await buildMember(testApp, clubA.clubId, { journeyId: 2 });
    const responses = await Promise.all([submit(member), submit(member)]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
  });
});

describe("what a submission needs (issue 29)", () => {
  const post = (user: TestUser, missionId: string) =>
    injectJson(testApp.app, {
      method: "POST",
      url: `/api/missions/${missionId}/submission`,
      cookie: user.cookie,
    });
  const rowsOf = (userId: string) =>
    testApp.database.db
      .select({ id: missionCompletions.id })
      .from(missionCompletions)
      .where(eq(missionCompletions.userId, userId));

  it("refuses an empty Mission 1, naming the step that has nothing saved, and writes nothing", async () => {
    const member = await buildMember(testApp, clubA.clubId, { journeyId: 1 });
    const empty = await post(member, "mission101");
    expect(empty.statusCode).toBe(400);
    expect(problemOf(empty).detail).toMatch(/Create Your Identity/);
    expect(problemOf(empty).errors?.[0]?.field).toBe("steps");
    await injectJson(testApp.app, {
      method: "PATCH",
      url: "/api/profile",
      cookie: member.cookie,
      payload: { identity: "Ada the Builder" },
    });
    const noAccounts = await post(member, "mission101");
    expect(noAccounts.statusCode).toBe(400);
    expect(problemOf(noAccounts).detail).toMatch(/Create Your Accounts/);
    expect(await rowsOf(member.id)).toEqual([]);
    await injectJson(testApp.app, {
      method: "PATCH",
      url: "/api/profile",
      cookie: member.cookie,
      payload: { socialLink: { platform: "twitter", url: "https://x.com/ada_builds" } },
    });
    expect((await post(member, "mission101")).statusCode).toBe(201);
  });

  it("refuses Mission 2 until a speech slot is booked at the member's own club", async () => {
    const member = await buildMember(testApp, clubA.clubId, { journeyId: 1 });
    const refused = await post(member, "mission111");
    expect(refused.statusCode).toBe(400);
    expect(problemOf(refused).detail).toMatch(/Schedule Your Speech/);
    // A booking at another club is no evidence for this one.
    await testApp.database.db.insert(meetingSlots).values({
      userId: member.id,
      clubId: clubB.clubId,
      userName: "Elsewhere",
      status: "booked",
    });
    expect((await post(member, "mission111")).statusCode).toBe(400);
    await saveMissionEvidence(testApp.database.db, member.id, "mission111");
    expect((await post(member, "mission111")).statusCode).toBe(201);
  });

  it("says which step is missing in the member's language", async () => {
    const member = await buildMember(testApp, clubA.clubId, { journeyId: 1 });
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/missions/mission101/submission",
      cookie: member.cookie,
      headers: { "accept-language": "ar" },
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).detail).toMatch(/^لم يُحفظ شيء بعد في الخطوة/);
  });
});

describe("the membership rule (issue 29): a journey's own missions need an active membership", () => {
  async function journeyMission(journeyId: number) {
    const id = `journey-test-${randomUUID().slice(0, 8)}`;
    await testApp.database.db.insert(missions).values({
      id,
      missionName: `Mission 3 ${id}`,
      slug: `Mission3${id.replaceAll("-", "")}`,
      objective: "Read a block explorer",
      journeyId,
    });
    await testApp.database.db
      .insert(missionSteps)
      .values({ missionId: id, position: 1, stepName: "Read", description: "Read it" });
    return id;
  }
  const post = (user: TestUser, missionId: string) =>
    injectJson(testApp.app, {
      method: "POST",
      url: `/api/missions/${missionId}/submission`,
      cookie: user.cookie,
    });

  it("refuses a member without one (403 membership-required, saying how to get one), writing nothing", async () => {
    const missionId = await journeyMission(1);
    const member = await buildMember(testApp, clubA.clubId, { journeyId: 1 });
    const refused = await post(member, missionId);
    expect(refused.statusCode).toBe(403);
    const problem = problemOf(refused);
    expect(problem.type).toMatch(/membership-required$/);
    expect(problem.detail).toMatch(/Checkout/);
    const rows = await testApp.database.db
      .select()
      .from(missionCompletions)
      .where(eq(missionCompletions.userId, member.id));
    expect(rows).toEqual([]);
    // Missions 1 and 2 stay free.
    expect((await submit(member, "mission101")).statusCode).toBe(201);
  });

  it("a past_due payment, an ended or a revoked scholarship is no membership; a scholarship is", async () => {
    const missionId = await journeyMission(1);
    const member = await buildMember(testApp, clubA.clubId, { journeyId: 1 });
    const db = testApp.database.db;
    await db.insert(payments).values({ userId: member.id, level: 1, status: "failed" });
    await db.insert(scholarships).values({
      userId: member.id,
      reason: "ended",
      startsAt: new Date(Date.now() - 120_000),
      endsAt: new Date(Date.now() - 60_000),
    });
    await db.insert(scholarships).values({
      userId: member.id,
      reason: "revoked",
      startsAt: new Date(Date.now() - 120_000),
      endsAt: new Date(Date.now() + 3_600_000),
      revokedAt: new Date(Date.now() - 1_000),
    });
    expect((await post(member, missionId)).statusCode).toBe(403);
    await grantMembership(db, member.id);
    expect((await post(member, missionId)).statusCode).toBe(201);
  });

  it("a paid membership opens them too, and verifying needs it still in force", async () => {
    const missionId = await journeyMission(2);
    const member = await buildMember(testApp, clubA.clubId, { journeyId: 2 });
    const db = testApp.database.db;
    const [paid] = await db
      .insert(payments)
      .values({
        userId: member.id,
        level: 1,
        status: "succeeded",
        currentPeriodEnd: new Date(Date.now() + 3_600_000),
      })
      .returning({ id: payments.id });
    expect((await post(member, missionId)).statusCode).toBe(201);
    const [row] = await db
      .select({ id: missionCompletions.id })
      .from(missionCompletions)
      .where(eq(missionCompletions.missionId, missionId));
    // The period ends before the leader gets to it: verifying waits for a renewal, rejecting not.
    await db
      .update(payments)
      .set({ currentPeriodEnd: new Date(Date.now() - 1_000) })
      .where(eq(payments.id, paid?.id ?? 0));
    const refused = await verify(clubA.leader, row?.id ?? 0);
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused).detail).toMatch(/membership is not active/);
    expect(await completedMissionsOf(db, member.id)).not.toContain(missionId);
    await grantMembership(db, member.id);
    expect((await verify(clubA.leader, row?.id ?? 0)).statusCode).toBe(200);
    expect(await completedMissionsOf(db, member.id)).toContain(missionId);
  });
});

describe("the evidence the leader looks at before verifying (issue 29)", () => {
  it("shows the saved identity, the connected accounts, the wallet and the speech, as the mission asks", async () => {
    const member = await buildMember(testApp, clubA.clubId, { journeyId: 1, name: "Eve Evidence" });
    // Mission 1 recommends a wallet: linked by signature, the leader sees when (ADR 040).
    const { wallet } = await linkWalletOf(testApp, member);
    await injectJson(testApp.app, {
      method: "PATCH",
      url: "/api/profile",
      cookie: member.cookie,
      payload: { identity: "ChessOwl" },
    });
    await injectJson(testApp.app, {
      method: "PATCH",
      url: "/api/profile",
      cookie: member.cookie,
      payload: { socialLink: { platform: "bluesky", url: "https://bsky.app/profile/chessowl" } },
    });
    const post = (missionId: string) =>
      injectJson(testApp.app, {
        method: "POST",
        url: `/api/missions/${missionId}/submission`,
        cookie: member.cookie,
      });
    expect((await post("mission101")).statusCode).toBe(201);
    await testApp.database.db
      .insert(meetingSlots)
      .values({ userId: member.id, clubId: clubA.clubId, userName: "Eve", status: "booked" });
    expect((await post("mission111")).statusCode).toBe(201);
    const mine = (await pendingOf(clubA.leader)).filter(
      (item) => item.memberName === "Eve Evidence",
    );
    const missionOne = mine.find((item) => item.missionId === "mission101");
    expect(missionOne?.evidence).toEqual({
      asks: ["identity", "accounts"],
      identity: "ChessOwl",
      socialLinks: [{ platform: "bluesky", url: "https://bsky.app/profile/chessowl" }],
      wallet: { linkedAt: wallet.linkedAt },
      speech: null,
      steps: [],
    });
    // Its address is the member's own business: the leader is told only that one is linked.
    expect(JSON.stringify(missionOne)).not.toContain(wallet.address);
    // Mission 2 asks only for the speech: the identity and accounts are not shown with it.
    const missionTwo = mine.find((item) => item.missionId === "mission111");
    expect(missionTwo?.evidence).toEqual({
      asks: ["speech"],
      identity: null,
      socialLinks: [],
      wallet: null,
      speech: { status: "booked", meetingKey: null },
      steps: [],
    });
    // Another club's leader sees none of it.
    expect((await pendingOf(clubB.leader)).some((item) => item.memberName === "Eve Evidence")).toBe(
      false,
    );
  });

  it("Mission 1 without a wallet is submitted all the same; the leader sees none linked", async () => {
    const member = await buildMember(testApp, clubB.clubId, { journeyId: 1, name: "No Wallet" });
    expect((await submit(member)).statusCode).toBe(201);
    const [item] = (await pendingOf(clubB.leader)).filter(
      (pending) => pending.memberName === "No Wallet",
    );
    expect(item?.evidence).toMatchObject({ asks: ["identity", "accounts"], wallet: null });
  });
});
