import { and, eq, isNotNull, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { journeys, users } from "../../db/schema/index.ts";

export async function findJourneyName(db: Executor, journeyId: number) {
  const [row] = await db
    .select({ journeyName: journeys.name })
    .from(journeys)
    .where(eq(journeys.id, journeyId));
  return row?.journeyName;
}

export async function findProgress(db: Executor, userId: string) {
  const [row] = await db
    .select({ clubId: users.clubId, journeyId: users.journeyId })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * Sets the journey only while none is chosen and the user has a club: the condition is in the
 * UPDATE itself, so of two simultaneous choices exactly one changes the row.
 */
export async function chooseJourneyOnce(db: Executor, userId: string, journeyId: number) {
  const updated = await db
    .update(users)
    .set({ journeyId, updatedAt: new Date() })
    .where(and(eq(users.id, userId), isNull(users.journeyId), isNotNull(users.clubId)))
    .returning({ journeyId: users.journeyId });
  return updated.length === 1;
}
