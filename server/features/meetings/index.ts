/** The public entry of the meetings feature: what other features may use (ADR 032). */
export type { DerivedMeeting } from "./policy.ts";
export { type ClubCalendar, findMeeting, loadCalendar } from "./service.ts";
export { describeTime } from "./time.ts";
