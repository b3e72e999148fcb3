import { lazy, type ReactNode, Suspense, useEffect } from "react";
import { Outlet } from "react-router";
import { shellCatalogs } from "../app/messages.ts";
import { useT } from "../i18n/index.ts";
import { useCurrentUser } from "../lib/session.ts";
import { NavBar } from "./nav-bar.tsx";
import { usePageLoading } from "./page-loading.ts";
import { RouteFocus } from "./route-focus.tsx";
import { SiteFooter } from "./site-footer.tsx";

// Loaded only for a signed-in person whose email is not verified: not in the landing's JavaScript.
const VerifyEmailNotice = lazy(async () => ({
  default: (await import("./verify-email-notice.tsx")).VerifyEmailNotice,
}));

/**
 * The shell of every page. `bell`: the notification bell, handed in by the router (components
 * never import a feature). No Suspense boundary here: a prerendered page then hydrates in one
 * pass, so data that arrives meanwhile (the session) cannot land between the shell's hydration
 * and the page's.
 */
export function AppLayout({ bell }: { bell?: ReactNode }) {
  const pageLoading = usePageLoading();
  const { data: user } = useCurrentUser();
  const t = useT(shellCatalogs);
  // Marks the moment the page became interactive (after hydration of a prerendered page).
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <>
      <a href="#main" className="skip-link">
        {t("layout.skipToContent")}
      </a>
      <RouteFocus />
      <NavBar bell={bell} />
      <main id="main" tabIndex={-1} aria-busy={pageLoading}>
        {user && !user.emailVerified ? (
          <Suspense fallback={null}>
            <VerifyEmailNotice />
          </Suspense>
        ) : null}
        <Outlet />
      </main>
      <SiteFooter />
    </>
  );
}
