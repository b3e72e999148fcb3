import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PublicCredentialSchema } from "../../../../contract/credentials.ts";
import {
  ApplicantListSchema,
  ApplicantSchema,
  type ApplyToOpportunity,
  type MoveApplication,
  MyOpportunityApplicationListSchema,
  MyOpportunityApplicationSchema,
  PortfolioOptionsSchema,
} from "../../../../contract/opportunity-applications.ts";
import { apiRequest } from "../../../lib/api-client.ts";

/**
 * This feature's query keys: the member's (under `me`, so whatever refreshes the person refreshes
 * them) and each opportunity's applicants.
 */
export const applicationKeys = {
  portfolioOptions: ["me", "portfolio-options"] as const,
  mine: ["me", "opportunity-applications"] as const,
  applicants: (opportunityId: number) => ["opportunity-applicants", opportunityId] as const,
};

/** What the member may choose to share: their credentials, speeches, roles, $VOCATE, wallets. */
export function usePortfolioOptions() {
  return useQuery({
    queryKey: applicationKeys.portfolioOptions,
    queryFn: ({ signal }) =>
      apiRequest("/api/me/portfolio-options", { schema: PortfolioOptionsSchema, signal }),
  });
}

/** Applies with a note and the chosen portfolio; the member's list reloads. */
export function useApply(opportunityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyToOpportunity) =>
      apiRequest(`/api/opportunities/${opportunityId}/applications`, {
        method: "POST",
        body,
        schema: MyOpportunityApplicationSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.mine }),
  });
}

/** The member's own applications, newest first. */
export function useMyOpportunityApplications() {
  return useQuery({
    queryKey: applicationKeys.mine,
    queryFn: ({ signal }) =>
      apiRequest("/api/me/opportunity-applications", {
        schema: MyOpportunityApplicationListSchema,
        signal,
      }),
  });
}

/** Withdraws one of the member's applications. */
export function useWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: number) =>
      apiRequest(`/api/opportunity-applications/${applicationId}/withdraw`, {
        method: "POST",
        schema: MyOpportunityApplicationSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.mine }),
  });
}

/** An opportunity's applicants, each with only what they chose to share (its partner's people). */
export function useApplicants(opportunityId: number) {
  return useQuery({
    queryKey: applicationKeys.applicants(opportunityId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/opportunities/${opportunityId}/applicants`, {
        schema: ApplicantListSchema,
        signal,
      }),
  });
}

/** Shortlists, declines (with an optional note) or hires an applicant. */
export function useMove(opportunityId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ applicationId, ...body }: MoveApplication & { applicationId: number }) =>
      apiRequest(`/api/opportunity-applications/${applicationId}/move`, {
        method: "POST",
        body,
        schema: ApplicantSchema,
      }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: applicationKeys.applicants(opportunityId) }),
  });
}

/**
 * The check anyone can make of a credential: its public record's live verification (signature,
 * issuer and revocation status), as the credential's own page shows it.
 */
export function useVerifyCredential() {
  return useMutation({
    mutationFn: async (credentialId: string) =>
      (
        await apiRequest(`/api/credentials/${encodeURIComponent(credentialId)}`, {
          schema: PublicCredentialSchema,
        })
      ).verification.result,
  });
}
