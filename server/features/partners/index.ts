/** The public entry of the partners feature: what other features may use (ADR 032). */
export {
  approvedPartnerOf,
  markPartnerTrusted,
  partnerRoleOf,
  partnerSummaries,
} from "./service.ts";
