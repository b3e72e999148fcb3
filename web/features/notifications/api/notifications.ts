import {
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import {
  NotificationListSchema,
  type UnreadCount,
  UnreadCountSchema,
} from "../../../../contract/notifications.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { nextPageOf } from "../../../lib/paging.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** How many of the person's notifications are unread: the bell's count. */
export const unreadCountQuery = queryOptions({
  queryKey: queryKeys.notifications.unread,
  queryFn: ({ signal }) =>
    apiRequest("/api/notifications/unread-count", { schema: UnreadCountSchema, signal }),
  refetchOnWindowFocus: "always",
});

export function useUnreadCount() {
  return useQuery(unreadCountQuery);
}

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** The inbox: newest first, a page at a time ("Load more"). */
export function useNotificationList() {
  return useInfiniteQuery({
    queryKey: queryKeys.notifications.list,
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/notifications?page=${pageParam}&pageSize=${NOTIFICATIONS_PAGE_SIZE}`, {
        schema: NotificationListSchema,
        signal,
      }),
  });
}

/** Both writes answer the new unread count: the bell takes it, the inbox reloads. */
function useNotificationWrite<T>(path: (input: T) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: T) =>
      apiRequest(path(input), { method: "POST", body: {}, schema: UnreadCountSchema }),
    onSuccess: (count: UnreadCount) => {
      queryClient.setQueryData(queryKeys.notifications.unread, count);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.notifications.list }),
  });
}

export function useMarkRead() {
  return useNotificationWrite(
    (notificationId: number) => `/api/notifications/${notificationId}/read`,
  );
}

export function useMarkAllRead() {
  return useNotificationWrite((_: undefined) => "/api/notifications/read-all");
}
