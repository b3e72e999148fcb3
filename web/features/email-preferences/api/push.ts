import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  PushKeySchema,
  PushPreferencesSchema,
  PushSubscriptionSavedSchema,
  type UpdatePushPreferences,
} from "../../../../contract/push.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/** Which kinds are pushed to the person's devices (ADR 044); beside the email settings' query. */
const pushPreferencesKey = ["email-preferences", "push"] as const;

export const pushPreferencesQuery = queryOptions({
  queryKey: pushPreferencesKey,
  queryFn: ({ signal }) =>
    apiRequest("/api/me/push-preferences", { schema: PushPreferencesSchema, signal }),
});

export function usePushPreferences(enabled: boolean) {
  return useQuery({ ...pushPreferencesQuery, enabled });
}

export function useUpdatePushPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: UpdatePushPreferences) =>
      apiRequest("/api/me/push-preferences", {
        method: "PUT",
        body: update,
        schema: PushPreferencesSchema,
      }),
    onSuccess: (preferences) => queryClient.setQueryData(pushPreferencesKey, preferences),
  });
}

export const fetchPushKey = () => apiRequest("/api/push/key", { schema: PushKeySchema });

export const saveSubscription = (subscription: PushSubscriptionJSON) =>
  apiRequest("/api/push/subscriptions", {
    method: "POST",
    body: subscription,
    schema: PushSubscriptionSavedSchema,
  });

export const removeSubscription = (endpoint: string) =>
  apiRequest("/api/push/subscriptions", {
    method: "DELETE",
    body: { endpoint },
    schema: z.undefined(),
  });

/** After the device subscribed or unsubscribed: the count of devices changed. */
export function useRefreshPushPreferences() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: pushPreferencesKey });
}
