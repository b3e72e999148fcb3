import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Club, ClubDetail, ClubSearchResult } from "../../contract/clubs.ts";
import { MAX_CLUBS_PER_LEADER } from "../../contract/clubs.ts";
import { clubs } from "../../server/db/schema/index.ts";
import { buildClub, clubInput, uniqueClubName } from "../factories/clubs.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";
import { onPostgres } from "../test-database.ts";

let testApp: TestApp;
let member: TestUser;
beforeAll(async () => {
  testApp = await buildTestApp();
  member = await buildUser(testApp.app);
});
afterAll(() => testApp?.close());

async function search(query: string, user: TestUser = member) {
  const response = await injectJson(testApp.app, {
    url: `/api/clubs?${query}`,
    cookie: user.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ClubSearchResult;
}

async function createClub(user: TestUser, payload: object) {
  return injectJson(testApp.app, {
    method: "POST",
    url: "/api/clubs",
    cookie: user.cookie,
    payload,
  });
}

async function clubCount() {
  const [row] = await testApp.database.db.select({ n: sql<number>`count(*)::int` }).from(clubs);
  return row?.n ?? 0;
}

describe("club search", () => {
  // A town name no other test uses, so the filters see only these clubs.
  const town = `Zorvik${Date.now().toString(36)}`;
  let morningWeb3: Club;
  let eveningBlockchain: Club;
  let onlineSpeaking: Club;

  beforeAll(async () => {
    morningWeb3 = await buildClub(testApp.app, {
      location: `North ${town}`,
      meetingDays: ["monday", "wednesday"],
      meetingTime: "morning",
      clubType: "web3",
      meetingFormat: "inperson",
    });
    eveningBlockchain = await buildClub(testApp.app, {
      location: `${town.toUpperCase()} Harbour`,
      meetingDays: ["friday"],
      meetingTime: "evening",
      clubType: "blockchain",
      meetingFormat: "inperson",
    });
    onlineSpeaking = await buildClub(testApp.app, {
      location: `${town} online`,
      meetingDays: ["monday"],
      meetingTime: "evening",
      clubType: "public-speaking",
      meetingFormat: "online",
    });
  });

  it("lets visitors browse, never showing them a meeting link or a standing", async () => {
    const visitTown = Date.now().toString(36);
    const club = await buildClub(testApp.app, { location: `Visitville-${visitTown}` });
    // The leader and a member read the (cached) page first: the visitor still gets no link.
    expect(
      (await search(`location=Visitville-${visitTown}`, club.leader)).items[0]?.meetingLink,
    ).toBe("https://meet.example.com/club");
    const asVisitor = async (url: string, headers: Record<string, string> = {}) => {
      const response = await injectJson(testApp.app, { url, headers });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-store");
      return response.json();
    };
    const found = (await asVisitor(
      `/api/clubs?location=Visitville-${visitTown}`,
    )) as ClubSearchResult;
    expect(found.items.map((item) => item.clubId)).toEqual([club.clubId]);
    expect(found.items[0]).toMatchObject({ meetingLink: null, standing: "none" });
    const page = (await asVisitor(`/api/clubs/${club.clubId}`)) as ClubDetail;
    expect(page).toMatchObject({ clubId: club.clubId, meetingLink: null, standing: "none" });
    // A cookie that is no session, or an ended one, is a visitor too.
    for (const cookie of ["better-auth.session_token=forged.value", "x=1"]) {
      const withCookie = (await asVisitor(`/api/clubs/${club.clubId}`, { cookie })) as ClubDetail;
      expect(withCookie).toMatchObject({ meetingLink: null, standing: "none" });
    }
    const signedOut = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/auth/sign-out",
      cookie: club.leader.cookie,
    });
    expect(signedOut.statusCode).toBe(200);
    const ended = (await asVisitor(`/api/clubs/${club.clubId}`, {
      cookie: club.leader.cookie,
    })) as ClubDetail;
    expect(ended.meetingLink).toBeNull();
    // Browsing is not joining: applying still needs a session.
    const apply = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/clubs/${club.clubId}/applications`,
    });
    expect(apply.statusCode).toBe(401);
  });

  it("matches location case-insensitively as 'contains'", async () => {
    const result = await search(`location=${town.toLowerCase()}`);
    expect(result.items.map((club) => club.clubId)).toEqual([
      morningWeb3.clubId,
      eveningBlockchain.clubId,
      onlineSpeaking.clubId,
    ]);
    expect(result).toMatchObject({ page: 1, pageSize: 20, hasMore: false });
  });

  it("requires every given filter to match and treats empty ones as Any", async () => {
    const byDay = await search(`location=${town}&day=monday`);
    expect(byDay.items.map((club) => club.clubId)).toEqual([
      morningWeb3.clubId,
      onlineSpeaking.clubId,
    ]);
    const byTime = await search(`location=${town}&day=monday&meetingTime=evening`);
    expect(byTime.items.map((club) => club.clubId)).toEqual([onlineSpeaking.clubId]);
    const byType = await search(`location=${town}&clubType=blockchain&meetingTime=`);
    expect(byType.items.map((club) => club.clubId)).toEqual([eveningBlockchain.clubId]);
    const byFormat = await search(`location=${town}&meetingFormat=online&day=`);
    expect(byFormat.items.map((club) => club.clubId)).toEqual([onlineSpeaking.clubId]);
    const none = await search(`location=${town}&day=sunday`);
    expect(none.items).toEqual([]);
  });

  it("returns the card's fields", async () => {
    const result = await search(`location=${encodeURIComponent(`North ${town}`)}`);
    expect(result.items).toEqual([
      {
        clubId: morningWeb3.clubId,
        clubName: morningWeb3.clubName,
        slug: morningWeb3.clubName.replace(/\s+/g, ""),
        location: `North ${town}`,
        meetingDays: ["monday", "wednesday"],
        meetingTime: "morning",
        clubType: "web3",
        meetingFormat: "inperson",
        meetingLink: null,
        standing: "none",
      },
    ]);
  });

  it("shows the meeting link only to the club's leader and members", async () => {
    const club = await buildClub(testApp.app, { location: `Linkville ${town}` });
    const linkFor = async (user: TestUser) =>
      (await search(`location=Linkville ${town}`, user)).items[0]?.meetingLink;
    expect(await linkFor(member)).toBeNull();
    expect(await linkFor(club.leader)).toBe("https://meet.example.com/club");
    const applicant = await buildUser(testApp.app);
    const applied = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/clubs/${club.clubId}/applications`,
      cookie: applicant.cookie,
    });
    expect(await linkFor(applicant)).toBeNull();
    await injectJson(testApp.app, {
      method: "POST",
      url: `/api/applications/${applied.json().applicationId}/accept`,
      cookie: club.leader.cookie,
    });
    expect(await linkFor(applicant)).toBe("https://meet.example.com/club");
    const page = await injectJson(testApp.app, {
      url: `/api/clubs/${club.clubId}`,
      cookie: member.cookie,
    });
    expect(page.json()).toMatchObject({ meetingLink: null });
  });

  it("takes % and _ literally in the location", async () => {
    expect((await search("location=%25")).items).toEqual([]);
    expect((await search(`location=${town.slice(0, 3)}_`)).items).toEqual([]);
  });

  it("pages 20 at a time", async () => {
    const pageTown = `Pagetown${Date.now().toString(36)}`;
    const created: number[] = [];
    for (let index = 0; index < 23; index++) {
      const club = await buildClub(testApp.app, { location: pageTown });
      created.push(club.clubId);
    }
    const first = await search(`location=${pageTown}`);
    expect(first.items.map((club) => club.clubId)).toEqual(created.slice(0, 20));
    expect(first.hasMore).toBe(true);
    const second = await search(`location=${pageTown}&page=2`);
    expect(second.items.map((club) => club.clubId)).toEqual(created.slice(20));
    expect(second.hasMore).toBe(false);
  });

  it("pages in id order with and without filters, over hundreds of matches", async () => {
    const denseTown = `Densetown${Date.now().toString(36)}`;
    const inserted = await testApp.database.db
      .insert(clubs)
      .values(
        Array.from({ length: 530 }, (_, index) => ({
          clubName: `${denseTown} ${index}`,
          slug: `${denseTown}${index}`,
          clubType: "web3",
          meetingFormat: "online",
          location: `${denseTown} ${index % 2 === 0 ? "east" : "west"}`,
          meetingTime: "morning",
          meetingDays: ["sunday"],
        })),
      )
      .returning({ id: clubs.id });
    const ids = inserted.map((row) => row.id).sort((a, b) => a - b);
    const first = await search(`location=${denseTown}&day=sunday`);
    expect(first.items.map((club) => club.clubId)).toEqual(ids.slice(0, 20));
    expect(first.hasMore).toBe(true);
    const last = await search(`location=${denseTown}&day=sunday&page=27`);
    expect(last.items.map((club) => club.clubId)).toEqual(ids.slice(520));
    expect(last.hasMore).toBe(false);
    // No filter at all: every club in id order, the built-in ones first.
    const all = await search("");
    expect(all.items.slice(0, 3).map((club) => club.clubId)).toEqual([1, 2, 3]);
    expect(all.hasMore).toBe(true);
    // Half of them, with the same paging.
    const east = ids.filter((_, index) => index % 2 === 0);
    const eastPage = await search(`location=${denseTown} east&page=2`);
    expect(eastPage.items.map((club) => club.clubId)).toEqual(east.slice(20, 40));
    expect(eastPage.hasMore).toBe(true);
  });

  it("shows each card's standing: applied, then member once accepted", async () => {
    const applicant = await buildUser(testApp.app);
    const club = await buildClub(testApp.app, { location: `Standing ${town}` });
    const standing = async () =>
      (await search(`location=Standing ${town}`, applicant)).items[0]?.standing;
    expect(await standing()).toBe("none");
    const applied = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/clubs/${club.clubId}/applications`,
      cookie: applicant.cookie,
    });
    expect(applied.statusCode).toBe(201);
    expect(await standing()).toBe("applied");
    const accepted = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/applications/${applied.json().applicationId}/accept`,
      cookie: club.leader.cookie,
    });
    expect(accepted.statusCode).toBe(200);
    expect(await standing()).toBe("member");
  });

  it("refuses unknown filters and bad values, naming the field", async () => {
    for (const [query, field] of [
      ["clubLeader=x", "query"],
      ["day=funday", "query.day"],
      ["clubType=inperson", "query.clubType"],
      ["meetingFormat=hybrid", "query.meetingFormat"],
      [`location=${"x".repeat(101)}`, "query.location"],
      ["page=0", "query.page"],
    ] as const) {
      const response = await injectJson(testApp.app, {
        url: `/api/clubs?${query}`,
        cookie: member.cookie,
      });
      expect(response.statusCode, query).toBe(400);
      expect(problemOf(response).errors?.[0]?.field, query).toBe(field);
    }
  });
});

