import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClubNameList, ClubSearchResult } from "../../contract/clubs.ts";
import { clubs } from "../../server/db/schema/index.ts";
import { CLUB_DIRECTORY_TTL_MS } from "../../server/features/clubs/directory.ts";
import { buildClub } from "../factories/clubs.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp, twoAppsOnOneDatabase } from "../helpers.ts";

/**
 * Pages of the club search and the names list are kept a few seconds for everyone (ADR 023).
 * What is personal must never travel with them: how the searcher stands with a club and whether
 * they may see its meeting link are decided for each request. And a change to the clubs, here,
 * in another process or by hand, must show at once (or as soon as the database's notice comes).
 */
type App = TestApp["app"];

async function search(app: App, user: TestUser, location: string) {
  const response = await injectJson(app, {
    url: `/api/clubs?location=${encodeURIComponent(location)}`,
    cookie: user.cookie,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ClubSearchResult;
}

async function clubTotal(app: App) {
  return ((await injectJson(app, { url: "/api/clubs/names" })).json() as ClubNameList).total;
}

const uniqueTown = () => `Town ${randomUUID().slice(0, 8)}`;

describe("the club directory cache", () => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await buildTestApp({ clubDirectoryTtlMs: CLUB_DIRECTORY_TTL_MS });
  });
  afterAll(() => testApp?.close());

  it("gives a cached page to a stranger without the leader's meeting link or standing", async () => {
    const town = uniqueTown();
    const club = await buildClub(testApp.app, { location: town });
    // The club's own notice may still empty the cache once: the leader searches until it keeps.
    await expect
      .poll(async () => {
        const [asLeader] = (await search(testApp.app, club.leader, town)).items;
        expect(asLeader?.meetingLink).toBe("https://meet.example.com/club");
        return testApp.app.clubDirectory.searches.size;
      })
      .toBeGreaterThan(0);

    const stranger = await buildUser(testApp.app);
    const [asStranger] = (await search(testApp.app, stranger, town)).items;
    expect(asStranger).toMatchObject({ clubId: club.clubId, standing: "none", meetingLink: null });
  });

  it("still gives the leader their meeting link when a stranger's search filled the cache", async () => {
    const town = uniqueTown();
    const club = await buildClub(testApp.app, { location: town });
    const stranger = await buildUser(testApp.app);
    await expect
      .poll(async () => {
        const [asStranger] = (await search(testApp.app, stranger, town)).items;
        expect(asStranger).toMatchObject({ standing: "none", meetingLink: null });
        return testApp.app.clubDirectory.searches.size;
      })
      .toBeGreaterThan(0);
    const [asLeader] = (await search(testApp.app, club.leader, town)).items;
    expect(asLeader?.meetingLink).toBe("https://meet.example.com/club");
  });

  it("shows the searcher's new application at once, the page still cached", async () => {
    const town = uniqueTown();
    const club = await buildClub(testApp.app, { location: town });
    const applicant = await buildUser(testApp.app);
    expect((await search(testApp.app, applicant, town)).items[0]?.standing).toBe("none");
    const applied = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/clubs/${club.clubId}/applications`,
      cookie: applicant.cookie,
      payload: {},
    });
    expect(applied.statusCode, applied.body).toBe(201);
    expect((await search(testApp.app, applicant, town)).items[0]?.standing).toBe("applied");
  });

  it("shows a club created through the API in the next search and count", async () => {
    const town = uniqueTown();
    const searcher = await buildUser(testApp.app);
    expect((await search(testApp.app, searcher, town)).items).toEqual([]);
    const total = await clubTotal(testApp.app);
    const club = await buildClub(testApp.app, { location: town });
    expect((await search(testApp.app, searcher, town)).items.map((item) => item.clubId)).toEqual([
      club.clubId,
    ]);
    expect(await clubTotal(testApp.app)).toBe(total + 1);
  });

  it("answers the names list with 304 while it is unchanged, and the new page after a change", async () => {
    const first = await injectJson(testApp.app, { url: "/api/clubs/names" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const ifNoneMatch = { "if-none-match": etag };
    const unchanged = await injectJson(testApp.app, {
      url: "/api/clubs/names",
      headers: ifNoneMatch,
    });
    expect(unchanged.statusCode).toBe(304);
    await buildClub(testApp.app, { location: uniqueTown() });
    const changed = await injectJson(testApp.app, {
      url: "/api/clubs/names",
      headers: ifNoneMatch,
    });
    expect(changed.statusCode).toBe(200);
    expect((changed.json() as ClubNameList).total).toBe((first.json() as ClubNameList).total + 1);
  });

  it("shows a club added by hand (the CLI, SQL) once the database's notice arrives", async () => {
    const town = uniqueTown();
    const searcher = await buildUser(testApp.app);
    expect((await search(testApp.app, searcher, town)).items).toEqual([]);
    await testApp.database.db.insert(clubs).values({
      clubName: `Hand Made ${randomUUID().slice(0, 6)}`,
      slug: `HandMade${randomUUID().slice(0, 6)}`,
      clubType: "web3",
      meetingFormat: "online",
      location: town,
      meetingTime: "evening",
      meetingDays: ["monday"],
    });
    await expect.poll(async () => (await search(testApp.app, searcher, town)).items.length).toBe(1);
  });
});

describe("the club directory cache of a second process on the same database", () => {
  // Another app on the same database: its own cache, its own listener.
  const apps = twoAppsOnOneDatabase({ clubDirectoryTtlMs: CLUB_DIRECTORY_TTL_MS });

  it("forgets its pages when the first one adds a club", async () => {
    const town = uniqueTown();
    const searcher = await buildUser(apps.first.app);
    expect((await search(apps.second, searcher, town)).items).toEqual([]);
    const totalBefore = await clubTotal(apps.second);
    await buildClub(apps.first.app, { location: town });
    await expect.poll(async () => (await search(apps.second, searcher, town)).items.length).toBe(1);
    expect(await clubTotal(apps.second)).toBe(totalBefore + 1);
  });
});
