import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  AccountSchema,
  AccountSessionListSchema,
  type DisplayName,
  DisplayNameSchema,
  type EmailChangeRequest,
  EmailChangeStateSchema,
  type PasswordChange,
  SessionsEndedSchema,
} from "../../../../contract/accounts.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const accountQuery = queryOptions({
  queryKey: queryKeys.account.details,
  queryFn: ({ signal }) => apiRequest("/api/me/account", { schema: AccountSchema, signal }),
});

export const sessionsQuery = queryOptions({
  queryKey: queryKeys.account.sessions,
  queryFn: ({ signal }) =>
    apiRequest("/api/me/sessions", { schema: AccountSessionListSchema, signal }),
});

export const useAccount = () => useQuery(accountQuery);
export const useSessions = () => useQuery(sessionsQuery);

/** After a change of the person's name or address: every screen that shows them asks again. */
function useRefreshPerson() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.me });
}

export function useRename() {
  const refresh = useRefreshPerson();
  return useMutation({
    mutationFn: (body: DisplayName) =>
      apiRequest("/api/me/name", { method: "PUT", body, schema: DisplayNameSchema }),
    onSuccess: refresh,
  });
}

export function useRequestEmailChange() {
  const refresh = useRefreshPerson();
  return useMutation({
    mutationFn: (body: EmailChangeRequest) =>
      apiRequest("/api/me/email-change", { method: "POST", body, schema: EmailChangeStateSchema }),
    onSuccess: refresh,
  });
}

export function useConfirmEmailChange() {
  const refresh = useRefreshPerson();
  return useMutation({
    mutationFn: (token: string) =>
      apiRequest("/api/me/email-change/confirm", {
        method: "POST",
        body: { token },
        schema: EmailChangeStateSchema,
      }),
    onSuccess: refresh,
  });
}

export function useCancelEmailChange() {
  const refresh = useRefreshPerson();
  return useMutation({
    mutationFn: () =>
      apiRequest("/api/me/email-change", { method: "DELETE", schema: EmailChangeStateSchema }),
    onSuccess: refresh,
  });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChange) =>
      apiRequest("/api/me/password", { method: "POST", body, schema: SessionsEndedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions }),
  });
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest(`/api/me/sessions/${encodeURIComponent(sessionId)}`, {
        method: "DELETE",
        schema: z.undefined(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions }),
  });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest("/api/me/sessions/sign-out-others", {
        method: "POST",
        body: {},
        schema: SessionsEndedSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.sessions }),
  });
}
