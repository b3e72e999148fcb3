import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest, loadShellSchemas } from "./api-client.ts";
import { shellKeys } from "./shell-query-keys.ts";

/**
 * Whether this browser may hold a session: the server's `bv_signed_in` cookie (ADR 048), set with
 * the session cookie and removed with it. Without it nobody is signed in, and `/api/me` is not
 * asked (it would answer 401: a console error on every signed-out visit). Only a hint: the
 * server decides every request on the session cookie itself.
 */
export const mayBeSignedIn = () => /(?:^|;\s*)bv_signed_in=1(?:;|$)/.test(document.cookie);

/** The signed-in user, or null when signed out. Refetched on focus, so another tab's logout shows. */
export const currentUserQuery = queryOptions({
  queryKey: shellKeys.me,
  queryFn: async ({ signal }) => {
    if (!mayBeSignedIn()) return null;
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
