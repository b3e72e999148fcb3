/** The public entry of the slots feature: what other features may use (ADR 032). */
export { releaseSlot } from "./service.ts";
