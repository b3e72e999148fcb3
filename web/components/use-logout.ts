import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { messageOf } from "../lib/api-client.ts";
import { signOut } from "../lib/auth-client.ts";
import { shellKeys } from "../lib/shell-query-keys.ts";
import { toast } from "../lib/toast.ts";

/** Signs out on the server, forgets every cached answer, and goes to /Login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      toast("red", messageOf(error));
      return;
    }
    queryClient.clear();
    queryClient.setQueryData(shellKeys.me, null);
    navigate("/Login");
  }, [queryClient, navigate]);
}
