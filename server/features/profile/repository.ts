import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

export async function updateProfile(
  db: Executor,
  userId: string,
  values: { identity?: string; socialLink?: string },
) {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning({ identity: users.identity, socialLink: users.socialLink });
  return row;
}
