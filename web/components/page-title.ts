import { useEffect } from "react";

export const SITE_NAME = "Blockvocates";

/** "Login — Blockvocates"; the home page is the site's name alone. */
export function pageTitle(name: string | undefined): string {
  return name ? `${name} — ${SITE_NAME}` : SITE_NAME;
}

/** Names the page in the browser tab and for screen readers (WCAG 2.4.2). */
export function usePageTitle(name: string | undefined) {
  useEffect(() => {
    if (name !== undefined) document.title = pageTitle(name);
  }, [name]);
}
