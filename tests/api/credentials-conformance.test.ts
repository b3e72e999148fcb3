import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Ajv2019 } from "ajv/dist/2019.js";
import addFormats from "ajv-formats";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createLocalJWKSet, decodeJwt, decodeProtectedHeader, type JWK, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../../server/app.ts";
import { credentials } from "../../server/db/schema/index.ts";
import { rotateKeyFile } from "../../server/features/credentials/keys.ts";
import {
  jwtVerifies,
  type PublishedDidDocument,
  proofVerifies,
  tamperedJwt,
} from "../factories/credential-proof.ts";
import { pathOf, seedSubmissions } from "../factories/journey-path.ts";
import { deliveredSpeech } from "../factories/meetings.ts";
import {
  buildLeaderWithClub,
  buildMember,
  grantMembership,
  submitMission,
  type TestClub,
  verifyCompletion,
} from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { chooseCredentialSubject, linkWalletOf, newWalletAccount } from "../factories/wallets.ts";
import { buildTestApp, injectJson, type TestApp, testEnv } from "../helpers.ts";

/**
 * Our credentials checked against the specification's own artefacts (issue 35, ADR 037): 1EdTech's
 * published JSON Schema for AchievementCredential (shipped in the repository), the Open Badges 3.0
 * VC-JWT rules, and the JSON's Data Integrity proof verified by @digitalbazaar/vc with nothing but
 * the did.json the app publishes.
 */

const SCHEMA_FILE = "server/features/credentials/contexts/achievementcredential.schema.json";
const ajv = new Ajv2019({ strict: false, allErrors: true });
addFormats(ajv);
const validateAchievementCredential = ajv.compile(
  JSON.parse(readFileSync(path.resolve(SCHEMA_FILE), "utf8")),
);

type Json = Record<string, unknown>;
type DidDocument = PublishedDidDocument;

interface Published {
  jwt: string;
  /** The `.json` download: the credential with its proof. */
  document: Json;
}

async function publishedOf(app: FastifyInstance, id: string): Promise<Published> {
  const response = await injectJson(app, { url: `/api/credentials/${id}` });
  expect(response.statusCode).toBe(200);
  return response.json() as Published;
}

async function didDocumentOf(app: FastifyInstance): Promise<DidDocument> {
  const response = await app.inject({ url: "/.well-known/did.json" });
  expect(response.statusCode).toBe(200);
  return response.json() as DidDocument;
}

/**
 * A member's mission credential and journey credential, issued by a leader's verification;
 * `prepare` runs first (the member's choices that go onto their credentials).
 */
async function issueBothKinds(
  testApp: TestApp,
  club: TestClub,
  journeyId: number,
  prepare?: (member: TestUser) => Promise<void>,
) {
  const member = await buildMember(testApp, club.clubId, { journeyId, name: "Conformance Member" });
  await grantMembership(testApp.database.db, member.id);
  await prepare?.(member);
  const verified = async (missionId: string) => {
    if (missionId === "mission111") await deliveredSpeech(testApp, member, club.clubId);
    const completionId = await submitMission(testApp, member, missionId);
    expect((await verifyCompletion(testApp, club.leader, completionId)).statusCode).toBe(200);
  };
  await verified("mission101");
  await seedSubmissions(testApp.database.db, member, club.clubId, pathOf(journeyId).slice(2));
  await verified("mission111");
  const response = await injectJson(testApp.app, {
    url: "/api/credentials/mine",
    cookie: member.cookie,
  });
  const items = (response.json() as { items: { id: string; kind: string }[] }).items;
  const idOf = (kind: string) => {
    const found = items.find((item) => item.kind === kind);
    if (!found) throw new Error(`no ${kind} credential issued`);
    return found.id;
  };
  return { member, ids: { mission: idOf("mission"), journey: idOf("journey") } };
}

const KINDS = ["mission", "journey"] as const;

