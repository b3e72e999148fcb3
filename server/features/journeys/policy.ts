import { conflictBecause, forbiddenBecause, type Refusal } from "../../lib/refusal.ts";
import { journeyMessages } from "./messages.ts";

export const JOURNEY_ALREADY_CHOSEN = conflictBecause(
  journeyMessages.text("journeys.alreadyChosen"),
);
export const JOURNEY_NEEDS_CLUB = forbiddenBecause(journeyMessages.text("journeys.needsClub"));

/**
 * Why a person may not choose a journey now, or null when they may: once, for good, and only as
 * a club member. (The UPDATE repeats the condition, so two choices at once cannot both pass.)
 */
export function journeyChoiceRefusal(progress: {
  clubId: number | null;
  journeyId: number | null;
}): Refusal | null {
  if (progress.journeyId !== null) return JOURNEY_ALREADY_CHOSEN;
  if (progress.clubId === null) return JOURNEY_NEEDS_CLUB;
  return null;
}
