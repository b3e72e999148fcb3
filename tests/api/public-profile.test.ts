import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WalletChallengeSchema, WalletSchema } from "../../contract/wallets.ts";
import { pathOf, seedSubmissions } from "../factories/journey-path.ts";
import {
  buildAdmin,
  buildLeaderWithClub,
  buildMember,
  grantMembership,
  submitMission,
  type TestClub,
  verifyCompletion,
} from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

/** The opt-in public profile (issue #13, ADR 016): private by default, 404 for others. */
let testApp: TestApp;
let club: TestClub;
let admin: TestUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  club = await buildLeaderWithClub(testApp);
  admin = await buildAdmin(testApp);
});
afterAll(() => testApp?.close());

interface Visibility {
  isPublic: boolean;
  publicId: string;
  url: string;
}

interface Profile {
  displayName: string;
  clubName: string | null;
  journeyName: string | null;
  isPublic: boolean;
  verifiedMissions: { missionId: string; verifiedAt: string | null; credentialId: string | null }[];
  journeyCredentials: { credentialId: string }[];
  wallets: { address: string; chainId: number }[];
}

const switchProfile = (member: TestUser, isPublic: boolean, payload: object = { isPublic }) =>
  injectJson(testApp.app, {
    method: "PUT",
    url: "/api/public-profile",
    cookie: member.cookie,
    payload,
  });

async function switched(member: TestUser, isPublic: boolean): Promise<Visibility> {
  const response = await switchProfile(member, isPublic);
  expect(response.statusCode).toBe(200);
  return response.json() as Visibility;
}

const profileAt = (publicId: string, viewer?: TestUser) =>
  injectJson(testApp.app, {
    url: `/api/public-profiles/${publicId}`,
    ...(viewer ? { cookie: viewer.cookie } : {}),
  });

/** A member of the club on journey 2 with Mission 1 verified by the leader. */
async function memberWithVerifiedMission(name = "Ada Lovelace") {
  const member = await buildMember(testApp, club.clubId, { journeyId: 2, name });
  const completion = await submitMission(testApp, member, "mission101");
  expect((await verifyCompletion(testApp, club.leader, completion)).statusCode).toBe(200);
  return member;
}

describe("who may see a profile", () => {
  it("is private by default: no address until the member switches it on", async () => {
    const member = await memberWithVerifiedMission();
    const response = await injectJson(testApp.app, {
      url: "/api/public-profile",
      cookie: member.cookie,
    });
    expect(response.json()).toEqual({ isPublic: false, publicId: "", url: "" });
  });

  it("a private profile is a 404 for another member, an admin and an anonymous visitor; its owner may preview it", async () => {
    const member = await memberWithVerifiedMission();
    const stranger = await buildUser(testApp.app, { name: "Mallory" });
    const { publicId, isPublic } = await switched(member, false);
    expect(isPublic).toBe(false);
    expect(publicId).toMatch(/^[\w-]{16}$/);

    for (const viewer of [undefined, stranger, club.leader, admin]) {
      const response = await profileAt(publicId, viewer);
      expect(response.statusCode).toBe(404);
      expect(problemOf(response).detail).toBe("Profile not found.");
      expect(response.body).not.toContain(member.name);
    }
    const preview = await profileAt(publicId, member);
    expect(preview.statusCode).toBe(200);
    const inMalayalam = await injectJson(testApp.app, {
      url: `/api/public-profiles/${publicId}`,
      headers: { "accept-language": "ml" },
    });
    expect(inMalayalam.statusCode).toBe(404);
    expect(problemOf(inMalayalam).detail).toBe("പ്രൊഫൈൽ കണ്ടെത്തിയില്ല.");
    expect(preview.json()).toMatchObject({ isPublic: false, displayName: member.name });
    expect(preview.headers["cache-control"]).toBe("no-store");
  });

  it("an unknown or guessed address answers exactly like a private one", async () => {
    const member = await memberWithVerifiedMission();
    const { publicId } = await switched(member, false);
    const guessed = await profileAt("AAAAAAAAAAAAAAAA");
    const hidden = await profileAt(publicId);
    expect(guessed.statusCode).toBe(404);
    const { requestId: _a, ...guessedProblem } = problemOf(guessed);
    const { requestId: _b, ...hiddenProblem } = problemOf(hidden);
    expect(guessedProblem).toEqual(hiddenProblem);
    // Not an address at all: 400, nothing looked up.
    expect((await profileAt("../credentials")).statusCode).toBe(404);
    expect((await profileAt("short")).statusCode).toBe(400);
    expect((await profileAt(`${publicId}x`)).statusCode).toBe(400);
  });

  it("switched on, anyone sees it; switched off, the same address is a 404 at once; on again, the same address", async () => {
    const member = await memberWithVerifiedMission("Grace Hopper");
    const on = await switched(member, true);
    expect(on.url).toBe(`http://localhost:3000/Profile/${on.publicId}`);
    const open = await profileAt(on.publicId);
    expect(open.statusCode).toBe(200);
    expect(open.headers["cache-control"]).toBe("no-store");
    expect(open.json()).toMatchObject({ isPublic: true, displayName: "Grace Hopper" });

    const off = await switched(member, false);
    expect(off.publicId).toBe(on.publicId);
    expect((await profileAt(on.publicId)).statusCode).toBe(404);

    expect((await switched(member, true)).publicId).toBe(on.publicId);
    expect((await profileAt(on.publicId)).statusCode).toBe(200);
  });

  it("two members get different addresses", async () => {
    const first = await switched(await memberWithVerifiedMission(), true);
    const second = await switched(await memberWithVerifiedMission(), true);
    expect(first.publicId).not.toBe(second.publicId);
  });
});

