import "./app/mantine-styles.ts";
import "./app/global.css";
import type { DehydratedState, QueryClient } from "@tanstack/react-query";
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router";
import { DEFAULT_LOCALE, isLocale } from "../contract/locales.ts";
import { startFirstRequests } from "./app/first-requests.ts";
import { REFRESHED_AFTER_HYDRATION } from "./app/prerendered-data.ts";
import { AppProvider, createQueryClient } from "./app/provider.tsx";
import { AppRoutes, prefetchPageModulesOnIntent, preloadPagesAt } from "./app/router.tsx";
import { startLocale } from "./i18n/index.ts";
import { warmFormatters } from "./i18n/warm-formatters.ts";

const root = document.getElementById("root");
if (!root) throw new Error("The page has no #root element.");

// The server chose the page's language (?lang, the cookie, the region, Accept-Language): <html lang>.
const htmlLang = document.documentElement.lang;
const locale = isLocale(htmlLang) ? htmlLang : DEFAULT_LOCALE;

/**
 * The prerendered page's answers (what `dehydrate` kept at build time: successful queries) put in
 * the cache. TanStack's `hydrate` also restores errors and pending promises, which a page built
 * ahead never holds, for 0.5 KB of the landing's initial JavaScript (ADR 048).
 */
function seedCache(queryClient: QueryClient, state: DehydratedState) {
  for (const query of state.queries)
    queryClient.setQueryData(query.queryKey, query.state.data, {
      updatedAt: query.state.dataUpdatedAt,
    });
}

/**
 * What React recovered from (an error thrown while rendering in slices, then rendered again at
 * once): reported as React's default does, on the page's error event, which fails a browser test,
 * and with its cause, which the default leaves out (ADR 070).
 */
function reportRecovered(error: unknown) {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause !== undefined) console.error("React recovered from:", cause);
  reportError(error);
}

const queryClient = createQueryClient();
const prerenderedState = document.getElementById("prerendered-state");
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProvider>
  </StrictMode>
);

if (prerenderedState?.textContent) {
  // A prerendered page: load its page's code first, so the first render matches the HTML.
  seedCache(queryClient, JSON.parse(prerenderedState.textContent));
  await preloadPagesAt(window.location.pathname);
  // The shell's and these pages' catalogs in the page's language (English comes with the code).
  await startLocale(locale);
  // Hydrated as a transition: React works in slices of a few milliseconds and lets the browser
  // answer input in between, instead of one long task (Total Blocking Time on a phone).
  startTransition(() => {
    hydrateRoot(root, app);
  });
  for (const queryKey of REFRESHED_AFTER_HYDRATION)
    void queryClient.invalidateQueries({ queryKey });
} else {
  // The app's code has just run, one long task on a phone: what follows starts a task of its own.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.all([
    startLocale(locale),
    startFirstRequests(window.location.pathname, queryClient),
  ]);
  // A transition, as the hydration above (ADR 070): the first render (the layout, and the page
  // when its code is in) runs in slices of a few milliseconds instead of one long task.
  const appRoot = createRoot(root, { onRecoverableError: reportRecovered });
  startTransition(() => {
    appRoot.render(app);
  });
  // While the page's code and answers are on their way (not on the landing, which needs none).
  warmFormatters();
}
prefetchPageModulesOnIntent();
