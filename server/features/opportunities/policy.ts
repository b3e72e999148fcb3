import type { OpportunityAsk, OpportunityStatus } from "../../../contract/opportunities.ts";
import {
  conflictBecause,
  forbiddenBecause,
  invalidBecause,
  type Refusal,
} from "../../lib/refusal.ts";
import { opportunityMessages } from "./messages.ts";

// The opportunities' rules (issue 37, ADR 041), pure: who may post, read, close and review an
// opportunity, what a new one's status is, and whether a member's verified record meets its asks.

/** Who acts for a partner: its owner or member, or nobody (null). */
export type PartnerRole = "owner" | "member" | null;

/** The partner a person posts for, as the partners feature answers it (null: not approved). */
export interface ApprovedPartner {
  trusted: boolean;
}

/**
 * Posting for a partner: only its people, and only once it is approved. A pending or rejected
 * partner's people are refused like anyone else's (the partner's status is not disclosed to
 * strangers: both say "only the people of an approved partner").
 */
export function postRefusal(role: PartnerRole, partner: ApprovedPartner | null): Refusal | null {
  if (role === null)
    return forbiddenBecause(opportunityMessages.text("opportunities.notPartnerPerson"));
  if (!partner)
    return forbiddenBecause(opportunityMessages.text("opportunities.partnerNotApproved"));
  return null;
}

/** The deadline must be in the future when posted (the field is named). */
export function deadlineRefusal(deadline: Date, now: Date): Refusal | null {
  return deadline.getTime() > now.getTime()
    ? null
    : invalidBecause(opportunityMessages.text("opportunities.deadlinePast"), "deadline");
}

/**
 * A new post's status: an admin's (for the programme) and a trusted partner's are published at
 * once; any other partner's waits for an admin's review.
 */
export function initialStatus(poster: "admin" | { trusted: boolean }): OpportunityStatus {
  return poster === "admin" || poster.trusted ? "published" : "pending-review";
}

/**
 * Who manages an opportunity (reads it in any status, its applicant count, closes it): the people
 * of its partner, and admins (an admin-posted one: admins only).
 */
export function managesOpportunity(
  viewer: { isAdmin: boolean } | null,
  role: PartnerRole,
): boolean {
  return Boolean(viewer?.isAdmin) || role !== null;
}

/** On the board: published and before its deadline (the job closes it soon after). */
export function isOnBoard(opportunity: { status: OpportunityStatus; deadline: Date }, now: Date) {
  return opportunity.status === "published" && opportunity.deadline.getTime() > now.getTime();
}

/**
 * Who reads one opportunity: anyone while it is on the board; its managers in every status.
 * Everyone else is told it does not exist (404), so a pending post leaks nothing.
 */
export function canReadOpportunity(
  opportunity: { status: OpportunityStatus; deadline: Date },
  now: Date,
  manages: boolean,
): boolean {
  return manages || isOnBoard(opportunity, now);
}

/** Reviewing: only a post that waits for it. */
export function reviewRefusal(status: OpportunityStatus): Refusal | null {
  return status === "pending-review"
    ? null
    : conflictBecause(opportunityMessages.text("opportunities.notWaiting"));
}

/** Closing: a published or waiting post (a closed one stays closed); never a rejected one. */
export function closeRefusal(status: OpportunityStatus): Refusal | null {
  return status === "rejected"
    ? conflictBecause(opportunityMessages.text("opportunities.cannotClose"))
    : null;
}

/**
 * Publishing a partner's post trusts the partner (its next posts skip review) unless the admin
 * unticked it; an admin's own post has no partner to trust.
 */
export function trustsPartnerOnReview(
  decision: "published" | "rejected",
  partnerId: number | null,
  trustPartner: boolean,
): boolean {
  return decision === "published" && partnerId !== null && trustPartner;
}

/** A member's verified record, as the asks check it. */
export interface VerifiedRecord {
  /** The member's chosen journey (null: none yet). */
  journeyId: number | null;
  /**
   * Verified missions as `missionKey(journeyId, number)`; Missions 1 and 2 (on every journey's
   * path, ADR 036) under journey 0.
   */
  verifiedMissions: ReadonlySet<string>;
  deliveredSpeeches: number;
}

/** The key of a verified mission in `VerifiedRecord.verifiedMissions`. */
export const missionKey = (journeyId: number, missionNumber: number) =>
  `${journeyId}:${missionNumber}`;

/** The journey id Missions 1 and 2 are keyed under: they are on every journey's path. */
export const SHARED_PATH = 0;

/** Whether the record meets one ask. */
export function meetsAsk(ask: OpportunityAsk, record: VerifiedRecord): boolean {
  if (ask.kind === "speeches") return record.deliveredSpeeches >= ask.count;
  return (
    record.verifiedMissions.has(missionKey(ask.journeyId, ask.missionNumber)) ||
    record.verifiedMissions.has(missionKey(SHARED_PATH, ask.missionNumber))
  );
}

/** Whether the record meets each ask, in order. */
export const meetsAsks = (asks: readonly OpportunityAsk[], record: VerifiedRecord) =>
  asks.map((ask) => meetsAsk(ask, record));

/**
 * The dashboard's match: the opportunity suits the member's journey (or every journey: no tags)
 * and the member meets every one of its asks.
 */
export function matchesMember(
  opportunity: { journeyIds: readonly number[]; asks: readonly OpportunityAsk[] },
  record: VerifiedRecord,
): boolean {
  const suits =
    opportunity.journeyIds.length === 0 ||
    (record.journeyId !== null && opportunity.journeyIds.includes(record.journeyId));
  return suits && meetsAsks(opportunity.asks, record).every(Boolean);
}
