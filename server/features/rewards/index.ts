/** The public entry of the rewards feature: what other features may use (ADR 032). */
export { awardForVerifiedEvent, reverseAwardsFor, SYSTEM, type VerifiedEvent } from "./service.ts";
