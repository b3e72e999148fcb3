import { type ComponentType, lazy, Suspense } from "react";
import { matchRoutes, Outlet, type RouteObject, useRoutes } from "react-router";
import { AppLayout } from "../components/app-layout.tsx";
import { RouteErrorBoundary } from "../components/route-error-boundary.tsx";
import { type RouteHandle, RouteTableContext } from "../components/route-handle.ts";
import { LandingPage } from "../features/landing/components/landing-page.tsx";
import { LazyPage, pageCode } from "./lazy-page.tsx";

/** Each lazy page's route and how to fetch its code ahead (preloadPagesAt). */
const preloads = new WeakMap<RouteObject, () => Promise<unknown>>();

/**
 * One screen of the router: at `path`, titled `title` (a message id of the shell's catalog; none:
 * the page names itself once its data is in), loaded on demand.
 */
function page(
  path: string,
  title: string | undefined,
  load: () => Promise<ComponentType>,
): RouteObject {
  const code = pageCode(load);
  const handle = title === undefined ? {} : { handle: { title } satisfies RouteHandle };
  const route: RouteObject = { path, ...handle, element: <LazyPage key={path} code={code} /> };
  preloads.set(route, code.preload);
  return route;
}

// The bell shows for signed-in people only: loaded then, so public pages stay light.
const NotificationBell = lazy(
  () => import("../features/notifications/components/notification-bell.tsx"),
);

/**
 * Every screen but the layout and the landing is loaded on demand; paths match case-insensitively. `handle.title`
 * names the page (the tab title); `/` + a slug names itself once its data is in. A page that fails
 * shows its error inside the layout; a layout that fails, instead of it.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <AppLayout
          bell={
            <Suspense fallback={null}>
              <NotificationBell />
            </Suspense>
          }
        />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          // The landing, where most visitors arrive, comes with the entry: no second round trip
          // before it hydrates. Its title is its own (`""`).
          { index: true, handle: {} satisfies RouteHandle, element: <LandingPage /> },
          page(
            "Login",
            "title.login",
            async () => (await import("../features/auth/components/login-page.tsx")).LoginPage,
          ),
          page(
            "SignUp",
            "title.signUp",
            async () => (await import("../features/auth/components/sign-up-page.tsx")).SignUpPage,
          ),
          page(
            "ForgotPassword",
            "title.forgotPassword",
            async () =>
              (await import("../features/auth/components/forgot-password-page.tsx"))
                .ForgotPasswordPage,
          ),
          page(
            "ResetPassword",
            "title.resetPassword",
            async () =>
              (await import("../features/auth/components/reset-password-page.tsx"))
                .ResetPasswordPage,
          ),
          page(
            "Journeys",
            "title.journeys",
            async () =>
              (await import("../features/journeys/components/journeys-page.tsx")).JourneysPage,
          ),
          page(
            "KeralaBlockvocates",
            "title.kerala",
            async () => (await import("./routes/regional-pages.tsx")).KeralaPage,
          ),
          page(
            "OmanBlockvocates",
            "title.oman",
            async () => (await import("./routes/regional-pages.tsx")).OmanPage,
          ),
          page(
            "Checkout",
            "title.checkout",
            async () =>
              (await import("../features/payments/components/checkout-page.tsx")).CheckoutPage,
          ),
          page(
            "TestCheckout/:id",
            "title.testCheckout",
            async () =>
              (await import("../features/payments/components/test-checkout-page.tsx"))
                .TestCheckoutPage,
          ),
          page(
            "ClubSearch",
            "title.findClub",
            async () =>
              (await import("../features/clubs/components/club-search-page.tsx")).ClubSearchPage,
          ),
          page(
            "CreateClub",
            "title.createClub",
            async () =>
              (await import("../features/clubs/components/create-club-page.tsx")).CreateClubPage,
          ),
          page(
            "Admin",
            "title.adminConsole",
            async () => (await import("../features/admin/components/admin-page.tsx")).AdminPage,
          ),
          page(
            "ClubLeaderPage",
            "title.clubLeader",
            async () => (await import("./routes/club-leader-page.tsx")).ClubLeaderPage,
          ),
          page(
            "NotificationSettings",
            "title.emailNotifications",
            async () =>
              (
                await import(
                  "../features/email-preferences/components/notification-settings-page.tsx"
                )
              ).NotificationSettingsPage,
          ),
          page(
            "Dashboard",
            "title.myAccount",
            async () => (await import("./routes/dashboard.tsx")).DashboardPage,
          ),
          page(
            "DashboardOne",
            "title.myAccount",
            async () =>
              (await import("../features/dashboard/components/dashboard-switch.tsx")).DashboardOne,
          ),
          page(
            "DashboardTwo",
            "title.myAccount",
            async () => (await import("./routes/dashboard.tsx")).DashboardTwoPage,
          ),
          page(
            "PreviewPage",
            "title.chooseJourney",
            async () =>
              (await import("../features/journey-choice/components/preview-page.tsx")).PreviewPage,
          ),
          page(
            "WorkingPage",
            "title.chooseJourney",
            async () =>
              (await import("../features/journey-choice/components/working-page.tsx")).WorkingPage,
          ),
          page(
            "MissionCompletionPage",
            "title.missions",
            async () =>
              (await import("../features/missions/components/mission-completion-page.tsx"))
                .MissionCompletionPage,
          ),
          page(
            "MissionVerification",
            "title.missionVerification",
            async () =>
              (await import("../features/completions/components/mission-verification-page.tsx"))
                .MissionVerificationPage,
          ),
          page(
            "MissionManager",
            "title.missionManager",
            async () =>
              (await import("../features/mission-manager/components/mission-manager-page.tsx"))
                .MissionManagerPage,
          ),
          page(
            "Notifications",
            "title.notifications",
            async () =>
              (await import("../features/notifications/components/notifications-page.tsx"))
                .NotificationsPage,
          ),
          page(
            "AdminQueue",
            "title.adminQueue",
            async () =>
              (await import("../features/review/components/admin-queue-page.tsx")).AdminQueuePage,
          ),
          page(
            "Credentials/:credentialId",
            undefined,
            async () =>
              (await import("../features/credentials/components/credential-page.tsx"))
                .CredentialPage,
          ),
          page(
            "Profile/:publicId",
            undefined,
            async () =>
              (await import("../features/credentials/components/public-profile-page.tsx"))
                .PublicProfilePage,
          ),
          page(":slug/*", undefined, async () => (await import("./routes/slug-page.tsx")).SlugPage),
          page(
            "*",
            "title.notFound",
            async () => (await import("../components/not-found-page.tsx")).NotFoundPage,
          ),
        ],
      },
    ],
  },
];

/** The app's screens at the router's address (inside BrowserRouter or StaticRouter). */
export function AppRoutes() {
  return <RouteTableContext value={routes}>{useRoutes(routes)}</RouteTableContext>;
}

/**
 * Fetches the code of the pages shown at `pathname`, so that their first render needs nothing
 * more: a prerendered page then hydrates in one pass, and prerendering renders the page itself.
 */
export async function preloadPagesAt(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => preloads.get(route)?.()));
}
