import type { Profile, ProfileUpdate } from "../../../contract/profile.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import * as profileRepository from "./repository.ts";

/** Mission 1 saves the generated identity and the connected social link on the user's own row. */
export async function updateProfile(
  db: Database,
  userId: string,
  update: ProfileUpdate,
): Promise<Profile> {
  const values = Object.fromEntries(
    Object.entries(update).filter(([, value]) => value !== undefined),
  ) as { identity?: string; socialLink?: string };
  const profile = await profileRepository.updateProfile(db, userId, values);
  if (!profile) throw notFound("User");
  return profile;
}
