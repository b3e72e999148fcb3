import { notifications } from "@mantine/notifications";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { useNavigate } from "react-router";
import { messageOf } from "../lib/api-client.ts";
import { signOut } from "../lib/auth-client.ts";

/** Signs out on the server, forgets every cached answer, and goes to /Login. */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await signOut();
    } catch (error) {
      notifications.show({ color: "red", message: messageOf(error) });
      return;
    }
    queryClient.clear();
    queryClient.setQueryData(["me"], null);
    navigate("/Login");
  }, [queryClient, navigate]);
}
