/** The public entry of the clubs feature: what other features may use (ADR 032). */
export {
  type ClubLeadership,
  canLeadClub,
  isTheLeader,
  type Leaders,
  leadsClub,
} from "./policy.ts";
export { countLedClubsLocked, isClubMember, listMemberIds } from "./repository.ts";
export { assertLeadsClub, assertTakesNewMembers, clubNotFound } from "./service.ts";
