import type { PartnerDecision, PartnerRole, PartnerStatus } from "../../../contract/partners.ts";
import {
  conflictBecause,
  forbiddenBecause,
  invalidBecause,
  type Refusal,
} from "../../lib/refusal.ts";
import { partnerMessages } from "./messages.ts";

/** How many invitations one organisation may have waiting at once (each one sends an email). */
export const MAX_OPEN_INVITATIONS = 20;

export const VERIFY_EMAIL_FIRST = forbiddenBecause(
  partnerMessages.text("partners.verifyEmailFirst"),
);
export const PEOPLE_ONLY = forbiddenBecause(partnerMessages.text("partners.peopleOnly"));
export const OWNERS_ONLY = forbiddenBecause(partnerMessages.text("partners.ownersOnly"));
export const LAST_OWNER = conflictBecause(partnerMessages.text("partners.lastOwner"));
export const ALREADY_PERSON = conflictBecause(partnerMessages.text("partners.alreadyPerson"));
export const TOO_MANY_INVITATIONS = conflictBecause(
  partnerMessages.text("partners.tooManyInvitations", { max: MAX_OPEN_INVITATIONS }),
);
export const TRUST_APPROVED_ONLY = invalidBecause(
  partnerMessages.text("partners.trustApprovedOnly"),
  "trusted",
);

/**
 * Registering an organisation (and accepting an invitation) asks for a confirmed address: the
 * person answers for the organisation, and invitations are addressed by email.
 */
export function registerRefusal(emailVerified: boolean): Refusal | null {
  return emailVerified ? null : VERIFY_EMAIL_FIRST;
}

/**
 * Whether a partner exists for this asker at all: an approved one for everyone; a pending or
 * rejected one only for its own people and admins (to anyone else it is not found).
 */
export function canSeePartner(
  status: PartnerStatus,
  role: PartnerRole | null,
  isAdmin: boolean,
): boolean {
  return status === "approved" || role !== null || isAdmin;
}

/** The management view (people, invitations, the decision's note): its people and admins. */
export function manageRefusal(role: PartnerRole | null, isAdmin: boolean): Refusal | null {
  return role !== null || isAdmin ? null : PEOPLE_ONLY;
}

/** Editing the page, the logo and the invitations: an owner's (an admin's rights do not reach). */
export function ownerRefusal(role: PartnerRole | null): Refusal | null {
  return role === "owner" ? null : OWNERS_ONLY;
}

/**
 * Removing a person: an owner removes anyone, anyone removes themselves (leaving); the last owner
 * never goes, so an organisation always has someone who can invite and edit.
 */
export function removalRefusal(input: {
  actorId: string;
  actorRole: PartnerRole | null;
  target: { userId: string; role: PartnerRole };
  ownerCount: number;
}): Refusal | null {
  const { actorId, actorRole, target, ownerCount } = input;
  if (actorId !== target.userId && actorRole !== "owner") return OWNERS_ONLY;
  if (target.role === "owner" && ownerCount <= 1) return LAST_OWNER;
  return null;
}

/** An invitation: never to someone who already acts for it, and not too many at once. */
export function invitationRefusal(alreadyPerson: boolean, openInvitations: number): Refusal | null {
  if (alreadyPerson) return ALREADY_PERSON;
  if (openInvitations >= MAX_OPEN_INVITATIONS) return TOO_MANY_INVITATIONS;
  return null;
}

/** What an admin's decision does to a partner, or why it is refused. */
export type DecisionOutcome =
  | { refusal: Refusal }
  | { refusal: null; statusChanged: boolean; trusted: boolean; trustChanged: boolean };

/**
 * A pending registration is approved or rejected (trusted or not). A decided one is decided again
 * only to the decision it has, which changes its trust (an approved partner's) and nothing else:
 * approving a rejected organisation later, or rejecting an approved one, is refused (it would
 * hide or publish its opportunities behind its people's backs). Only an approved partner is
 * trusted; rejecting one leaves it untrusted.
 */
export function decisionOutcome(
  current: { status: PartnerStatus; trusted: boolean },
  decision: PartnerDecision,
): DecisionOutcome {
  const approving = decision.decision === "approved";
  if (!approving && decision.trusted === true) return { refusal: TRUST_APPROVED_ONLY };
  if (current.status !== "pending" && current.status !== decision.decision) {
    return {
      refusal: conflictBecause(
        partnerMessages.text("partners.alreadyDecided", { status: current.status }),
      ),
    };
  }
  const trusted = approving ? (decision.trusted ?? current.trusted) : false;
  return {
    refusal: null,
    statusChanged: current.status !== decision.decision,
    trusted,
    trustChanged: trusted !== current.trusted,
  };
}
