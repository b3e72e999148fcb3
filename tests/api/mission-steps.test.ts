import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { walletLinks } from "../../server/db/schema/index.ts";
import {
  buildAdmin,
  buildLeaderWithClub,
  buildMember,
  grantMembership,
} from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

// Step kinds (ADR 008), reordering, deleting and archiving missions, and renamed missions'
// old addresses.

let testApp: TestApp;
let admin: TestUser;
let member: TestUser;
let clubId: number;
beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await buildAdmin(testApp);
  clubId = (await buildLeaderWithClub(testApp)).clubId;
  member = await buildMember(testApp, clubId, { journeyId: 1 });
});
afterAll(() => testApp?.close());

type Step = {
  stepId: number;
  position: number;
  stepName: string;
  kind: string;
  videoUrl?: string;
};
type Managed = { id: string; slug: string; archived: boolean; builtIn: boolean; steps: Step[] };

const as = (
  user: TestUser | null,
  method: "GET" | "POST" | "PATCH" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
) =>
  injectJson(testApp.app, {
    method,
    url,
    ...(user ? { cookie: user.cookie } : {}),
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

let counter = 0;
const uniqueName = (prefix = "Kinds") => `${prefix} ${Date.now().toString(36)} ${++counter}`;

async function newMission(journeyId: number | null = 1) {
  const response = await as(admin, "POST", "/api/admin/missions", {
    missionName: uniqueName(),
    objective: "Try the kinds",
    journeyId,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Managed;
}

async function addStep(missionId: string, step: Record<string, unknown>) {
  const response = await as(admin, "POST", `/api/admin/missions/${missionId}/steps`, step);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Step;
}

async function managed(missionId: string) {
  const list = (await as(admin, "GET", "/api/admin/missions")).json() as { items: Managed[] };
  return list.items.find((item) => item.id === missionId);
}

describe("step kinds", () => {
  it("gives the built-in missions' steps their kinds, the intro videos their links", async () => {
    const kinds = {
      mission101: ["video", "identity-exercise", "profile-picture-tools", "accounts", "first-post"],
      mission111: ["video", "book-links", "speech-guidance", "book-slot", "make-post"],
    };
    for (const [missionId, expected] of Object.entries(kinds)) {
      const mission = (await as(member, "GET", `/api/missions/${missionId}`)).json() as {
        steps: Step[];
      };
      expect(mission.steps.map((step) => step.kind)).toEqual(expected);
      expect(mission.steps[0]?.videoUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/);
      expect(mission.steps[1]).not.toHaveProperty("videoUrl");
    }
  });

  it("stores a step's kind and a video step's link, and drops the link when the kind changes", async () => {
    const mission = await newMission();
    const video = await addStep(mission.id, {
      kind: "video",
      stepName: "Watch",
      description: "Watch it.",
      videoUrl: "https://youtu.be/SSo_EIwHSd4",
    });
    expect(video).toMatchObject({ kind: "video", videoUrl: "https://youtu.be/SSo_EIwHSd4" });
    const changed = await as(
      admin,
      "PUT",
      `/api/admin/missions/${mission.id}/steps/${video.stepId}`,
      {
        kind: "book-slot",
        stepName: "Book",
        description: "Book a slot.",
      },
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({
      stepId: video.stepId,
      position: 1,
      kind: "book-slot",
      stepName: "Book",
      description: "Book a slot.",
    });
    const walked = (await as(member, "GET", `/api/missions/${mission.id}`)).json() as {
      steps: Step[];
    };
    expect(walked.steps).toEqual([expect.objectContaining({ kind: "book-slot" })]);
  });

  it("takes a wallet step now that members link wallets by signature (issue 36)", async () => {
    const mission = await newMission();
    const wallet = await addStep(mission.id, {
      kind: "wallet",
      stepName: "Link a wallet",
      description: "Link a wallet on your account page.",
    });
    expect(wallet).toMatchObject({ kind: "wallet", stepName: "Link a wallet" });
    // Done by a wallet linked by signature (tests/api/wallets.test.ts links one for real).
    const linked = async () => {
      const response = await as(member, "GET", `/api/missions/${mission.id}/responses`);
      expect(response.statusCode, response.body).toBe(200);
      const { items } = response.json() as { items: { stepId: number; walletLinked: unknown }[] };
      return items.find((item) => item.stepId === wallet.stepId)?.walletLinked;
    };
    expect(await linked()).toBe(false);
    await testApp.database.db.insert(walletLinks).values({
      userId: member.id,
      address: "0x00000000000000000000000000000000000000a1",
      chainId: 1,
      linkedAt: new Date(),
    });
    expect(await linked()).toBe(true);
  });

  it.each([
    ["an unknown kind", { kind: "crossword", stepName: "s", description: "d" }, "kind"],
    ["a quiz without its questions", { kind: "quiz", stepName: "s", description: "d" }, "quiz"],
    ["no kind", { stepName: "s", description: "d" }, "kind"],
    ["a video without its link", { kind: "video", stepName: "s", description: "d" }, "videoUrl"],
    [
      "a video link the player may not embed",
      {
        kind: "video",
        stepName: "s",
        description: "d",
        videoUrl: "https://evil.example/watch?v=abcdefgh",
      },
      "videoUrl",
    ],
    [
      "a javascript: video link",
      {
        kind: "video",
        stepName: "s",
        description: "d",
        videoUrl: "javascript:alert(1)//youtu.be/abcdefgh",
      },
      "videoUrl",
    ],
    [
      "a too long video link",
      {
        kind: "video",
        stepName: "s",
        description: "d",
        videoUrl: `https://www.youtube.com/watch?v=abcdefgh&x=${"a".repeat(300)}`,
      },
      "videoUrl",
    ],
    [
      "a link on a kind that takes none",
      { kind: "text", stepName: "s", description: "d", videoUrl: "https://youtu.be/SSo_EIwHSd4" },
      "",
    ],
    [
      "a too long step name",
      { kind: "text", stepName: "x".repeat(121), description: "d" },
      "stepName",
    ],
  ])("refuses %s with 400 and the field's error", async (_label, payload, field) => {
    const mission = await newMission();
    const response = await as(admin, "POST", `/api/admin/missions/${mission.id}/steps`, payload);
    expect(response.statusCode, response.body).toBe(400);
    const errors = problemOf(response).errors ?? [];
    expect(errors.length).toBeGreaterThan(0);
    if (field) expect(errors.map((error) => error.field)).toContain(field);
    expect((await managed(mission.id))?.steps).toEqual([]);
  });
});

describe("reordering steps", () => {
  it("puts the steps in the listed order and refuses a list that is not a permutation", async () => {
    const mission = await newMission();
    const a = await addStep(mission.id, { kind: "text", stepName: "A", description: "a" });
    const b = await addStep(mission.id, { kind: "make-post", stepName: "B", description: "b" });
    const c = await addStep(mission.id, { kind: "book-links", stepName: "C", description: "c" });
    const url = `/api/admin/missions/${mission.id}/step-order`;
    const response = await as(admin, "PUT", url, { stepIds: [c.stepId, a.stepId, b.stepId] });
    expect(response.statusCode, response.body).toBe(200);
    const items = (response.json() as { items: Step[] }).items;
    expect(items.map((step) => [step.position, step.stepName, step.kind])).toEqual([
      [1, "C", "book-links"],
      [2, "A", "text"],
      [3, "B", "make-post"],
    ]);

    const other = await newMission();
    const foreign = await addStep(other.id, { kind: "text", stepName: "F", description: "f" });
    for (const stepIds of [
      [a.stepId, b.stepId],
      [a.stepId, b.stepId, foreign.stepId],
      [a.stepId, a.stepId, b.stepId],
      [],
    ]) {
      const refused = await as(admin, "PUT", url, { stepIds });
      expect(refused.statusCode, JSON.stringify(stepIds)).toBe(400);
      expect(problemOf(refused).errors?.[0]?.field).toBe("stepIds");
    }
    for (const body of [{ stepIds: ["x"] }, { stepIds: [1], extra: true }, [], null]) {
      expect((await as(admin, "PUT", url, body)).statusCode).toBe(400);
    }
    expect((await managed(mission.id))?.steps.map((step) => step.stepName)).toEqual([
      "C",
      "A",
      "B",
    ]);
    expect(
      (await as(admin, "PUT", "/api/admin/missions/nope/step-order", { stepIds: [1] })).statusCode,
    ).toBe(404);
  });

  it("keeps the identity exercise on the step whose kind says so when Mission 1's steps are deleted and reordered", async () => {
    const before = await managed("mission101");
    const steps = before?.steps ?? [];
    const [video, identity, pictures, accounts, post] = steps;
    if (!(video && identity && pictures && accounts && post)) throw new Error("Mission 1 steps");
    expect(identity.kind).toBe("identity-exercise");

    const deleted = await as(
      admin,
      "DELETE",
      `/api/admin/missions/mission101/steps/${video.stepId}`,
    );
    expect(deleted.statusCode).toBe(204);
    const reordered = await as(admin, "PUT", "/api/admin/missions/mission101/step-order", {
      stepIds: [post.stepId, accounts.stepId, pictures.stepId, identity.stepId],
    });
    expect(reordered.statusCode, reordered.body).toBe(200);

    const walked = (await as(member, "GET", "/api/missions/mission101")).json() as {
      steps: Step[];
    };
    expect(walked.steps.map((step) => [step.position, step.stepName, step.kind])).toEqual([
      [1, "Make Your First Post!", "first-post"],
      [2, "Create Your Accounts", "accounts"],
      [3, "Your Profile Picture", "profile-picture-tools"],
      [4, "Create Your Identity", "identity-exercise"],
    ]);
  });
});

describe("deleting and archiving missions", () => {
  it("deletes a mission no one has submitted: its page and steps are gone", async () => {
    const mission = await newMission();
    await addStep(mission.id, { kind: "text", stepName: "S", description: "s" });
    const response = await as(admin, "DELETE", `/api/admin/missions/${mission.id}`);
    expect(response.statusCode).toBe(204);
    expect(await managed(mission.id)).toBeUndefined();
    expect((await as(null, "GET", `/api/pages/${mission.slug}`)).statusCode).toBe(404);
    expect((await as(admin, "DELETE", `/api/admin/missions/${mission.id}`)).statusCode).toBe(404);
  });

  it("refuses to delete a submitted mission (409, archive instead); archived, members no longer see it", async () => {
    const mission = await newMission(1);
    await addStep(mission.id, { kind: "text", stepName: "S", description: "s" });
    // A journey's own mission: the member has the membership it needs.
    await grantMembership(testApp.database.db, member.id);
    const submitted = await as(member, "POST", `/api/missions/${mission.id}/submission`);
    expect(submitted.statusCode, submitted.body).toBe(201);

    const refused = await as(admin, "DELETE", `/api/admin/missions/${mission.id}`);
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused).detail).toMatch(/cannot be deleted\. Archive it instead/);
    expect(await managed(mission.id)).toMatchObject({ archived: false, builtIn: false });

    const archived = await as(admin, "PATCH", `/api/admin/missions/${mission.id}`, {
      archived: true,
    });
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ archived: true });
    const list = (await as(member, "GET", "/api/missions")).json() as { items: { id: string }[] };
    expect(list.items.map((item) => item.id)).not.toContain(mission.id);
    expect((await as(member, "GET", `/api/missions/${mission.id}`)).statusCode).toBe(404);
    expect((await as(null, "GET", `/api/pages/${mission.slug}`)).statusCode).toBe(404);
    expect((await as(admin, "GET", `/api/missions/${mission.id}`)).statusCode).toBe(200);
    // Nor can it be submitted through the API directly.
    const other = await buildMember(testApp, clubId, { journeyId: 1 });
    const late = await as(other, "POST", `/api/missions/${mission.id}/submission`);
    expect(late.statusCode).toBe(403);
    expect(problemOf(late).detail).toMatch(/archived/);

    await as(admin, "PATCH", `/api/admin/missions/${mission.id}`, { archived: false });
    const back = (await as(member, "GET", "/api/missions")).json() as { items: { id: string }[] };
    expect(back.items.map((item) => item.id)).toContain(mission.id);
  });

  it("refuses to delete a built-in mission (409) but archives it", async () => {
    const refused = await as(admin, "DELETE", "/api/admin/missions/mission111");
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused).detail).toMatch(/Archive it instead/);
    expect(await managed("mission111")).toMatchObject({ builtIn: true, archived: false });
  });
});

