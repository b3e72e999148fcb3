import { eq, sql } from "drizzle-orm";
import { demoOpportunities, demoPartner } from "../../content/demo-careers.ts";
import type { Database } from "./client.ts";
import { opportunities, partnerPeople, partners, users } from "./schema/index.ts";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The demo's partner (approved and trusted, `ownerEmail` its owner) and its published
 * opportunities, once: nothing is written when a partner of that name exists. Only the embedded
 * demo calls it (server/main.ts), right after it creates the demo accounts.
 */
export async function seedDemoCareers(db: Database, ownerEmail: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, ownerEmail.toLowerCase()));
    if (!owner) return;
    const [partner] = await tx
      .insert(partners)
      .values({
        ...demoPartner,
        status: "approved",
        trusted: true,
        createdBy: owner.id,
        decidedAt: now,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: partners.id });
    if (!partner) return;
    await tx
      .insert(partnerPeople)
      .values({ partnerId: partner.id, userId: owner.id, role: "owner" });
    await tx.insert(opportunities).values(
      demoOpportunities.map(({ daysOpen, ...opportunity }) => ({
        ...opportunity,
        partnerId: partner.id,
        postedBy: owner.id,
        status: "published" as const,
        deadline: new Date(now.getTime() + daysOpen * DAY_MS),
        createdAt: now,
        publishedAt: now,
      })),
    );
  });
}
