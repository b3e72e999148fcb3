import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { queryKeys } from "../../../lib/query-keys.ts";

/**
 * While mounted, listens to the person's live events (`GET /api/events`): each `notification`
 * refreshes the bell's count and the inbox, and the navigation (what waits for a leader). The
 * browser's EventSource reconnects by itself; after a gap the counts are asked for again anyway.
 */
export function useNotificationEvents() {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    const source = new EventSource("/api/events", { withCredentials: true });
    const refresh = () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.notifications.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.navigation });
    };
    source.addEventListener("notification", refresh);
    // A (re)connection may follow missed events: ask once more.
    let connectedBefore = false;
    source.addEventListener("open", () => {
      if (connectedBefore) refresh();
      connectedBefore = true;
    });
    return () => source.close();
  }, [queryClient]);
}
