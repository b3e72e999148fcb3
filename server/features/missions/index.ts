/** The public entry of the missions feature: what other features may use (ADR 032). */
export { type MissionLock, missionIsOnPath, missionLock } from "./policy.ts";
export { lockOfMission } from "./service.ts";
