/// <reference types="vite-plugin-pwa/react" />
// Rendered by start.tsx after the page has loaded: registers the service worker and shows the
// offline banner and the new version's prompt (ADR 043).

import { useRegisterSW } from "virtual:pwa-register/react";
import { Box } from "@mantine/core";
import { OfflineBanner } from "./offline-banner.tsx";
import { UpdatePrompt } from "./update-prompt.tsx";

/** How often an open page asks whether a new version was deployed (also when it is shown again). */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Asks the server for a new worker now and then, and when the page comes back into view. */
function checkForUpdates(registration: ServiceWorkerRegistration) {
  const check = () => {
    if (navigator.onLine) void registration.update().catch(() => undefined);
  };
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
}

/**
 * Lets the waiting worker take over, then reloads the page under it. Workbox reloads by itself
 * only when the page was controlled from its start (not the first visit that installed a worker).
 */
function reloadInto(updateServiceWorker: (reloadPage?: boolean) => Promise<void>) {
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
    once: true,
  });
  void updateServiceWorker(true);
}

export default function AppStatus() {
  const {
    needRefresh: [needRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    onRegisteredSW: (_url, registration) => {
      if (registration) checkForUpdates(registration);
    },
  });
  return (
    <Box pos="fixed" bottom={0} left={0} right={0} style={{ zIndex: 300 }}>
      <OfflineBanner />
      {needRefresh ? <UpdatePrompt onReload={() => reloadInto(updateServiceWorker)} /> : null}
    </Box>
  );
}
