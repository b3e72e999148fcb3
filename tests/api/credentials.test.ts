import { gunzipSync } from "node:zlib";
import { and, asc, eq } from "drizzle-orm";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { journeys } from "../../content/journeys.ts";
import { credentials, missionCompletions, missionSteps } from "../../server/db/schema/index.ts";
import { buildExtraMission, pathOf, seedSubmissions } from "../factories/journey-path.ts";
import { deliveredSpeech } from "../factories/meetings.ts";
import {
  buildAdmin,
  buildLeaderWithClub,
  buildMember,
  grantMembership,
  saveMissionEvidence,
  submitMission,
  type TestClub,
  verifyCompletion,
} from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";
import { onPostgres } from "../test-database.ts";

/**
 * Credentials are checked the way an employer's tool would: the keys fetched over HTTP from the
 * listening app, and jose's own verify call; never the code that signed them.
 */
let testApp: TestApp;
let origin: string;
let jwks: ReturnType<typeof createRemoteJWKSet>;
let club: TestClub;
let admin: TestUser;
const ISSUER_DID = "did:web:localhost%3A3000";

beforeAll(async () => {
  testApp = await buildTestApp();
  origin = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  jwks = createRemoteJWKSet(new URL(`${origin}/.well-known/jwks.json`));
  club = await buildLeaderWithClub(testApp);
  admin = await buildAdmin(testApp);
});
afterAll(() => testApp?.close());

interface Summary {
  id: string;
  kind: "mission" | "journey";
  achievementRef: string;
  revoked: boolean;
}

async function submitted(member: TestUser, missionId: string) {
  // Mission 2 (its "Book Your Slot" step) is verified on a delivered speech (ADR 014).
  if (missionId === "mission111") await deliveredSpeech(testApp, member, club.clubId);
  return submitMission(testApp, member, missionId);
}

const verify = (completionId: number) => verifyCompletion(testApp, club.leader, completionId);

async function verifiedMission(member: TestUser, missionId: string) {
  expect((await verify(await submitted(member, missionId))).statusCode).toBe(200);
}

