/** Who may see a member's public profile (ADR 016). Pure: unit-tested beside it. */

export interface ProfileAccess {
  ownerId: string;
  isPublic: boolean;
  /** An admin (or the CLI) disabled the owner's account. */
  ownerDisabled?: boolean;
}

/**
 * Anyone may see a public profile; a private one only its owner (a preview). Everyone else gets
 * the same 404 as for an address that does not exist, so a private profile is not even confirmed.
 * While the owner's account is disabled nobody sees it, admins included (issue 27).
 */
export function profileVisibleTo(profile: ProfileAccess | undefined, viewerId: string | undefined) {
  if (!profile || profile.ownerDisabled) return false;
  return profile.isPublic || (viewerId !== undefined && viewerId === profile.ownerId);
}
