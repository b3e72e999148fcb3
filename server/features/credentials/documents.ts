import { gzipSync } from "node:zlib";
import { STATUS_LIST_SIZE } from "../../../contract/credentials.ts";

/** The documents of ADR 015, as pure functions: the issuer's DID, badges, the status list. */

export const VC_CONTEXT = "https://www.w3.org/ns/credentials/v2";
export const OB_CONTEXT = "https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json";
export const PROGRAMME_NAME = "Blockvocates";
/** Bits per status list (the contract's: it bounds the status list's id in the path). */
export { STATUS_LIST_SIZE };

/** did:web of the BASE_URL's host (a port percent-encoded, as did:web requires). */
export function didWebOf(baseUrl: string): string {
  const url = new URL(baseUrl);
  return `did:web:${url.host.replace(":", "%3A")}`;
}

export interface AchievementInput {
  kind: "mission" | "journey";
  /** The mission id or the journey id. */
  ref: string;
  name: string;
  description: string;
  criteria: string;
  /** An absolute image address. */
  image: string;
  /** A journey's: the missions it is made of, in order (the achievement's `alignment`). */
  missions?: readonly AchievementPart[];
}

/** A mission a journey credential was earned by: its id and its full name. */
export interface AchievementPart {
  missionId: string;
  title: string;
  description: string;
}

/** The achievement id of a mission's or a journey's credential. */
export function achievementIdOf(baseUrl: string, kind: "mission" | "journey", ref: string) {
  return `${baseUrl}/achievements/${kind}/${encodeURIComponent(ref)}`;
}

/**
 * OB 3.0 Alignments of a journey's achievement: each mission's achievement (the one its mission
 * credential names), so a reader finds the eight in the signed document.
 */
function alignmentOf(baseUrl: string, missions: readonly AchievementPart[]) {
  return missions.map((mission) => ({
    type: ["Alignment"],
    targetName: mission.title,
    targetDescription: mission.description,
    targetUrl: achievementIdOf(baseUrl, "mission", mission.missionId),
    targetCode: mission.missionId,
    targetType: "ext:Mission",
  }));
}

export interface CredentialInput {
  id: string;
  /** The subject's id: an opaque `urn:uuid:` per credential (no user id leaves the server). */
  subjectId: string;
  baseUrl: string;
  issuerDid: string;
  clubName: string;
  recipientName: string;
  /** More IdentityObjects after the name's: the member's hashed email, when they chose it. */
  identifiers?: readonly Record<string, unknown>[];
  achievement: AchievementInput;
  validFrom: Date;
  statusListIndex: number;
}

export function credentialUrlOf(baseUrl: string, id: string): string {
  return `${baseUrl}/credentials/${id}`;
}

export function statusListUrlOf(baseUrl: string, listId: number): string {
  return `${baseUrl}/api/credential-status/${listId}`;
}

/** Which list holds an index, and where in it. */
export function statusPositionOf(index: number) {
  return { listId: Math.floor(index / STATUS_LIST_SIZE) + 1, bit: index % STATUS_LIST_SIZE };
}

const isoSeconds = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

/** An Open Badges 3.0 OpenBadgeCredential (W3C VC Data Model 2.0). */
export function openBadgeCredential(input: CredentialInput): Record<string, unknown> {
  const { achievement, baseUrl } = input;
  const { listId } = statusPositionOf(input.statusListIndex);
  const statusList = statusListUrlOf(baseUrl, listId);
  return {
    "@context": [VC_CONTEXT, OB_CONTEXT],
    id: credentialUrlOf(baseUrl, input.id),
    type: ["VerifiableCredential", "OpenBadgeCredential"],
    name: achievement.name,
    issuer: {
      id: input.issuerDid,
      type: ["Profile"],
      name: `${input.clubName} (${PROGRAMME_NAME})`,
      url: baseUrl,
      parentOrg: { id: `${baseUrl}/`, type: ["Profile"], name: PROGRAMME_NAME },
    },
    validFrom: isoSeconds(input.validFrom),
    credentialSubject: {
      id: input.subjectId,
      type: ["AchievementSubject"],
      identifier: [
        {
          type: "IdentityObject",
          identityType: "name",
          hashed: false,
          identityHash: input.recipientName,
        },
        ...(input.identifiers ?? []),
      ],
      achievement: {
        id: achievementIdOf(baseUrl, achievement.kind, achievement.ref),
        type: ["Achievement"],
        achievementType: achievement.kind === "journey" ? "Certificate" : "Competency",
        name: achievement.name,
        description: achievement.description,
        criteria: { narrative: achievement.criteria },
        image: { id: achievement.image, type: "Image" },
        ...(achievement.missions?.length
          ? { alignment: alignmentOf(baseUrl, achievement.missions) }
          : {}),
      },
    },
    credentialStatus: {
      id: `${statusList}#${input.statusListIndex}`,
      type: "BitstringStatusListEntry",
      statusPurpose: "revocation",
      statusListIndex: String(input.statusListIndex),
      statusListCredential: statusList,
    },
  };
}

