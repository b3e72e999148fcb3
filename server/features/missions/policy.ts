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
