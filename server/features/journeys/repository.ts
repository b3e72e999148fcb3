import { and, eq, ne } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { paths, users } from "../../db/schema/index.ts";

export async function findPathName(db: Executor, pathId: number) {
  const [row] = await db
    .select({ pathName: paths.pathName })
    .from(paths)
    .where(eq(paths.id, pathId));
  return row?.pathName;
}

export async function findProgress(db: Executor, userId: string) {
  const [row] = await db
    .select({ clubMembership: users.clubMembership, pathId: users.pathId })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Sets the journey only while none is chosen and the user has a club: the condition is in the
 * UPDATE itself, so of two simultaneous choices exactly one changes the row.
 */
export async function choosePathOnce(db: Executor, userId: string, pathId: number) {
  const updated = await db
    .update(users)
    .set({ pathId, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.pathId, 0), ne(users.clubMembership, 0)))
    .returning({ pathId: users.pathId });
  return updated.length === 1;
}
