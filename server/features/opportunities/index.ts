/** The public entry of the opportunities feature: what other features may use (ADR 032). */
export { opportunityForApplying, opportunityPosterCheck } from "./service.ts";
