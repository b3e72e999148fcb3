/** The public entry of the memberships feature: what other features may use (ADR 032). */
export { currentClub, joinClub, joinedBy, leaveClub } from "./service.ts";