async function credentialsOf(member: TestUser): Promise<Summary[]> {
  const response = await injectJson(testApp.app, {
    url: "/api/credentials/mine",
    cookie: member.cookie,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { items: Summary[] }).items;
}

async function missionCredential(member: TestUser, missionId = "mission101") {
  await verifiedMission(member, missionId);
  const found = (await credentialsOf(member)).find(
    (item) => item.kind === "mission" && item.achievementRef === missionId,
  );
  if (!found) throw new Error("no credential issued");
  return found;
}

async function progressOf(member: TestUser) {
  const response = await injectJson(testApp.app, {
    url: "/api/credentials/progress",
    cookie: member.cookie,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { journeyCredentialId: string | null };
}

/** The public page's data, over HTTP as a stranger's browser gets it. */
async function publicView(id: string) {
  const response = await fetch(`${origin}/api/credentials/${id}`);
  return { status: response.status, text: await response.text() };
}

async function signedFormOf(id: string) {
  const view = await publicView(id);
  expect(view.status).toBe(200);
  return JSON.parse(view.text) as {
    jwt: string;
    document: Record<string, unknown>;
    recipientName: string;
    clubName: string;
    verification: { result: string; signatureValid: boolean; status: string };
  };
}

const revoke = (id: string, actor?: TestUser) =>
  injectJson(testApp.app, {
    method: "POST",
    url: `/api/credentials/${id}/revoke`,
    ...(actor ? { cookie: actor.cookie } : {}),
  });

/** One bit of a status list credential, decoded here from the published JWT. */
async function statusBit(statusListCredential: string, index: number) {
  const response = await fetch(statusListCredential);
  expect(response.headers.get("content-type")).toMatch(/^application\/vc\+jwt/);
  const { payload } = await jwtVerify(await response.text(), jwks, { algorithms: ["EdDSA"] });
  const subject = payload.credentialSubject as { type: string; encodedList: string };
  expect(subject.type).toBe("BitstringStatusList");
  expect(subject.encodedList.startsWith("u")).toBe(true);
  const bits = gunzipSync(Buffer.from(subject.encodedList.slice(1), "base64url"));
  expect(bits.length).toBeGreaterThanOrEqual(16 * 1024);
  return ((bits[index >> 3] ?? 0) >> (7 - (index % 8))) & 1;
}

describe("issuing", () => {
  it("a verified mission gives the member an Open Badges 3.0 credential that verifies with the published keys", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Ada Lovelace" });
    const summary = await missionCredential(member);
    const form = await signedFormOf(summary.id);

    const { payload, protectedHeader } = await jwtVerify(form.jwt, jwks, {
      algorithms: ["EdDSA"],
      issuer: ISSUER_DID,
    });
    expect(protectedHeader.alg).toBe("EdDSA");
    expect(protectedHeader.kid?.startsWith(`${ISSUER_DID}#`)).toBe(true);
    expect(payload["@context"]).toEqual([
      "https://www.w3.org/ns/credentials/v2",
      "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
    ]);
    expect(payload.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
    expect(payload.jti).toBe(`http://localhost:3000/credentials/${summary.id}`);
    const issuer = payload.issuer as { id: string; name: string; type: string[] };
    expect(issuer.id).toBe(ISSUER_DID);
    expect(issuer.name).toContain(club.clubName);
    expect(issuer.name).toContain("Blockvocates");
    expect(typeof payload.validFrom).toBe("string");
    const subject = payload.credentialSubject as {
      identifier: { identityHash: string }[];
      achievement: Record<string, unknown>;
    };
    expect(subject.identifier[0]?.identityHash).toBe("Ada Lovelace");
    expect(subject.achievement).toMatchObject({ type: ["Achievement"] });
    for (const field of ["id", "name", "description", "criteria", "image"]) {
      expect(subject.achievement[field], field).toBeTruthy();
    }
    expect(payload.credentialStatus).toMatchObject({
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
    });
    // The JSON download is the verified payload without the JWT's own claims, with its proof.
    const { iss: _iss, jti: _jti, nbf: _nbf, iat: _iat, sub: _sub, ...credential } = payload;
    const { proof: _proof, ...unsigned } = form.document;
    expect(unsigned).toEqual(credential);
    expect(form.verification.result).toBe("verified");
  });

  it("a mission's credential is titled by the mission's name, signed and on its page", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Titled Member" });
    const { id } = await missionCredential(member);
    const form = await signedFormOf(id);
    const { payload } = await jwtVerify(form.jwt, jwks, { algorithms: ["EdDSA"] });
    const subject = payload.credentialSubject as {
      achievement: { name: string; criteria: { narrative: string } };
    };
    expect(subject.achievement.name).toBe("Mission 1: Create Your Identity");
    // Its criteria name the mission's steps, in their order.
    const steps = await testApp.database.db
      .select({ stepName: missionSteps.stepName })
      .from(missionSteps)
      .where(eq(missionSteps.missionId, "mission101"))
      .orderBy(asc(missionSteps.position));
    expect(steps.length).toBeGreaterThan(1);
    expect(subject.achievement.criteria.narrative).toContain(
      ` Steps: ${steps.map((step) => step.stepName).join("; ")}.`,
    );
    expect(payload.name).toBe("Mission 1: Create Your Identity");
    const page = JSON.parse((await publicView(id)).text) as { achievementName: string };
    expect(page.achievementName).toBe("Mission 1: Create Your Identity");

    // A credential issued before, named "Mission 1" alone: its page still names the mission.
    const older = structuredClone(form.document) as typeof form.document & {
      credentialSubject: { achievement: { name: string } };
    };
    older.credentialSubject.achievement.name = "Mission 1";
    await testApp.database.db
      .update(credentials)
      .set({ document: older })
      .where(eq(credentials.id, id));
    const olderPage = JSON.parse((await publicView(id)).text) as { achievementName: string };
    expect(olderPage.achievementName).toBe("Mission 1: Create Your Identity");
  });

  it("a credential with one field changed fails verification", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Grace Hopper" });
    const { jwt } = await signedFormOf((await missionCredential(member)).id);
    const [header, body, signature] = jwt.split(".");
    const payload = JSON.parse(Buffer.from(body ?? "", "base64url").toString("utf8"));
    payload.credentialSubject.identifier[0].identityHash = "Mallory";
    const tampered = [
      header,
      Buffer.from(JSON.stringify(payload)).toString("base64url"),
      signature,
    ].join(".");
    await expect(jwtVerify(tampered, jwks, { algorithms: ["EdDSA"] })).rejects.toThrow();
    const checked = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/credentials/verify",
      payload: { jwt: tampered },
    });
    expect(checked.json()).toMatchObject({ signatureValid: false, result: "invalid" });
  });

  it("when every mission of the journey is verified, the member also receives the journey's credential", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 2, name: "Alan Kay" });
    await grantMembership(testApp.database.db, member.id);
    await verifiedMission(member, "mission101");
    expect((await credentialsOf(member)).map((item) => item.kind)).toEqual(["mission"]);
    // Missions 3 to 8 verified (seeded); Mission 2, verified last, completes the path.
    await seedSubmissions(testApp.database.db, member, club.clubId, pathOf(2).slice(2));
    await verifiedMission(member, "mission111");
    const items = await credentialsOf(member);
    const journey = items.find((item) => item.kind === "journey");
    expect(journey?.achievementRef).toBe("2");
    expect(items.filter((item) => item.kind === "mission")).toHaveLength(2);
    const { payload } = await jwtVerify((await signedFormOf(journey?.id ?? "")).jwt, jwks);
    const achievement = (payload.credentialSubject as { achievement: { name: string } })
      .achievement;
    expect(achievement.name).toMatch(/journey/);
  });

  it("the journey's credential describes the journey, lists its eight missions and verifies", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 6, name: "Ada Path" });
    await grantMembership(testApp.database.db, member.id);
    const path = pathOf(6);
    await verifiedMission(member, "mission101");
    await verifiedMission(member, "mission111");
    await seedSubmissions(testApp.database.db, member, club.clubId, path.slice(2, 7));
    // Seven of eight verified: no journey credential yet.
    expect((await credentialsOf(member)).map((item) => item.kind)).toEqual(["mission", "mission"]);
    expect((await progressOf(member)).journeyCredentialId).toBeNull();

    // Mission 8 verified by the leader through the API: the eighth gives the journey's.
    await seedSubmissions(testApp.database.db, member, club.clubId, path.slice(7), "pending");
    const [eighth] = await testApp.database.db
      .select({ id: missionCompletions.id })
      .from(missionCompletions)
      .where(
        and(
          eq(missionCompletions.userId, member.id),
          eq(missionCompletions.missionId, path[7] ?? ""),
        ),
      );
    expect((await verify(eighth?.id ?? 0)).statusCode).toBe(200);
    const journey = (await credentialsOf(member)).find((item) => item.kind === "journey");
    expect(journey?.achievementRef).toBe("6");
    expect((await progressOf(member)).journeyCredentialId).toBe(journey?.id);

    const form = await signedFormOf(journey?.id ?? "");
    const { payload } = await jwtVerify(form.jwt, jwks, {
      algorithms: ["EdDSA"],
      issuer: ISSUER_DID,
    });
    const achievement = (
      payload.credentialSubject as {
        achievement: {
          name: string;
          description: string;
          achievementType: string;
          criteria: { narrative: string };
          alignment: {
            type: string[];
            targetName: string;
            targetUrl: string;
            targetCode: string;
          }[];
        };
      }
    ).achievement;
    const developer = journeys.find((candidate) => candidate.id === 6);
    expect(achievement.name).toBe("Developer journey");
    expect(achievement.description).toBe(developer?.description);
    expect(achievement.achievementType).toBe("Certificate");
    expect(typeof achievement.criteria.narrative).toBe("string");
    expect(achievement.alignment.map((part) => part.targetCode)).toEqual(path);
    for (const part of achievement.alignment) {
      expect(part.type).toEqual(["Alignment"]);
      expect(part.targetUrl).toMatch(/^http:\/\/localhost:3000\/achievements\/mission\//);
      // Each mission named in the criteria too, "Mission 3: …" in order.
      expect(achievement.criteria.narrative).toContain(part.targetName);
    }
    expect(achievement.alignment[0]?.targetName).toBe("Mission 1: Create Your Identity");
    expect(achievement.alignment[2]?.targetName).toMatch(/^Mission 3: /);

    // The public page lists the eight; the verify endpoint checks the signed form.
    const page = JSON.parse((await publicView(journey?.id ?? "")).text) as {
      missions: { missionId: string; title: string }[];
      recipientName: string;
    };
    expect(page.missions.map((mission) => mission.missionId)).toEqual(path);
    expect(page.recipientName).toBe("Ada Path");
    const checked = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/credentials/verify",
      payload: { jwt: form.jwt },
    });
    expect(checked.json()).toMatchObject({ signatureValid: true, result: "verified" });
  });

  it("a mission the manager added, not verified, does not hold the journey's credential back", async () => {
    const extra = await buildExtraMission(testApp.database.db, 4);
    const member = await buildMember(testApp, club.clubId, { journeyId: 4 });
    await grantMembership(testApp.database.db, member.id);
    await verifiedMission(member, "mission101");
    await seedSubmissions(testApp.database.db, member, club.clubId, pathOf(4).slice(2));
    await verifiedMission(member, "mission111");
    const items = await credentialsOf(member);
    expect(items.find((item) => item.kind === "journey")?.achievementRef).toBe("4");
    expect(items.some((item) => item.achievementRef === extra)).toBe(false);
  });

  it("without a membership in force, the eight verified give no journey credential", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    await verifiedMission(member, "mission101");
    await seedSubmissions(testApp.database.db, member, club.clubId, pathOf(1).slice(2));
    await verifiedMission(member, "mission111");
    expect((await credentialsOf(member)).map((item) => item.kind)).toEqual(["mission", "mission"]);
  });

  it("a rejected mission issues nothing", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    await saveMissionEvidence(testApp.database.db, member.id);
    await injectJson(testApp.app, {
      method: "POST",
      url: "/api/missions/mission101/submission",
      cookie: member.cookie,
    });
    const [row] = await testApp.database.db
      .select({ id: missionCompletions.id })
      .from(missionCompletions)
      .where(eq(missionCompletions.userId, member.id));
    await injectJson(testApp.app, {
      method: "POST",
      url: `/api/completions/${row?.id}/reject`,
      cookie: club.leader.cookie,
      payload: { note: "Please add your wallet address." },
    });
    expect(await credentialsOf(member)).toEqual([]);
  });
});

