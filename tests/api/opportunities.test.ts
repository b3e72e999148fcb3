import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, meetingSlots, partners } from "../../server/db/schema/index.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import { pathOf, seedSubmissions } from "../factories/journey-path.ts";
import {
  buildAdmin,
  buildLeaderWithClub,
  buildMember,
  type TestClub,
} from "../factories/missions.ts";
import {
  board,
  opportunityInput,
  postAsAdmin,
  postForPartner,
  seedPartner,
} from "../factories/opportunities.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";
import { sentTitles } from "../sweeps.ts";

/**
 * The opportunities board (issue 37): only an approved partner's people (or an admin) post; a
 * first post waits for an admin's review, hidden from everyone but its poster and the admins;
 * publishing trusts the partner; the board never lists one past its deadline.
 */
const DAY_MS = 86_400_000;
const clock = new ManualClock(new Date("2026-04-01T09:00:00Z"));
let testApp: TestApp;
let admin: TestUser;
let ownerA: TestUser;
let colleagueA: TestUser;
let ownerB: TestUser;
let pendingOwner: TestUser;
let rejectedOwner: TestUser;
let stranger: TestUser;
let partnerA: { partnerId: number; name: string };
let partnerB: { partnerId: number; name: string };
let pendingPartner: { partnerId: number };
let rejectedPartner: { partnerId: number };
let club: TestClub;

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  const db = testApp.database.db;
  admin = await buildAdmin(testApp);
  ownerA = await buildUser(testApp.app, { name: "Owner A" });
  colleagueA = await buildUser(testApp.app, { name: "Colleague A" });
  ownerB = await buildUser(testApp.app, { name: "Owner B" });
  pendingOwner = await buildUser(testApp.app, { name: "Pending Owner" });
  rejectedOwner = await buildUser(testApp.app, { name: "Rejected Owner" });
  stranger = await buildUser(testApp.app, { name: "Stranger" });
  partnerA = await seedPartner(db, { owner: ownerA, members: [colleagueA], name: "Chain A" });
  partnerB = await seedPartner(db, { owner: ownerB, trusted: true, name: "Chain B" });
  pendingPartner = await seedPartner(db, { owner: pendingOwner, status: "pending" });
  rejectedPartner = await seedPartner(db, { owner: rejectedOwner, status: "rejected" });
  club = await buildLeaderWithClub(testApp);
});
afterAll(async () => {
  await testApp?.close();
});

const input = (overrides: Record<string, unknown> = {}) => opportunityInput(clock.now(), overrides);

const review = (opportunityId: number, body: Record<string, unknown>, as = admin) =>
  injectJson(testApp.app, {
    method: "POST",
    url: `/api/admin/opportunities/${opportunityId}/review`,
    cookie: as.cookie,
    payload: body,
  });

const detail = (opportunityId: number, as?: TestUser) =>
  injectJson(testApp.app, {
    method: "GET",
    url: `/api/opportunities/${opportunityId}`,
    ...(as ? { cookie: as.cookie } : {}),
  });

const close = (opportunityId: number, as: TestUser) =>
  injectJson(testApp.app, {
    method: "POST",
    url: `/api/opportunities/${opportunityId}/close`,
    cookie: as.cookie,
    payload: {},
  });

