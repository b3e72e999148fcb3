import { PRERENDERED_PAGES } from "../../content/site.ts";
import { shellKeys } from "../lib/shell-query-keys.ts";

// The browser imports this module: the shipped content and the contract's schemas stay out of it
// (see public-content-seed.ts, prerendering's own); content/site.ts holds constants only.

/** Pages prerendered to HTML at build time (signed-out view), hydrated in the browser. */
export const PRERENDERED_PATHS: readonly string[] = PRERENDERED_PAGES;

/** Query keys whose prerendered answers may be out of date: refetched right after hydration. */
export const REFRESHED_AFTER_HYDRATION = [shellKeys.clubs.all, shellKeys.plan];
