import { randomUUID } from "node:crypto";
import { journeys } from "../../../content/journeys.ts";
import type {
  CredentialList,
  CredentialVerification,
  PublicCredential,
} from "../../../contract/credentials.ts";
import { missionTitleOf } from "../../../contract/missions.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Executor } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import { refuse } from "../../lib/refusal.ts";
import { isAccountDisabled } from "../accounts/index.ts";
import { hasActiveMembership } from "../payments/index.ts";
import { reverseAwardsFor } from "../rewards/index.ts";
import {
  type AchievementInput,
  encodeStatusList,
  openBadgeCredential,
  STATUS_LIST_SIZE,
  statusListCredential,
} from "./documents.ts";
import {
  type CredentialIssuer,
  checkSignature,
  credentialOfPayload,
  signCredential,
} from "./issuer.ts";
import { credentialsMessages } from "./messages.ts";
import {
  journeyCredentialDue,
  pathComplete,
  revocationRefusal,
  verificationResult,
} from "./policy.ts";
import { proofOf } from "./proof.ts";
import * as credentialRepository from "./repository.ts";
import { subjectOf } from "./subject.ts";

const absolute = (issuer: CredentialIssuer, pathOrUrl: string) =>
  new URL(pathOrUrl, `${issuer.baseUrl}/`).toString();

async function issue(
  tx: Executor,
  issuer: CredentialIssuer,
  userId: string,
  recipient: { recipientName: string; clubName: string },
  achievement: AchievementInput,
) {
  if (await credentialRepository.credentialExists(tx, userId, achievement.kind, achievement.ref)) {
    return;
  }
  const id = randomUUID();
  // An opaque id, or the member's chosen wallet (ADR 040); their hashed email when they chose it.
  const { subjectId, identifiers } = await subjectOf(tx, userId);
  const issuedAt = issuer.clock.now();
  const statusListIndex = await credentialRepository.nextStatusListIndex(tx);
  const document = openBadgeCredential({
    id,
    subjectId,
    baseUrl: issuer.baseUrl,
    issuerDid: issuer.did,
    clubName: recipient.clubName,
    identifiers,
    recipientName: recipient.recipientName,
    achievement,
    validFrom: issuedAt,
    statusListIndex,
  });
  // Both forms at issue (ADR 037): the VC-JWT, and the JSON's Data Integrity proof.
  const jws = await signCredential(issuer, document, issuedAt);
  const proof = await proofOf(issuer, document, issuedAt);
  await credentialRepository.insertCredential(tx, {
    id,
    userId,
    kind: achievement.kind,
    achievementRef: achievement.ref,
    clubName: recipient.clubName,
    document,
    subjectId,
    proof,
    jws,
    issuedAt,
    statusListIndex,
  });
}

/**
 * Called inside the transaction of a leader's verification: the member receives the mission's
 * credential and, when this was the last of the eight missions of their journey's path (and their
 * membership is in force), the journey's. The caller holds the member's row lock (the
 * verification takes it before deciding, ADR 025), so their credentials are issued one
 * verification at a time: the last two missions verified at once still give the journey's.
 */
export async function issueForVerifiedMission(
  tx: Executor,
  issuer: CredentialIssuer,
  userId: string,
  missionId: string,
): Promise<void> {
  const verified = await credentialRepository.findVerifiedMission(tx, userId, missionId);
  if (!verified) return;
  const recipient = { recipientName: verified.recipientName, clubName: verified.clubName };
  const steps = verified.stepNames.length ? ` Steps: ${verified.stepNames.join("; ")}.` : "";
  await issue(tx, issuer, userId, recipient, {
    kind: "mission",
    ref: missionId,
    // Titled by the mission's name, not "Mission 1" alone.
    name: missionTitleOf(verified),
    description: verified.objective,
    criteria: `Completed every step of the mission and verified by the leader of a Blockvocates club.${steps}`,
    image: absolute(issuer, "/images/badges/mission.svg"),
  });
  if (verified.journeyId === null) return;
  const path = await credentialRepository.journeyPath(tx, userId, verified.journeyId);
  // The journey's own credential comes with the membership, as its missions 3 to 8 do.
  const due = journeyCredentialDue({
    journeyId: verified.journeyId,
    path,
    hasMembership:
      pathComplete(path) && (await hasActiveMembership(tx, userId, issuer.clock.now())),
  });
  if (due)
    await issue(
      tx,
      issuer,
      userId,
      recipient,
      journeyAchievement(issuer, verified.journeyId, path),
    );
}

