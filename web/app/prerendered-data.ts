import { queryKeys } from "../lib/query-keys.ts";

// The browser imports this module: the content and the contract's schemas stay out of it (see
// public-content-seed.ts, prerendering's own).

/** Pages prerendered to HTML at build time (signed-out view), hydrated in the browser. */
export const PRERENDERED_PATHS = [
  "/",
  "/Journeys",
  "/KeralaBlockvocates",
  "/OmanBlockvocates",
  "/About",
  "/Contact",
  "/Privacy",
  "/Terms",
];

/** Query keys whose prerendered answers may be out of date: refetched right after hydration. */
export const REFRESHED_AFTER_HYDRATION = [queryKeys.clubs.all, queryKeys.plan];
