import { useSyncExternalStore } from "react";

// Mantine's notifications (their store, the toasts' portal and transitions) are loaded the first
// time something is said: a visitor who reads the landing page never downloads them.
let wanted = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether a toast was asked for yet: the app mounts the toasts' container from then on. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
}

/** A 3-second toast (the spec's duration), closable, its colour saying success or failure. */
export function toast(color: "green" | "red", message: string) {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void import("@mantine/notifications").then(({ notifications }) =>
    notifications.show({ color, message }),
  );
}
