import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missions, socialLinks, users } from "../../server/db/schema/index.ts";
import {
  buildAdmin,
  buildLeaderWithClub,
  buildMember,
  type TestClub,
} from "../factories/missions.ts";
import { buildUser, cookieFrom, signIn, type TestUser, verifyEmail } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

let testApp: TestApp;
let admin: TestUser;
let clubId: number;
let club: TestClub;
beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await buildAdmin(testApp);
  club = await buildLeaderWithClub(testApp);
  clubId = club.clubId;
});
afterAll(() => testApp?.close());

type Step = {
  stepId: number;
  position: number;
  stepName: string;
  description: string;
  kind: string;
};
type Managed = {
  id: string;
  slug: string;
  missionName: string;
  journeyId: number | null;
  steps: Step[];
};

const as = (
  user: TestUser,
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  payload?: Record<string, unknown>,
) =>
  injectJson(testApp.app, {
    method,
    url,
    cookie: user.cookie,
    ...(payload === undefined ? {} : { payload }),
  });

let counter = 0;
const uniqueName = (prefix = "Quest") => `${prefix} ${Date.now().toString(36)} ${++counter}`;

async function createMission(payload: Record<string, unknown>) {
  const response = await as(admin, "POST", "/api/admin/missions", payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Managed;
}

describe("a member's missions", () => {
  it("lists the built-in missions and those of the member's journey only", async () => {
    const trader = await createMission({
      missionName: uniqueName(),
      objective: "Trade",
      journeyId: 1,
    });
    const designer = await createMission({
      missionName: uniqueName(),
      objective: "Draw",
      journeyId: 3,
    });
    const member = await buildMember(testApp, clubId, { journeyId: 1 });
    const response = await as(member, "GET", "/api/missions");
    expect(response.statusCode).toBe(200);
    const ids = (response.json() as { items: { id: string }[] }).items.map((item) => item.id);
    expect(ids).toEqual(expect.arrayContaining(["mission101", "mission111", trader.id]));
    expect(ids).not.toContain(designer.id);
    expect(ids.indexOf("mission101")).toBeLessThan(ids.indexOf("mission111"));
  });

  it("opens a mission with its steps in order, and refuses another journey's (403) or unknown (404)", async () => {
    const member = await buildMember(testApp, clubId, { journeyId: 2 });
    const response = await as(member, "GET", "/api/missions/mission101");
    expect(response.statusCode).toBe(200);
    const body = response.json() as {
      missionName: string;
      objective: string;
      steps: Step[];
      missionStatus: null;
    };
    expect(body).toMatchObject({
      missionName: "Mission 1",
      objective: "Create Your Identity",
      missionStatus: null,
    });
    expect(body.steps.map((step) => step.position)).toEqual([1, 2, 3, 4, 5]);
    expect(body.steps[4]?.stepName).toBe("Make Your First Post!");

    const other = await createMission({
      missionName: uniqueName(),
      objective: "Other",
      journeyId: 5,
    });
    expect((await as(member, "GET", `/api/missions/${other.id}`)).statusCode).toBe(403);
    expect((await as(member, "GET", "/api/missions/nope")).statusCode).toBe(404);
    const inArabic = await injectJson(testApp.app, {
      url: `/api/missions/${other.id}`,
      cookie: member.cookie,
      headers: { "accept-language": "ar" },
    });
    expect(problemOf(inArabic).detail).toBe("هذه المهمة تابعة لرحلة أخرى.");
  });

  it("resolves / + name without spaces to the mission, case-insensitively", async () => {
    const response = await injectJson(testApp.app, { url: "/api/pages/mission2" });
    expect(response.json()).toEqual({
      kind: "mission",
      missionId: "mission111",
      name: "Mission 2",
    });
  });
});

describe("the mission manager", () => {
  it("creates a mission, adds, edits and deletes steps, and the member walks them", async () => {
    const name = uniqueName("Speak Up");
    const created = await createMission({
      missionName: name,
      objective: "Give a talk",
      journeyId: 6,
    });
    expect(created).toMatchObject({
      missionName: name,
      slug: name.replace(/\s+/g, ""),
      journeyId: 6,
      steps: [],
    });

    const first = await as(admin, "POST", `/api/admin/missions/${created.id}/steps`, {
      kind: "text",
      stepName: "Outline",
      description: "Write three points.",
    });
    expect(first.statusCode).toBe(201);
    const second = await as(admin, "POST", `/api/admin/missions/${created.id}/steps`, {
      kind: "text",
      stepName: "Rehearse",
      description: "Say it aloud.",
    });
    const [firstStep, secondStep] = [first.json() as Step, second.json() as Step];
    expect([firstStep.position, secondStep.position]).toEqual([1, 2]);

    const edited = await as(
      admin,
      "PUT",
      `/api/admin/missions/${created.id}/steps/${secondStep.stepId}`,
      {
        kind: "text",
        stepName: "Rehearse twice",
        description: "Say it aloud, twice.",
      },
    );
    expect(edited.json()).toMatchObject({ kind: "text", stepName: "Rehearse twice" });

    const page = await injectJson(testApp.app, { url: `/api/pages/${created.slug.toLowerCase()}` });
    expect(page.json()).toEqual({ kind: "mission", missionId: created.id, name });

    const member = await buildMember(testApp, clubId, { journeyId: 6 });
    const walked = await as(member, "GET", `/api/missions/${created.id}`);
    expect((walked.json() as { steps: Step[] }).steps.map((step) => step.stepName)).toEqual([
      "Outline",
      "Rehearse twice",
    ]);

    const deleted = await as(
      admin,
      "DELETE",
      `/api/admin/missions/${created.id}/steps/${firstStep.stepId}`,
    );
    expect(deleted.statusCode).toBe(204);
    const list = await as(admin, "GET", "/api/admin/missions");
    const mine = (list.json() as { items: Managed[] }).items.find((item) => item.id === created.id);
    expect(mine?.steps.map((step) => step.stepName)).toEqual(["Rehearse twice"]);
  });

  it("updates a mission's name (and address), objective and journey", async () => {
    const created = await createMission({
      missionName: uniqueName(),
      objective: "One",
      journeyId: null,
    });
    const newName = uniqueName("Renamed");
    const response = await as(admin, "PATCH", `/api/admin/missions/${created.id}`, {
      missionName: newName,
      objective: "Two",
      journeyId: 4,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      missionName: newName,
      objective: "Two",
      journeyId: 4,
      slug: newName.replace(/\s+/g, ""),
    });
    expect((await as(admin, "PATCH", `/api/admin/missions/${created.id}`, {})).statusCode).toBe(
      400,
    );
    expect(
      (await as(admin, "PATCH", "/api/admin/missions/nope", { objective: "x" })).statusCode,
    ).toBe(404);
  });

  it("refuses reserved and taken addresses and invalid fields, naming the field", async () => {
    const reserved = await as(admin, "POST", "/api/admin/missions", {
      missionName: "Dash Board",
      objective: "x",
      journeyId: null,
    });
    expect(reserved.statusCode).toBe(400);
    expect(problemOf(reserved).errors?.[0]?.field).toContain("missionName");

    const taken = await as(admin, "POST", "/api/admin/missions", {
      missionName: "Mission1",
      objective: "x",
      journeyId: null,
    });
    expect(taken.statusCode).toBe(409);
    const clubTaken = await as(admin, "POST", "/api/admin/missions", {
      missionName: club.clubName,
      objective: "x",
      journeyId: null,
    });
    expect(clubTaken.statusCode).toBe(409);
    expect(problemOf(clubTaken).detail).toMatch(/already exists/);

    const empty = await as(admin, "POST", "/api/admin/missions", {
      missionName: " ",
      objective: "",
      journeyId: null,
    });
    expect(empty.statusCode).toBe(400);
    const unknownPath = await as(admin, "POST", "/api/admin/missions", {
      missionName: uniqueName(),
      objective: "x",
      journeyId: 77,
    });
    expect(unknownPath.statusCode).toBe(400);
    const extra = await as(admin, "POST", "/api/admin/missions", {
      missionName: uniqueName(),
      objective: "x",
      journeyId: null,
      id: "mission101",
    });
    expect(extra.statusCode).toBe(400);
    const slash = await as(admin, "POST", "/api/admin/missions", {
      missionName: "a/b",
      objective: "x",
      journeyId: null,
    });
    expect(slash.statusCode).toBe(400);
    const noStep = await as(admin, "POST", "/api/admin/missions/mission101/steps", {
      kind: "text",
      stepName: "",
      description: "d",
    });
    expect(noStep.statusCode).toBe(400);
    const nul = await as(admin, "POST", "/api/admin/missions/mission101/steps", {
      kind: "text",
      stepName: "s\u0000",
      description: "d",
    });
    expect(nul.statusCode).toBe(400);
  });

  it("answers 404 for step ids that are unknown or belong to another mission", async () => {
    const a = await createMission({ missionName: uniqueName(), objective: "A", journeyId: null });
    const b = await createMission({ missionName: uniqueName(), objective: "B", journeyId: null });
    const step = (
      await as(admin, "POST", `/api/admin/missions/${a.id}/steps`, {
        kind: "text",
        stepName: "s",
        description: "d",
      })
    ).json() as Step;
    const body = { kind: "text", stepName: "s2", description: "d2" };
    expect(
      (await as(admin, "PUT", `/api/admin/missions/${b.id}/steps/${step.stepId}`, body)).statusCode,
    ).toBe(404);
    expect(
      (await as(admin, "DELETE", `/api/admin/missions/${b.id}/steps/${step.stepId}`)).statusCode,
    ).toBe(404);
    expect((await as(admin, "DELETE", `/api/admin/missions/${a.id}/steps/999999`)).statusCode).toBe(
      404,
    );
    expect((await as(admin, "DELETE", `/api/admin/missions/${a.id}/steps/abc`)).statusCode).toBe(
      400,
    );
    expect((await as(admin, "POST", "/api/admin/missions/nope/steps", body)).statusCode).toBe(404);
  });

  it("refuses every manager route to a non-admin (403) and writes nothing", async () => {
    const member = await buildMember(testApp, clubId, { journeyId: 1 });
    const name = uniqueName();
    const attempts = [
      await as(member, "GET", "/api/admin/missions"),
      await as(member, "POST", "/api/admin/missions", {
        missionName: name,
        objective: "x",
        journeyId: null,
      }),
      await as(member, "PATCH", "/api/admin/missions/mission101", { objective: "hacked" }),
      await as(member, "POST", "/api/admin/missions/mission101/steps", {
        kind: "text",
        stepName: "s",
        description: "d",
      }),
      await as(member, "PUT", "/api/admin/missions/mission101/steps/1", {
        kind: "text",
        stepName: "s",
        description: "d",
      }),
      await as(member, "DELETE", "/api/admin/missions/mission101/steps/1"),
    ];
    expect(attempts.map((response) => response.statusCode)).toEqual([403, 403, 403, 403, 403, 403]);
    const [mission] = await testApp.database.db
      .select()
      .from(missions)
      .where(eq(missions.id, "mission101"));
    expect(mission?.objective).toBe("Create Your Identity");
    const rows = await testApp.database.db
      .select()
      .from(missions)
      .where(eq(missions.missionName, name));
    expect(rows).toEqual([]);
  });

  it("lets an admin listed in ADMIN_EMAILS in only once the address is verified", async () => {
    const listed = await buildTestApp({ env: { ADMIN_EMAILS: "boss@example.com" } });
    try {
      // Whoever registers a listed address first (in any case) gets nothing for it...
      const squatter = await buildUser(listed.app, { email: "BOSS@example.com" });
      const refused = await injectJson(listed.app, {
        url: "/api/admin/missions",
        cookie: squatter.cookie,
      });
      expect(refused.statusCode).toBe(403);
      const me = await injectJson(listed.app, { url: "/api/me", cookie: squatter.cookie });
      expect(me.json()).toMatchObject({ isAdmin: false, emailVerified: false });
      // ...not even once the owner opens the mailed link: the squatter's session ends there, and
      // the owner chooses the password (tests/api/account-takeover.test.ts has the variants).
      const ownersPassword = "the real boss's passphrase";
      await verifyEmail(listed.app, "boss@example.com", ownersPassword);
      const after = await injectJson(listed.app, {
        url: "/api/admin/missions",
        cookie: squatter.cookie,
      });
      expect(after.statusCode).toBe(401);
      const owner = await signIn(listed.app, "boss@example.com", ownersPassword);
      const response = await injectJson(listed.app, {
        url: "/api/admin/missions",
        cookie: cookieFrom(owner),
      });
      expect(response.statusCode).toBe(200);
      expect((response.json() as { items: Managed[] }).items.map((item) => item.id)).toEqual(
        expect.arrayContaining(["mission101", "mission111"]),
      );
    } finally {
      await listed.close();
    }
  });
});

describe("the profile Mission 1 fills in", () => {
  const profileOf = async (userId: string) => {
    const { db } = testApp.database;
    const [row] = await db
      .select({ identity: users.identity })
      .from(users)
      .where(eq(users.id, userId));
    const links = await db
      .select({ platform: socialLinks.platform, url: socialLinks.url })
      .from(socialLinks)
      .where(eq(socialLinks.userId, userId))
      .orderBy(socialLinks.platform);
    return { identity: row?.identity, links };
  };
  const farcaster = { platform: "farcaster", url: "https://warpcast.com/chessowl" };
  const bluesky = { platform: "bluesky", url: "https://bsky.app/profile/chessowl.bsky.social" };

  it("saves the generated identity and a valid social link", async () => {
    const member = await buildMember(testApp, clubId, { journeyId: 1 });
    const identity = await as(member, "PATCH", "/api/profile", { identity: "ChessOwl" });
    expect(identity.statusCode).toBe(200);
    const link = await as(member, "PATCH", "/api/profile", { socialLink: farcaster });
    expect(link.json()).toEqual({ identity: "ChessOwl", socialLinks: [farcaster] });
    expect(await profileOf(member.id)).toEqual({ identity: "ChessOwl", links: [farcaster] });
  });

  it("keeps one link per platform: another platform adds one, the same platform replaces it", async () => {
    const member = await buildMember(testApp, clubId, { journeyId: 1 });
    await as(member, "PATCH", "/api/profile", { socialLink: farcaster });
    const both = await as(member, "PATCH", "/api/profile", { socialLink: bluesky });
    // In the Connect modal's order: Farcaster before Bluesky.
    expect(both.json().socialLinks).toEqual([farcaster, bluesky]);
    const moved = { platform: "farcaster", url: "https://farcaster.xyz/chessowl" };
    const replaced = await as(member, "PATCH", "/api/profile", { socialLink: moved });
    expect(replaced.json().socialLinks).toEqual([moved, bluesky]);
    expect(await profileOf(member.id)).toEqual({ identity: null, links: [bluesky, moved] });
    const me = await as(member, "GET", "/api/me");
    expect(me.json().socialLinks).toEqual([moved, bluesky]);
  });

  it("another person's links stay their own", async () => {
    const first = await buildUser(testApp.app);
    const second = await buildUser(testApp.app);
    await as(first, "PATCH", "/api/profile", { socialLink: farcaster });
    expect((await as(second, "GET", "/api/me")).json().socialLinks).toEqual([]);
  });

  it.each([
    ["a javascript: link", { socialLink: { platform: "lens", url: "javascript:alert(1)" } }],
    ["text that is no link", { socialLink: { platform: "lens", url: "my profile" } }],
    ["a link without its platform", { socialLink: "https://warpcast.com/chessowl" }],
    ["an unknown platform", { socialLink: { platform: "myspace", url: "https://myspace.com/a" } }],
    ["an extra field in the link", { socialLink: { ...farcaster, userId: "someone-else" } }],
    ["an empty body", {}],
    ["another user's fields", { identity: "x", clubId: 3 }],
    ["a too long identity", { identity: "x".repeat(201) }],
    ["a NUL character (PostgreSQL text cannot hold it)", { identity: "a\u0000b" }],
  ])("refuses %s with 400 and writes nothing", async (_label, payload) => {
    const user = await buildUser(testApp.app);
    const response = await as(user, "PATCH", "/api/profile", payload);
    expect(response.statusCode).toBe(400);
    expect(await profileOf(user.id)).toEqual({ identity: null, links: [] });
  });
});

describe("the mission manager under hostile input", () => {
  it("never answers 500 to an admin's random bodies and ids", async () => {
    const fc = (await import("fast-check")).default;
    const value = fc.jsonValue({ maxDepth: 2 });
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.constantFrom("Mission1", "mission101", "__proto__", "-1", "0", "%00", "1e309"),
    );
    const body = fc.oneof(fc.dictionary(text, value, { maxKeys: 4 }), value);
    const target = fc.constantFrom(
      ["POST", "/api/admin/missions"],
      ["PATCH", "/api/admin/missions/{m}"],
      ["POST", "/api/admin/missions/{m}/steps"],
      ["PUT", "/api/admin/missions/{m}/steps/{s}"],
      ["DELETE", "/api/admin/missions/{m}/steps/{s}"],
      ["PATCH", "/api/profile"],
      ["POST", "/api/journeys/choice"],
    );
    await fc.assert(
      fc.asyncProperty(
        target,
        text,
        text,
        body,
        async ([method, path], missionId, stepId, payload) => {
          const url = (path as string)
            .replace("{m}", encodeURIComponent(missionId) || "x")
            .replace("{s}", encodeURIComponent(stepId) || "1");
          const response = await injectJson(testApp.app, {
            method: method as "POST",
            url,
            cookie: admin.cookie,
            ...(method === "DELETE" ? {} : { payload: JSON.stringify(payload) }),
            headers: { "content-type": "application/json" },
          });
          expect(response.statusCode, `${method} ${url} ${response.body}`).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
