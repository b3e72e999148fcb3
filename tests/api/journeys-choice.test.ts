import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildLeaderWithClub, buildMember } from "../factories/missions.ts";
import { buildUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";
import { onPostgres } from "../test-database.ts";

let testApp: TestApp;
let clubId: number;
beforeAll(async () => {
  testApp = await buildTestApp();
  clubId = (await buildLeaderWithClub(testApp)).clubId;
});
afterAll(() => testApp?.close());

const choose = (cookie: string, payload: Record<string, unknown>) =>
  injectJson(testApp.app, { method: "POST", url: "/api/journeys/choice", payload, cookie });

const meOf = async (cookie: string) =>
  (await injectJson(testApp.app, { url: "/api/me", cookie })).json() as {
    journeyId: number;
    journeyName: string | null;
  };

describe("choosing a journey", () => {
  it("stores the journey of a member with a club and names it in /api/me", async () => {
    const member = await buildMember(testApp, clubId);
    const response = await choose(member.cookie, { journeyId: 3 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ journeyId: 3, journeyName: "Designer" });
    expect(await meOf(member.cookie)).toMatchObject({ journeyId: 3, journeyName: "Designer" });
  });

  it("refuses a second choice with 409 and keeps the first", async () => {
    const member = await buildMember(testApp, clubId);
    expect((await choose(member.cookie, { journeyId: 1 })).statusCode).toBe(200);
    const second = await choose(member.cookie, { journeyId: 6 });
    expect(second.statusCode).toBe(409);
    expect(problemOf(second).detail).toBe("Your journey is already chosen and cannot be changed.");
    expect((await meOf(member.cookie)).journeyId).toBe(1);
  });

  it("refuses a user without a club with 403 and writes nothing", async () => {
    const user = await buildUser(testApp.app);
    const response = await choose(user.cookie, { journeyId: 2 });
    expect(response.statusCode).toBe(403);
    expect(problemOf(response).detail).toBe("Join a club before choosing your journey.");
    expect((await meOf(user.cookie)).journeyId).toBeNull();
  });

  it("refuses unknown journeys, extra fields and a missing session", async () => {
    const member = await buildMember(testApp, clubId);
    expect((await choose(member.cookie, { journeyId: 99 })).statusCode).toBe(400);
    expect((await choose(member.cookie, { journeyId: 0 })).statusCode).toBe(400);
    expect((await choose(member.cookie, { journeyId: "2" })).statusCode).toBe(400);
    expect((await choose(member.cookie, { journeyId: 2, clubId: 5 })).statusCode).toBe(400);
    expect((await meOf(member.cookie)).journeyId).toBeNull();
    const anonymous = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/journeys/choice",
      payload: { journeyId: 2 },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe.runIf(onPostgres)("choosing a journey under concurrency (PostgreSQL)", () => {
  it("lets exactly one of two simultaneous choices win", async () => {
    const member = await buildMember(testApp, clubId);
    const responses = await Promise.all([
      choose(member.cookie, { journeyId: 2 }),
      choose(member.cookie, { journeyId: 5 }),
    ]);
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    const winner = responses.find((response) => response.statusCode === 200)?.json() as {
      journeyId: number;
    };
    expect((await meOf(member.cookie)).journeyId).toBe(winner.journeyId);
  });
});
