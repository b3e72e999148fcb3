/** The public entry of the scholarships feature: what other features may use (ADR 032). */
export { activeScholarshipEnd } from "./service.ts";
