import { createHash } from "node:crypto";
import { crc32 } from "node:zlib";
import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import { eq } from "drizzle-orm";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { PNG } from "pngjs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "../../server/db/schema/index.ts";
import { documentLoaderOf } from "../../server/features/credentials/proof.ts";
import { decodeQrSvg } from "../factories/attendance.ts";
import { deliveredSpeech } from "../factories/meetings.ts";
import {
  buildAdmin,
  buildLeaderWithClub,
  buildMember,
  submitMission,
  type TestClub,
  verifyCompletion,
} from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

/**
 * Beyond the validator (issue 35): the baked badge read back the way another tool would (its
 * chunks parsed here, the credential checked with jose against the keys fetched over HTTP), the
 * wallet pickup and its QR code, and the member's optional hashed email.
 */
let testApp: TestApp;
let origin: string;
let jwks: ReturnType<typeof createRemoteJWKSet>;
let club: TestClub;
const BASE_URL = "http://localhost:3000";
const UNKNOWN = "00000000-0000-4000-8000-000000000000";

beforeAll(async () => {
  testApp = await buildTestApp();
  origin = await testApp.app.listen({ port: 0, host: "127.0.0.1" });
  jwks = createRemoteJWKSet(new URL(`${origin}/.well-known/jwks.json`));
  club = await buildLeaderWithClub(testApp);
});
afterAll(() => testApp?.close());

async function credentialOf(member: TestUser, missionId = "mission101"): Promise<string> {
  // Mission 2 (its "Book Your Slot" step) is verified on a delivered speech (ADR 014).
  if (missionId === "mission111") await deliveredSpeech(testApp, member, club.clubId);
  const completionId = await submitMission(testApp, member, missionId);
  expect((await verifyCompletion(testApp, club.leader, completionId)).statusCode).toBe(200);
  const mine = await injectJson(testApp.app, {
    url: "/api/credentials/mine",
    cookie: member.cookie,
  });
  const found = (mine.json() as { items: { id: string; achievementRef: string }[] }).items.find(
    (item) => item.achievementRef === missionId,
  );
  if (!found) throw new Error("no credential issued");
  return found.id;
}

const get = (path: string) => fetch(`${origin}${path}`);

/** The proof checked as a verifier would: @digitalbazaar/vc and the did.json fetched over HTTP. */
async function proofVerifies(credential: Record<string, unknown>): Promise<boolean> {
  const didDocument = await (await get("/.well-known/did.json")).json();
  const result = await vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: documentLoaderOf([didDocument]),
    // Revocation is the status list's (credentials.test.ts); here, the proof.
    checkStatus: async () => ({ verified: true }),
  });
  return result.verified;
}

interface Chunk {
  type: string;
  data: Buffer;
}

/** A PNG's chunks, each CRC checked: what any PNG reader does first. */
function chunksOf(png: Buffer): Chunk[] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: Chunk[] = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.subarray(offset + 4, offset + 8).toString("latin1");
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length), `${type} CRC`).toBe(
      crc32(png.subarray(offset + 4, offset + 8 + length)),
    );
    chunks.push({ type, data });
    offset += 12 + length;
  }
  return chunks;
}

/** An iTXt chunk's fields (PNG 1.2, 4.2.3.3). */
function readITxt(data: Buffer) {
  const keywordEnd = data.indexOf(0);
  const compressed = data[keywordEnd + 1];
  const method = data[keywordEnd + 2];
  const languageEnd = data.indexOf(0, keywordEnd + 3);
  const translatedEnd = data.indexOf(0, languageEnd + 1);
  return {
    keyword: data.subarray(0, keywordEnd).toString("latin1"),
    compressed,
    method,
    language: data.subarray(keywordEnd + 3, languageEnd).toString("latin1"),
    translated: data.subarray(languageEnd + 1, translatedEnd).toString("utf8"),
    text: data.subarray(translatedEnd + 1).toString("utf8"),
  };
}

