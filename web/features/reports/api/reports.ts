import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDeferredValue } from "react";
import {
  ClubReportSchema,
  ProgrammeReportSchema,
  type ReportCsvName,
} from "../../../../contract/reports.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

/** What the reader chose: the period (empty: the server's default) and a region (admins). */
export interface ReportFilters {
  from?: string;
  to?: string;
  region?: string;
}

/** The query string of some filters, leaving out the empty ones. */
export function filterQuery(filters: ReportFilters): string {
  const params = new URLSearchParams();
  for (const key of ["from", "to", "region"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query === "" ? "" : `?${query}`;
}

/** The programme's report (admins). */
export function useProgrammeReport(filters: ReportFilters) {
  return useQuery({
    queryKey: queryKeys.reports.programme(filters),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest(`/api/admin/reports${filterQuery(filters)}`, {
        schema: ProgrammeReportSchema,
        signal,
      }),
  });
}

/**
 * The report a loaded query shows, rendered as a deferred update (ADR 067). TanStack Query hands
 * React its answers through `useSyncExternalStore`, which React renders at once: a report's
 * tables and charts arriving took one task of 100 ms and more on a phone, during which the page
 * answered no tap. Deferred, React renders the report in slices; until it is in, the page still
 * says it is loading.
 */
export function useShownReport<T>(query: { isSuccess: boolean; data: T | undefined }) {
  const report = useDeferredValue(query.data);
  return query.isSuccess ? report : undefined;
}

/** One club's report (its leader, or an admin). */
export function useClubReport(clubId: number, filters: ReportFilters) {
  return useQuery({
    queryKey: queryKeys.reports.club(clubId, filters),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) =>
      apiRequest(`/api/clubs/${clubId}/report${filterQuery(filters)}`, {
        schema: ClubReportSchema,
        signal,
      }),
  });
}

/** Where a CSV of the programme's report is downloaded from, for the same filters. */
export const csvHref = (name: ReportCsvName, filters: ReportFilters) =>
  `/api/admin/reports/${name}.csv${filterQuery(filters)}`;
