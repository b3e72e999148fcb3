/** The public entry of the meeting-roles feature: what other features may use (ADR 032). */
export {
  heldRoleOf,
  holdsAnyRole,
  holdsRole,
  roleHistory,
  roleHistoryOfEach,
  roleOf,
} from "./people.ts";
export { roleName } from "./policy.ts";
export {
  type HeldRoleRow,
  listHeldRolesAt as heldRolesAt,
} from "./repository.ts";
export { releaseRoles } from "./service.ts";
