import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ClubDetailSchema, type CreateClubInput } from "../../../../contract/clubs.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function updateClub({ clubId, ...input }: CreateClubInput & { clubId: number }) {
  return apiRequest(`/api/clubs/${clubId}`, {
    method: "PUT",
    body: input,
    schema: ClubDetailSchema,
  });
}

/** The edited club shows everywhere: its page, the search, the leader page's headings. */
export function useUpdateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateClub,
    onSuccess: async (club) => {
      queryClient.setQueryData(queryKeys.clubs.detail(club.clubId), club);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.clubs.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.leader.clubs }),
      ]);
    },
  });
}