describe("create club", () => {
  it("creates the club with the creator as its leader and a database id", async () => {
    const leader = await buildUser(testApp.app, { name: "Lena Leader" });
    const totalOf = async () =>
      ((await injectJson(testApp.app, { url: "/api/clubs/names" })).json() as { total: number })
        .total;
    const totalBefore = await totalOf();
    const name = uniqueClubName("Porto Builders");
    const response = await createClub(
      leader,
      clubInput({ clubName: `  ${name} `, location: "Porto, PORTUGAL", meetingLink: "" }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const club = response.json() as Club;
    expect(club).toMatchObject({
      clubName: name,
      slug: name.replace(/\s+/g, ""),
      location: "Porto, PORTUGAL",
      meetingLink: null,
      standing: "none",
    });
    const [row] = await testApp.database.db.select().from(clubs).where(eq(clubs.id, club.clubId));
    expect(row?.leaderId).toBe(leader.id);
    const me = await injectJson(testApp.app, { url: "/api/me", cookie: leader.cookie });
    expect(me.json()).toMatchObject({ isLeader: true, clubId: null });
    // The landing's count includes it at once.
    expect(await totalOf()).toBe(totalBefore + 1);
  });

  it("answers 401 without a session, before reading the body", async () => {
    const before = await clubCount();
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/clubs",
      payload: clubInput(),
    });
    expect(response.statusCode).toBe(401);
    expect(await clubCount()).toBe(before);
  });

  it("names each missing or wrong field", async () => {
    const leader = await buildUser(testApp.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ clubName: "  " }, "clubName"],
      [{ location: "" }, "location"],
      [{ meetingDays: [] }, "meetingDays"],
      [{ meetingDays: ["someday"] }, "meetingDays.0"],
      [{ meetingTime: "noon" }, "meetingTime"],
      [{ clubType: "online" }, "clubType"],
      [{ meetingFormat: "hybrid" }, "meetingFormat"],
      [{ meetingLink: "javascript:alert(1)" }, "meetingLink"],
      [{ meetingLink: "meet.example.com" }, "meetingLink"],
      [{ clubName: "Club/../admin" }, "clubName"],
      [{ clubName: "favicon.svg" }, "clubName"],
      [{ clubName: "x".repeat(61) }, "clubName"],
    ];
    const before = await clubCount();
    for (const [override, field] of cases) {
      const response = await createClub(leader, clubInput(override as never));
      expect(response.statusCode, JSON.stringify(override)).toBe(400);
      const problem = problemOf(response);
      expect(problem.errors?.map((error) => error.field)).toContain(field);
    }
    const missing = await createClub(leader, {});
    expect(missing.statusCode).toBe(400);
    expect(problemOf(missing).errors?.map((error) => error.field)).toEqual(
      expect.arrayContaining([
        "clubName",
        "location",
        "meetingDays",
        "meetingTime",
        "clubType",
        "meetingFormat",
      ]),
    );
    expect(await clubCount()).toBe(before);
  });

  it("says what to enter, field by field", async () => {
    const leader = await buildUser(testApp.app);
    const response = await createClub(leader, clubInput({ meetingDays: [] }));
    expect(problemOf(response).errors).toEqual([
      { field: "meetingDays", message: "Choose at least one meeting day." },
    ]);
  });

  it("refuses extra fields such as clubLeader or leaderId and writes nothing", async () => {
    const leader = await buildUser(testApp.app);
    const other = await buildUser(testApp.app);
    const before = await clubCount();
    for (const extra of [
      { clubLeader: other.email },
      { leaderId: other.id },
      { clubId: 999 },
      { clubId: 5 },
    ]) {
      const response = await createClub(leader, { ...clubInput(), ...extra });
      expect(response.statusCode, JSON.stringify(extra)).toBe(400);
    }
    expect(await clubCount()).toBe(before);
  });

  it("refuses a name whose slug is taken, ignoring spaces and capitals (409)", async () => {
    const leader = await buildUser(testApp.app);
    const name = uniqueClubName("Taken Name");
    expect((await createClub(leader, clubInput({ clubName: name }))).statusCode).toBe(201);
    const respaced = name.replace(/\s+/g, "").toUpperCase();
    const response = await createClub(leader, clubInput({ clubName: respaced }));
    expect(response.statusCode).toBe(409);
    expect(problemOf(response).detail).toMatch(/already exists/);
  });

  it("refuses a name that is a route or a mission's page (400 on clubName)", async () => {
    const leader = await buildUser(testApp.app);
    for (const clubName of [
      "Dashboard",
      "Club Search",
      "login",
      "Kerala Blockvocates",
      "Mission 1",
    ]) {
      const response = await createClub(leader, clubInput({ clubName }));
      expect(response.statusCode, clubName).toBe(400);
      expect(problemOf(response).errors?.[0]?.field).toBe("clubName");
    }
  });

  it("normalises look-alike letters and refuses control and text-direction characters", async () => {
    const leader = await buildUser(testApp.app);
    // Full-width letters are the same name as the regional page's: taken, not a twin.
    const twin = await createClub(
      leader,
      clubInput({ clubName: "Ｋｅｒａｌａ Ｂｌｏｃｋｖｏｃａｔｅｓ" }),
    );
    expect(twin.statusCode).toBe(400);
    expect(problemOf(twin).errors?.[0]?.field).toBe("clubName");
    const wide = uniqueClubName("Ｗｉｄｅ");
    const stored = await createClub(leader, clubInput({ clubName: wide }));
    expect(stored.statusCode).toBe(201);
    expect((stored.json() as Club).clubName).toBe(wide.normalize("NFKC"));
    for (const [field, value] of [
      ["clubName", "Evil\u202Egnp"],
      ["clubName", "Bell\u0007Club"],
      ["location", "Kochi\u001b[31m"],
      ["location", "Muscat\u2066x\u2069"],
      ["location", "Line\nbreak"],
      ["location", "Next\u0085line"],
    ] as const) {
      const response = await createClub(leader, clubInput({ [field]: value }));
      expect(response.statusCode, JSON.stringify(value)).toBe(400);
      expect(problemOf(response).errors?.[0]?.field).toBe(field);
    }
  });

  it("refuses a club beyond the most one person may lead, with a message that says so", async () => {
    const leader = await buildUser(testApp.app);
    for (let made = 0; made < MAX_CLUBS_PER_LEADER; made++) {
      expect((await createClub(leader, clubInput())).statusCode).toBe(201);
    }
    const refused = await createClub(leader, clubInput());
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused).detail).toMatch(/already lead 5 clubs/);
    const led = await injectJson(testApp.app, {
      url: "/api/clubs/led?pageSize=100",
      cookie: leader.cookie,
    });
    expect(led.json().items).toHaveLength(MAX_CLUBS_PER_LEADER);
  });

  describe.runIf(onPostgres)("under concurrency (PostgreSQL)", () => {
    it("gives 20 parallel creations 20 distinct ids", async () => {
      const leaders = await Promise.all(Array.from({ length: 20 }, () => buildUser(testApp.app)));
      const responses = await Promise.all(leaders.map((leader) => createClub(leader, clubInput())));
      expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(201));
      const ids = responses.map((response) => (response.json() as Club).clubId);
      expect(new Set(ids).size).toBe(20);
    });

    it("lets one person lead at most the limit, however many creations race", async () => {
      const leader = await buildUser(testApp.app);
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => createClub(leader, clubInput())),
      );
      const statuses = responses.map((response) => response.statusCode).sort();
      expect(statuses).toEqual([
        ...Array(MAX_CLUBS_PER_LEADER).fill(201),
        ...Array(12 - MAX_CLUBS_PER_LEADER).fill(409),
      ]);
    });

    it("lets one of two parallel creations with the same slug win", async () => {
      const leader = await buildUser(testApp.app);
      const name = uniqueClubName("Race");
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => createClub(leader, clubInput({ clubName: name }))),
      );
      expect(responses.map((response) => response.statusCode).sort()).toEqual([
        201, 409, 409, 409, 409,
      ]);
    });
  });
});

