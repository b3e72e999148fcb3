/** The public entry of the missions feature: what other features may use (ADR 032). */
export { missionIsOnPath } from "./policy.ts";
