import { Loader } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type ReactNode, useEffect } from "react";
import { useNavigate } from "react-router";
import type { Me } from "../../contract/me.ts";
import { useCurrentUser } from "../lib/session.ts";

export const SIGN_IN_REQUIRED_MESSAGE = "Please sign in to access the dashboard.";
export const REDIRECT_DELAY_MS = 3000;

/**
 * Renders `children(user)` for a signed-in user. Signed out: the spec's toast, then /login
 * after 3 seconds. While the session loads: 'Loading...'.
 */
export function RequireSignIn({ children }: { children: (user: Me) => ReactNode }) {
  const { data: user, isPending, error } = useCurrentUser();
  const navigate = useNavigate();
  const signedOut = !isPending && !error && !user;

  useEffect(() => {
    if (!signedOut) return;
    notifications.show({ color: "red", message: SIGN_IN_REQUIRED_MESSAGE, autoClose: 3000 });
    const timer = setTimeout(() => navigate("/login"), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [signedOut, navigate]);

  if (isPending) return <Loader m="xl" aria-label="Loading..." />;
  if (error) throw error;
  if (!user) return null;
  return <>{children(user)}</>;
}
