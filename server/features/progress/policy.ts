/** Where a member stands on their journey and who sees a club's leaderboard (pure; table-tested). */
import { forbiddenBecause, type Refusal } from "../../lib/refusal.ts";
import type { MissionLock } from "../missions/index.ts";
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

/**
 * A mission's place on the progress map with why it is locked: a mission not submitted (or sent
 * back) that the path holds back (the missions feature's `missionLock`: the mission before it is
 * not submitted, or it needs a membership) is locked; a submitted one keeps its state.
 */
export function mapState(
  missionStatus: "pending" | "completed" | "rejected" | null,
  lock: MissionLock,
): {
  state: "locked" | "not-started" | "in-progress" | "waiting" | "verified";
  lockedBy: "previous" | "membership" | null;
} {
  const state = progressState(missionStatus);
  if (lock !== null && (state === "not-started" || state === "in-progress")) {
    return { state: "locked", lockedBy: lock };
  }
  return { state, lockedBy: null };
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
