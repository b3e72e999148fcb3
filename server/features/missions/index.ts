/** The public entry of the missions feature: what other features may use (ADR 030). */
export { missionIsOnPath } from "./policy.ts";
