/** The public entry of the memberships feature: what other features may use (ADR 032). */
export { currentClub, joinClub, joinedBy, keepAsMember, leaveClub } from "./service.ts";