/** The bitstring (first index = most significant bit of the first byte), GZIP, multibase base64url. */
export function encodeStatusList(setBits: Iterable<number>): string {
  const bytes = new Uint8Array(STATUS_LIST_SIZE / 8);
  for (const bit of setBits) {
    bytes[bit >> 3] = (bytes[bit >> 3] ?? 0) | (0x80 >> (bit & 7));
  }
  return `u${gzipSync(bytes).toString("base64url")}`;
}

/** A BitstringStatusListCredential for revocation. */
export function statusListCredential(input: {
  baseUrl: string;
  issuerDid: string;
  listId: number;
  encodedList: string;
  validFrom: Date;
}): Record<string, unknown> {
  const url = statusListUrlOf(input.baseUrl, input.listId);
  return {
    "@context": [VC_CONTEXT],
    id: url,
    type: ["VerifiableCredential", "BitstringStatusListCredential"],
    issuer: input.issuerDid,
    validFrom: isoSeconds(input.validFrom),
    credentialSubject: {
      id: `${url}#list`,
      type: "BitstringStatusList",
      statusPurpose: "revocation",
      encodedList: input.encodedList,
    },
  };
}

export interface PublishedKey {
  kid: string;
  publicJwk: Record<string, unknown>;
  publicKeyMultibase: string;
}

/** The JsonWebKey verification method a JWT's `kid` names. */
export const keyIdOf = (did: string, kid: string) => `${did}#${kid}`;
/** The same key's Multikey verification method, which a Data Integrity proof names (ADR 037). */
export const multikeyIdOf = (did: string, publicKeyMultibase: string) =>
  `${did}#${publicKeyMultibase}`;

export const DID_CONTEXT = "https://www.w3.org/ns/did/v1";
export const MULTIKEY_CONTEXT = "https://w3id.org/security/multikey/v1";

/** The JWKS: every published key, its `kid` the DID URL the JWT headers name. */
export function jwksOf(did: string, keys: PublishedKey[]) {
  return {
    keys: keys.map((key) => ({
      ...key.publicJwk,
      kid: keyIdOf(did, key.kid),
      alg: "EdDSA",
      use: "sig",
    })),
  };
}

/**
 * The did:web document: each published key twice, as a JsonWebKey verification method (the JWTs)
 * and as a Multikey one (the Data Integrity proofs); both are assertion methods.
 */
export function didDocumentOf(did: string, keys: PublishedKey[]) {
  const verificationMethod = [
    ...keys.map((key) => ({
      id: keyIdOf(did, key.kid),
      type: "JsonWebKey",
      controller: did,
      publicKeyJwk: key.publicJwk,
    })),
    ...keys.map((key) => ({
      id: multikeyIdOf(did, key.publicKeyMultibase),
      type: "Multikey",
      controller: did,
      publicKeyMultibase: key.publicKeyMultibase,
    })),
  ];
  return {
    "@context": [DID_CONTEXT, "https://w3id.org/security/jwk/v1", MULTIKEY_CONTEXT],
    id: did,
    verificationMethod,
    assertionMethod: verificationMethod.map((method) => method.id),
  };
}
