import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { shellCatalogs } from "../app/messages.ts";
import { useT } from "../i18n/index.ts";
import { focusWhenReady } from "../lib/focus.ts";
import { usePageTitle } from "./page-title.ts";
import { useRouteHandle } from "./route-handle.ts";

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
  const handle = useRouteHandle();
  // A handle without a title is the home page: the site's name alone.
  const t = useT(shellCatalogs);
  usePageTitle(handle ? (handle.title ? t(handle.title) : "") : undefined);
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

/** True when `element` is under the sticky header, a toast, or beyond the window's bottom. */
function isCovered(element: HTMLElement): boolean {
  const rect = element.getBoundingClientRect();
  const headerBottom = document.querySelector(".sticky-header")?.getBoundingClientRect().bottom;
  if (rect.top < (headerBottom ?? 0) || rect.bottom > window.innerHeight) return true;
  return Array.from(document.querySelectorAll(".mantine-Notification-root")).some((toast) => {
    const box = toast.getBoundingClientRect();
    return (
      box.left < rect.right &&
      box.right > rect.left &&
      box.top < rect.bottom &&
      box.bottom > rect.top
    );
  });
}

/**
 * Keeps the focused element out from under the sticky header and the toasts (a focus returned
 * by a closing dialog, Shift+Tab at 200% zoom, a toast arriving over it): WCAG 2.4.11.
 * `scroll-padding` in global.css gives the room.
 */
function useRevealFocus() {
  useEffect(() => {
    let frame = 0;
    const reveal = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const focused = document.activeElement;
        if (!(focused instanceof HTMLElement) || focused === document.body) return;
        if (focused.closest(".sticky-header, [role=dialog], .mantine-Notifications-root")) return;
        if (isCovered(focused)) focused.scrollIntoView({ block: "nearest" });
      });
    };
    document.addEventListener("focusin", reveal);
    // A toast showing up over the focused element.
    const toasts = new MutationObserver(reveal);
    toasts.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      document.removeEventListener("focusin", reveal);
      toasts.disconnect();
    };
  }, []);
}
