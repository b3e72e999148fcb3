import { Loader } from "@mantine/core";
import type { ReactNode } from "react";
import { Navigate, useLocation, useMatches } from "react-router";
import type { Me } from "../../contract/me.ts";
import { useCurrentUser } from "../lib/session.ts";
import type { RouteHandle } from "./route-focus.tsx";

/** The spec's message for the dashboard. */
export const SIGN_IN_REQUIRED_MESSAGE = "Please sign in to access the dashboard.";

/** What the login page shows to a visitor sent there from a protected page. */
export interface SignInRequest {
  signInMessage: string;
}

/** "Please sign in to access Mission Verification." (the dashboard keeps the spec's words). */
export function signInMessageFor(pageName: string): string {
  if (pageName === "My Account") return SIGN_IN_REQUIRED_MESSAGE;
  return `Please sign in to access ${pageName}.`;
}

/** The page to come back to after login: a path on this site only. */
export function safeNextPath(next: string | null): string | undefined {
  return next?.startsWith("/") && !next.startsWith("//") ? next : undefined;
}

/**
 * Renders `children(user)` for a signed-in user. Signed out: straight to /Login with a message
 * naming the page, which login returns to. While the session loads: 'Loading...'.
 */
export function RequireSignIn({
  children,
  pageName,
}: {
  children: (user: Me) => ReactNode;
  /** Defaults to the route's title, else the address. */
  pageName?: string;
}) {
  const { data: user, isPending, error } = useCurrentUser();
  const location = useLocation();
  const matches = useMatches();

  if (isPending) return <Loader m="xl" aria-label="Loading..." />;
  if (error) throw error;
  if (!user) {
    const name =
      pageName ??
      (matches.at(-1)?.handle as RouteHandle | undefined)?.title ??
      location.pathname.slice(1);
    const next = `${location.pathname}${location.search}`;
    const state: SignInRequest = { signInMessage: signInMessageFor(name) };
    return <Navigate to={`/Login?next=${encodeURIComponent(next)}`} replace state={state} />;
  }
  return <>{children(user)}</>;
}
