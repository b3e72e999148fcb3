/** Where a member stands on their journey and who sees a club's leaderboard (pure; table-tested). */
import { forbiddenBecause, type Refusal } from "../../lib/refusal.ts";
import { progressMessages } from "./messages.ts";

/** A mission's place on the progress map, from the member's submission. */
export function progressState(
  missionStatus: "pending" | "completed" | "rejected" | null,
): "not-started" | "in-progress" | "waiting" | "verified" {
  if (missionStatus === "completed") return "verified";
  if (missionStatus === "pending") return "waiting";
  if (missionStatus === "rejected") return "in-progress";
  return "not-started";
}

export const LEADERBOARD_NEEDS_CLUB = forbiddenBecause(
  progressMessages.text("progress.leaderboard.needsClub"),
);

/** Why a user may not see a leaderboard: only their own club's, so they need one. */
export function leaderboardRefusal(clubId: number | null): Refusal | null {
  return clubId === null ? LEADERBOARD_NEEDS_CLUB : null;
}

/** The first instant of the calendar month (UTC) that `now` falls in. */
export function monthStartOf(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
