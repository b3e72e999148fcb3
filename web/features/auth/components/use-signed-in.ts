import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { queryKeys } from "../../../lib/query-keys.ts";

/** After a sign-in: forget what was cached for the signed-out visitor, then go on. */
export function useSignedIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (to: string) => {
    queryClient.clear();
    await queryClient.invalidateQueries({ queryKey: queryKeys.me });
    navigate(to);
  };
}
