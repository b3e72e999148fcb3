// Build-time prerendering of the public pages (see scripts/prerender.ts).
import { dehydrate } from "@tanstack/react-query";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { Locale } from "../contract/locales.ts";
import { AppProvider, createQueryClient } from "./app/provider.tsx";
import { seedPublicContent } from "./app/public-content-seed.ts";
import { routes } from "./app/router.tsx";
import { switchLocale } from "./i18n/switch-locale.ts";

export { LOCALES } from "../contract/locales.ts";
export { PRERENDERED_PATHS } from "./app/prerendered-data.ts";

/** `path` in `locale`, as its first visit renders it (signed out). */
export async function prerender(
  path: string,
  locale: Locale,
): Promise<{ html: string; state: unknown }> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, "http://prerender.local")));
  if (context instanceof Response) throw new Error(`${path} redirected while prerendering`);
  // After the query: the page's modules (and so its catalogs) are loaded.
  await switchLocale(locale);
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient();
  seedPublicContent(queryClient, locale);
  const html = renderToString(
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProvider>
    </StrictMode>,
  );
  return { html, state: dehydrate(queryClient) };
}
