import { Loader } from "@mantine/core";
import { type ComponentType, lazy, Suspense } from "react";
import type { RouteObject } from "react-router";
import { AppLayout } from "../components/app-layout.tsx";
import { RouteErrorBoundary } from "../components/route-error-boundary.tsx";
import type { RouteHandle } from "../components/route-focus.tsx";
import { LandingPage } from "../features/landing/components/landing-page.tsx";

/**
 * One screen of the router: at `path`, titled `title` (none: the page names itself once its data
 * is in), loaded on demand.
 */
function page(
  path: string,
  title: string | undefined,
  load: () => Promise<ComponentType>,
): RouteObject {
  const handle = title === undefined ? {} : { handle: { title } satisfies RouteHandle };
  const lazy = async () => ({ Component: await load() });
  return { path, ...handle, lazy };
}

// The bell shows for signed-in people only: loaded then, so public pages stay light.
const NotificationBell = lazy(
  () => import("../features/notifications/components/notification-bell.tsx"),
);

/**
 * Every screen but the layout and the landing is loaded on demand; paths match case-insensitively. `handle.title`
 * names the page (the tab title); `/` + a slug names itself once its data is in.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <AppLayout
        bell={
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        }
      />
    ),
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <Loader m="xl" aria-label="Loading" />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          // The landing, where most visitors arrive, comes with the entry: no second round trip
          // before it hydrates. Its title is its own (`""`).
          { index: true, handle: {} satisfies RouteHandle, Component: LandingPage },
          page(
            "Login",
            "Login",
            async () => (await import("../features/auth/components/login-page.tsx")).LoginPage,
          ),
          page(
            "SignUp",
            "Sign Up",
            async () => (await import("../features/auth/components/sign-up-page.tsx")).SignUpPage,
          ),
          page(
            "ForgotPassword",
            "Forgot Password",
            async () =>
              (await import("../features/auth/components/forgot-password-page.tsx"))
                .ForgotPasswordPage,
          ),
          page(
            "ResetPassword",
            "Reset Password",
            async () =>
              (await import("../features/auth/components/reset-password-page.tsx"))
                .ResetPasswordPage,
          ),
          page(
            "Journeys",
            "Journeys",
            async () =>
              (await import("../features/journeys/components/journeys-page.tsx")).JourneysPage,
          ),
          page(
            "KeralaBlockvocates",
            "Kerala Blockvocates",
            async () => (await import("./routes/regional-pages.tsx")).KeralaPage,
          ),
          page(
            "OmanBlockvocates",
            "Oman Blockvocates",
            async () => (await import("./routes/regional-pages.tsx")).OmanPage,
          ),
          page(
            "Checkout",
            "Checkout",
            async () =>
              (await import("../features/payments/components/checkout-page.tsx")).CheckoutPage,
          ),
          page(
            "TestCheckout/:id",
            "Test Checkout",
            async () =>
              (await import("../features/payments/components/test-checkout-page.tsx"))
                .TestCheckoutPage,
          ),
          page(
            "ClubSearch",
            "Find a Club",
            async () =>
              (await import("../features/clubs/components/club-search-page.tsx")).ClubSearchPage,
          ),
          page(
            "CreateClub",
            "Create a Club",
            async () =>
              (await import("../features/clubs/components/create-club-page.tsx")).CreateClubPage,
          ),
          page(
            "Admin",
            "Admin console",
            async () => (await import("../features/admin/components/admin-page.tsx")).AdminPage,
          ),
          page(
            "ClubLeaderPage",
            "Club Leader",
            async () => (await import("./routes/club-leader-page.tsx")).ClubLeaderPage,
          ),
          page(
            "NotificationSettings",
            "Email Notifications",
            async () =>
              (
                await import(
                  "../features/email-preferences/components/notification-settings-page.tsx"
                )
              ).NotificationSettingsPage,
          ),
          page(
            "Dashboard",
            "My Account",
            async () => (await import("./routes/dashboard.tsx")).DashboardPage,
          ),
          page(
            "DashboardOne",
            "My Account",
            async () =>
              (await import("../features/dashboard/components/dashboard-switch.tsx")).DashboardOne,
          ),
          page(
            "DashboardTwo",
            "My Account",
            async () => (await import("./routes/dashboard.tsx")).DashboardTwoPage,
          ),
          page(
            "PreviewPage",
            "Choose your Journey",
            async () =>
              (await import("../features/journey-choice/components/preview-page.tsx")).PreviewPage,
          ),
          page(
            "WorkingPage",
            "Choose your Journey",
            async () =>
              (await import("../features/journey-choice/components/working-page.tsx")).WorkingPage,
          ),
          page(
            "MissionCompletionPage",
            "Missions",
            async () =>
              (await import("../features/missions/components/mission-completion-page.tsx"))
                .MissionCompletionPage,
          ),
          page(
            "MissionVerification",
            "Mission Verification",
            async () =>
              (await import("../features/completions/components/mission-verification-page.tsx"))
                .MissionVerificationPage,
          ),
          page(
            "MissionManager",
            "Mission Manager",
            async () =>
              (await import("../features/mission-manager/components/mission-manager-page.tsx"))
                .MissionManagerPage,
          ),
          page(
            "Notifications",
            "Notifications",
            async () =>
              (await import("../features/notifications/components/notifications-page.tsx"))
                .NotificationsPage,
          ),
          page(
            "AdminQueue",
            "Admin queue",
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
            "Page not found",
            async () => (await import("../components/not-found-page.tsx")).NotFoundPage,
          ),
        ],
      },
    ],
  },
];
