import type {
  OpportunityApplicationStatus,
  PortfolioChoice,
  SharedPortfolio,
} from "../../../contract/opportunity-applications.ts";
import {
  conflictBecause,
  forbiddenBecause,
  invalidBecause,
  type Refusal,
} from "../../lib/refusal.ts";
import { opportunityApplicationMessages as messages } from "./messages.ts";

// Applying with a chosen portfolio (issue 37, ADR 041): who may apply, what they may share, who
// moves an application where, and what a partner reads of it. Pure: the service loads, these decide.

/** A person of the posting partner does not apply to their own organisation's opportunity. */
export function applyRefusal(partnerRole: string | null): Refusal | null {
  return partnerRole === null
    ? null
    : forbiddenBecause(messages.text("opportunityApplications.apply.ownPartner"));
}

/** What the member holds that they may share: their own, shareable records' ids. */
export interface Shareable {
  /** Their credentials that are not revoked. */
  credentialIds: readonly string[];
  /** Their delivered speeches. */
  speechSlotIds: readonly number[];
  /** Their linked wallets. */
  walletIds: readonly number[];
}

/**
 * The first chosen item that is not the member's own to share (someone else's credential, a
 * speech not theirs or not delivered, a wallet not theirs), named with its field; null: all theirs.
 */
export function shareRefusal(share: PortfolioChoice, own: Shareable): Refusal | null {
  const credential = share.credentialIds.findIndex((id) => !own.credentialIds.includes(id));
  if (credential >= 0) {
    return invalidBecause(
      messages.text("opportunityApplications.apply.notYourCredential", {
        id: share.credentialIds[credential] ?? "",
      }),
      `share.credentialIds.${credential}`,
    );
  }
  const speech = share.speechSlotIds.findIndex((id) => !own.speechSlotIds.includes(id));
  if (speech >= 0) {
    return invalidBecause(
      messages.text("opportunityApplications.apply.notYourSpeech", {
        id: String(share.speechSlotIds[speech]),
      }),
      `share.speechSlotIds.${speech}`,
    );
  }
  if (share.walletId !== null && !own.walletIds.includes(share.walletId)) {
    return invalidBecause(
      messages.text("opportunityApplications.apply.notYourWallet", { id: String(share.walletId) }),
      "share.walletId",
    );
  }
  return null;
}

/** The choice as stored: each id once, in the order given. */
export function normalisedShare(share: PortfolioChoice): PortfolioChoice {
  return {
    ...share,
    credentialIds: [...new Set(share.credentialIds)],
    speechSlotIds: [...new Set(share.speechSlotIds)],
  };
}

/** Where an application may be moved from: a hire is final, a withdrawn one is the member's. */
export const MOVABLE_FROM: readonly OpportunityApplicationStatus[] = [
  "submitted",
  "shortlisted",
  "declined",
];

/** Why a partner may not move an application in `current` to `next`; null: it may. */
export function moveRefusal(
  current: OpportunityApplicationStatus,
  next: OpportunityApplicationStatus,
): Refusal | null {
  if (current === "withdrawn")
    return conflictBecause(messages.text("opportunityApplications.move.withdrawn"));
  if (current === "hired")
    return conflictBecause(messages.text("opportunityApplications.move.hired"));
  if (current === next)
    return conflictBecause(messages.text("opportunityApplications.move.already"));
  return null;
}

/** A member withdraws while the partner has not decided for good (not hired, not declined). */
export const WITHDRAWABLE_FROM: readonly OpportunityApplicationStatus[] = [
  "submitted",
  "shortlisted",
];

/** Why the member may not withdraw an application in `current`; null: they may. */
export function withdrawRefusal(current: OpportunityApplicationStatus): Refusal | null {
  if (current === "hired")
    return conflictBecause(messages.text("opportunityApplications.withdraw.hired"));
  if (current === "declined")
    return conflictBecause(messages.text("opportunityApplications.withdraw.declined"));
  return null;
}

/** Only the partner's people (or an admin, for an admin-posted one) read its applicants. */
export function applicantsRefusal(allowed: boolean): Refusal | null {
  return allowed
    ? null
    : forbiddenBecause(messages.text("opportunityApplications.applicants.onlyPartner"));
}

/** The member's records, as loaded for the parts they chose (the rest need not be loaded). */
export interface PortfolioRecords {
  credentials: readonly SharedPortfolio["credentials"][number][];
  speeches: readonly SharedPortfolio["speeches"][number][];
  roles: SharedPortfolio["roles"];
  vocate: number | null;
  wallets: readonly { walletId: number; address: string; chainId: number }[];
}

/**
 * What the partner sees: exactly the chosen parts, read from the records as they stand (a chosen
 * credential revoked since shows as revoked; one gone since, or a wallet unlinked, is absent).
 * Whatever was not chosen is empty or null, whatever the records hold.
 */
export function sharedPortfolio(
  share: PortfolioChoice,
  records: PortfolioRecords,
): SharedPortfolio {
  const wallet =
    share.walletId === null
      ? undefined
      : records.wallets.find((each) => each.walletId === share.walletId);
  return {
    credentials: share.credentialIds.flatMap((id) =>
      records.credentials.filter((credential) => credential.credentialId === id),
    ),
    speeches: share.speechSlotIds.flatMap((id) =>
      records.speeches.filter((speech) => speech.slotId === id),
    ),
    roles: share.roles ? (records.roles ?? []) : null,
    vocate: share.vocate ? (records.vocate ?? 0) : null,
    wallet: wallet ? { address: wallet.address, chainId: wallet.chainId } : null,
  };
}

/** Counts of the roles held, by the role's name, most held first. */
export function roleCounts(labels: readonly string[]): { role: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const label of labels) counts.set(label, (counts.get(label) ?? 0) + 1);
  return [...counts].map(([role, n]) => ({ role, count: n })).sort((a, b) => b.count - a.count);
}