/**
 * A journey's achievement (ADR 015, issue 34): the journey's title and description, its eight
 * missions named in the criteria and aligned to their own achievements.
 */
function journeyAchievement(
  issuer: CredentialIssuer,
  journeyId: number,
  path: readonly { missionId: string; missionName: string; objective: string }[],
): AchievementInput {
  const journey = journeys.find((candidate) => candidate.id === journeyId);
  const name = journey?.title ?? `Journey ${journeyId}`;
  const missions = path.map((mission) => ({
    missionId: mission.missionId,
    title: missionTitleOf(mission),
    description: mission.objective,
  }));
  const list = missions.map((mission, index) => `${index + 1}. ${mission.title}`).join("\n");
  return {
    kind: "journey",
    ref: String(journeyId),
    name: `${name} journey`,
    description: journey?.description ?? `Every mission of the ${name} journey.`,
    criteria: `Completed the ${missions.length} missions of the ${name} journey in order, each verified by the leader of a Blockvocates club:\n\n${list}`,
    image: absolute(issuer, journey?.image ?? "/images/badges/mission.svg"),
    missions,
  };
}

async function verificationOf(
  issuer: CredentialIssuer,
  jws: string,
  revoked: boolean,
): Promise<CredentialVerification> {
  const { signatureValid, issuerValid } = await checkSignature(issuer, jws);
  return {
    signatureValid,
    issuerValid,
    status: revoked ? "revoked" : "active",
    result: verificationResult({ signatureValid, issuerValid, revoked }),
    issuer: issuer.did,
    checkedAt: issuer.clock.now().toISOString(),
  };
}

interface StoredDocument {
  name?: string;
  issuer?: { name?: string };
  credentialSubject?: {
    identifier?: { identityHash?: string }[];
    achievement?: {
      name?: string;
      description?: string;
      criteria?: { narrative?: string };
      image?: { id?: string };
      alignment?: { targetName?: string; targetCode?: string }[];
    };
  };
}

/**
 * The achievement's name on the public page. A mission's credential issued before it was titled by
 * the mission's name says "Mission 1" alone: its page adds the objective (the signed copy is
 * unchanged).
 */
function achievementNameOf(kind: string, name: string, objective: string): string {
  if (kind !== "mission" || !objective || name.endsWith(objective)) return name;
  return missionTitleOf({ missionName: name, objective });
}

/**
 * A published credential: 404 when there is none, or while its holder's account is disabled (the
 * page is gone, issue 27; the credential itself is not revoked: a signed copy still verifies, and
 * the page returns when the account does).
 */
export async function publishedCredential(db: Executor, id: string) {
  const row = await credentialRepository.findCredential(db, id);
  if (!row || (await isAccountDisabled(db, row.userId))) {
    throw notFound(credentialsMessages.text("credentials.notFound"));
  }
  return row;
}

type CredentialRow = NonNullable<Awaited<ReturnType<typeof credentialRepository.findCredential>>>;

/**
 * The `.json` form (ADR 037): the credential with its Data Integrity proof. A credential issued
 * before proofs gains its subject's id (as `credentialSubject.id`) and a proof by the active key at
 * its first download, stored, so every download is the same.
 */
async function signedJsonOf(
  db: Executor,
  issuer: CredentialIssuer,
  row: CredentialRow,
): Promise<Record<string, unknown>> {
  const subject = (row.document.credentialSubject ?? {}) as Record<string, unknown>;
  const document =
    typeof subject.id === "string"
      ? row.document
      : { ...row.document, credentialSubject: { id: row.subjectId, ...subject } };
  const proof =
    row.proof ??
    (await credentialRepository.saveProofOnce(
      db,
      row.id,
      await proofOf(issuer, document, issuer.clock.now()),
    ));
  // A list of proofs, as 1EdTech's AchievementCredential schema requires (VC 2.0 allows both).
  return { ...document, proof: [proof] };
}

/**
 * The credential `id` as JSON with its embedded `eddsa-rdfc-2022` proof: what a `.json` download,
 * a wallet or a baked image carries. 404 as its page is (no credential, or a disabled account).
 */
export async function credentialWithProof(
  db: Executor,
  id: string,
  issuer: CredentialIssuer,
): Promise<Record<string, unknown>> {
  return signedJsonOf(db, issuer, await publishedCredential(db, id));
}

