import { Loader } from "@mantine/core";
import type { RouteObject } from "react-router";
import { AppLayout } from "../components/app-layout.tsx";
import { RouteErrorBoundary } from "../components/route-error-boundary.tsx";

/** Every screen but the layout is loaded on demand; paths match case-insensitively. */
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
            lazy: async () => ({
              Component: (await import("../features/landing/components/landing-page.tsx"))
                .LandingPage,
            }),
          },
          {
            path: "Login",
            lazy: async () => ({
              Component: (await import("../features/auth/components/login-page.tsx")).LoginPage,
            }),
          },
          {
            path: "SignUp",
            lazy: async () => ({
              Component: (await import("../features/auth/components/sign-up-page.tsx")).SignUpPage,
            }),
          },
          {
            path: "ForgotPassword",
            lazy: async () => ({
              Component: (await import("../features/auth/components/forgot-password-page.tsx"))
                .ForgotPasswordPage,
            }),
          },
          {
            path: "ResetPassword",
            lazy: async () => ({
              Component: (await import("../features/auth/components/reset-password-page.tsx"))
                .ResetPasswordPage,
            }),
          },
          {
            path: "Journeys",
            lazy: async () => ({
              Component: (await import("../features/journeys/components/journeys-page.tsx"))
                .JourneysPage,
            }),
          },
          {
            path: "KeralaBlockvocates",
            lazy: async () => ({
              Component: (await import("./routes/regional-pages.tsx")).KeralaPage,
            }),
          },
          {
            path: "OmanBlockvocates",
            lazy: async () => ({
              Component: (await import("./routes/regional-pages.tsx")).OmanPage,
            }),
          },
          {
            path: "Checkout",
            lazy: async () => ({
              Component: (await import("../features/payments/components/checkout-page.tsx"))
                .CheckoutPage,
            }),
          },
          {
            path: "TestCheckout/:id",
            lazy: async () => ({
              Component: (await import("../features/payments/components/test-checkout-page.tsx"))
                .TestCheckoutPage,
            }),
          },
          {
            path: "ClubSearch",
            lazy: async () => ({
              Component: (await import("../features/clubs/components/club-search-page.tsx"))
                .ClubSearchPage,
            }),
          },
          {
            path: "CreateClub",
            lazy: async () => ({
              Component: (await import("../features/clubs/components/create-club-page.tsx"))
                .CreateClubPage,
            }),
          },
          {
            path: "ClubLeaderPage",
            lazy: async () => ({
              Component: (await import("./routes/club-leader-page.tsx")).ClubLeaderPage,
            }),
          },
          {
            path: "Dashboard",
            lazy: async () => ({
              Component: (await import("./routes/dashboard.tsx")).DashboardPage,
            }),
          },
          {
            path: "DashboardOne",
            lazy: async () => ({
              Component: (await import("../features/dashboard/components/dashboard-switch.tsx"))
                .DashboardOne,
            }),
          },
          {
            path: "DashboardTwo",
            lazy: async () => ({
              Component: (await import("./routes/dashboard.tsx")).DashboardTwoPage,
            }),
          },
          {
            path: "PreviewPage",
            lazy: async () => ({
              Component: (await import("../features/journey-choice/components/preview-page.tsx"))
                .PreviewPage,
            }),
          },
          {
            path: "WorkingPage",
            lazy: async () => ({
              Component: (await import("../features/journey-choice/components/working-page.tsx"))
                .WorkingPage,
            }),
          },
          {
            path: "MissionCompletionPage",
            lazy: async () => ({
              Component: (
                await import("../features/missions/components/mission-completion-page.tsx")
              ).MissionCompletionPage,
            }),
          },
          {
            path: "MissionVerification",
            lazy: async () => ({
              Component: (
                await import("../features/verification/components/mission-verification-page.tsx")
              ).MissionVerificationPage,
            }),
          },
          {
            path: "MissionManager",
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
            lazy: async () => ({
              Component: (await import("../components/not-found-page.tsx")).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];
