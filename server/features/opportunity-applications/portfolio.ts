import type { Locale } from "../../../contract/locales.ts";
import type {
  PortfolioChoice,
  PortfolioOptions,
} from "../../../contract/opportunity-applications.ts";
import type { Executor } from "../../db/client.ts";
import { credentialsHeldBy } from "../credentials/index.ts";
import { deliveredSpeechesOf } from "../evaluations/index.ts";
import { roleHistory } from "../meeting-roles/index.ts";
import { vocateBalanceOf } from "../rewards/index.ts";
import { linkedWalletsOf } from "../wallets/index.ts";
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
 * The member's records for the parts they chose, read as they stand now; a part not chosen is
 * not even read.
 */
export async function chosenRecords(
  db: Executor,
  userId: string,
  share: PortfolioChoice,
  reading: Reading,
): Promise<PortfolioRecords> {
  const [credentials, speeches, roles, vocate, wallets] = await Promise.all([
    share.credentialIds.length > 0 ? credentialsHeldBy(db, userId) : [],
    share.speechSlotIds.length > 0
      ? deliveredSpeechesOf(db, userId, reading.locale, reading.now)
      : [],
    share.roles ? roleHistory(db, userId, reading.locale, reading.now) : null,
    share.vocate ? vocateBalanceOf(db, userId) : null,
    share.walletId !== null ? linkedWalletsOf(db, userId) : [],
  ]);
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
