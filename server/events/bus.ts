import { createHash } from "node:crypto";
import { announce } from "../db/after-commit.ts";
import type { DatabaseHandle, Executor } from "../db/client.ts";

/**
 * One event for one user, as the stream sends it. Events with an `id` can be replayed after a
 * reconnect (`Last-Event-ID`); events without one are only live.
 */
export interface UserEvent {
  event: string;
  id?: string;
  data: unknown;
}

/** Events a feature can send again to a stream reconnecting after `lastEventId`. */
export type ReplaySource = (userId: string, lastEventId: string) => Promise<UserEvent[]>;

/**
 * From when a replay source sends events again after `lastEventId` (ids start with the time of
 * the change in ms): `overlapMs` earlier, since transactions commit out of order. Undefined for
 * an id that does not start with a time.
 */
export function replayStart(lastEventId: string, overlapMs: number): Date | undefined {
  const millis = Number(lastEventId.split(".")[0]);
  if (!Number.isSafeInteger(millis) || millis <= 0) return undefined;
  return new Date(millis - overlapMs);
}

/** The user's own NOTIFY channel: a hash, so any user id makes a valid channel name. */
export function channelOf(userId: string): string {
  return `bv_user_${createHash("sha256").update(userId).digest("hex").slice(0, 40)}`;
}

/**
 * Announces an event to the user's streams, on every server process. Run it inside the
 * transaction that made the change: it is sent once that has committed, and never on rollback
 * (ADR 056).
 */
export async function notifyUser(executor: Executor, userId: string, event: UserEvent) {
  await announce(executor, [{ channel: channelOf(userId), payload: JSON.stringify(event) }]);
}

function parseEvent(payload: string): UserEvent | undefined {
  try {
    const parsed = JSON.parse(payload) as Partial<UserEvent>;
    if (typeof parsed.event !== "string") return undefined;
    return {
      event: parsed.event,
      ...(typeof parsed.id === "string" ? { id: parsed.id } : {}),
      data: parsed.data,
    };
  } catch {
    return undefined;
  }
}

export interface Subscriber {
  onEvent(event: UserEvent): void;
  /** Notifications may have been missed (the listening connection dropped): replay. */
  onGap(): void;
}

/** Fans NOTIFYs out to the open streams of this process, per user. */
export class EventBus {
  private readonly counts = new Map<string, number>();
  private readonly replaySources: ReplaySource[] = [];

  constructor(private readonly database: DatabaseHandle) {}

  /** Resolves once listening, so nothing committed afterwards is missed. */
  async subscribe(userId: string, subscriber: Subscriber): Promise<() => Promise<void>> {
    const stop = await this.database.listen(channelOf(userId), {
      onNotify: (payload) => {
        const event = parseEvent(payload);
        if (event) subscriber.onEvent(event);
      },
      onReconnect: () => subscriber.onGap(),
    });
    this.counts.set(userId, (this.counts.get(userId) ?? 0) + 1);
    let stopped = false;
    return async () => {
      if (stopped) return;
      stopped = true;
      const left = (this.counts.get(userId) ?? 1) - 1;
      if (left > 0) this.counts.set(userId, left);
      else this.counts.delete(userId);
      await stop();
    };
  }

  /** How many streams of this user this process holds open (tests check release). */
  listenerCount(userId: string): number {
    return this.counts.get(userId) ?? 0;
  }

  addReplaySource(source: ReplaySource) {
    this.replaySources.push(source);
  }

  async replay(userId: string, lastEventId: string): Promise<UserEvent[]> {
    const batches = await Promise.all(
      this.replaySources.map((source) => source(userId, lastEventId)),
    );
    return batches.flat();
  }
}
