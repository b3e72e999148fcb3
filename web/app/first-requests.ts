import type { QueryClient } from "@tanstack/react-query";
import { navigationQuery } from "../lib/navigation.ts";
import { currentUserQuery, mayBeSignedIn } from "../lib/session.ts";
import { loadPageModules, preloadPagesAt } from "./router.tsx";

/** How long the first render waits for the person's answers before it goes without them. */
export const ANSWERS_WAIT_MS = 3_000;

/**
 * What a page that is not prerendered asks for before its first render (ADR 059): the person and
 * their navigation when this browser may hold a session, and the page's own code. Each used to be
 * asked for only once the first render had run (on a phone, a second or more of CPU), the
 * navigation after the person and the page's code after both.
 *
 * Resolves once the page's code is on its way and the person's answers are in (ADR 070), or
 * after ANSWERS_WAIT_MS without them. The first render runs in slices; an answer arriving in the
 * middle of it made React render the whole app again at once, in one long task. A signed-in page
 * shows nothing but a loader until it knows who is there, so waiting costs nothing to see.
 */
export async function startFirstRequests(pathname: string, queryClient: QueryClient) {
  const answers = mayBeSignedIn()
    ? Promise.all([
        queryClient.prefetchQuery(currentUserQuery),
        queryClient.prefetchQuery(navigationQuery),
      ])
    : undefined;
  // The page's loaders wait for page-modules.ts (which comes with the app shell, modulepreloaded)
  // and then ask for the page's chunk. Waiting for the same module after them resolves after they
  // have asked.
  void preloadPagesAt(pathname).catch(() => undefined);
  // Never a reason not to render: when the module cannot be fetched (offline, a new build), the
  // page's loader fails again in the layout and shows its error there, with a way to try again.
  await loadPageModules().catch(() => undefined);
  if (!answers) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // prefetchQuery never rejects: a failed answer is the query's error, shown by the layout.
  await Promise.race([
    answers,
    new Promise((resolve) => {
      timer = setTimeout(resolve, ANSWERS_WAIT_MS);
    }),
  ]);
  clearTimeout(timer);
}
