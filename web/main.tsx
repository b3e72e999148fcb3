import "./app/mantine-styles.ts";
import "./app/global.css";
import { hydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, RouterProvider } from "react-router";
import { REFRESHED_AFTER_HYDRATION } from "./app/prerendered-data.ts";
import { AppProvider, createQueryClient } from "./app/provider.tsx";
import { routes } from "./app/router.tsx";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

const queryClient = createQueryClient();
const prerenderedState = document.getElementById("prerendered-state");

if (prerenderedState?.textContent) {
  // A prerendered page: load its lazy route modules first, so the first render matches the HTML.
  hydrate(queryClient, JSON.parse(prerenderedState.textContent));
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes, {
    hydrationData: { loaderData: {}, actionData: null, errors: null },
  });
  hydrateRoot(
    root,
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  for (const queryKey of REFRESHED_AFTER_HYDRATION)
    void queryClient.invalidateQueries({ queryKey });
} else {
  const router = createBrowserRouter(routes);
  createRoot(root).render(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
}
