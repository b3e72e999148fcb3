import { Loader } from "@mantine/core";
import type { RouteObject } from "react-router";
import { AppLayout } from "../components/app-layout.tsx";
import { RouteErrorBoundary } from "../components/route-error-boundary.tsx";
import type { RouteHandle } from "../components/route-focus.tsx";

/**
 * Every screen but the layout is loaded on demand; paths match case-insensitively. `handle.title`
 * names the page (the tab title); `/` + a slug names itself once its data is in.
 */
export const routes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteErrorBoundary />,
    hydrateFallbackElement: <Loader m="xl" aria-label="Loading" />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          {
            index: true,
            handle: {} satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("../features/landing/components/landing-page.tsx"))
                .LandingPage,
            }),
          },
          {
            path: "Login",
            handle: { title: "Login" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("../features/auth/components/login-page.tsx")).LoginPage,
            }),
          },
          {
            path: "SignUp",
            handle: { title: "Sign Up" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("../features/auth/components/sign-up-page.tsx")).SignUpPage,
            }),
          },
          {
            path: "ForgotPassword",
            handle: { title: "Forgot Password" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("../features/auth/components/forgot-password-page.tsx"))
                .ForgotPasswordPage,
            }),
          },
          {
            path: "ResetPassword",
            handle: { title: "Reset Password" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("../features/auth/components/reset-password-page.tsx"))
                .ResetPasswordPage,
            }),
          },
          {
            path: "Journeys",
            handle: { title: "Journeys" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("../features/journeys/components/journeys-page.tsx"))
                .JourneysPage,
            }),
          },
          {
            path: "KeralaBlockvocates",
            handle: { title: "Kerala Blockvocates" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("./routes/regional-pages.tsx")).KeralaPage,
            }),
          },
          {
            path: "OmanBlockvocates",
            handle: { title: "Oman Blockvocates" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("./routes/regional-pages.tsx")).OmanPage,
            }),
          },
          {
            path: "Checkout",
            handle: { title: "Checkout" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("../features/payments/components/checkout-page.tsx"))
                .CheckoutPage,
            }),
          },
          {
            path: "TestCheckout/:id",
            handle: { title: "Test Checkout" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("../features/payments/components/test-checkout-page.tsx"))
                .TestCheckoutPage,
            }),
          },
          {
            path: "ClubSearch",
            handle: { title: "Find a Club" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("../features/clubs/components/club-search-page.tsx"))
                .ClubSearchPage,
            }),
          },
          {
            path: "CreateClub",
            handle: { title: "Create a Club" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("../features/clubs/components/create-club-page.tsx"))
                .CreateClubPage,
            }),
          },
          {
            path: "ClubLeaderPage",
            handle: { title: "Club Leader" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("./routes/club-leader-page.tsx")).ClubLeaderPage,
            }),
          },
          {
            path: "Dashboard",
            handle: { title: "My Account" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("./routes/dashboard.tsx")).DashboardPage,
            }),
          },
          {
            path: "DashboardOne",
            handle: { title: "My Account" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("../features/dashboard/components/dashboard-switch.tsx"))
                .DashboardOne,
            }),
          },
          {
            path: "DashboardTwo",
            handle: { title: "My Account" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("./routes/dashboard.tsx")).DashboardTwoPage,
            }),
          },
          {
            path: "PreviewPage",
            handle: { title: "Choose your Journey" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("../features/journey-choice/components/preview-page.tsx"))
                .PreviewPage,
            }),
          },
          {
            path: "WorkingPage",
            handle: { title: "Choose your Journey" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("../features/journey-choice/components/working-page.tsx"))
                .WorkingPage,
            }),
          },
          {
            path: "MissionCompletionPage",
            handle: { title: "Missions" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (
                await import("../features/missions/components/mission-completion-page.tsx")
              ).MissionCompletionPage,
            }),
          },
          {
            path: "MissionVerification",
            handle: { title: "Mission Verification" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (
                await import("../features/verification/components/mission-verification-page.tsx")
              ).MissionVerificationPage,
            }),
          },
          {
            path: "MissionManager",
            handle: { title: "Mission Manager" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (
                await import("../features/mission-manager/components/mission-manager-page.tsx")
              ).MissionManagerPage,
            }),
          },
          {
            path: ":slug/*",
            lazy: async () => ({
              Component: (await import("./routes/slug-page.tsx")).SlugPage,
            }),
          },
          {
            path: "*",
            handle: { title: "Page not found" } satisfies RouteHandle,
            lazy: async () => ({
              Component: (await import("../components/not-found-page.tsx")).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];
