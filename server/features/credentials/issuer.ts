import {
  createLocalJWKSet,
  decodeProtectedHeader,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from "jose";
import type { Env } from "../../env.ts";
import type { Clock } from "../../lib/clock.ts";
import { didDocumentOf, didWebOf, jwksOf, keyIdOf } from "./documents.ts";
import { type IssuerKeys, loadIssuerKeys } from "./keys.ts";

/** Who signs credentials: the did:web of BASE_URL with its keys, and the app's clock. */
export interface CredentialIssuer {
  baseUrl: string;
  did: string;
  keys: IssuerKeys;
  clock: Clock;
}

export async function createCredentialIssuer(env: Env, clock: Clock): Promise<CredentialIssuer> {
  return {
    baseUrl: env.BASE_URL,
    did: didWebOf(env.BASE_URL),
    keys: await loadIssuerKeys(env, clock.now()),
    clock,
  };
}

export const publishedJwks = (issuer: CredentialIssuer) =>
  jwksOf(issuer.did, issuer.keys.published);

export const publishedDidDocument = (issuer: CredentialIssuer) =>
  didDocumentOf(issuer.did, issuer.keys.published);

/** JWT claims added beside the credential (Open Badges 3.0, JWT proof format). */
const REGISTERED_CLAIMS = ["iss", "jti", "sub", "nbf", "iat", "exp", "aud"] as const;

/**
 * Signs a credential as a VC-JWT (Open Badges 3.0, section 8.2): the credential is the payload,
 * with iss (issuer), jti (its id), sub (its subject's id) and nbf (validFrom); the header is
 * exactly alg, kid and typ "JWT" (no other header is allowed); EdDSA with the active key.
 */
export async function signCredential(
  issuer: CredentialIssuer,
  document: Record<string, unknown>,
  validFrom: Date,
): Promise<string> {
  const jwt = new SignJWT(document)
    .setProtectedHeader({
      alg: "EdDSA",
      kid: keyIdOf(issuer.did, issuer.keys.active.kid),
      typ: "JWT",
    })
    .setIssuer(issuer.did)
    .setNotBefore(Math.floor(validFrom.getTime() / 1000))
    .setIssuedAt(Math.floor(validFrom.getTime() / 1000));
  if (typeof document.id === "string") jwt.setJti(document.id);
  const subject = document.credentialSubject as { id?: unknown } | undefined;
  if (typeof subject?.id === "string") jwt.setSubject(subject.id);
  return jwt.sign(issuer.keys.active.privateKey);
}

/** The credential inside a VC-JWT payload: the payload without the JWT's registered claims. */
export function credentialOfPayload(payload: JWTPayload): Record<string, unknown> {
  const credential: Record<string, unknown> = { ...payload };
  for (const claim of REGISTERED_CLAIMS) delete credential[claim];
  return credential;
}

/** Checks a VC-JWT against the issuer's published keys: signature, and that we are its issuer. */
export async function checkSignature(issuer: CredentialIssuer, jws: string) {
  try {
    const keySet = createLocalJWKSet(publishedJwks(issuer));
    const header = decodeProtectedHeader(jws);
    const { payload } = await jwtVerify(jws, keySet, {
      algorithms: ["EdDSA"],
      currentDate: issuer.clock.now(),
    });
    const issuerName = (payload.issuer as { id?: string } | string | undefined) ?? "";
    const namedIssuer = typeof issuerName === "string" ? issuerName : (issuerName.id ?? "");
    const issuerValid =
      payload.iss === issuer.did &&
      namedIssuer === issuer.did &&
      typeof header.kid === "string" &&
      header.kid.startsWith(`${issuer.did}#`);
    return { signatureValid: true, issuerValid, payload };
  } catch {
    return { signatureValid: false, issuerValid: false, payload: null };
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** Signs credentials and publishes their keys (ADR 015). */
    credentialIssuer: CredentialIssuer;
  }
}