async function pageOf(id: string) {
  const response = await get(`/api/credentials/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as {
    jwt: string;
    document: Record<string, unknown>;
    recipientName: string;
    verification: { result: string };
  };
}

describe("the baked badge", () => {
  it("is a real PNG whose openbadgecredential iTXt chunk holds the credential, which verifies", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Baked Member" });
    const id = await credentialOf(member);
    const response = await get(`/api/credentials/${id}/badge.png`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await response.arrayBuffer());

    const chunks = chunksOf(png);
    expect(chunks[0]?.type).toBe("IHDR");
    expect(chunks.at(-1)?.type).toBe("IEND");
    const baked = chunks
      .filter((chunk) => chunk.type === "iTXt")
      .map((chunk) => readITxt(chunk.data))
      .filter((chunk) => chunk.keyword === "openbadgecredential");
    expect(baked).toHaveLength(1);
    const [itxt] = baked;
    expect(itxt).toMatchObject({ compressed: 0, method: 0, language: "", translated: "" });

    // The credential read back from the image is the JSON with its proof, and it verifies with
    // the published did.json alone; one changed field does not.
    const credential = JSON.parse(itxt?.text ?? "{}") as Record<string, unknown>;
    expect(credential.id).toBe(`${BASE_URL}/credentials/${id}`);
    expect(credential).toEqual((await pageOf(id)).document);
    expect(await proofVerifies(credential)).toBe(true);
    expect(await proofVerifies({ ...credential, name: "Something else" })).toBe(false);

    // A viewable image: any PNG decoder reads it, and the badge is drawn (not blank).
    const image = PNG.sync.read(png);
    expect([image.width, image.height]).toEqual([256, 256]);
    const centre = (128 * 256 + 40) * 4;
    expect(image.data[centre + 3]).toBe(255);
  });

  it("is also an SVG with the credential and its proof in its openbadges:credential element", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Svg Member" });
    const id = await credentialOf(member);
    const response = await get(`/api/credentials/${id}/badge.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toContain('xmlns:openbadges="https://purl.imsglobal.org/ob/v3p0"');
    const baked = /<openbadges:credential><!\[CDATA\[(.*)\]\]><\/openbadges:credential>/s.exec(
      svg,
    )?.[1];
    const credential = JSON.parse(baked ?? "{}") as Record<string, unknown>;
    expect(credential.id).toBe(`${BASE_URL}/credentials/${id}`);
    expect(await proofVerifies(credential)).toBe(true);
  });
});

