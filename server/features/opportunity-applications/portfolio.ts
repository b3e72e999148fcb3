import type { Locale } from "../../../contract/locales.ts";
import type {
  PortfolioChoice,
  PortfolioOptions,
} from "../../../contract/opportunity-applications.ts";
import type { Executor } from "../../db/client.ts";
import { credentialsHeldBy, credentialsHeldByEach } from "../credentials/index.ts";
import { deliveredSpeechesOf, deliveredSpeechesOfEach } from "../evaluations/index.ts";
import { roleHistory, roleHistoryOfEach } from "../meeting-roles/index.ts";
import { vocateBalanceOf, vocateBalancesOf } from "../rewards/index.ts";
import { linkedWalletsOf, linkedWalletsOfEach } from "../wallets/index.ts";
import { type PortfolioRecords, roleCounts, type Shareable } from "./policy.ts";

// A member's records as their own features tell them (through each feature's public entry):
// credentials, delivered speeches, roles held, $VOCATE and linked wallets.

/** How the reader's records are read: their language (criteria, roles) and the time. */
export interface Reading {
  locale: Locale;
  now: Date;
  /** The site's address: a credential's public page is under it. */
  baseUrl: string;
}

/** A credential's public page, where anyone verifies it (the credentials feature's page). */
export const credentialPageOf = (baseUrl: string, credentialId: string) =>
  `${baseUrl}/Credentials/${encodeURIComponent(credentialId)}`;

/** What the member may choose from when applying: their own records, shareable ones only. */
export async function portfolioOptions(
  db: Executor,
  userId: string,
  reading: Reading,
): Promise<PortfolioOptions> {
  const [credentials, speeches, roles, vocate, wallets] = await Promise.all([
    credentialsHeldBy(db, userId),
    deliveredSpeechesOf(db, userId, reading.locale, reading.now),
    roleHistory(db, userId, reading.locale, reading.now),
    vocateBalanceOf(db, userId),
    linkedWalletsOf(db, userId),
  ]);
  return {
    credentials: credentials
      .filter((credential) => !credential.revoked)
      .map(({ credentialId, name }) => ({ credentialId, name })),
    speeches: speeches.map((speech) => ({
      slotId: speech.slotId,
      clubName: speech.clubName,
      deliveredOn: speech.meetingKey,
      durationSeconds: speech.durationSeconds,
    })),
    rolesHeld: roles.length,
    vocate,
    wallets: wallets.map(({ walletId, address }) => ({ walletId, address })),
  };
}

/** The ids of what the member may share now (the apply rule checks each chosen id against them). */
export async function shareableOf(
  db: Executor,
  userId: string,
  reading: Reading,
): Promise<Shareable> {
  const options = await portfolioOptions(db, userId, reading);
  return {
    credentialIds: options.credentials.map((credential) => credential.credentialId),
    speechSlotIds: options.speeches.map((speech) => speech.slotId),
    walletIds: options.wallets.map((wallet) => wallet.walletId),
  };
}

/**
 * Each member's records for the parts they chose, read as they stand now; a part nobody chose is
 * not even read. A fixed number of statements however many members: each part is read for all
 * who chose it at once.
 */
export async function chosenRecordsOf(
  db: Executor,
  members: readonly { userId: string; share: PortfolioChoice }[],
  reading: Reading,
): Promise<Map<string, PortfolioRecords>> {
  const who = (chose: (share: PortfolioChoice) => boolean) => [
    ...new Set(members.filter((member) => chose(member.share)).map((member) => member.userId)),
  ];
  const [credentials, speeches, roles, vocate, wallets] = await Promise.all([
    credentialsHeldByEach(
      db,
      who((share) => share.credentialIds.length > 0),
    ),
    deliveredSpeechesOfEach(
      db,
      who((share) => share.speechSlotIds.length > 0),
      reading.locale,
      reading.now,
    ),
    roleHistoryOfEach(
      db,
      who((share) => share.roles),
      reading.locale,
      reading.now,
    ),
    vocateBalancesOf(
      db,
      who((share) => share.vocate),
    ),
    linkedWalletsOfEach(
      db,
      who((share) => share.walletId !== null),
    ),
  ]);
  return new Map(
    members.map(({ userId, share }) => [
      userId,
      recordsOf(reading, {
        credentials: credentials.get(userId) ?? [],
        speeches: speeches.get(userId) ?? [],
        roles: share.roles ? (roles.get(userId) ?? []) : null,
        vocate: share.vocate ? (vocate.get(userId) ?? 0) : null,
        wallets: wallets
          .filter((wallet) => wallet.userId === userId)
          .map(({ userId: _userId, ...wallet }) => wallet),
      }),
    ]),
  );
}

interface ReadRecords {
  credentials: Awaited<ReturnType<typeof credentialsHeldBy>>;
  speeches: Awaited<ReturnType<typeof deliveredSpeechesOf>>;
  roles: Awaited<ReturnType<typeof roleHistory>> | null;
  vocate: number | null;
  wallets: Awaited<ReturnType<typeof linkedWalletsOf>>;
}

function recordsOf(reading: Reading, read: ReadRecords): PortfolioRecords {
  const { credentials, speeches, roles, vocate, wallets } = read;
  return {
    credentials: credentials.map((credential) => ({
      credentialId: credential.credentialId,
      name: credential.name,
      issuedAt: credential.issuedAt.toISOString(),
      revoked: credential.revoked,
      url: credentialPageOf(reading.baseUrl, credential.credentialId),
    })),
    speeches: speeches.map((speech) => ({
      slotId: speech.slotId,
      clubName: speech.clubName,
      deliveredOn: speech.meetingKey,
      durationSeconds: speech.durationSeconds,
      scores: speech.scores,
    })),
    roles: roles ? roleCounts(roles.map((role) => role.label)) : null,
    vocate,
    wallets,
  };
}
