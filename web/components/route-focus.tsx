import { useEffect, useRef } from "react";
import { useLocation, useMatches } from "react-router";
import { focusWhenReady } from "../lib/focus.ts";
import { usePageTitle } from "./page-title.ts";

/** A route's `handle`: its page name for the title; pages whose name depends on data set it. */
export interface RouteHandle {
  title?: string;
}

/** Where focus goes after a navigation: a page's `data-route-focus` element, else its h1. */
export function routeFocusTarget(): HTMLElement | null {
  return (
    document.querySelector<HTMLElement>("main [data-route-focus]") ??
    document.querySelector<HTMLElement>("main h1")
  );
}

/**
 * Titles every route and, after each navigation (a wizard's step change too), moves focus to the
 * new page's heading, so keyboard and screen-reader users land on the new content (WCAG 2.4.3).
 * The first page load keeps the browser's own focus.
 */
export function RouteFocus() {
  const { pathname } = useLocation();
  const matches = useMatches();
  const handle = matches.at(-1)?.handle as RouteHandle | undefined;
  // A handle without a title is the home page: the site's name alone.
  usePageTitle(handle ? (handle.title ?? "") : undefined);
  const shownPath = useRef(pathname);
  useRevealFocus();

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
    return focusWhenReady(routeFocusTarget, { timeoutMs: 10_000 });
  }, [pathname]);
  return null;
}

/**
 * Keeps the focused element out from under the sticky header and the bottom edge (a focus
 * returned by a closing dialog, Shift+Tab at 200% zoom): WCAG 2.4.11. `scroll-padding` in
 * global.css gives the room.
 */
function useRevealFocus() {
  useEffect(() => {
    const reveal = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || target.closest(".sticky-header, [role=dialog]"))
        return;
      const headerBottom = document.querySelector(".sticky-header")?.getBoundingClientRect().bottom;
      const rect = target.getBoundingClientRect();
      if (rect.top < (headerBottom ?? 0) || rect.bottom > window.innerHeight) {
        target.scrollIntoView({ block: "nearest" });
      }
    };
    document.addEventListener("focusin", reveal);
    return () => document.removeEventListener("focusin", reveal);
  }, []);
}
