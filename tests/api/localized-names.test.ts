import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missions } from "../../server/db/schema/index.ts";
import {
  buildLeaderWithClub,
  buildMember,
  submitMission,
  type TestClub,
  verifyCompletion,
} from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

/**
 * Journey and mission names come in the reader's language wherever the shipped content has a
 * translation (ADR 020): the dashboard's journey, the journey choice, the progress map, the
 * leader's verification panel and the member's waiting submissions. A name an admin changed
 * stays as written.
 */
let testApp: TestApp;
let club: TestClub;
beforeAll(async () => {
  testApp = await buildTestApp();
  club = await buildLeaderWithClub(testApp);
});
afterAll(() => testApp?.close());

const getIn = async (language: string, url: string, user: TestUser) => {
  const response = await injectJson(testApp.app, {
    url,
    cookie: user.cookie,
    headers: { "accept-language": language },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

describe("journey names in the reader's language", () => {
  it("the journey choice and /api/me name the journey in Arabic and Malayalam", async () => {
    const member = await buildMember(testApp, club.clubId);
    const chosen = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/journeys/choice",
      payload: { journeyId: 2 },
      cookie: member.cookie,
      headers: { "accept-language": "ar" },
    });
    expect(chosen.json()).toEqual({ journeyId: 2, journeyName: "بانٍ للمجتمعات" });
    expect((await getIn("ml", "/api/me", member)).journeyName).toBe("കമ്മ്യൂണിറ്റി ബിൽഡർ");
    expect((await getIn("en", "/api/me", member)).journeyName).toBe("Community Builder");
  });
});

describe("mission names in the reader's language", () => {
  it("the progress map, the waiting submissions and the verification panel", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 2 });
    await submitMission(testApp, member, "mission101");

    const progress = await getIn("ml", "/api/credentials/progress", member);
    expect(progress.items[0]).toMatchObject({
      missionId: "mission101",
      missionName: "മിഷൻ 1",
      objective: "നിങ്ങളുടെ ഐഡന്റിറ്റി സൃഷ്ടിക്കുക",
    });
    const waiting = await getIn("ar", "/api/completions/mine/pending", member);
    expect(waiting.items[0]).toMatchObject({ missionId: "mission101", missionName: "المهمة 1" });
    const pending = await getIn("ar", "/api/completions/pending", club.leader);
    expect(pending.items.map((item: { missionName: string }) => item.missionName)).toContain(
      "المهمة 1",
    );
    const english = await getIn("en", "/api/completions/pending", club.leader);
    expect(english.items[0].missionName).toBe("Mission 1");
  });

  it("a built-in mission an admin renamed keeps the admin's name in every language", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 4 });
    const completionId = await submitMission(testApp, member, "mission101");
    const db = testApp.database.db;
    await db
      .update(missions)
      .set({ missionName: "Identity Day" })
      .where(eq(missions.id, "mission101"));
    try {
      const progress = await getIn("ml", "/api/credentials/progress", member);
      expect(progress.items[0]).toMatchObject({
        missionName: "Identity Day",
        objective: "നിങ്ങളുടെ ഐഡന്റിറ്റി സൃഷ്ടിക്കുക",
      });
      const pending = await getIn("ar", "/api/completions/pending", club.leader);
      expect(
        pending.items.find((item: { completionId: number }) => item.completionId === completionId)
          ?.missionName,
      ).toBe("Identity Day");
    } finally {
      await db
        .update(missions)
        .set({ missionName: "Mission 1" })
        .where(eq(missions.id, "mission101"));
    }
    expect((await verifyCompletion(testApp, club.leader, completionId)).statusCode).toBe(200);
  });

  it("the public profile and the leader's member list name the journey and missions", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 2, name: "Public Member" });
    const completionId = await submitMission(testApp, member, "mission101");
    expect((await verifyCompletion(testApp, club.leader, completionId)).statusCode).toBe(200);
    const switched = await injectJson(testApp.app, {
      method: "PUT",
      url: "/api/public-profile",
      cookie: member.cookie,
      payload: { isPublic: true },
    });
    const { publicId } = switched.json() as { publicId: string };
    const profile = await getIn("ml", `/api/public-profiles/${publicId}`, member);
    expect(profile.journeyName).toBe("കമ്മ്യൂണിറ്റി ബിൽഡർ");
    expect(profile.verifiedMissions[0].missionName).toBe("മിഷൻ 1");
    const members = await getIn("ar", `/api/clubs/${club.clubId}/members/progress`, club.leader);
    const row = members.items.find((item: { name: string }) => item.name === "Public Member");
    expect(row?.journey).toBe("بانٍ للمجتمعات");
  });
});
