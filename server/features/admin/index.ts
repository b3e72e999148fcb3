/** The public entry of the admin feature: what other features may use (ADR 032). */
export { recordAudit } from "./service.ts";
