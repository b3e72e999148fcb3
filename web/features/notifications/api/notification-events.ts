import { type QueryKey, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { type NotificationKind, NotificationSchema } from "../../../../contract/notifications.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * What a notification of this kind makes out of date besides the bell and the inbox: the
 * screen where the person acts on it shows the news without a reload.
 */
export function staleAfter(kind: NotificationKind | undefined): QueryKey[] {
  switch (kind) {
    case "application-received":
      return [queryKeys.navigation, queryKeys.leader.all];
    case "submission-received":
      return [queryKeys.navigation, queryKeys.completions.pending];
    case "submission-verified":
    case "submission-rejected":
      return [queryKeys.me, queryKeys.missions.all];
    case "application-accepted":
    case "application-rejected":
    case "payment-succeeded":
    case "payment-failed":
    case "membership-ended":
    case "scholarship-granted":
      return [queryKeys.me, queryKeys.clubs.all];
    default:
      // A kind this page does not know yet (or one replayed after a gap): the person's summary.
      return [queryKeys.me];
  }
}

function kindOf(data: string): NotificationKind | undefined {
  try {
    const parsed = NotificationSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data.kind : undefined;
  } catch {
    return undefined;
  }
}

/**
 * While mounted, listens to the person's live events (`GET /api/events`): each `notification`
 * refreshes the bell's count, the inbox and what the notification is about (`staleAfter`). The
 * browser's EventSource reconnects by itself (the server replays what it missed after
 * Last-Event-ID); after a reconnection, and when the server says its own connection to the
 * database came back (`resync`: events may have been missed), the bell asks again anyway.
 */
export function useNotificationEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/events", { withCredentials: true });
    const refresh = (keys: QueryKey[]) => {
      for (const queryKey of [queryKeys.notifications.all, ...keys]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    };
    source.addEventListener("notification", (message) => refresh(staleAfter(kindOf(message.data))));
    source.addEventListener("resync", () => refresh([queryKeys.me]));
    // The session ended (signed out elsewhere, reset, disabled, expired): stop, and let the
    // person's summary find out they are signed out.
    source.addEventListener("stream-closed", (message) => {
      if (!message.data.includes('"session-ended"')) return;
      source.close();
      void queryClient.invalidateQueries({ queryKey: queryKeys.me });
    });
    // A reconnection may follow missed events: ask once more.
    let connectedBefore = false;
    source.addEventListener("open", () => {
      if (connectedBefore) refresh([queryKeys.me]);
      connectedBefore = true;
    });
    return () => source.close();
  }, [queryClient]);
}
