/**
 * Loads the service worker's registration, the offline banner and the new version's prompt
 * (start.tsx) once the window has loaded (ADR 043). Called by app/page-modules.ts, so with the
 * first page that is not prerendered, or at the first sign of leaving the landing: nothing of
 * the worker is in the landing's initial JavaScript or among its requests. Nothing on the server.
 */
export function startPwaAfterLoad() {
  if (typeof document === "undefined") return;
  const start = () => void import("./start.tsx").catch(() => undefined);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
}
