import { Loader } from "@mantine/core";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import type { Me } from "../../contract/accounts.ts";
import { sameOriginPath } from "../../contract/local-path.ts";
import { type Translate, useT } from "../i18n/index.ts";
import { useCurrentUser } from "../lib/session.ts";
import { componentCatalogs } from "./messages.ts";
import { useRouteHandle } from "./route-handle.ts";

/** What the login page shows to a visitor sent there from a protected page. */
export interface SignInRequest {
  signInMessage: string;
}

/**
 * "Please sign in to access Mission Verification." (the dashboard keeps the spec's words):
 * `page`, the route's title id, or a page name already in the page's language.
 */
export function signInMessageFor(
  t: Translate,
  page: { titleId: string } | { name: string },
): string {
  if ("titleId" in page) {
    if (page.titleId === "title.myAccount") return t("signIn.required.dashboard");
    return t("signIn.required.page", { page: t(page.titleId) });
  }
  return t("signIn.required.page", { page: page.name });
}

/** The page to come back to after login: a path on this site only. */
export function safeNextPath(next: string | null): string | undefined {
  return sameOriginPath(next);
}

/** `/Login` or `/SignUp`, coming back to `next` afterwards when it is a page of this site. */
export function signInPath(page: "/Login" | "/SignUp", next: string | null | undefined): string {
  const safe = safeNextPath(next ?? null);
  return safe ? `${page}?next=${encodeURIComponent(safe)}` : page;
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
  const handle = useRouteHandle();
  const t = useT(componentCatalogs);

  if (isPending) return <Loader m="xl" aria-label={t("common.loadingEllipsis")} />;
  if (error) throw error;
  if (!user) {
    const titleId = handle?.title;
    const page =
      pageName !== undefined
        ? { name: pageName }
        : titleId
          ? { titleId }
          : { name: location.pathname.slice(1) };
    const next = `${location.pathname}${location.search}`;
    const state: SignInRequest = { signInMessage: signInMessageFor(t, page) };
    return <Navigate to={signInPath("/Login", next)} replace state={state} />;
  }
  return <>{children(user)}</>;
}
