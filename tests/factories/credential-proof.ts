import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import { createLocalJWKSet, type JWK, jwtVerify } from "jose";
import { documentLoaderOf } from "../../server/features/credentials/proof.ts";

/**
 * Verifying our credentials as an outside verifier would (ADR 037): nothing of the issuer but the
 * did.json it publishes; the JSON-LD contexts from the files shipped with the app.
 */

export interface PublishedDidDocument {
  id: string;
  verificationMethod: { id: string; type: string; publicKeyJwk?: JWK }[];
  assertionMethod: string[];
}

/** The JSON's Data Integrity proof, checked by @digitalbazaar/vc. */
export async function proofVerifies(
  credential: Record<string, unknown>,
  didDocument: PublishedDidDocument,
): Promise<boolean> {
  const result = await vc.verifyCredential({
    credential,
    suite: new DataIntegrityProof({ cryptosuite }),
    documentLoader: documentLoaderOf([didDocument]),
    // Revocation is the status list's (credentials.test.ts); here, the proof.
    checkStatus: async () => ({ verified: true }),
  });
  return result.verified;
}

/** The VC-JWT, checked with the did.json's JsonWebKey methods. */
export async function jwtVerifies(jwt: string, didDocument: PublishedDidDocument) {
  const keys = didDocument.verificationMethod
    .filter((method) => method.type === "JsonWebKey")
    .map((method) => ({ ...method.publicKeyJwk, kid: method.id }));
  try {
    await jwtVerify(jwt, createLocalJWKSet({ keys }), { algorithms: ["EdDSA"] });
    return true;
  } catch {
    return false;
  }
}

/** The JWT with its payload changed by `change` and the original signature kept. */
export function tamperedJwt<Payload>(jwt: string, change: (payload: Payload) => void): string {
  const [header, body, signature] = jwt.split(".");
  const payload = JSON.parse(Buffer.from(body ?? "", "base64url").toString("utf8")) as Payload;
  change(payload);
  return [header, Buffer.from(JSON.stringify(payload)).toString("base64url"), signature].join(".");
}
