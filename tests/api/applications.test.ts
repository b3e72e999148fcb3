import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Application, ClubApplicationList } from "../../contract/applications.ts";
import { clubApplications, clubMembers, users } from "../../server/db/schema/index.ts";
import { buildClub, type TestClub } from "../factories/clubs.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";
import { onPostgres } from "../test-database.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

function apply(clubId: number, user?: TestUser, payload?: unknown) {
  return injectJson(testApp.app, {
    method: "POST",
    url: `/api/clubs/${clubId}/applications`,
    cookie: user?.cookie,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function decide(action: "accept" | "reject", applicationId: number, user?: TestUser) {
  return injectJson(testApp.app, {
    method: "POST",
    url: `/api/applications/${applicationId}/${action}`,
    cookie: user?.cookie,
  });
}

function listApplications(clubId: number, user?: TestUser) {
  return injectJson(testApp.app, {
    url: `/api/clubs/${clubId}/applications`,
    cookie: user?.cookie,
  });
}

async function applicationRows(clubId: number, userId: string) {
  return testApp.database.db
    .select()
    .from(clubApplications)
    .where(and(eq(clubApplications.clubId, clubId), eq(clubApplications.userId, userId)));
}

async function memberRows(clubId: number, userId?: string) {
  return testApp.database.db
    .select()
    .from(clubMembers)
    .where(
      userId
        ? and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId))
        : eq(clubMembers.clubId, clubId),
    );
}

async function clubIdOf(userId: string) {
  const [row] = await testApp.database.db
    .select({ clubId: users.clubId })
    .from(users)
    .where(eq(users.id, userId));
  return row?.clubId;
}

/** A club with one pending application from a fresh applicant. */
async function pendingApplication(name = "Ada Applicant") {
  const club = await buildClub(testApp.app);
  const applicant = await buildUser(testApp.app, { name });
  const response = await apply(club.clubId, applicant);
  expect(response.statusCode, response.body).toBe(201);
  return { club, applicant, application: response.json() as Application };
}

describe("apply", () => {
  it("creates a pending application", async () => {
    const { club, applicant, application } = await pendingApplication();
    expect(application).toEqual({
      applicationId: expect.any(Number),
      clubId: club.clubId,
      status: "pending",
    });
    const rows = await applicationRows(club.clubId, applicant.id);
    expect(rows.map((row) => row.status)).toEqual(["pending"]);
  });

  it("refuses a second application to the same club with 409", async () => {
    const { club, applicant } = await pendingApplication();
    const second = await apply(club.clubId, applicant);
    expect(second.statusCode).toBe(409);
    expect(problemOf(second).detail).toBe(
      "You have already applied to this club: the leader has yet to decide.",
    );
    expect(await applicationRows(club.clubId, applicant.id)).toHaveLength(1);
  });

  it("lets a rejected applicant apply again: one pending application at a time", async () => {
    const { club, applicant, application } = await pendingApplication();
    await decide("reject", application.applicationId, club.leader);
    const clubPage = () =>
      injectJson(testApp.app, { url: `/api/clubs/${club.clubId}`, cookie: applicant.cookie });
    expect((await clubPage()).json().standing).toBe("none");
    const again = await apply(club.clubId, applicant);
    expect(again.statusCode).toBe(201);
    expect((await clubPage()).json().standing).toBe("applied");
    expect((await apply(club.clubId, applicant)).statusCode).toBe(409);
    const rows = await applicationRows(club.clubId, applicant.id);
    expect(rows.map((row) => row.status).sort()).toEqual(["pending", "rejected"]);
  });

  it("refuses a member of the club with a message", async () => {
    const { club, applicant, application } = await pendingApplication();
    await decide("accept", application.applicationId, club.leader);
    // A member whose application row is gone (e.g. a paid membership) is refused just the same.
    await testApp.database.db
      .delete(clubApplications)
      .where(eq(clubApplications.id, application.applicationId));
    const again = await apply(club.clubId, applicant);
    expect(again.statusCode).toBe(409);
    expect(problemOf(again).detail).toBe("You are already a member of this club.");
    expect(await applicationRows(club.clubId, applicant.id)).toHaveLength(0);
  });

  it("refuses a leader applying to a club they lead (409) and writes nothing", async () => {
    const club = await buildClub(testApp.app);
    const own = await apply(club.clubId, club.leader);
    expect(own.statusCode).toBe(409);
    expect(problemOf(own).detail).toBe("You lead this club: a leader cannot apply to it.");
    expect(await applicationRows(club.clubId, club.leader.id)).toHaveLength(0);
    // A leader of several clubs: refused at each club they lead, in any language.
    const second = await buildClub(testApp.app, { leader: club.leader });
    const inMalayalam = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/clubs/${second.clubId}/applications`,
      cookie: club.leader.cookie,
      headers: { "accept-language": "ml" },
    });
    expect(inMalayalam.statusCode).toBe(409);
    expect(problemOf(inMalayalam).detail).toBe(
      "നിങ്ങളാണ് ഈ ക്ലബ്ബിന്റെ ലീഡർ: ലീഡർക്ക് സ്വന്തം ക്ലബ്ബിലേക്ക് അപേക്ഷിക്കാനാവില്ല.",
    );
    expect(await applicationRows(second.clubId, club.leader.id)).toHaveLength(0);
  });

  it("still lets a leader apply to another club, and an admin to any club", async () => {
    const led = await buildClub(testApp.app);
    const other = await buildClub(testApp.app);
    expect((await apply(other.clubId, led.leader)).statusCode).toBe(201);
    const admin = await buildUser(testApp.app, { name: "Admin Applicant" });
    await testApp.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    expect((await apply(other.clubId, admin)).statusCode).toBe(201);
  });

  it("answers 401 signed out, 404 for an unknown club, 400 for a bad id", async () => {
    expect((await apply(1)).statusCode).toBe(401);
    const user = await buildUser(testApp.app);
    expect((await apply(999_999, user)).statusCode).toBe(404);
    const bad = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/clubs/zero/applications",
      cookie: user.cookie,
    });
    expect(bad.statusCode).toBe(400);
  });

  it("refuses extra fields such as status or userId and writes nothing", async () => {
    const club = await buildClub(testApp.app);
    const user = await buildUser(testApp.app);
    const victim = await buildUser(testApp.app);
    for (const payload of [{ status: "accepted" }, { userId: victim.id }, { clubId: 1 }]) {
      const response = await apply(club.clubId, user, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(await applicationRows(club.clubId, user.id)).toHaveLength(0);
    expect(await applicationRows(club.clubId, victim.id)).toHaveLength(0);
  });
});

describe("club requests", () => {
  it("shows the leader each applicant's name, email and status", async () => {
    const { club, applicant, application } = await pendingApplication("Grace Hopper");
    const response = await listApplications(club.clubId, club.leader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        {
          applicationId: application.applicationId,
          clubId: club.clubId,
          clubName: club.clubName,
          applicantName: "Grace Hopper",
          applicantEmail: applicant.email,
          status: "pending",
          createdAt: expect.any(String),
          decidedByName: null,
          leaderNote: null,
        },
      ],
      page: 1,
      pageSize: 20,
      hasMore: false,
    });
  });

  it("shows a leader of several clubs each club's own requests", async () => {
    const leader = await buildUser(testApp.app);
    const first = await buildClub(testApp.app, { leader });
    const second = await buildClub(testApp.app, { leader });
    const applicant = await buildUser(testApp.app);
    await apply(second.clubId, applicant);
    const firstList = (await listApplications(first.clubId, leader)).json() as ClubApplicationList;
    const secondList = (
      await listApplications(second.clubId, leader)
    ).json() as ClubApplicationList;
    expect(firstList.items).toEqual([]);
    expect(secondList.items.map((item) => item.applicantEmail)).toEqual([applicant.email]);
  });

  it("refuses everyone but the club's leader", async () => {
    const { club, applicant } = await pendingApplication();
    const otherLeader = (await buildClub(testApp.app)).leader;
    expect((await listApplications(club.clubId)).statusCode).toBe(401);
    for (const user of [applicant, otherLeader, await buildUser(testApp.app)]) {
      const response = await listApplications(club.clubId, user);
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain(applicant.email);
    }
    expect((await listApplications(999_999, club.leader)).statusCode).toBe(404);
  });
});

describe("accept and reject", () => {
  it("accepts in one go: status, member row and the applicant's clubId", async () => {
    const { club, applicant, application } = await pendingApplication();
    const response = await decide("accept", application.applicationId, club.leader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ...application, status: "accepted" });
    expect((await applicationRows(club.clubId, applicant.id))[0]?.status).toBe("accepted");
    expect(await memberRows(club.clubId, applicant.id)).toHaveLength(1);
    expect(await clubIdOf(applicant.id)).toBe(club.clubId);
    const me = await injectJson(testApp.app, { url: "/api/me", cookie: applicant.cookie });
    expect(me.json()).toMatchObject({ clubId: club.clubId, clubName: club.clubName });
  });

  it("changes nothing more when accepting twice", async () => {
    const { club, applicant, application } = await pendingApplication();
    await decide("accept", application.applicationId, club.leader);
    const [before] = await applicationRows(club.clubId, applicant.id);
    const again = await decide("accept", application.applicationId, club.leader);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ status: "accepted" });
    const [after] = await applicationRows(club.clubId, applicant.id);
    expect(after?.decidedAt).toEqual(before?.decidedAt);
    expect(await memberRows(club.clubId)).toHaveLength(1);
  });

  it("rejects by changing only the status", async () => {
    const { club, applicant, application } = await pendingApplication();
    const response = await decide("reject", application.applicationId, club.leader);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "rejected" });
    expect((await applicationRows(club.clubId, applicant.id))[0]?.status).toBe("rejected");
    expect(await memberRows(club.clubId)).toHaveLength(0);
    expect(await clubIdOf(applicant.id)).toBeNull();
  });

  it("changes only pending applications: a decided one keeps its status (409)", async () => {
    const rejected = await pendingApplication();
    await decide("reject", rejected.application.applicationId, rejected.club.leader);
    const accept = await decide("accept", rejected.application.applicationId, rejected.club.leader);
    expect(accept.statusCode).toBe(409);
    expect(await memberRows(rejected.club.clubId)).toHaveLength(0);

    const accepted = await pendingApplication();
    await decide("accept", accepted.application.applicationId, accepted.club.leader);
    const reject = await decide("reject", accepted.application.applicationId, accepted.club.leader);
    expect(reject.statusCode).toBe(409);
    expect((await applicationRows(accepted.club.clubId, accepted.applicant.id))[0]?.status).toBe(
      "accepted",
    );
  });

  it("lets only the club's leader decide (401, 403, 404)", async () => {
    const { club, applicant, application } = await pendingApplication();
    const otherLeader = (await buildClub(testApp.app)).leader;
    for (const action of ["accept", "reject"] as const) {
      expect((await decide(action, application.applicationId)).statusCode).toBe(401);
      for (const user of [applicant, otherLeader, await buildUser(testApp.app)]) {
        expect((await decide(action, application.applicationId, user)).statusCode).toBe(403);
      }
      expect((await decide(action, 999_999, club.leader)).statusCode).toBe(404);
    }
    expect((await applicationRows(club.clubId, applicant.id))[0]?.status).toBe("pending");
    expect(await clubIdOf(applicant.id)).toBeNull();
  });

  it("refuses a body on accept (mass assignment) and changes nothing", async () => {
    const { club, applicant, application } = await pendingApplication();
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/applications/${application.applicationId}/accept`,
      cookie: club.leader.cookie,
      payload: { clubId: 99 },
    });
    expect(response.statusCode).toBe(400);
    expect((await applicationRows(club.clubId, applicant.id))[0]?.status).toBe("pending");
  });
});