describe.runIf(onPostgres)("issuing under concurrency (PostgreSQL)", () => {
  it("the journey's last two missions verified at once still give one journey credential", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 5 });
    await grantMembership(testApp.database.db, member.id);
    await seedSubmissions(testApp.database.db, member, club.clubId, pathOf(5).slice(2));
    const first = await submitted(member, "mission101");
    const second = await submitted(member, "mission111");
    const responses = await Promise.all([verify(first), verify(second)]);
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200]);
    const kinds = (await credentialsOf(member)).map((item) => item.kind).sort();
    expect(kinds).toEqual(["journey", "mission", "mission"]);
  });
});

describe("published keys", () => {
  it("publishes the JWKS and a did:web document naming the same key", async () => {
    const keys = (await (await fetch(`${origin}/.well-known/jwks.json`)).json()) as {
      keys: { kid: string; kty: string; crv: string; x: string; d?: string }[];
    };
    expect(keys.keys.length).toBeGreaterThan(0);
    for (const key of keys.keys) {
      expect(key).toMatchObject({ kty: "OKP", crv: "Ed25519" });
      expect(key.d).toBeUndefined();
    }
    const did = (await (await fetch(`${origin}/.well-known/did.json`)).json()) as {
      id: string;
      verificationMethod: { id: string; type: string; publicKeyJwk: { x: string; d?: string } }[];
      assertionMethod: string[];
    };
    expect(did.id).toBe(ISSUER_DID);
    // Each key is also a Multikey method, for the JSON's proof (ADR 037).
    const jwkMethods = did.verificationMethod.filter((method) => method.type === "JsonWebKey");
    expect(jwkMethods.map((method) => method.id)).toEqual(keys.keys.map((key) => key.kid));
    expect(jwkMethods.map((method) => method.publicKeyJwk.x)).toEqual(
      keys.keys.map((key) => key.x),
    );
    expect(did.assertionMethod).toEqual(expect.arrayContaining(keys.keys.map((key) => key.kid)));
  });
});

