import { NotificationKindSchema } from "../../../contract/notifications.ts";
import {
  type PushPreferences,
  type PushSubscriptionInput,
  pushIsOnByDefault,
  type UpdatePushPreferences,
} from "../../../contract/push.ts";
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { conflict, notFound } from "../../lib/errors.ts";
import { refuse } from "../../lib/refusal.ts";
import { pushChoices, setPushPreference } from "../../notify/index.ts";
import { pushMessages } from "./messages.ts";
import { type EndpointRule, endpointRefusal, userAgentLabel } from "./policy.ts";
import * as pushRepository from "./repository.ts";

export async function subscribe(
  db: Database,
  clock: Clock,
  rule: EndpointRule,
  userId: string,
  input: PushSubscriptionInput,
  userAgent: string | undefined,
) {
  refuse(endpointRefusal(input.endpoint, rule));
  const row = await pushRepository.upsertSubscription(
    db,
    userId,
    input,
    userAgentLabel(userAgent),
    clock.now(),
  );
  if (!row) throw conflict(pushMessages.text("push.endpointTaken"));
  return { endpoint: row.endpoint, createdAt: row.createdAt.toISOString() };
}

/** Removes the device's subscription; someone else's endpoint, or none: 404, nothing removed. */
export async function unsubscribe(db: Database, userId: string, endpoint: string) {
  if (!(await pushRepository.deleteOwnSubscription(db, userId, endpoint))) {
    throw notFound(pushMessages.text("push.subscriptionNotFound"));
  }
}

export async function getPreferences(db: Database, userId: string): Promise<PushPreferences> {
  const [choices, devices] = await Promise.all([
    pushChoices(db, userId),
    pushRepository.countDevices(db, userId),
  ]);
  return {
    preferences: NotificationKindSchema.options.map((kind) => ({
      kind,
      enabled: choices.get(kind) ?? pushIsOnByDefault(kind),
    })),
    devices,
  };
}

export async function updatePreferences(
  db: Database,
  clock: Clock,
  userId: string,
  update: UpdatePushPreferences,
): Promise<PushPreferences> {
  const at = clock.now();
  await db.transaction(async (tx) => {
    for (const { kind, enabled } of update.preferences) {
      await setPushPreference(tx, userId, kind, enabled, at);
    }
  });
  return getPreferences(db, userId);
}
