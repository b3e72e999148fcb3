export const JOURNEY_ALREADY_CHOSEN = "Your journey is already chosen and cannot be changed.";
export const JOURNEY_NEEDS_CLUB = "Join a club before choosing your journey.";

/**
 * Why a person may not choose a journey now, or null when they may: once, for good, and only as
 * a club member. (The UPDATE repeats the condition, so two choices at once cannot both pass.)
 */
export function journeyChoiceRefusal(progress: {
  clubId: number | null;
  journeyId: number | null;
}): { status: "conflict" | "forbidden"; message: string } | null {
  if (progress.journeyId !== null) return { status: "conflict", message: JOURNEY_ALREADY_CHOSEN };
  if (progress.clubId === null) return { status: "forbidden", message: JOURNEY_NEEDS_CLUB };
  return null;
}
