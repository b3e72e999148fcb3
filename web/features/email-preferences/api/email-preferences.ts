import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  EmailPreferencesSchema,
  UnsubscribedSchema,
  type UpdateEmailPreferences,
} from "../../../../contract/email-preferences.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const emailPreferencesQuery = queryOptions({
  queryKey: queryKeys.emailPreferences,
  queryFn: ({ signal }) =>
    apiRequest("/api/me/email-preferences", { schema: EmailPreferencesSchema, signal }),
});

export function useEmailPreferences(enabled: boolean) {
  return useQuery({ ...emailPreferencesQuery, enabled });
}

export function useUpdateEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: UpdateEmailPreferences) =>
      apiRequest("/api/me/email-preferences", {
        method: "PUT",
        body: update,
        schema: EmailPreferencesSchema,
      }),
    onSuccess: (preferences) => queryClient.setQueryData(queryKeys.emailPreferences, preferences),
  });
}

/** The email's unsubscribe link: its signed token alone turns one kind off (no sign-in). */
export function useUnsubscribe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest(`/api/email/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: "POST",
        body: {},
        schema: UnsubscribedSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.emailPreferences }),
  });
}