describe.runIf(onPostgres)("under concurrency (PostgreSQL)", () => {
  it("keeps one row when one user applies 10 times at once", async () => {
    const club: TestClub = await buildClub(testApp.app);
    const user = await buildUser(testApp.app);
    const responses = await Promise.all(Array.from({ length: 10 }, () => apply(club.clubId, user)));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, ...Array(9).fill(409)]);
    expect(await applicationRows(club.clubId, user.id)).toHaveLength(1);
  });

  it("adds one member row when the same application is accepted in parallel", async () => {
    const { club, applicant, application } = await pendingApplication();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => decide("accept", application.applicationId, club.leader)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(8).fill(200));
    expect(await memberRows(club.clubId)).toHaveLength(1);
    expect(await clubIdOf(applicant.id)).toBe(club.clubId);
  });

  it("lets one of a parallel accept and reject win, consistently", async () => {
    const { club, applicant, application } = await pendingApplication();
    const [accept, reject] = await Promise.all([
      decide("accept", application.applicationId, club.leader),
      decide("reject", application.applicationId, club.leader),
    ]);
    expect([accept.statusCode, reject.statusCode].sort()).toEqual([200, 409]);
    const [row] = await applicationRows(club.clubId, applicant.id);
    const members = await memberRows(club.clubId);
    expect(members).toHaveLength(row?.status === "accepted" ? 1 : 0);
    const [{ count } = { count: -1 }] = await testApp.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.clubId, club.clubId));
    expect(count).toBe(row?.status === "accepted" ? 1 : 0);
  });
});