describe("who may post", () => {
  it("refuses the people of a pending or rejected partner (403), and nothing is written", async () => {
    for (const [person, partner] of [
      [pendingOwner, pendingPartner],
      [rejectedOwner, rejectedPartner],
    ] as const) {
      const response = await postForPartner(testApp, person, partner.partnerId, input());
      expect(response.statusCode).toBe(403);
      expect(problemOf(response).detail).toMatch(/not approved/);
    }
    expect((await board(testApp)).total).toBe(0);
  });

  it("refuses a person of partner A posting for partner B, and an admin on the partner route (403)", async () => {
    expect((await postForPartner(testApp, ownerA, partnerB.partnerId, input())).statusCode).toBe(
      403,
    );
    expect((await postForPartner(testApp, admin, partnerB.partnerId, input())).statusCode).toBe(
      403,
    );
    expect((await postAsAdmin(testApp, ownerA, input())).statusCode).toBe(403);
  });

  it("refuses writes signed out (401)", async () => {
    for (const [method, url] of [
      ["POST", `/api/partners/${partnerA.partnerId}/opportunities`],
      ["POST", "/api/admin/opportunities"],
      ["POST", "/api/opportunities/1/close"],
      ["POST", "/api/admin/opportunities/1/review"],
      ["GET", `/api/partners/${partnerA.partnerId}/opportunities`],
      ["GET", "/api/me/opportunities/matching"],
    ] as const) {
      const response = await injectJson(testApp.app, { method, url, payload: input() });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it("refuses a past deadline, min above max and amounts without a currency (400, the field named)", async () => {
    const past = new Date(clock.now().getTime() - 60_000).toISOString();
    const cases = [
      [{ deadline: past }, "deadline"],
      [{ compensationMin: 2000, compensationMax: 1000 }, "compensationMax"],
      [{ currency: null }, "currency"],
    ] as const;
    for (const [change, field] of cases) {
      const response = await postForPartner(testApp, ownerA, partnerA.partnerId, input(change));
      expect(response.statusCode, field).toBe(400);
      expect(problemOf(response).errors?.map((error) => error.field)).toEqual([field]);
    }
  });

  it("says a past deadline in the reader's language", async () => {
    const past = new Date(clock.now().getTime() - 60_000).toISOString();
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/partners/${partnerA.partnerId}/opportunities`,
      cookie: ownerA.cookie,
      headers: { "accept-language": "ar" },
      payload: input({ deadline: past }),
    });
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).detail).toBe("اختر موعدًا نهائيًا في المستقبل.");
  });
});

describe("review, visibility and trust", () => {
  let pendingId: number;

  it("a first post waits for review, invisible on the board and 404 to strangers; admins are told", async () => {
    const posted = await postForPartner(
      testApp,
      colleagueA,
      partnerA.partnerId,
      input({ title: "Pending review bounty" }),
    );
    expect(posted.statusCode).toBe(201);
    const body = posted.json();
    expect(body).toMatchObject({ status: "pending-review", publishedAt: null });
    expect(body.partner).toMatchObject({ partnerId: partnerA.partnerId, name: "Chain A" });
    pendingId = body.opportunityId;

    expect((await board(testApp)).opportunities.map((o) => o.title)).not.toContain(
      "Pending review bounty",
    );
    expect((await detail(pendingId)).statusCode).toBe(404);
    expect((await detail(pendingId, stranger)).statusCode).toBe(404);
    expect((await detail(pendingId, ownerB)).statusCode).toBe(404);
    // Closing what one cannot see: unknown too.
    expect((await close(pendingId, ownerB)).statusCode).toBe(404);
    // Its partner's people and the admins read it.
    expect((await detail(pendingId, ownerA)).statusCode).toBe(200);
    expect((await detail(pendingId, admin)).statusCode).toBe(200);

    expect(await sentTitles(testApp.database.db, admin.id, "opportunity-waiting")).toEqual([
      "An opportunity waits for review: Pending review bounty",
    ]);
    const queue = await injectJson(testApp.app, {
      method: "GET",
      url: "/api/admin/opportunities?status=pending-review",
      cookie: admin.cookie,
    });
    expect(
      queue.json().opportunities.map((o: { opportunityId: number }) => o.opportunityId),
    ).toEqual([pendingId]);
    const notAdmin = await injectJson(testApp.app, {
      method: "GET",
      url: "/api/admin/opportunities",
      cookie: ownerA.cookie,
    });
    expect(notAdmin.statusCode).toBe(403);
    expect((await review(pendingId, { decision: "published" }, ownerA)).statusCode).toBe(403);
  });

  it("publishing is audit-logged, trusts the partner and tells the poster; the next post skips review", async () => {
    const response = await review(pendingId, { decision: "published", note: "Looks good." });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: "published", reviewNote: "Looks good." });
    expect((await board(testApp)).opportunities.map((o) => o.opportunityId)).toContain(pendingId);
    expect((await detail(pendingId)).statusCode).toBe(200);

    const db = testApp.database.db;
    const [partner] = await db
      .select({ trusted: partners.trusted })
      .from(partners)
      .where(eq(partners.id, partnerA.partnerId));
    expect(partner?.trusted).toBe(true);
    const audit = await db
      .select({ actorId: auditLog.actorId })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, "opportunity-published"), eq(auditLog.targetId, String(pendingId))),
      );
    expect(audit).toEqual([{ actorId: admin.id }]);
    expect(await sentTitles(db, colleagueA.id, "opportunity-reviewed")).toEqual([
      "Your opportunity is published: Pending review bounty",
    ]);
    // Reviewed already: 409.
    expect((await review(pendingId, { decision: "rejected" })).statusCode).toBe(409);

    const next = await postForPartner(testApp, ownerA, partnerA.partnerId, input());
    expect(next.json()).toMatchObject({ status: "published" });
  });

  it("unticking trust publishes without trusting; rejecting keeps it hidden with its note", async () => {
    const owner = await buildUser(testApp.app, { name: "Owner C" });
    const partnerC = await seedPartner(testApp.database.db, { owner });
    const first = (await postForPartner(testApp, owner, partnerC.partnerId, input())).json();
    await review(first.opportunityId, { decision: "published", trustPartner: false });
    const second = (await postForPartner(testApp, owner, partnerC.partnerId, input())).json();
    expect(second.status).toBe("pending-review");

    const rejected = await review(second.opportunityId, {
      decision: "rejected",
      note: "Say what the pay is.",
    });
    expect(rejected.json()).toMatchObject({
      status: "rejected",
      reviewNote: "Say what the pay is.",
    });
    expect((await detail(second.opportunityId, stranger)).statusCode).toBe(404);
    const own = await injectJson(testApp.app, {
      method: "GET",
      url: `/api/partners/${partnerC.partnerId}/opportunities`,
      cookie: owner.cookie,
    });
    expect(
      own
        .json()
        .opportunities.map((o: { status: string; applicantCount: number }) => [
          o.status,
          o.applicantCount,
        ]),
    ).toEqual([
      ["rejected", 0],
      ["published", 0],
    ]);
    // Another partner's people may not list them.
    const other = await injectJson(testApp.app, {
      method: "GET",
      url: `/api/partners/${partnerC.partnerId}/opportunities`,
      cookie: ownerA.cookie,
    });
    expect(other.statusCode).toBe(403);
  });
});

describe("closing", () => {
  it("a trusted partner publishes at once; another partner's person cannot close it (403), its people can", async () => {
    const posted = await postForPartner(testApp, ownerB, partnerB.partnerId, input());
    expect(posted.json()).toMatchObject({ status: "published" });
    const { opportunityId } = posted.json();
    expect((await close(opportunityId, ownerA)).statusCode).toBe(403);
    expect((await close(opportunityId, stranger)).statusCode).toBe(403);
    const closed = await close(opportunityId, ownerB);
    expect(closed.statusCode).toBe(200);
    expect(closed.json().status).toBe("closed");
    expect((await detail(opportunityId, stranger)).statusCode).toBe(404);
    expect((await board(testApp)).opportunities.map((o) => o.opportunityId)).not.toContain(
      opportunityId,
    );
  });

  it("an admin posts for the programme (published, no partner) and may close any", async () => {
    const posted = await postAsAdmin(testApp, admin, input({ title: "Programme speaking gig" }));
    expect(posted.statusCode).toBe(201);
    expect(posted.json()).toMatchObject({ status: "published", partner: null });
    const partnerPost = (await postForPartner(testApp, ownerB, partnerB.partnerId, input())).json();
    expect((await close(partnerPost.opportunityId, admin)).statusCode).toBe(200);
    expect((await close(posted.json().opportunityId, ownerA)).statusCode).toBe(403);
  });
});

describe("the board", () => {
  it("never lists one past its deadline, even before the closing job ran", async () => {
    const soon = new Date(clock.now().getTime() + 2 * DAY_MS).toISOString();
    const posted = (
      await postForPartner(
        testApp,
        ownerB,
        partnerB.partnerId,
        input({ title: "Short deadline job", kind: "job", deadline: soon }),
      )
    ).json();
    expect((await board(testApp)).opportunities.map((o) => o.opportunityId)).toContain(
      posted.opportunityId,
    );
    clock.advance(3 * DAY_MS);
    try {
      expect((await board(testApp)).opportunities.map((o) => o.opportunityId)).not.toContain(
        posted.opportunityId,
      );
      expect((await detail(posted.opportunityId, stranger)).statusCode).toBe(404);
    } finally {
      clock.advance(-3 * DAY_MS);
    }
  });

  it("filters by kind, journey (tagged with it, or untagged), remote and region", async () => {
    const titles = async (query: string) =>
      (await board(testApp, query)).opportunities.map((o) => o.title);
    await postForPartner(
      testApp,
      ownerB,
      partnerB.partnerId,
      input({
        title: "Designer internship in Muscat",
        kind: "internship",
        journeyIds: [3],
        region: "oman",
        remote: false,
      }),
    );
    await postForPartner(
      testApp,
      ownerB,
      partnerB.partnerId,
      input({
        title: "Any journey speaking gig",
        kind: "speaking-gig",
        journeyIds: [],
        region: "kerala",
        remote: false,
      }),
    );
    expect(await titles("kind=internship")).toEqual(["Designer internship in Muscat"]);
    expect(await titles("region=oman")).toEqual(["Designer internship in Muscat"]);
    const designer = await titles("journeyId=3");
    expect(designer).toContain("Designer internship in Muscat");
    expect(designer).toContain("Any journey speaking gig");
    expect(designer).not.toContain("Audit a Solidity vesting contract");
    expect(await titles("remote=false&region=kerala")).toEqual(["Any journey speaking gig"]);
    const bad = await injectJson(testApp.app, {
      method: "GET",
      url: "/api/opportunities?kind=gig",
    });
    expect(bad.statusCode).toBe(400);
  });

  it("tells a signed-in member whether they meet each ask; visitors get no viewer", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 6 });
    await seedSubmissions(testApp.database.db, member, club.clubId, pathOf(6).slice(0, 5));
    const asks = [
      { kind: "mission", journeyId: 6, missionNumber: 5 },
      { kind: "mission", journeyId: 6, missionNumber: 6 },
      { kind: "speeches", count: 1 },
    ];
    const posted = (
      await postForPartner(testApp, ownerB, partnerB.partnerId, input({ title: "Asks test", asks }))
    ).json();
    const seen = await detail(posted.opportunityId, member);
    expect(seen.json().viewer).toEqual({
      meetsAsks: [true, false, false],
      applicationId: null,
      applicationStatus: null,
    });
    expect((await detail(posted.opportunityId)).json().viewer).toBeNull();
  });
});

describe("the dashboard's matches", () => {
  it("lists those suited to the member's journey whose asks they meet, newest first, at most 5", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 6 });
    await seedSubmissions(testApp.database.db, member, club.clubId, pathOf(6).slice(0, 5));
    const db = testApp.database.db;
    // A speech delivered at the member's club (the meeting's record, written as the timer would).
    await db.insert(meetingSlots).values({
      clubId: club.clubId,
      meetingKey: "2026-03-02",
      userId: member.id,
      userName: member.name,
      status: "delivered",
      deliveredAt: new Date("2026-03-02T14:00:00Z"),
    });
    const post = (title: string, overrides: Record<string, unknown>) =>
      postForPartner(testApp, ownerB, partnerB.partnerId, input({ title, ...overrides }));
    await post("Matches: developer, mission 5", {
      asks: [{ kind: "mission", journeyId: 6, missionNumber: 5 }],
    });
    await post("No match: mission 7", {
      asks: [{ kind: "mission", journeyId: 6, missionNumber: 7 }],
    });
    await post("No match: designer only", { journeyIds: [3], asks: [] });
    await post("Matches: one speech, any journey", {
      journeyIds: [],
      asks: [{ kind: "speeches", count: 1 }],
    });
    const response = await injectJson(testApp.app, {
      method: "GET",
      url: "/api/me/opportunities/matching",
      cookie: member.cookie,
    });
    expect(response.statusCode).toBe(200);
    const titles: string[] = response.json().opportunities.map((o: { title: string }) => o.title);
    expect(titles.length).toBeLessThanOrEqual(5);
    expect(titles[0]).toBe("Matches: one speech, any journey");
    expect(titles).toContain("Matches: developer, mission 5");
    expect(titles).not.toContain("No match: mission 7");
    expect(titles).not.toContain("No match: designer only");
  });

  it("matches in the database by the same rule as the asks each opportunity shows", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 6 });
    // Verified: Missions 1 and 2 (the shared path) and journey 6's 3 to 5; one delivered speech.
    await seedSubmissions(testApp.database.db, member, club.clubId, pathOf(6).slice(0, 5));
    await testApp.database.db.insert(meetingSlots).values({
      clubId: club.clubId,
      meetingKey: "2026-03-09",
      userId: member.id,
      userName: member.name,
      status: "delivered",
      deliveredAt: new Date("2026-03-09T14:00:00Z"),
    });
    const mission = (journeyId: number, missionNumber: number) => ({
      kind: "mission",
      journeyId,
      missionNumber,
    });
    const speeches = (count: number) => ({ kind: "speeches", count });
    const cases: [string, Record<string, unknown>][] = [
      ["no asks, untagged", { journeyIds: [], asks: [] }],
      ["another journey's", { journeyIds: [3], asks: [] }],
      ["both journeys", { journeyIds: [3, 6], asks: [] }],
      ["own mission 5", { asks: [mission(6, 5)] }],
      ["own mission 7", { asks: [mission(6, 7)] }],
      ["mission 1 of another path", { journeyIds: [], asks: [mission(3, 1)] }],
      ["mission 5 of another path", { journeyIds: [], asks: [mission(3, 5)] }],
      ["one speech", { asks: [speeches(1)] }],
      ["two speeches", { asks: [speeches(2)] }],
      ["mission and speech", { asks: [mission(6, 4), speeches(1)] }],
      ["mission met, speeches not", { asks: [mission(6, 4), speeches(2)] }],
      ["speech met, mission not", { asks: [speeches(1), mission(6, 8)] }],
    ];
    const outcomes: boolean[] = [];
    for (const [title, overrides] of cases) {
      const posted = await postForPartner(
        testApp,
        ownerB,
        partnerB.partnerId,
        input({ title: `Rule: ${title}`, ...overrides }),
      );
      expect(posted.statusCode, posted.body).toBe(201);
      // The policy's answer, as the board shows the member each opportunity's asks.
      const shown = await injectJson(testApp.app, {
        url: `/api/opportunities/${posted.json().opportunityId}`,
        cookie: member.cookie,
      });
      const opportunity = shown.json() as {
        journeyIds: number[];
        viewer: { meetsAsks: boolean[] };
      };
      const expected =
        (opportunity.journeyIds.length === 0 || opportunity.journeyIds.includes(6)) &&
        opportunity.viewer.meetsAsks.every(Boolean);
      const matching = await injectJson(testApp.app, {
        url: "/api/me/opportunities/matching",
        cookie: member.cookie,
      });
      const newest = (matching.json().opportunities as { title: string }[])[0]?.title;
      expect(newest === `Rule: ${title}`, title).toBe(expected);
      outcomes.push(expected);
    }
    expect(outcomes.filter(Boolean)).toHaveLength(6);
  });
});