describe("revocation", () => {
  it("only admins revoke: a visitor 401, the member, the leader and another member 403", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const other = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const { id } = await missionCredential(member);
    expect((await revoke(id)).statusCode).toBe(401);
    for (const actor of [member, other, club.leader]) {
      expect((await revoke(id, actor)).statusCode).toBe(403);
    }
    const form = await signedFormOf(id);
    expect(form.verification.result).toBe("verified");
  });

  it("a revoked credential is set in the published status list and its page says revoked", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const kept = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const { id } = await missionCredential(member);
    const keptId = (await missionCredential(kept)).id;
    const entryOf = async (credentialId: string) => {
      const { jwt } = await signedFormOf(credentialId);
      const { payload } = await jwtVerify(jwt, jwks);
      return payload.credentialStatus as {
        statusListIndex: string;
        statusListCredential: string;
      };
    };
    const entry = await entryOf(id);
    const local = (url: string) => url.replace("http://localhost:3000", origin);
    expect(await statusBit(local(entry.statusListCredential), Number(entry.statusListIndex))).toBe(
      0,
    );

    const response = await revoke(id, admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ verification: { result: "revoked" } });

    expect(await statusBit(local(entry.statusListCredential), Number(entry.statusListIndex))).toBe(
      1,
    );
    const keptEntry = await entryOf(keptId);
    expect(
      await statusBit(local(keptEntry.statusListCredential), Number(keptEntry.statusListIndex)),
    ).toBe(0);
    const form = await signedFormOf(id);
    expect(form.verification).toMatchObject({
      result: "revoked",
      status: "revoked",
      signatureValid: true,
    });
    // Revoking again changes nothing.
    expect((await revoke(id, admin)).statusCode).toBe(200);
  });
});

