import { eq } from "drizzle-orm";
import type { Database } from "../../server/db/client.ts";
import { clubMembers, payments, users } from "../../server/db/schema/index.ts";

/** What a payment can change for a user: clubId, club_members rows, payment records. */
export async function paymentStateOf(db: Database, userId: string) {
  const [user] = await db.select({ clubId: users.clubId }).from(users).where(eq(users.id, userId));
  const clubs = await db
    .select({ clubId: clubMembers.clubId })
    .from(clubMembers)
    .where(eq(clubMembers.userId, userId));
  const records = await db.select().from(payments).where(eq(payments.userId, userId));
  return { clubId: user?.clubId, clubs: clubs.map((row) => row.clubId), records };
}
