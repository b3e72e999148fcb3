// Build-time prerendering of the public pages (see scripts/prerender.ts).
import { dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToStaticMarkup, renderToString } from "react-dom/server";
import { StaticRouter } from "react-router";
import type { Locale } from "../contract/locales.ts";
import { AppProvider, createQueryClient } from "./app/provider.tsx";
import { seedPublicContent } from "./app/public-content-seed.ts";
import { AppRoutes, preloadPagesAt } from "./app/router.tsx";
import { AppFrame } from "./components/app-frame.tsx";
import { switchLocale } from "./i18n/switch-locale.ts";

export { LOCALES } from "../contract/locales.ts";
export { PRERENDERED_PATHS } from "./app/prerendered-data.ts";

/** `path` in `locale`, as its first visit renders it (signed out). */
export async function prerender(
  path: string,
  locale: Locale,
): Promise<{ html: string; state: unknown }> {
  await preloadPagesAt(path);
  // After the page's code: its catalogs are declared, and load with the shell's.
  await switchLocale(locale);
  const queryClient = createQueryClient();
  seedPublicContent(queryClient, locale);
  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  return { html, state: dehydrate(queryClient) };
}

/** The app shell's first paint (components/app-frame.tsx): the same in every language. */
export function appFrame(): string {
  return renderToStaticMarkup(<AppFrame />);
}