describe("the public page's data", () => {
  it("carries the member's name and club, but no email or user id", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Katherine J" });
    const { id } = await missionCredential(member);
    const view = await publicView(id);
    expect(view.status).toBe(200);
    expect(view.text).toContain("Katherine J");
    expect(view.text).toContain(club.clubName);
    expect(view.text).not.toContain(member.email);
    expect(view.text).not.toContain(member.id);
    expect(view.text).not.toMatch(/[\w.+-]+@[\w-]+\.\w+/);
  });

  it("an unknown or malformed credential id is 404 or 400", async () => {
    expect((await publicView("6f1c2a0e-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await publicView("not-a-uuid")).status).toBe(400);
  });
});

describe("the progress map", () => {
  it("shows each mission of the journey: verified with its credential, waiting since, not started", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 3 });
    const { id } = await missionCredential(member, "mission101");
    await saveMissionEvidence(testApp.database.db, member.id, "mission111");
    await injectJson(testApp.app, {
      method: "POST",
      url: "/api/missions/mission111/submission",
      cookie: member.cookie,
    });
    const response = await injectJson(testApp.app, {
      url: "/api/credentials/progress",
      cookie: member.cookie,
    });
    expect(response.statusCode).toBe(200);
    const progress = response.json() as {
      items: { missionId: string; state: string; since: string | null; credentialId: string }[];
      journeyCredentialId: string | null;
    };
    expect(progress.items.find((item) => item.missionId === "mission101")).toMatchObject({
      state: "verified",
      credentialId: id,
      missionName: "Mission 1",
      objective: "Create Your Identity",
    });
    const waiting = progress.items.find((item) => item.missionId === "mission111");
    expect(waiting).toMatchObject({ state: "waiting", credentialId: null });
    expect(waiting?.since).toBeTruthy();
    expect(progress.journeyCredentialId).toBeNull();
    // Only their own: without a session, 401.
    expect((await injectJson(testApp.app, { url: "/api/credentials/progress" })).statusCode).toBe(
      401,
    );
  });
});

