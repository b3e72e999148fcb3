import { useSyncExternalStore } from "react";

// How many pages' code is being fetched right now, and who wants to know (the layout's `aria-busy`).
let loadingPages = 0;
const listeners = new Set<() => void>();

function emitChange() {
  for (const listener of listeners) listener();
}

/** Marks a page's code as being fetched; call the returned function once it is in (or failed). */
export function pageLoadStarted(): () => void {
  loadingPages += 1;
  emitChange();
  let finished = false;
  return () => {
    if (finished) return;
    finished = true;
    loadingPages -= 1;
    emitChange();
  };
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const isLoading = () => loadingPages > 0;
const notLoadingOnTheServer = () => false;

/** Whether a page's code is being fetched (the page shows its loader meanwhile). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, notLoadingOnTheServer);
}