describe("a renamed mission's old address", () => {
  it("redirects every former slug to the current one, until a page takes it again", async () => {
    const mission = await newMission();
    const first = mission.slug;
    const rename = async (missionName: string) => {
      const response = await as(admin, "PATCH", `/api/admin/missions/${mission.id}`, {
        missionName,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as Managed).slug;
    };
    const second = await rename(uniqueName("Second"));
    const third = await rename(uniqueName("Third"));
    for (const old of [first, first.toLowerCase(), second]) {
      const page = await as(null, "GET", `/api/pages/${old}`);
      expect(page.statusCode).toBe(200);
      expect(page.json()).toEqual({ kind: "redirect", slug: third });
    }
    expect((await as(null, "GET", `/api/pages/${third}`)).json()).toMatchObject({
      kind: "mission",
      missionId: mission.id,
    });

    // Another mission may take a former address: it then lives there.
    const taker = await as(admin, "POST", "/api/admin/missions", {
      missionName: second.replace(/^Second/, "Second "),
      objective: "Takes the old address",
      journeyId: null,
    });
    expect(taker.statusCode, taker.body).toBe(201);
    const takerId = (taker.json() as Managed).id;
    expect((await as(null, "GET", `/api/pages/${second}`)).json()).toMatchObject({
      kind: "mission",
      missionId: takerId,
    });
    // Renamed back, the first name leads to the mission itself again.
    const back = await as(admin, "PATCH", `/api/admin/missions/${mission.id}`, {
      missionName: first,
    });
    expect(back.statusCode).toBe(200);
    expect((await as(null, "GET", `/api/pages/${first}`)).json()).toMatchObject({
      kind: "mission",
      missionId: mission.id,
    });
    expect((await as(null, "GET", `/api/pages/${third}`)).json()).toEqual({
      kind: "redirect",
      slug: first,
    });
  });
});

describe("the new manager routes", () => {
  it("answer 401 signed out and 403 to a member, and change nothing", async () => {
    const mission = await newMission();
    const step = await addStep(mission.id, { kind: "text", stepName: "S", description: "s" });
    const attempts = [
      ["DELETE", `/api/admin/missions/${mission.id}`, undefined],
      ["PUT", `/api/admin/missions/${mission.id}/step-order`, { stepIds: [step.stepId] }],
      ["PATCH", `/api/admin/missions/${mission.id}`, { archived: true }],
      [
        "POST",
        `/api/admin/missions/${mission.id}/steps`,
        {
          kind: "video",
          stepName: "v",
          description: "d",
          videoUrl: "https://youtu.be/SSo_EIwHSd4",
        },
      ],
    ] as const;
    for (const [method, url, body] of attempts) {
      expect((await as(null, method, url, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await as(member, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    expect(await managed(mission.id)).toMatchObject({ archived: false, steps: [step] });
  });
});
