/** The public entry of the scholarships feature: what other features may use (ADR 030). */
export { activeScholarshipEnd } from "./service.ts";
