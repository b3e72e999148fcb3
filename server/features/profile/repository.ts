import { eq, sql } from "drizzle-orm";
import type { PlatformLink } from "../../../contract/profile.ts";
import type { Executor } from "../../db/client.ts";
import { socialLinks, users } from "../../db/schema/index.ts";

/** Sets the identity; false when there is no such user. */
export async function updateIdentity(db: Executor, userId: string, identity: string) {
  const rows = await db
    .update(users)
    .set({ identity, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** One link per platform: a second link for the same platform replaces the first. */
export async function upsertSocialLink(db: Executor, userId: string, link: PlatformLink) {
  await db
    .insert(socialLinks)
    .values({ userId, platform: link.platform, url: link.url })
    .onConflictDoUpdate({
      target: [socialLinks.userId, socialLinks.platform],
      set: { url: link.url, updatedAt: sql`now()` },
    });
}

export async function findProfile(db: Executor, userId: string) {
  const [user] = await db
    .select({ identity: users.identity })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return undefined;
  const links = await db
    .select({ platform: socialLinks.platform, url: socialLinks.url })
    .from(socialLinks)
    .where(eq(socialLinks.userId, userId));
  return { identity: user.identity, links };
}
