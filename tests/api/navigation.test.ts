import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Navigation } from "../../contract/accounts.ts";
import { clubs, payments, users } from "../../server/db/schema/index.ts";
import {
  buildAdmin,
  buildClub,
  buildLeaderWithClub,
  buildMember,
  grantMembership,
  saveMissionEvidence,
  type TestClub,
} from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

/**
 * `GET /api/me/navigation`: in one request, what the navigation bar offers the signed-in
 * person, and only theirs: their club, the clubs they lead with what waits there, admin pages.
 */
let testApp: TestApp;
let club: TestClub;
let otherClub: TestClub;
beforeAll(async () => {
  testApp = await buildTestApp();
  club = await buildLeaderWithClub(testApp);
  otherClub = await buildLeaderWithClub(testApp);
});
afterAll(() => testApp?.close());

const navigationOf = async (user: TestUser) => {
  const response = await injectJson(testApp.app, {
    url: "/api/me/navigation",
    cookie: user.cookie,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Navigation;
};
const post = (user: TestUser, url: string) =>
  injectJson(testApp.app, { method: "POST", url, cookie: user.cookie });

describe("the navigation summary", () => {
  it("needs a session", async () => {
    const response = await injectJson(testApp.app, { url: "/api/me/navigation" });
    expect(response.statusCode).toBe(401);
  });

  it("offers a person without a club nothing of anyone else's", async () => {
    const newcomer = await buildUser(testApp.app, { name: "New Comer" });
    expect(await navigationOf(newcomer)).toEqual({
      club: null,
      hasJourney: false,
      ledClubs: [],
      waiting: 0,
      isAdmin: false,
      membershipActive: false,
    });
  });

  it("says whether a membership is in force: a paid period or a scholarship, not an ended one", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    expect((await navigationOf(member)).membershipActive).toBe(false);
    await testApp.database.db.insert(payments).values({
      userId: member.id,
      level: 1,
      status: "succeeded",
      currentPeriodEnd: new Date(Date.now() - 1_000),
    });
    expect((await navigationOf(member)).membershipActive).toBe(false);
    await grantMembership(testApp.database.db, member.id);
    expect((await navigationOf(member)).membershipActive).toBe(true);
  });

  it("gives a member their club's page and meeting link, and missions once a journey is chosen", async () => {
    await testApp.database.db
      .update(clubs)
      .set({ meetingLink: "https://meet.example.org/our-club" })
      .where(eq(clubs.id, club.clubId));
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const navigation = await navigationOf(member);
    expect(navigation).toMatchObject({
      club: {
        clubId: club.clubId,
        clubName: club.clubName,
        slug: club.clubName.replace(/\s+/g, ""),
        meetingLink: "https://meet.example.org/our-club",
      },
      hasJourney: true,
      ledClubs: [],
      waiting: 0,
      isAdmin: false,
    });
    const newMember = await buildMember(testApp, club.clubId);
    expect((await navigationOf(newMember)).hasJourney).toBe(false);
  });

  it("counts what waits for a leader in their own clubs only, never another leader's", async () => {
    const secondClub = await buildClub(testApp.database.db, club.leader.id);
    const applicant = await buildUser(testApp.app, { name: "Asha Applicant" });
    expect((await post(applicant, `/api/clubs/${club.clubId}/applications`)).statusCode).toBe(201);
    const member = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Max Member" });
    await saveMissionEvidence(testApp.database.db, member.id);
    expect((await post(member, "/api/missions/mission101/submission")).statusCode).toBe(201);
    // Waiting in the other leader's club: never counted for this one.
    for (const name of ["Other One", "Other Two"]) {
      const other = await buildUser(testApp.app, { name });
      expect((await post(other, `/api/clubs/${otherClub.clubId}/applications`)).statusCode).toBe(
        201,
      );
    }

    const leaderNavigation = await navigationOf(club.leader);
    expect(leaderNavigation.ledClubs).toEqual([
      {
        clubId: club.clubId,
        clubName: club.clubName,
        slug: club.clubName.replace(/\s+/g, ""),
        pendingApplications: 1,
        pendingSubmissions: 1,
      },
      {
        clubId: secondClub.id,
        clubName: secondClub.clubName,
        slug: secondClub.clubName.replace(/\s+/g, ""),
        pendingApplications: 0,
        pendingSubmissions: 0,
      },
    ]);
    expect(leaderNavigation.waiting).toBe(2);
    expect(leaderNavigation.isAdmin).toBe(false);

    const otherNavigation = await navigationOf(otherClub.leader);
    expect(otherNavigation.ledClubs.map((led) => led.clubId)).toEqual([otherClub.clubId]);
    expect(otherNavigation.waiting).toBe(2);
    // Members and applicants see no leader entries.
    expect((await navigationOf(member)).ledClubs).toEqual([]);
    expect((await navigationOf(applicant)).ledClubs).toEqual([]);
  });

  it("stops counting an application once the leader decided it", async () => {
    const leader = await buildLeaderWithClub(testApp);
    const applicant = await buildUser(testApp.app);
    const applied = await post(applicant, `/api/clubs/${leader.clubId}/applications`);
    expect((await navigationOf(leader.leader)).waiting).toBe(1);
    const decided = await post(
      leader.leader,
      `/api/applications/${applied.json().applicationId}/accept`,
    );
    expect(decided.statusCode).toBe(200);
    expect((await navigationOf(leader.leader)).waiting).toBe(0);
    expect((await navigationOf(applicant)).club?.clubId).toBe(leader.clubId);
  });

  it("offers the admin pages to a verified admin only", async () => {
    const admin = await buildAdmin(testApp);
    expect(await navigationOf(admin)).toMatchObject({ isAdmin: true, ledClubs: [], club: null });

    // The flag without a verified address gives no rights, so no admin pages either.
    const unverified = await buildUser(testApp.app);
    await testApp.database.db
      .update(users)
      .set({ isAdmin: true })
      .where(eq(users.id, unverified.id));
    expect((await navigationOf(unverified)).isAdmin).toBe(false);
  });
});