describe("the club leaderboard", () => {
  const leaderboardOf = async (user: TestUser) => {
    const response = await injectJson(testApp.app, {
      url: "/api/leaderboard",
      cookie: user.cookie,
    });
    return {
      status: response.statusCode,
      body: response.json() as {
        clubName: string;
        hidden: boolean;
        items: {
          name: string;
          verifiedThisMonth: number;
          verifiedOverall: number;
          isMe: boolean;
        }[];
      },
    };
  };

  it("ranks the club's members by verified missions this month and overall; a member can hide", async () => {
    const ownClub = await buildLeaderWithClub(testApp);
    const otherClub = await buildLeaderWithClub(testApp);
    const asLeader = club;
    club = ownClub;
    try {
      const first = await buildMember(testApp, ownClub.clubId, {
        journeyId: 1,
        name: "Top Member",
      });
      const second = await buildMember(testApp, ownClub.clubId, {
        journeyId: 1,
        name: "Next Member",
      });
      const shy = await buildMember(testApp, ownClub.clubId, { journeyId: 1, name: "Shy Member" });
      const outsider = await buildMember(testApp, otherClub.clubId, {
        journeyId: 1,
        name: "Outsider",
      });
      await verifiedMission(first, "mission101");
      await verifiedMission(first, "mission111");
      await verifiedMission(second, "mission101");
      await verifiedMission(shy, "mission101");
      const hide = await injectJson(testApp.app, {
        method: "PUT",
        url: "/api/leaderboard/visibility",
        cookie: shy.cookie,
        payload: { hidden: true },
      });
      expect(hide.json()).toEqual({ hidden: true });

      const seen = await leaderboardOf(second);
      expect(seen.status).toBe(200);
      expect(seen.body.clubName).toBe(ownClub.clubName);
      expect(
        seen.body.items.map((item) => [item.name, item.verifiedThisMonth, item.verifiedOverall]),
      ).toEqual([
        ["Top Member", 2, 2],
        ["Next Member", 1, 1],
      ]);
      expect(seen.body.items.find((item) => item.isMe)?.name).toBe("Next Member");
      expect(JSON.stringify(seen.body)).not.toContain(first.email);

      // The hidden member still sees themselves, and is told they are hidden.
      const own = await leaderboardOf(shy);
      expect(own.body.hidden).toBe(true);
      expect(own.body.items.map((item) => item.name)).toContain("Shy Member");

      // Another club's member sees only their own club.
      const elsewhere = await leaderboardOf(outsider);
      expect(elsewhere.body.clubName).toBe(otherClub.clubName);
      expect(elsewhere.body.items.map((item) => item.name)).toEqual(["Outsider"]);
    } finally {
      club = asLeader;
    }
  });

  it("refuses a user without a club (403) and a visitor (401)", async () => {
    const loner = await buildUser(testApp.app);
    expect((await leaderboardOf(loner)).status).toBe(403);
    expect((await injectJson(testApp.app, { url: "/api/leaderboard" })).statusCode).toBe(401);
  });
});
