/** The public entry of the meeting-console feature: what other features may use (ADR 032). */
export { light, withinTime } from "./policy.ts";
