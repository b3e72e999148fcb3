import { and, asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client.ts";
import { membershipPlans, membershipPrices } from "../../db/schema/index.ts";

export async function findActivePlan(db: Executor) {
  const [plan] = await db
    .select()
    .from(membershipPlans)
    .where(eq(membershipPlans.active, true))
    .limit(1);
  if (!plan) return undefined;
  const prices = await db
    .select({
      id: membershipPrices.id,
      amountCents: membershipPrices.amountCents,
      currency: membershipPrices.currency,
      interval: membershipPrices.interval,
      intervalCount: membershipPrices.intervalCount,
    })
    .from(membershipPrices)
    .where(and(eq(membershipPrices.planId, plan.id), eq(membershipPrices.active, true)))
    .orderBy(asc(membershipPrices.position));
  return { ...plan, prices };
}
