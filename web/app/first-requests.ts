import type { QueryClient } from "@tanstack/react-query";
import { navigationQuery } from "../lib/navigation.ts";
import { currentUserQuery, mayBeSignedIn } from "../lib/session.ts";
import { loadPageModules, preloadPagesAt } from "./router.tsx";

/**
 * What a page that is not prerendered asks for before its first render (ADR 059): the person and
 * their navigation when this browser may hold a session, and the page's own code. Each used to be
 * asked for only once the first render had run (on a phone, a second or more of CPU), the
 * navigation after the person and the page's code after both.
 *
 * Resolves once the page's code is on its way: the first render, which holds the main thread for
 * a long task, then no longer delays that request.
 */
export async function startFirstRequests(pathname: string, queryClient: QueryClient) {
  if (mayBeSignedIn()) {
    void queryClient.prefetchQuery(currentUserQuery);
    void queryClient.prefetchQuery(navigationQuery);
  }
  // The page's loaders wait for page-modules.ts (which comes with the app shell, modulepreloaded)
  // and then ask for the page's chunk. Waiting for the same module after them resolves after they
  // have asked.
  void preloadPagesAt(pathname).catch(() => undefined);
  // Never a reason not to render: when the module cannot be fetched (offline, a new build), the
  // page's loader fails again in the layout and shows its error there, with a way to try again.
  await loadPageModules().catch(() => undefined);
}