describe("what we issue, against the specification's artefacts", () => {
  let testApp: TestApp;
  let member: TestUser;
  let ids: Record<(typeof KINDS)[number], string>;

  beforeAll(async () => {
    testApp = await buildTestApp();
    const club = await buildLeaderWithClub(testApp);
    ({ member, ids } = await issueBothKinds(testApp, club, 6));
  });
  afterAll(() => testApp?.close());

  it.each(KINDS)(
    "a %s credential: a tampered copy fails both the proof and the JWT",
    async (kind) => {
      const { jwt, document } = await publishedOf(testApp.app, ids[kind]);
      const didDocument = await didDocumentOf(testApp.app);

      const tampered = structuredClone(document) as Json & {
        credentialSubject: { identifier: { identityHash: string }[] };
      };
      tampered.credentialSubject.identifier[0] = {
        ...tampered.credentialSubject.identifier[0],
        identityHash: "Mallory",
      };
      expect(await proofVerifies(tampered, didDocument)).toBe(false);
      // The proof of one credential does not sign another.
      const other = await publishedOf(testApp.app, ids[kind === "mission" ? "journey" : "mission"]);
      expect(await proofVerifies({ ...other.document, proof: document.proof }, didDocument)).toBe(
        false,
      );
      // A field the contexts do not define is not silently left out of what is signed.
      expect(await proofVerifies({ ...document, unsignedNote: "added" }, didDocument)).toBe(false);

      type Named = { credentialSubject: { identifier: { identityHash: string }[] } };
      const forged = tamperedJwt<Named>(jwt, (payload) => {
        for (const identifier of payload.credentialSubject.identifier) {
          identifier.identityHash = "Mallory";
        }
      });
      expect(await jwtVerifies(forged, didDocument)).toBe(false);
    },
  );

  it.each(KINDS)(
    "a %s credential validates against 1EdTech's achievementcredential.json",
    async (kind) => {
      const { jwt, document } = await publishedOf(testApp.app, ids[kind]);
      expect(
        validateAchievementCredential(document),
        JSON.stringify(validateAchievementCredential.errors),
      ).toBe(true);
      const payload = (await jwtVerify(jwt, createLocalJWKSet(await jwksOf(testApp.app)))).payload;
      expect(
        validateAchievementCredential(payload),
        JSON.stringify(validateAchievementCredential.errors),
      ).toBe(true);
      // The JSON's contexts are the ones the shipped files serve (no network at run time).
      expect(document["@context"]).toEqual([
        "https://www.w3.org/ns/credentials/v2",
        "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json",
      ]);
    },
  );

  it.each(KINDS)(
    "a %s credential's JWT: header alg, kid, typ JWT only; sub, iss, jti, nbf",
    async (kind) => {
      const { jwt, document } = await publishedOf(testApp.app, ids[kind]);
      const header = decodeProtectedHeader(jwt);
      expect(Object.keys(header).sort()).toEqual(["alg", "kid", "typ"]);
      expect(header).toMatchObject({ alg: "EdDSA", typ: "JWT" });

      const { payload } = await jwtVerify(jwt, createLocalJWKSet(await jwksOf(testApp.app)));
      const credential = payload as Json & {
        id: string;
        issuer: { id: string };
        validFrom: string;
        credentialSubject: { id: string };
      };
      expect(header.kid?.startsWith(`${credential.issuer.id}#`)).toBe(true);
      expect(payload.iss).toBe(credential.issuer.id);
      expect(payload.jti).toBe(credential.id);
      expect(payload.nbf).toBe(Date.parse(credential.validFrom) / 1000);
      expect(payload.sub).toBe(credential.credentialSubject.id);
      expect(payload.sub).toMatch(
        /^urn:uuid:[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
      );
      // The JSON names the same subject.
      expect((document.credentialSubject as { id: string }).id).toBe(payload.sub);
    },
  );

  it("the subject's id is opaque: one per credential, the same on every download, no user id", async () => {
    const first = await publishedOf(testApp.app, ids.mission);
    const again = await publishedOf(testApp.app, ids.mission);
    const journey = await publishedOf(testApp.app, ids.journey);
    expect(again.jwt).toBe(first.jwt);
    expect(again.document).toEqual(first.document);
    const subjectOf = (form: Published) => (form.document.credentialSubject as { id: string }).id;
    expect(subjectOf(journey)).not.toBe(subjectOf(first));
    for (const form of [first, journey]) {
      const signed = JSON.stringify([form.document, decodeJwt(form.jwt)]);
      expect(signed).not.toContain(member.id);
      expect(signed).not.toContain(member.email);
    }
  });

  it.each(KINDS)(
    "a %s credential's proof verifies with @digitalbazaar/vc and the published did.json",
    async (kind) => {
      const { document } = await publishedOf(testApp.app, ids[kind]);
      const didDocument = await didDocumentOf(testApp.app);
      expect(document.proof).toHaveLength(1);
      expect((document.proof as Json[])[0]).toMatchObject({
        type: "DataIntegrityProof",
        cryptosuite: "eddsa-rdfc-2022",
        proofPurpose: "assertionMethod",
      });
      const method =
        (document.proof as { verificationMethod: string }[])[0]?.verificationMethod ?? "";
      expect(didDocument.assertionMethod).toContain(method);
      expect(didDocument.verificationMethod.find((entry) => entry.id === method)?.type).toBe(
        "Multikey",
      );
      expect(await proofVerifies(document, didDocument)).toBe(true);
    },
  );
  it("a credential issued before proofs gains its subject id and a proof at its first download", async () => {
    const { document } = await publishedOf(testApp.app, ids.mission);
    const { proof: _proof, ...unsigned } = document;
    const { id: subjectId, ...subject } = unsigned.credentialSubject as Json;
    // As the migration left it: a subject id in its column, none in the document, no proof.
    await testApp.database.db
      .update(credentials)
      .set({ document: { ...unsigned, credentialSubject: subject }, proof: null })
      .where(eq(credentials.id, ids.mission));
    const first = await publishedOf(testApp.app, ids.mission);
    expect((first.document.credentialSubject as Json).id).toBe(subjectId);
    expect(await proofVerifies(first.document, await didDocumentOf(testApp.app))).toBe(true);
    expect((await publishedOf(testApp.app, ids.mission)).document).toEqual(first.document);
  });
});

describe("a credential that names the member's wallet (did:pkh, ADR 040)", () => {
  let testApp: TestApp;
  let ids: Record<(typeof KINDS)[number], string>;
  let did = "";

  beforeAll(async () => {
    testApp = await buildTestApp();
    const club = await buildLeaderWithClub(testApp);
    ({ ids } = await issueBothKinds(testApp, club, 4, async (member) => {
      // Linked on Sepolia: the DID names the chain the wallet was linked on.
      const { account, wallet } = await linkWalletOf(testApp, member, newWalletAccount(), 11155111);
      const chosen = await chooseCredentialSubject(testApp, member, wallet.walletId);
      expect(chosen.statusCode, chosen.body).toBe(200);
      did = `did:pkh:eip155:11155111:${account.address}`;
    }));
  });
  afterAll(() => testApp?.close());

  it.each(KINDS)(
    "a %s credential names the wallet in both forms, validates, and both forms verify",
    async (kind) => {
      const { jwt, document } = await publishedOf(testApp.app, ids[kind]);
      const didDocument = await didDocumentOf(testApp.app);
      expect((document.credentialSubject as Json).id).toBe(did);
      expect(decodeJwt(jwt).sub).toBe(did);
      expect(
        validateAchievementCredential(document),
        JSON.stringify(validateAchievementCredential.errors),
      ).toBe(true);
      expect(await proofVerifies(document, didDocument)).toBe(true);
      expect(await jwtVerifies(jwt, didDocument)).toBe(true);
    },
  );

  it("a copy naming another wallet fails both the proof and the JWT", async () => {
    const { jwt, document } = await publishedOf(testApp.app, ids.mission);
    const didDocument = await didDocumentOf(testApp.app);
    const otherDid = `did:pkh:eip155:11155111:${newWalletAccount().address}`;
    const tampered = structuredClone(document) as Json & { credentialSubject: Json };
    tampered.credentialSubject.id = otherDid;
    expect(await proofVerifies(tampered, didDocument)).toBe(false);
    // The same address on another chain is another subject too.
    tampered.credentialSubject.id = did.replace(":11155111:", ":1:");
    expect(await proofVerifies(tampered, didDocument)).toBe(false);

    const forged = tamperedJwt<{ sub: string; credentialSubject: { id: string } }>(
      jwt,
      (payload) => {
        payload.sub = otherDid;
        payload.credentialSubject.id = otherDid;
      },
    );
    expect(await jwtVerifies(forged, didDocument)).toBe(false);
  });
});

async function jwksOf(app: FastifyInstance) {
  return (await app.inject({ url: "/.well-known/jwks.json" })).json() as { keys: JWK[] };
}

describe("after `rotate-credential-key`", () => {
  let dataDir: string;
  let before: TestApp;
  let after: FastifyInstance | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "credential-rotation-"));
    // The key file in DATA_DIR, as an install without CREDENTIAL_SIGNING_KEY runs.
    before = await buildTestApp({ env: { CREDENTIAL_SIGNING_KEY: "", DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await after?.close();
    await before?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("credentials signed by the old key still verify in both forms", async () => {
    const club = await buildLeaderWithClub(before);
    const { ids } = await issueBothKinds(before, club, 3);
    const old = await publishedOf(before.app, ids.mission);

    await rotateKeyFile(dataDir, new Date());
    after = await buildApp({
      env: testEnv({ CREDENTIAL_SIGNING_KEY: "", DATA_DIR: dataDir }),
      database: before.database,
    });
    await after.ready();
    const didDocument = await didDocumentOf(after);
    const rotated = await publishedOf(after, ids.mission);
    expect(rotated).toMatchObject({ jwt: old.jwt, document: old.document });
    expect(await jwtVerifies(old.jwt, didDocument)).toBe(true);
    expect(await proofVerifies(old.document, didDocument)).toBe(true);

    // The old key's two methods and the new key's two are all published.
    expect(didDocument.verificationMethod.map((method) => method.type).sort()).toEqual([
      "JsonWebKey",
      "JsonWebKey",
      "Multikey",
      "Multikey",
    ]);
    expect(decodeProtectedHeader(old.jwt).kid).toBe(
      (await didDocumentOf(before.app)).verificationMethod[0]?.id,
    );
  });
});
