/** The public entry of the completions feature: what other features may use (ADR 032). */
export { withdrawPendingSubmissions } from "./service.ts";
