/** The public entry of the payments feature: what other features may use (ADR 032). */
export { activeMembershipSql, hasActiveMembership } from "./active-membership.ts";
