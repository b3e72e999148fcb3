import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import {
  ClubHandoverSchema,
  CoLeaderListSchema,
  HandoverOfferListSchema,
} from "../../../../contract/club-handover.ts";
import { ClubMemberListSchema } from "../../../../contract/clubs.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

const handoverPath = (clubId: number) => `/api/clubs/${clubId}/handover`;

/** The club's open offer (its leader's view). */
export function useClubHandover(clubId: number) {
  return useQuery({
    queryKey: queryKeys.leader.handover(clubId),
    queryFn: ({ signal }) =>
      apiRequest(handoverPath(clubId), { schema: ClubHandoverSchema, signal }),
  });
}

/** The members the leader may offer the club to (the first hundred by name). */
export function useHandoverCandidates(clubId: number) {
  return useQuery({
    queryKey: [...queryKeys.leader.members(clubId), "handover-candidates"],
    queryFn: ({ signal }) =>
      apiRequest(`/api/clubs/${clubId}/members?pageSize=100`, {
        schema: ClubMemberListSchema,
        signal,
      }),
  });
}

/** Offer the club to a member, or withdraw the open offer; the offer reloads either way. */
export function useChangeHandover(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string | null) =>
      apiRequest(handoverPath(clubId), {
        method: userId === null ? "DELETE" : "POST",
        body: userId === null ? undefined : { userId },
        schema: z.undefined(),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.leader.handover(clubId) }),
  });
}

/** The clubs offered to the signed-in person. */
export function useHandoverOffers() {
  return useQuery({
    queryKey: queryKeys.handoverOffers,
    queryFn: ({ signal }) =>
      apiRequest("/api/handovers", { schema: HandoverOfferListSchema, signal }),
  });
}

/** Accept or decline an offer; the person (a leader now, perhaps) and their lists reload. */
export function useAnswerHandover() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ clubId, answer }: { clubId: number; answer: "accept" | "decline" }) =>
      apiRequest(`${handoverPath(clubId)}/${answer}`, { method: "POST", schema: z.undefined() }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
        queryClient.invalidateQueries({ queryKey: queryKeys.leader.all }),
      ]),
  });
}

const coLeadersPath = (clubId: number) => `/api/clubs/${clubId}/co-leaders`;

/** The club's co-leaders, and whether the reader may appoint and remove them (its leader). */
export function useCoLeaders(clubId: number) {
  return useQuery({
    queryKey: queryKeys.leader.coLeaders(clubId),
    queryFn: ({ signal }) =>
      apiRequest(coLeadersPath(clubId), { schema: CoLeaderListSchema, signal }),
  });
}

/** Appoint a member (`appoint`) or end a co-leadership (`remove`); the list reloads either way. */
export function useChangeCoLeaders(clubId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, action }: { userId: string; action: "appoint" | "remove" }) =>
      action === "appoint"
        ? apiRequest(coLeadersPath(clubId), {
            method: "POST",
            body: { userId },
            schema: z.undefined(),
          })
        : apiRequest(`${coLeadersPath(clubId)}/${encodeURIComponent(userId)}`, {
            method: "DELETE",
            schema: z.undefined(),
          }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.leader.coLeaders(clubId) }),
  });
}
