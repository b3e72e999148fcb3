import { queryOptions, useQuery } from "@tanstack/react-query";
import { MyApplicationListSchema } from "../../contract/applications.ts";
import { apiRequest } from "./api-client.ts";
import { queryKeys } from "./query-keys.ts";

export const myApplicationsQuery = queryOptions({
  queryKey: queryKeys.applications.mine,
  // What one waits for is why one looks: always asked afresh.
  staleTime: 0,
  queryFn: ({ signal }) =>
    apiRequest("/api/applications/mine", { schema: MyApplicationListSchema, signal }),
});

/**
 * The signed-in person's own applications, newest first: the applications feature lists them,
 * the dashboard's start checklist ticks "apply to a club" by them.
 */
export function useMyApplications() {
  return useQuery(myApplicationsQuery);
}
