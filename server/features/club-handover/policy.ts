import { conflictBecause, invalidBecause, type Refusal } from "../../lib/refusal.ts";
import { handoverMessages } from "./messages.ts";

/** The person a leader would hand the club to, as far as the offer's rules go. */
export interface Candidate {
  id: string;
  /** A member of the club (its `club_members` row). */
  member: boolean;
  disabledAt: Date | null;
}

/**
 * Why the club's leader (`leaderId`) may not offer it to `candidate` (null: not a known person),
 * or null. `openOfferTo` names whoever holds the club's open offer: one at a time.
 */
export function offerRefusal(
  leaderId: string,
  candidate: Candidate | null,
  openOfferTo: string | null,
): Refusal | null {
  if (candidate?.id === leaderId) {
    return invalidBecause(handoverMessages.text("handover.refusal.self"), "userId");
  }
  if (!candidate?.member) {
    return invalidBecause(handoverMessages.text("handover.refusal.notMember"), "userId");
  }
  if (candidate.disabledAt) {
    return invalidBecause(handoverMessages.text("handover.refusal.disabled"), "userId");
  }
  if (openOfferTo !== null) {
    return conflictBecause(
      handoverMessages.text("handover.refusal.openOffer", { name: openOfferTo }),
    );
  }
  return null;
}

/**
 * Why the offered member may not accept now, or null: they left the club since, or they already
 * lead `limit` clubs (the one-leader limit counts the club they would take).
 */
export function acceptRefusal(
  stillMember: boolean,
  clubsLed: number,
  limit: number,
): Refusal | null {
  if (!stillMember)
    return conflictBecause(handoverMessages.text("handover.refusal.noLongerMember"));
  if (clubsLed >= limit) {
    return conflictBecause(handoverMessages.text("handover.refusal.leadLimit", { limit }));
  }
  return null;
}

/**
 * Why `candidate` may not become a co-leader of the club, or null: a member of the club (400
 * otherwise), not disabled, not its leader, not a co-leader already; the club below `max`
 * co-leaders, and the member below `limit` clubs led or co-led (409).
 */
export function appointRefusal(
  candidate: (Candidate & { name: string }) | null,
  club: { leaderId: string | null; coLeaderIds: readonly string[] },
  clubsLed: number,
  max: number,
  limit: number,
): Refusal | null {
  if (!candidate?.member) {
    return invalidBecause(handoverMessages.text("coLeaders.refusal.notMember"), "userId");
  }
  if (candidate.id === club.leaderId) {
    return invalidBecause(handoverMessages.text("coLeaders.refusal.leader"), "userId");
  }
  if (candidate.disabledAt) {
    return invalidBecause(handoverMessages.text("handover.refusal.disabled"), "userId");
  }
  if (club.coLeaderIds.includes(candidate.id)) {
    return conflictBecause(
      handoverMessages.text("coLeaders.refusal.already", { name: candidate.name }),
    );
  }
  if (club.coLeaderIds.length >= max) {
    return conflictBecause(handoverMessages.text("coLeaders.refusal.full", { max }));
  }
  if (clubsLed >= limit) {
    return conflictBecause(
      handoverMessages.text("coLeaders.refusal.leadLimit", { name: candidate.name, limit }),
    );
  }
  return null;
}