/** The public view of a credential, with a live check; nothing private (no email, no user id). */
export async function getPublicCredential(
  db: Executor,
  issuer: CredentialIssuer,
  id: string,
): Promise<PublicCredential> {
  const row = await publishedCredential(db, id);
  const document = row.document as StoredDocument;
  const achievement = document.credentialSubject?.achievement ?? {};
  return {
    id: row.id,
    kind: row.kind,
    url: `${issuer.baseUrl}/credentials/${row.id}`,
    achievementName: achievementNameOf(
      row.kind,
      achievement.name ?? document.name ?? "",
      achievement.description ?? "",
    ),
    achievementDescription: achievement.description ?? "",
    criteria: achievement.criteria?.narrative ?? "",
    image: achievement.image?.id ?? "",
    missions: (achievement.alignment ?? []).map((part) => ({
      missionId: part.targetCode ?? "",
      title: part.targetName ?? "",
    })),
    recipientName: document.credentialSubject?.identifier?.[0]?.identityHash ?? "",
    clubName: row.clubName,
    issuerName: document.issuer?.name ?? "",
    issuedAt: row.issuedAt.toISOString(),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    document: await signedJsonOf(db, issuer, row),
    jwt: row.jws,
    verification: await verificationOf(issuer, row.jws, row.revokedAt !== null),
  };
}

/** Checks a signed credential anyone pasted: our signature, our issuer, and its status. */
export async function verifySignedCredential(
  db: Executor,
  issuer: CredentialIssuer,
  jws: string,
): Promise<CredentialVerification> {
  const { payload } = await checkSignature(issuer, jws);
  const jti = typeof payload?.jti === "string" ? payload.jti : "";
  const id = jti.startsWith(`${issuer.baseUrl}/credentials/`) ? jti.split("/").at(-1) : undefined;
  const row = id ? await credentialRepository.findCredential(db, id) : undefined;
  const known = !!row && credentialOfPayload(payload ?? {}).id === jti;
  const verification = await verificationOf(issuer, jws, row?.revokedAt != null);
  if (known) return verification;
  return { ...verification, issuerValid: false, result: "invalid" };
}

/** Admins revoke a credential (e.g. a verification made in error); it stays published as revoked. */
export async function revokeCredential(
  db: Executor,
  issuer: CredentialIssuer,
  actor: SessionUser,
  id: string,
): Promise<PublicCredential> {
  refuse(revocationRefusal(actor));
  const row = await credentialRepository.findCredential(db, id);
  if (!row) throw notFound(credentialsMessages.text("credentials.notFound"));
  const now = issuer.clock.now();
  await db.transaction(async (tx) => {
    const revoked = await credentialRepository.revoke(tx, id, actor.id, now);
    // What the mission earned is reversed with it (ADR 038); the award stays in the ledger.
    if (revoked?.kind === "mission") {
      await reverseAwardsFor(tx, now, actor.id, {
        userId: revoked.userId,
        sourceKind: "mission",
        sourceId: revoked.achievementRef,
      });
    }
  });
  return getPublicCredential(db, issuer, id);
}

/** The signed BitstringStatusListCredential of list `listId` (revocation). */
export async function statusListJwt(
  db: Executor,
  issuer: CredentialIssuer,
  listId: number,
): Promise<string> {
  const from = (listId - 1) * STATUS_LIST_SIZE;
  const last = from + STATUS_LIST_SIZE - 1;
  const revoked = await credentialRepository.revokedIndexes(db, from, last);
  const now = issuer.clock.now();
  const document = statusListCredential({
    baseUrl: issuer.baseUrl,
    issuerDid: issuer.did,
    listId,
    encodedList: encodeStatusList(revoked.map((index) => index - from)),
    validFrom: now,
  });
  return signCredential(issuer, document, now);
}

export async function listMine(db: Executor, user: SessionUser): Promise<CredentialList> {
  const rows = await credentialRepository.listForUser(db, user.id);
  return {
    items: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      achievementRef: row.achievementRef,
      achievementName: String((row.document as StoredDocument).name ?? ""),
      issuedAt: row.issuedAt.toISOString(),
      revoked: row.revokedAt !== null,
    })),
  };
}

/** The member's credential for journey `journeyId`, once they have earned it (the progress map). */
export async function journeyCredentialIdOf(
  db: Executor,
  userId: string,
  journeyId: number,
): Promise<string | null> {
  const journey = (await credentialRepository.listForUser(db, userId)).find(
    (row) => row.kind === "journey" && row.achievementRef === String(journeyId),
  );
  return journey?.id ?? null;
}
