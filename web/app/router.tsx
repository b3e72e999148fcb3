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
              Component: (await import("../features/regions/components/regional-page.tsx"))
                .KeralaPage,
            }),
          },
          {
            path: "OmanBlockvocates",
            lazy: async () => ({
              Component: (await import("../features/regions/components/regional-page.tsx"))
                .OmanPage,
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
