/**
 * The parts of Digital Bazaar's Data Integrity libraries the credentials feature uses (ADR 037);
 * the packages ship JavaScript without type declarations.
 */

declare module "@digitalbazaar/ed25519-multikey" {
  export interface Signer {
    algorithm: string;
    id?: string;
    sign(input: { data: Uint8Array }): Promise<Uint8Array>;
  }
  export interface KeyPair {
    id?: string;
    controller?: string;
    signer(): Signer;
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<{ publicKeyMultibase: string; secretKeyMultibase?: string }>;
  }
  export function fromJwk(options: {
    jwk: object;
    secretKey?: boolean;
    id?: string;
    controller?: string;
  }): Promise<KeyPair>;
  export function from(key: object): Promise<KeyPair>;
}

declare module "@digitalbazaar/eddsa-rdfc-2022-cryptosuite" {
  export const cryptosuite: { name: string };
}

declare module "@digitalbazaar/data-integrity" {
  import type { Signer } from "@digitalbazaar/ed25519-multikey";
  export class DataIntegrityProof {
    constructor(options: { cryptosuite: object; signer?: Signer; date?: Date | string });
  }
}

declare module "@digitalbazaar/vc" {
  import type { DataIntegrityProof } from "@digitalbazaar/data-integrity";
  /** A JSON-LD document loader: the document at `url` (ours never reach the network). */
  export type DocumentLoader = (url: string) => Promise<{
    contextUrl: string | null;
    documentUrl: string;
    document: unknown;
  }>;
  export function issue(options: {
    credential: Record<string, unknown>;
    suite: DataIntegrityProof;
    documentLoader: DocumentLoader;
    now?: Date | string;
  }): Promise<Record<string, unknown>>;
  export function verifyCredential(options: {
    credential: Record<string, unknown>;
    suite: DataIntegrityProof | DataIntegrityProof[];
    documentLoader: DocumentLoader;
    checkStatus?: (options: object) => Promise<{ verified: boolean }>;
    now?: Date | string;
  }): Promise<{ verified: boolean; error?: unknown; results?: object[] }>;
}
