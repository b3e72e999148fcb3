/** The public entry of the meeting-roles feature: what other features may use (ADR 032). */
export { holdsAnyRole, holdsRole, releaseRoles, roleHistory, roleOf } from "./people.ts";
