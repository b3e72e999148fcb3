import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type KeyObject,
} from "jose";
import type { Env } from "../../env.ts";

/**
 * One published key: `kid` is the key's JWK thumbprint (RFC 7638), stable across restarts; the
 * same public key as a Multikey (`publicKeyMultibase`, for the Data Integrity proof, ADR 037).
 */
export interface PublicKeyEntry {
  kid: string;
  publicJwk: JWK;
  publicKeyMultibase: string;
}

export interface IssuerKeys {
  /** The key that signs new credentials (a JWT with `privateKey`, a proof with `privateJwk`). */
  active: PublicKeyEntry & { privateKey: CryptoKey | KeyObject | Uint8Array; privateJwk: JWK };
  /** Every key still published, the active one included (old credentials stay verifiable). */
  published: PublicKeyEntry[];
}

interface StoredKey {
  privateJwk: JWK;
  createdAt: string;
}

const KEY_FILE = "credential-keys.json";

export function keyFileOf(dataDir: string): string {
  return path.join(dataDir, KEY_FILE);
}

function publicPart(jwk: JWK): JWK {
  if (jwk.kty !== "OKP" || jwk.crv !== "Ed25519" || typeof jwk.x !== "string") {
    throw new Error("A credential key must be an Ed25519 JWK (kty OKP, crv Ed25519).");
  }
  return { kty: "OKP", crv: "Ed25519", x: jwk.x };
}

async function entryOf(jwk: JWK): Promise<PublicKeyEntry> {
  const publicJwk = publicPart(jwk);
  const multikey = await Ed25519Multikey.fromJwk({ jwk: publicJwk });
  const { publicKeyMultibase } = await multikey.export({ publicKey: true });
  return { kid: await calculateJwkThumbprint(publicJwk), publicJwk, publicKeyMultibase };
}

/** A new Ed25519 private key as a JWK. */
export async function generatePrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
  return exportJWK(privateKey);
}

function readKeyFile(file: string): StoredKey[] {
  if (!existsSync(file)) return [];
  const parsed = JSON.parse(readFileSync(file, "utf8")) as { keys?: StoredKey[] };
  return parsed.keys ?? [];
}

function writeKeyFile(file: string, keys: StoredKey[]) {
  writeFileSync(file, `${JSON.stringify({ keys }, null, 2)}\n`, { mode: 0o600 });
}

/**
 * Adds a new signing key to DATA_DIR's key file; the former keys stay in it, published but no
 * longer signing. Returns the new key's id.
 */
export async function rotateKeyFile(dataDir: string, now: Date): Promise<string> {
  mkdirSync(dataDir, { recursive: true });
  const file = keyFileOf(dataDir);
  const keys = readKeyFile(file);
  const privateJwk = await generatePrivateJwk();
  writeKeyFile(file, [...keys, { privateJwk, createdAt: now.toISOString() }]);
  return (await entryOf(privateJwk)).kid;
}

function parseJson<T>(value: string, variable: string): T {
  try {
    return JSON.parse(value) as T;
  } catch {
    throw new Error(`${variable} is not valid JSON.`);
  }
}

/**
 * The issuer's keys: CREDENTIAL_SIGNING_KEY (+ CREDENTIAL_RETIRED_KEYS) when set, otherwise the
 * key file in DATA_DIR, made with one key on first start. The newest key signs.
 */
export async function loadIssuerKeys(env: Env, now: Date): Promise<IssuerKeys> {
  let signing: JWK;
  let former: JWK[];
  if (env.CREDENTIAL_SIGNING_KEY) {
    signing = parseJson<JWK>(env.CREDENTIAL_SIGNING_KEY, "CREDENTIAL_SIGNING_KEY");
    former = env.CREDENTIAL_RETIRED_KEYS
      ? parseJson<JWK[]>(env.CREDENTIAL_RETIRED_KEYS, "CREDENTIAL_RETIRED_KEYS")
      : [];
  } else {
    const file = keyFileOf(env.DATA_DIR);
    if (!existsSync(file)) await rotateKeyFile(env.DATA_DIR, now);
    const stored = readKeyFile(file).map((key) => key.privateJwk);
    const newest = stored.at(-1);
    if (!newest) throw new Error(`${file} holds no key.`);
    signing = newest;
    former = stored.slice(0, -1);
  }
  const active = await entryOf(signing);
  const privateKey = await importJWK({ ...signing, alg: "EdDSA" }, "EdDSA");
  const formerEntries = await Promise.all(former.map(entryOf));
  const published = [
    ...formerEntries.filter((entry) => entry.kid !== active.kid).reverse(),
    active,
  ];
  return { active: { ...active, privateKey, privateJwk: signing }, published };
}
