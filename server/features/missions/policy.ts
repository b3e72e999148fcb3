/** Missions without a path belong to every journey; the others only to their own. */
export function missionIsOnPath(missionPathId: number | null, userPathId: number): boolean {
  return missionPathId === null || missionPathId === userPathId;
}

/** Admins may open any mission (to try what they wrote); members those of their journey. */
export function canOpenMission(
  viewer: { isAdmin: boolean; pathId: number },
  mission: { pathId: number | null },
): boolean {
  return viewer.isAdmin || missionIsOnPath(mission.pathId, viewer.pathId);
}
