import { and, count, eq } from "drizzle-orm";
import type { PushSubscriptionInput } from "../../../contract/push.ts";
import type { Executor } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema/index.ts";

/**
 * Saves a device's subscription for `userId`. An endpoint is one browser profile: subscribed
 * again (new keys, or another person now signed in there), its row is that person's, with the
 * keys given.
 */
export async function upsertSubscription(
  db: Executor,
  userId: string,
  input: PushSubscriptionInput,
  label: string,
  at: Date,
) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgentLabel: label,
      createdAt: at,
    })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId,
        p256dh: input.keys.p256dh,
        auth: input.keys.auth,
        userAgentLabel: label,
        createdAt: at,
        lastSuccessAt: null,
      },
    })
    .returning({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt });
  if (!row) throw new Error("insert into push_subscriptions returned no row");
  return row;
}

/** Removes the person's own subscription of `endpoint`; false when they have none such. */
export async function deleteOwnSubscription(db: Executor, userId: string, endpoint: string) {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}

export async function countDevices(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ devices: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return row?.devices ?? 0;
}
