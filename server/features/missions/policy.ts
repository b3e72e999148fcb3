import type { Locale } from "../../../contract/locales.ts";
import { VERIFIED_MISSION_REWARD } from "../../../contract/missions.ts";

/** Missions without a journey belong to every journey; the others only to their own. */
export function missionIsOnPath(
  missionJourneyId: number | null,
  userJourneyId: number | null,
): boolean {
  return missionJourneyId === null || missionJourneyId === userJourneyId;
}

/** Admins may open any mission (to try what they wrote); members those of their journey. */
export function canOpenMission(
  viewer: { isAdmin: boolean; journeyId: number | null },
  mission: { journeyId: number | null },
): boolean {
  return viewer.isAdmin || missionIsOnPath(mission.journeyId, viewer.journeyId);
}

/** Why a mission cannot be started yet (contract `MissionSummary.locked`), or null. */
export type MissionLock = "previous" | "membership" | null;

/** The place on the path from which a mission waits for the one before it: Mission 3 on. */
export const FIRST_CHAINED_MISSION = 3;

/**
 * Whether a mission is open: from Mission 3 on, only once the mission before it is submitted
 * (waiting or verified); a journey's own missions need an active membership. Missions 1 and 2
 * are open from the start, as the manager's own missions are (they have no place on the path).
 */
export function missionLock(
  mission: { number: number | null; journeyId: number | null },
  previousStatus: "pending" | "completed" | "rejected" | null | undefined,
  hasMembership: boolean,
): MissionLock {
  const chained = mission.number !== null && mission.number >= FIRST_CHAINED_MISSION;
  if (chained && previousStatus !== "pending" && previousStatus !== "completed") return "previous";
  if (mission.journeyId !== null && !hasMembership) return "membership";
  return null;
}

/**
 * The mission as a member reads it in `locale`: each `{verifiedMissionReward}` in its steps'
 * descriptions says what the verified-mission rule pays now, with the language's digits (as the
 * web writes numbers), so Mission 1's text never names an amount the ledger does not pay.
 */
export function withRewardAmounts<
  M extends { verifiedMissionReward: number; steps: { description: string }[] },
>(mission: M, locale: Locale): M {
  const amount = new Intl.NumberFormat(locale).format(mission.verifiedMissionReward);
  return {
    ...mission,
    steps: mission.steps.map((step) =>
      step.description.includes(VERIFIED_MISSION_REWARD)
        ? { ...step, description: step.description.replaceAll(VERIFIED_MISSION_REWARD, amount) }
        : step,
    ),
  };
}
