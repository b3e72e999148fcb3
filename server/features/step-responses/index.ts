/** The public entry of the step responses feature: what other features may use (ADR 032). */
export { missingStepEvidence, pathOrderRefusal, stepEvidenceOf } from "./service.ts";
