import { type Profile, type ProfileUpdate, SOCIAL_PLATFORMS } from "../../../contract/profile.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import * as profileRepository from "./repository.ts";

/**
 * Mission 1 saves the generated identity and the connected social links on the user's own
 * profile: one link per platform, so connecting Bluesky keeps the Farcaster link.
 */
export async function updateProfile(
  db: Database,
  userId: string,
  update: ProfileUpdate,
): Promise<Profile> {
  const profile = await db.transaction(async (tx) => {
    if (update.identity !== undefined) {
      if (!(await profileRepository.updateIdentity(tx, userId, update.identity))) return undefined;
    }
    if (update.socialLink !== undefined) {
      await profileRepository.upsertSocialLink(tx, userId, update.socialLink);
    }
    return profileRepository.findProfile(tx, userId);
  });
  if (!profile) throw notFound("User");
  const order = (platform: string) => SOCIAL_PLATFORMS.indexOf(platform as never);
  return {
    identity: profile.identity,
    socialLinks: [...profile.links].sort((a, b) => order(a.platform) - order(b.platform)),
  };
}