describe("wallet pickup", () => {
  it("answers the credential as JSON at its address, and the page's QR code says that address", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Wallet Member" });
    const id = await credentialOf(member);
    const response = await get(`/api/credentials/${id}/pickup`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    // A wallet in a browser may read it from another origin.
    expect(response.headers.get("access-control-allow-origin")).toBe("*");
    const credential = (await response.json()) as Record<string, unknown>;
    expect(credential).toEqual((await pageOf(id)).document);
    expect(credential.id).toBe(`${BASE_URL}/credentials/${id}`);

    const qr = await get(`/api/credentials/${id}/pickup-qr.svg`);
    expect(qr.status).toBe(200);
    expect(qr.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(decodeQrSvg(await qr.text())).toBe(`${BASE_URL}/api/credentials/${id}/pickup`);
  });

  it("a revoked credential is still picked up (its status list says revoked), and its page says so", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Revoked One" });
    const id = await credentialOf(member);
    const admin = await buildAdmin(testApp);
    const revoked = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/credentials/${id}/revoke`,
      cookie: admin.cookie,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await get(`/api/credentials/${id}/pickup`)).status).toBe(200);
    expect((await get(`/api/credentials/${id}/badge.png`)).status).toBe(200);
    expect((await pageOf(id)).verification.result).toBe("revoked");
  });

  it("an unknown credential, a malformed id and a disabled holder's credential are not found", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Disabled One" });
    const id = await credentialOf(member);
    await testApp.database.db
      .update(users)
      .set({ disabledAt: new Date() })
      .where(eq(users.id, member.id));
    for (const tail of ["pickup", "pickup-qr.svg", "badge.png", "badge.svg"]) {
      expect((await get(`/api/credentials/${UNKNOWN}/${tail}`)).status, tail).toBe(404);
      expect((await get(`/api/credentials/${id}/${tail}`)).status, tail).toBe(404);
      expect((await get(`/api/credentials/not-a-uuid/${tail}`)).status, tail).toBe(400);
    }
  });
});

interface Identifier {
  identityType: string;
  hashed: boolean;
  identityHash: string;
  salt?: string;
}

const identifiersOf = (document: Record<string, unknown>) =>
  (document.credentialSubject as { identifier: Identifier[] }).identifier;

const setting = (member: TestUser | null, hashedEmail?: unknown) =>
  injectJson(testApp.app, {
    method: hashedEmail === undefined ? "GET" : "PUT",
    url: "/api/credentials/recipient-email",
    ...(member ? { cookie: member.cookie } : {}),
    ...(hashedEmail === undefined ? {} : { payload: { hashedEmail } }),
  });

describe("the recipient's email, hashed", () => {
  it("is the member's own switch: signed out 401, a malformed body 400, nobody else's", async () => {
    expect((await setting(null)).statusCode).toBe(401);
    expect((await setting(null, true)).statusCode).toBe(401);
    const member = await buildMember(testApp, club.clubId, { name: "Switching Member" });
    const other = await buildMember(testApp, club.clubId, { name: "Other Member" });
    expect((await setting(member, "yes")).statusCode).toBe(400);
    const extra = await injectJson(testApp.app, {
      method: "PUT",
      url: "/api/credentials/recipient-email",
      cookie: member.cookie,
      payload: { hashedEmail: true, userId: other.id },
    });
    expect(extra.statusCode).toBe(400);
    expect((await setting(member, true)).json()).toEqual({ hashedEmail: true });
    expect((await setting(other)).json()).toEqual({ hashedEmail: false });
    expect((await setting(member, false)).json()).toEqual({ hashedEmail: false });
  });

  it("is off by default; when on, credentials issued after carry sha256(email + salt), never the address", async () => {
    const member = await buildMember(testApp, club.clubId, { journeyId: 1, name: "Hashed Member" });
    expect((await setting(member)).json()).toEqual({ hashedEmail: false });
    const before = await credentialOf(member, "mission101");
    const beforePage = await pageOf(before);
    expect(identifiersOf(beforePage.document).map((item) => item.identityType)).toEqual(["name"]);

    expect((await setting(member, true)).json()).toEqual({ hashedEmail: true });
    const after = await credentialOf(member, "mission111");
    const page = await pageOf(after);
    const [name, email] = identifiersOf(page.document);
    expect(name?.identityHash).toBe("Hashed Member");
    expect(page.recipientName).toBe("Hashed Member");
    expect(email).toMatchObject({ type: "IdentityObject", identityType: "emailAddress" });
    expect(email?.hashed).toBe(true);
    expect(email?.salt).toMatch(/^[0-9a-f]{32}$/);
    const expected = createHash("sha256")
      .update(member.email.toLowerCase() + (email?.salt ?? ""))
      .digest("hex");
    expect(email?.identityHash).toBe(`sha256$${expected}`);
    // The identifier is part of what the proof signs.
    expect(await proofVerifies(page.document)).toBe(true);

    // The signed form carries the same identifier; no plain address anywhere public.
    const { payload } = await jwtVerify(page.jwt, jwks, { algorithms: ["EdDSA"] });
    expect(identifiersOf(payload as Record<string, unknown>)[1]).toEqual(email);
    const published = [
      JSON.stringify(page),
      await (await get(`/api/credentials/${after}/pickup`)).text(),
      await (await get(`/api/credentials/${after}/badge.svg`)).text(),
      Buffer.from(await (await get(`/api/credentials/${after}/badge.png`)).arrayBuffer()).toString(
        "latin1",
      ),
    ];
    for (const text of published)
      expect(text.toLowerCase()).not.toContain(member.email.toLowerCase());

    // Issued before: unchanged (the signed credential cannot change).
    expect(identifiersOf((await pageOf(before)).document)).toHaveLength(1);
  });
});
