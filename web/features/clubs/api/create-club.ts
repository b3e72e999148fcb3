import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ClubSchema, type CreateClubInput } from "../../../../contract/clubs.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export function createClub(input: CreateClubInput) {
  return apiRequest("/api/clubs", { method: "POST", body: input, schema: ClubSchema });
}

/** The new club shows in the lists, and its creator is now a leader. */
export function useCreateClub() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createClub,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.clubs.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]);
    },
  });
}
