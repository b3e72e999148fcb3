import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  AccountDeletionScheduledSchema,
  AccountDeletionStatusSchema,
  DataExportStatusSchema,
  type RequestAccountDeletion,
} from "../../../../contract/account-data.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** While an export is being made, its state is asked again this often. */
export const EXPORT_POLL_MS = 3_000;

export const dataExportQuery = queryOptions({
  queryKey: queryKeys.accountData.dataExport,
  queryFn: ({ signal }) =>
    apiRequest("/api/me/data-export", { schema: DataExportStatusSchema, signal }),
  refetchInterval: (query) => (query.state.data?.state === "pending" ? EXPORT_POLL_MS : false),
});

export function useDataExport() {
  return useQuery(dataExportQuery);
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest("/api/me/data-export", {
        method: "POST",
        body: {},
        schema: DataExportStatusSchema,
      }),
    onSuccess: (status) => queryClient.setQueryData(queryKeys.accountData.dataExport, status),
    onError: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountData.dataExport }),
  });
}

export const accountDeletionQuery = queryOptions({
  queryKey: queryKeys.accountData.deletion,
  queryFn: ({ signal }) =>
    apiRequest("/api/me/account-deletion", { schema: AccountDeletionStatusSchema, signal }),
});

export function useAccountDeletion() {
  return useQuery(accountDeletionQuery);
}

/** Asks for the deletion; every session ends on the server, so the person is signed out here. */
export function useRequestAccountDeletion() {
  return useMutation({
    mutationFn: (confirmation: RequestAccountDeletion) =>
      apiRequest("/api/me/account-deletion", {
        method: "POST",
        body: confirmation,
        schema: AccountDeletionScheduledSchema,
      }),
  });
}
