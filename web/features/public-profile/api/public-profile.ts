import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type ProfileVisibilityInput,
  ProfileVisibilitySchema,
  PublicProfileSchema,
} from "../../../../contract/public-profile.ts";
import { apiRequest } from "../../../lib/api-client.ts";
import { queryKeys } from "../../../lib/query-keys.ts";

export const publicProfileQuery = (publicId: string) =>
  queryOptions({
    queryKey: queryKeys.publicProfile.page(publicId),
    queryFn: ({ signal }) =>
      apiRequest(`/api/public-profiles/${encodeURIComponent(publicId)}`, {
        schema: PublicProfileSchema,
        signal,
      }),
    retry: false,
  });

export function usePublicProfile(publicId: string) {
  return useQuery(publicProfileQuery(publicId));
}

export const profileVisibilityQuery = queryOptions({
  queryKey: queryKeys.publicProfile.visibility,
  queryFn: ({ signal }) =>
    apiRequest("/api/public-profile", { schema: ProfileVisibilitySchema, signal }),
});

export function useProfileVisibility() {
  return useQuery(profileVisibilityQuery);
}

export function useSetProfileVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileVisibilityInput) =>
      apiRequest("/api/public-profile", {
        method: "PUT",
        body: input,
        schema: ProfileVisibilitySchema,
      }),
    onSuccess: (visibility) =>
      queryClient.setQueryData(queryKeys.publicProfile.visibility, visibility),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.publicProfile.pages }),
  });
}
