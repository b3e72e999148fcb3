import { useInfiniteQuery, useMutation, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  AdminClubListSchema,
  AdminUserListSchema,
  AuditListSchema,
} from "../../../../contract/admin.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { nextPageOf } from "../../../lib/paging.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** People whose name or email contains `q`, 20 at a time. */
export function useAdminUsers(q: string) {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.users(q),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/admin/users?${new URLSearchParams({ q, page: String(pageParam) })}`, {
        schema: AdminUserListSchema,
        signal,
      }),
  });
}

export function useAdminClubs() {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.clubs,
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/admin/clubs?page=${pageParam}`, { schema: AdminClubListSchema, signal }),
  });
}

export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: queryKeys.admin.audit,
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    queryFn: ({ pageParam, signal }) =>
      apiRequest(`/api/admin/audit?page=${pageParam}`, { schema: AuditListSchema, signal }),
  });
}

const NoContent = z.unknown();

/** One admin decision; afterwards every list of the console (and the log) is read again. */
export function useAdminDecision<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.all }),
  });
}

export const setAdmin = ({ userId, admin }: { userId: string; admin: boolean }) =>
  apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/admin`, {
    method: "PUT",
    body: { admin },
    schema: NoContent,
  });

export const setDisabled = ({ userId, disabled }: { userId: string; disabled: boolean }) =>
  apiRequest(`/api/admin/users/${encodeURIComponent(userId)}/disabled`, {
    method: "PUT",
    body: { disabled },
    schema: NoContent,
  });

export const assignLeader = ({ clubId, email }: { clubId: number; email: string }) =>
  apiRequest(`/api/admin/clubs/${clubId}/leader`, {
    method: "PUT",
    body: { email },
    schema: NoContent,
  });

export const setClubArchived = ({ clubId, archived }: { clubId: number; archived: boolean }) =>
  apiRequest(`/api/admin/clubs/${clubId}/${archived ? "archive" : "restore"}`, {
    method: "POST",
    schema: NoContent,
  });
