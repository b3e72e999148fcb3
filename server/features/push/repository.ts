import { and, count, eq, or } from "drizzle-orm";
import type { PushSubscriptionInput } from "../../../contract/push.ts";
import type { Executor } from "../../db/client.ts";
import { pushSubscriptions } from "../../db/schema/index.ts";

/**
 * Saves a device's subscription for `userId`. An endpoint is one browser profile: subscribed
 * again by its owner (new keys), or by another person signed in on that browser (who holds the
 * same keys: the browser made them), its row is theirs. Someone who only knows the endpoint, with
 * other keys, takes nothing: undefined, and the row stays as it was.
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
      setWhere: or(
        eq(pushSubscriptions.userId, userId),
        and(
          eq(pushSubscriptions.p256dh, input.keys.p256dh),
          eq(pushSubscriptions.auth, input.keys.auth),
        ),
      ),
    })
    .returning({ endpoint: pushSubscriptions.endpoint, createdAt: pushSubscriptions.createdAt });
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
