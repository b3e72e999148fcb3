import { DataIntegrityProof } from "@digitalbazaar/data-integrity";
import * as Ed25519Multikey from "@digitalbazaar/ed25519-multikey";
import { cryptosuite } from "@digitalbazaar/eddsa-rdfc-2022-cryptosuite";
import * as vc from "@digitalbazaar/vc";
import obContext from "./contexts/ob-v3p0-context-3.0.3.json" with { type: "json" };
import vcContext from "./contexts/vc-v2.json" with { type: "json" };
import { MULTIKEY_CONTEXT, multikeyIdOf, OB_CONTEXT, VC_CONTEXT } from "./documents.ts";
import type { CredentialIssuer } from "./issuer.ts";

/**
 * The Data Integrity proof of the JSON credential (ADR 037): `eddsa-rdfc-2022` with the issuer's
 * Ed25519 key as a Multikey. JSON-LD contexts come from files shipped in ./contexts (see its
 * README), never from the network.
 */

/** Every JSON-LD context our credentials use, by URL. */
export const SHIPPED_CONTEXTS: Readonly<Record<string, unknown>> = {
  [VC_CONTEXT]: vcContext,
  [OB_CONTEXT]: obContext,
};

interface DidDocument {
  id: string;
  verificationMethod?: { id: string }[];
}

/**
 * A document loader: the shipped contexts, and the given DID documents with their verification
 * methods (a `did:…#key` URL answers the method, with the Multikey context). Anything else is
 * refused: no network at run time.
 */
export function documentLoaderOf(didDocuments: readonly DidDocument[]): vc.DocumentLoader {
  return async (url) => {
    const context = SHIPPED_CONTEXTS[url];
    if (context) return { contextUrl: null, documentUrl: url, document: context };
    const [did] = url.split("#");
    const didDocument = didDocuments.find((candidate) => candidate.id === did);
    if (didDocument && did === url) {
      return { contextUrl: null, documentUrl: url, document: didDocument };
    }
    const method = didDocument?.verificationMethod?.find((candidate) => candidate.id === url);
    if (method) {
      return {
        contextUrl: null,
        documentUrl: url,
        document: { "@context": MULTIKEY_CONTEXT, ...method },
      };
    }
    throw new Error(`Document not served offline: ${url}`);
  };
}

type Multikey = Awaited<ReturnType<typeof Ed25519Multikey.fromJwk>>;

/** Each signing key as a Multikey, imported once: importing it took ~6% of a proof's CPU. */
const multikeys = new WeakMap<object, Promise<Multikey>>();

function multikeyOf(issuer: CredentialIssuer): Promise<Multikey> {
  const { active } = issuer.keys;
  let key = multikeys.get(active);
  if (!key) {
    key = Ed25519Multikey.fromJwk({
      jwk: active.privateJwk,
      secretKey: true,
      id: multikeyIdOf(issuer.did, active.publicKeyMultibase),
      controller: issuer.did,
    });
    multikeys.set(active, key);
  }
  return key;
}

/**
 * The credential with an embedded `eddsa-rdfc-2022` proof by the issuer's active key, created at
 * `created`. JSON-LD expansion runs in safe mode: a term no context defines is an error, not a
 * silently unsigned field.
 */
export async function proveCredential(
  issuer: CredentialIssuer,
  credential: Record<string, unknown>,
  created: Date,
): Promise<Record<string, unknown>> {
  const key = await multikeyOf(issuer);
  const suite = new DataIntegrityProof({ cryptosuite, signer: key.signer(), date: created });
  // `vc.issue` adds the proof to the object it is given: sign a copy, so the caller's document
  // (stored as issued, without its proof) stays as it was.
  return vc.issue({
    credential: structuredClone(credential),
    suite,
    documentLoader: documentLoaderOf([]),
    now: created,
  });
}

/** The proof alone (what is stored beside the credential). */
export async function proofOf(
  issuer: CredentialIssuer,
  credential: Record<string, unknown>,
  created: Date,
): Promise<Record<string, unknown>> {
  const proved = await proveCredential(issuer, credential, created);
  return proved.proof as Record<string, unknown>;
}
