import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createLocalJWKSet, jwtVerify } from "jose";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnv } from "../../env.ts";
import { ManualClock } from "../../lib/clock.ts";
import { createCredentialIssuer, publishedJwks, signCredential } from "./issuer.ts";
import { generatePrivateJwk, keyFileOf, rotateKeyFile } from "./keys.ts";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function dataDir() {
  const folder = mkdtempSync(path.join(tmpdir(), "credential-keys-"));
  folders.push(folder);
  return folder;
}

const clock = new ManualClock(new Date("2026-11-23T10:00:00Z"));
const envWith = (values: Record<string, string>) =>
  loadEnv({ BASE_URL: "https://blockvocates.example:8443", ...values });

describe("the issuer's keys", () => {
  it("are generated into DATA_DIR on first start, readable by the owner only, and kept", async () => {
    const folder = dataDir();
    const first = await createCredentialIssuer(envWith({ DATA_DIR: folder }), clock);
    expect(statSync(keyFileOf(folder)).mode & 0o777).toBe(0o600);
    const again = await createCredentialIssuer(envWith({ DATA_DIR: folder }), clock);
    expect(again.keys.active.kid).toBe(first.keys.active.kid);
    expect(first.did).toBe("did:web:blockvocates.example%3A8443");
  });

  it("after a rotation the new key signs and the old one stays published", async () => {
    const folder = dataDir();
    const before = await createCredentialIssuer(envWith({ DATA_DIR: folder }), clock);
    const oldJwt = await signCredential(before, { id: "urn:x:1" }, clock.now());
    await rotateKeyFile(folder, clock.now());
    const after = await createCredentialIssuer(envWith({ DATA_DIR: folder }), clock);
    expect(after.keys.active.kid).not.toBe(before.keys.active.kid);
    expect(after.keys.published.map((key) => key.kid)).toEqual([
      before.keys.active.kid,
      after.keys.active.kid,
    ]);
    const keySet = createLocalJWKSet(publishedJwks(after));
    await expect(jwtVerify(oldJwt, keySet)).resolves.toBeTruthy();
    expect(JSON.parse(readFileSync(keyFileOf(folder), "utf8")).keys).toHaveLength(2);
  });

  it("come from CREDENTIAL_SIGNING_KEY, with retired public keys still published", async () => {
    const folder = dataDir();
    const retired = await generatePrivateJwk();
    const signing = await generatePrivateJwk();
    const issuer = await createCredentialIssuer(
      envWith({
        DATA_DIR: folder,
        CREDENTIAL_SIGNING_KEY: JSON.stringify(signing),
        CREDENTIAL_RETIRED_KEYS: JSON.stringify([{ ...retired, d: undefined }]),
      }),
      clock,
    );
    const published = publishedJwks(issuer).keys as { x?: string; d?: string }[];
    expect(published.map((key) => key.x)).toEqual([retired.x, signing.x]);
    expect(published.some((key) => key.d !== undefined)).toBe(false);
    expect(() => statSync(keyFileOf(folder))).toThrow();
  });

  it("refuse a key that is not Ed25519", async () => {
    const env = envWith({
      CREDENTIAL_SIGNING_KEY: JSON.stringify({ kty: "RSA", n: "x", e: "AQAB" }),
    });
    await expect(createCredentialIssuer(env, clock)).rejects.toThrow(/Ed25519/);
  });
});
