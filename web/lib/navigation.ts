import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest, loadShellSchemas } from "./api-client.ts";
import { useCurrentUser } from "./session.ts";
import { shellKeys } from "./shell-query-keys.ts";

/** What the navigation bar offers the signed-in person (`GET /api/me/navigation`). */
export const navigationQuery = queryOptions({
  queryKey: shellKeys.navigation,
  queryFn: ({ signal }) =>
    apiRequest("/api/me/navigation", {
      schema: async () => (await loadShellSchemas()).NavigationSchema,
      signal,
    }),
  refetchOnWindowFocus: "always",
});

/** The signed-in person's navigation; nothing is asked for visitors. */
export function useNavigationSummary() {
  const { data: user } = useCurrentUser();
  return useQuery({ ...navigationQuery, enabled: Boolean(user) });
}
