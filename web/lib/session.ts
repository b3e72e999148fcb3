import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest, loadShellSchemas } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";

/** The signed-in user, or null when signed out. Refetched on focus, so another tab's logout shows. */
export const currentUserQuery = queryOptions({
  queryKey: queryKeys.me,
  queryFn: async ({ signal }) => {
    try {
      return await apiRequest("/api/me", {
        schema: async () => (await loadShellSchemas()).MeSchema,
        signal,
      });
    } catch (error) {
      if (error instanceof ApiError && (error.status === 401 || error.status === 404)) return null;
      throw error;
    }
  },
  staleTime: 30_000,
  refetchOnWindowFocus: "always",
});

export function useCurrentUser() {
  return useQuery(currentUserQuery);
}