describe("club page", () => {
  it("shows the club with its leader's name, member count and the caller's standing", async () => {
    const leader = await buildUser(testApp.app, { name: "Paula Leader" });
    const club = await buildClub(testApp.app, { leader, clubType: "blockchain" });
    const url = `/api/clubs/${club.clubId}`;
    const before = await injectJson(testApp.app, { url, cookie: member.cookie });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      clubId: club.clubId,
      clubName: club.clubName,
      clubType: "blockchain",
      leaderName: "Paula Leader",
      memberCount: 0,
      standing: "none",
    });
    const body = before.json() as ClubDetail;
    expect(JSON.stringify(body)).not.toContain(leader.email);

    const applicant = await buildUser(testApp.app);
    const applied = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/clubs/${club.clubId}/applications`,
      cookie: applicant.cookie,
    });
    await injectJson(testApp.app, {
      method: "POST",
      url: `/api/applications/${applied.json().applicationId}/accept`,
      cookie: leader.cookie,
    });
    const after = await injectJson(testApp.app, { url, cookie: applicant.cookie });
    expect(after.json()).toMatchObject({ memberCount: 1, standing: "member" });
  });

  it("is public (a visitor's view), 404 for an unknown club", async () => {
    expect((await injectJson(testApp.app, { url: "/api/clubs/1" })).statusCode).toBe(200);
    expect((await injectJson(testApp.app, { url: "/api/clubs/999999" })).statusCode).toBe(404);
    const missing = await injectJson(testApp.app, {
      url: "/api/clubs/999999",
      cookie: member.cookie,
    });
    expect(missing.statusCode).toBe(404);
    const bad = await injectJson(testApp.app, { url: "/api/clubs/abc", cookie: member.cookie });
    expect(bad.statusCode).toBe(400);
  });

  it("is what the club's slug resolves to", async () => {
    const club = await buildClub(testApp.app);
    const response = await injectJson(testApp.app, {
      url: `/api/pages/${club.slug.toLowerCase()}`,
    });
    expect(response.json()).toEqual({ kind: "club", clubId: club.clubId, name: club.clubName });
  });
});

describe("leader's lists", () => {
  it("lists the clubs one leads, each with its members", async () => {
    const leader = await buildUser(testApp.app);
    const first = await buildClub(testApp.app, { leader });
    const second = await buildClub(testApp.app, { leader });
    const led = await injectJson(testApp.app, { url: "/api/clubs/led", cookie: leader.cookie });
    expect(led.json()).toEqual({
      items: [
        { clubId: first.clubId, clubName: first.clubName, slug: first.slug },
        { clubId: second.clubId, clubName: second.clubName, slug: second.slug },
      ],
      page: 1,
      pageSize: 20,
      hasMore: false,
    });
    const paged = await injectJson(testApp.app, {
      url: "/api/clubs/led?page=2&pageSize=1",
      cookie: leader.cookie,
    });
    expect(paged.json()).toMatchObject({
      items: [{ clubId: second.clubId }],
      page: 2,
      hasMore: false,
    });
    const none = await injectJson(testApp.app, { url: "/api/clubs/led", cookie: member.cookie });
    expect(none.json()).toMatchObject({ items: [], hasMore: false });

    const applicant = await buildUser(testApp.app, { name: "Mia Member" });
    const applied = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/clubs/${second.clubId}/applications`,
      cookie: applicant.cookie,
    });
    await injectJson(testApp.app, {
      method: "POST",
      url: `/api/applications/${applied.json().applicationId}/accept`,
      cookie: leader.cookie,
    });
    const members = async (clubId: number) =>
      injectJson(testApp.app, { url: `/api/clubs/${clubId}/members`, cookie: leader.cookie });
    expect((await members(first.clubId)).json()).toMatchObject({ items: [], hasMore: false });
    expect((await members(second.clubId)).json()).toEqual({
      items: [
        {
          userId: applicant.id,
          name: "Mia Member",
          clubId: second.clubId,
          clubName: second.clubName,
        },
      ],
      page: 1,
      pageSize: 20,
      hasMore: false,
    });
  });

  it("shows members only to the club's leader", async () => {
    const club = await buildClub(testApp.app);
    const otherLeader = (await buildClub(testApp.app)).leader;
    const url = `/api/clubs/${club.clubId}/members`;
    expect((await injectJson(testApp.app, { url })).statusCode).toBe(401);
    expect((await injectJson(testApp.app, { url, cookie: member.cookie })).statusCode).toBe(403);
    expect((await injectJson(testApp.app, { url, cookie: otherLeader.cookie })).statusCode).toBe(
      403,
    );
    const missing = await injectJson(testApp.app, {
      url: "/api/clubs/999999/members",
      cookie: member.cookie,
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe("the landing page's club names", () => {
  type Names = { items: { clubId: number; clubName: string }[]; total: number };
  const names = async (query: string) =>
    (await injectJson(testApp.app, { url: `/api/clubs/names${query}` })).json() as Names;

  it("pages past the first 50 in id order: each page starts after the last id of the one before", async () => {
    const { db } = testApp.database;
    const rows = Array.from({ length: 60 }, (_, index) => {
      const clubName = uniqueClubName(`Paged ${index}`);
      return {
        clubName,
        slug: clubName.replace(/\s+/g, ""),
        clubType: "web3",
        meetingFormat: "online",
        location: "online",
        meetingTime: "evening",
        meetingDays: ["monday"],
      };
    });
    await db.insert(clubs).values(rows);
    const first = await names("");
    expect(first.items).toHaveLength(50);
    expect(first.total).toBeGreaterThanOrEqual(63);
    const ids = first.items.map((club) => club.clubId);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));

    const seen = new Set(ids);
    let after = ids.at(-1);
    while (after !== undefined) {
      const page = await names(`?after=${after}`);
      for (const club of page.items) {
        expect(seen.has(club.clubId)).toBe(false);
        expect(club.clubId).toBeGreaterThan(after);
        seen.add(club.clubId);
      }
      after = page.items.length === 50 ? page.items.at(-1)?.clubId : undefined;
    }
    const everyName = new Set(
      (await db.select({ name: clubs.clubName }).from(clubs)).map((r) => r.name),
    );
    expect(seen.size).toBe(everyName.size);
  });

  it.each(["?after=0", "?after=-1", "?after=abc", "?limit=101", "?offset=50"])(
    "refuses %s with 400",
    async (query) => {
      const response = await injectJson(testApp.app, { url: `/api/clubs/names${query}` });
      expect(response.statusCode).toBe(400);
    },
  );
});