describe("what a profile shows", () => {
  it("the chosen name, club, journey and verified missions with their dates and credentials; no email or user id", async () => {
    const member = await memberWithVerifiedMission("Katherine Johnson");
    // A submitted but not yet verified mission is not shown.
    await submitMission(testApp, member, "mission111");
    const { publicId } = await switched(member, true);
    const response = await profileAt(publicId);
    const profile = response.json() as Profile;
    expect(profile).toMatchObject({
      displayName: "Katherine Johnson",
      clubName: club.clubName,
      journeyName: expect.any(String),
    });
    expect(profile.verifiedMissions.map((mission) => mission.missionId)).toEqual(["mission101"]);
    const [mission] = profile.verifiedMissions;
    expect(mission?.verifiedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const credential = await injectJson(testApp.app, {
      url: `/api/credentials/${mission?.credentialId}`,
    });
    expect(credential.statusCode).toBe(200);
    expect(response.body).not.toContain(member.email);
    expect(response.body).not.toContain(member.id);
  });

  it("the journey's credential, once all eight missions are verified, with each mission titled", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 6, name: "Path Walker" });
    await grantMembership(testApp.database.db, member.id);
    await seedSubmissions(testApp.database.db, member, club.clubId, pathOf(6).slice(1));
    // Mission 1, verified last by the leader, completes the path.
    const completion = await submitMission(testApp, member, "mission101");
    expect((await verifyCompletion(testApp, club.leader, completion)).statusCode).toBe(200);
    const { publicId } = await switched(member, true);
    const profile = (await profileAt(publicId)).json() as Omit<
      Profile,
      "journeyCredentials" | "verifiedMissions"
    > & {
      journeyCredentials: { credentialId: string; name: string; issuedAt: string }[];
      verifiedMissions: { missionId: string; missionName: string; objective: string }[];
    };
    expect(profile.journeyCredentials).toEqual([
      { credentialId: expect.any(String), name: "Developer journey", issuedAt: expect.any(String) },
    ]);
    const page = await injectJson(testApp.app, {
      url: `/api/credentials/${profile.journeyCredentials[0]?.credentialId}`,
    });
    expect(page.json()).toMatchObject({ kind: "journey", recipientName: "Path Walker" });
    expect(profile.verifiedMissions.map((mission) => mission.missionId).sort()).toEqual(
      pathOf(6).sort(),
    );
    // "Mission 3" is not alone: each mission comes with its title.
    const third = profile.verifiedMissions.find((mission) => mission.missionId === pathOf(6)[2]);
    expect(third).toMatchObject({ missionName: "Mission 3", objective: expect.any(String) });
    expect(third?.objective).not.toBe("");
  });

  it("a revoked credential's mission is left out of the profile", async () => {
    const member = await memberWithVerifiedMission();
    const { publicId } = await switched(member, true);
    const before = (await profileAt(publicId)).json() as Profile;
    const credentialId = before.verifiedMissions[0]?.credentialId;
    expect(credentialId).toBeTruthy();
    const revoked = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/credentials/${credentialId}/revoke`,
      cookie: admin.cookie,
    });
    expect(revoked.statusCode).toBe(200);
    const after = (await profileAt(publicId)).json() as Profile;
    expect(after.verifiedMissions).toEqual([]);
    expect(JSON.stringify(after)).not.toContain(credentialId);
  });
});

/** Links a new wallet to `member` with a real signature (issue 36); shown on the profile if asked. */
async function linkedWallet(member: TestUser, show: boolean) {
  const account = privateKeyToAccount(generatePrivateKey());
  const asked = await injectJson(testApp.app, {
    method: "POST",
    url: "/api/wallets/nonce",
    cookie: member.cookie,
    payload: { address: account.address, chainId: 1 },
  });
  const { message } = WalletChallengeSchema.parse(asked.json());
  const linked = await injectJson(testApp.app, {
    method: "POST",
    url: "/api/wallets",
    cookie: member.cookie,
    payload: { message, signature: await account.signMessage({ message }) },
  });
  expect(linked.statusCode, linked.body).toBe(201);
  const wallet = WalletSchema.parse(linked.json());
  if (show) {
    const shown = await injectJson(testApp.app, {
      method: "PATCH",
      url: `/api/wallets/${wallet.walletId}`,
      cookie: member.cookie,
      payload: { isPublic: true },
    });
    expect(shown.statusCode, shown.body).toBe(200);
  }
  return wallet.address;
}

describe("wallets on a profile", () => {
  it("shows the wallets the member chose to show, never a hidden one", async () => {
    const member = await memberWithVerifiedMission("Satoshi Shown");
    const hidden = await linkedWallet(member, false);
    const shown = await linkedWallet(member, true);
    const { publicId } = await switched(member, true);
    for (const viewer of [undefined, admin, club.leader]) {
      const response = await profileAt(publicId, viewer);
      expect(response.statusCode).toBe(200);
      expect((response.json() as Profile).wallets).toEqual([{ address: shown, chainId: 1 }]);
      expect(response.body.toLowerCase()).not.toContain(hidden.toLowerCase().slice(2));
    }
    // Even the owner's own preview leaves a hidden wallet out: the page is what others see.
    const own = await profileAt(publicId, member);
    expect(own.body.toLowerCase()).not.toContain(hidden.toLowerCase().slice(2));
  });

  it("a member with no wallet shown has none on the profile", async () => {
    const member = await memberWithVerifiedMission("Private Wallet");
    const hidden = await linkedWallet(member, false);
    const { publicId } = await switched(member, true);
    const response = await profileAt(publicId);
    expect((response.json() as Profile).wallets).toEqual([]);
    expect(response.body.toLowerCase()).not.toContain(hidden.toLowerCase().slice(2));
  });
});

describe("the switch", () => {
  it("needs a session", async () => {
    const response = await injectJson(testApp.app, {
      method: "PUT",
      url: "/api/public-profile",
      payload: { isPublic: true },
    });
    expect(response.statusCode).toBe(401);
  });

  it("refuses extra fields and non-booleans, writing nothing", async () => {
    const member = await buildUser(testApp.app);
    for (const payload of [
      { isPublic: true, publicId: "AAAAAAAAAAAAAAAA" },
      { isPublic: "yes" },
      {},
    ]) {
      expect((await switchProfile(member, true, payload)).statusCode).toBe(400);
    }
    const state = await injectJson(testApp.app, {
      url: "/api/public-profile",
      cookie: member.cookie,
    });
    expect(state.json()).toMatchObject({ isPublic: false, publicId: "" });
  });

  it("a member's switch changes only their own profile", async () => {
    const owner = await memberWithVerifiedMission();
    const other = await buildUser(testApp.app);
    const { publicId } = await switched(owner, true);
    await switched(other, false);
    expect((await profileAt(publicId)).statusCode).toBe(200);
  });
});
