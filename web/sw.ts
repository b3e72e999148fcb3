/// <reference lib="webworker" />
// The service worker (ADR 043), built by vite-plugin-pwa (injectManifest) into dist/web/sw.js:
// the app's shell precached; the last-seen pages and API reads of a signed-in person kept for
// offline use (network first); notifications shown for push messages (ADR 044). Writes and
// authentication never pass through a cache.

import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { CacheFirst, NetworkFirst } from "workbox-strategies";
import ar from "./pwa/messages.ar.json";
import en from "./pwa/messages.en.json";
import ml from "./pwa/messages.ml.json";
import { appPath, offlineWriteProblem, readPushPayload } from "./sw-rules.ts";

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string }> };

/** The pages a person opened (HTML), the API reads behind them, the code they loaded. */
const CACHES = { pages: "pages-v1", api: "api-v1", assets: "assets-v1" } as const;
/** Where the latest app shell (the HTML of any signed-in page) is kept. */
const SHELL_KEY = "/__app-shell";
const WEEK_SECONDS = 7 * 24 * 60 * 60;

/** API reads never kept: authentication, the live event stream, other people's data, files. */
const UNCACHED_API = /^\/api\/(auth|events|admin|health|metrics)(\/|$)|\/export$/;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const sameOrigin = (url: URL) => url.origin === self.location.origin;

const isJsonOk = (response: Response) =>
  response.status === 200 &&
  (response.headers.get("content-type") ?? "").startsWith("application/json");

// The API reads of signed-in pages (the dashboard, the progress map, the upcoming meetings…):
// the network's answer when there is one, else the last one seen. Only GET: writes go straight
// to the network, and fail offline (web/lib/api-client.ts then says they were not saved).
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) &&
    request.method === "GET" &&
    url.pathname.startsWith("/api/") &&
    !UNCACHED_API.test(url.pathname),
  new NetworkFirst({
    cacheName: CACHES.api,
    plugins: [
      { cacheWillUpdate: async ({ response }) => (isJsonOk(response) ? response : null) },
      {
        // A session that ended elsewhere (signed out on another device, expired): nothing is kept.
        fetchDidSucceed: async ({ request, response }) => {
          if (response.status === 401 && new URL(request.url).pathname === "/api/me")
            await forgetPersonalData();
          return response;
        },
      },
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: WEEK_SECONDS }),
    ],
  }),
);

// Hashed, immutable code and styles the pages load on demand (a page's chunk, a catalog).
registerRoute(
  ({ url, request }) =>
    sameOrigin(url) && request.method === "GET" && url.pathname.startsWith("/assets/"),
  new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 4 * WEEK_SECONDS })],
  }),
);

/** Whether an HTML page is the app's shell (no prerendered page inside it). */
const isAppShell = (html: string) => !html.includes('id="prerendered-state"');

/**
 * Pages: from the network, each kept by its address, the app's shell also under SHELL_KEY.
 * Offline: the page as last seen, else the shell (any signed-in page is the shell: the router
 * draws it), else the precached index.html.
 */
async function navigate(request: Request): Promise<Response> {
  try {
    const response = await fetch(request);
    // The server says this browser has no session (ADR 048): what a signed-in person saw goes,
    // as it does when /api/me answers 401 (pages no longer ask it without a session).
    if (response.headers.get("x-signed-out") === "1") await forgetPersonalData();
    if (response.status === 200) {
      const pages = await caches.open(CACHES.pages);
      const html = await response.clone().text();
      await pages.put(request, response.clone());
      if (isAppShell(html)) await pages.put(SHELL_KEY, response.clone());
    }
    return response;
  } catch (error) {
    const pages = await caches.open(CACHES.pages);
    const kept =
      (await pages.match(request, { ignoreVary: true })) ??
      (await pages.match(SHELL_KEY, { ignoreVary: true })) ??
      (await matchPrecache("index.html"));
    if (kept) return kept;
    throw error;
  }
}

registerRoute(
  ({ request, url }) => request.mode === "navigate" && sameOrigin(url),
  ({ request }) => navigate(request),
);

/** Forgets what a signed-in person saw: on sign-out, or when the server says nobody is. */
async function forgetPersonalData() {
  await Promise.all([caches.delete(CACHES.api), caches.delete(CACHES.pages)]);
}

// Signing out: the request goes to the network; what the person saw is forgotten (offline too).
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === "/api/auth/sign-out",
  async ({ request }) => {
    try {
      return await fetch(request);
    } finally {
      await forgetPersonalData();
    }
  },
  "POST",
);

/** "You are offline: this was not saved…" in each language (web/pwa/messages.*.json). */
const OFFLINE_WRITE = {
  en: en["pwa.offlineWrite"],
  ml: ml["pwa.offlineWrite"],
  ar: ar["pwa.offlineWrite"],
};

// A write made offline is refused in words, never lost without a trace: the app's API client
// shows the problem's detail (ADR 031), in the language it asked in (its Accept-Language).
for (const method of ["POST", "PUT", "PATCH", "DELETE"] as const) {
  registerRoute(
    ({ url }) => sameOrigin(url) && url.pathname.startsWith("/api/"),
    async ({ request }) => {
      try {
        return await fetch(request);
      } catch (error) {
        if (self.navigator.onLine) throw error;
        return offlineWriteProblem(request.headers.get("accept-language"), OFFLINE_WRITE);
      }
    },
    method,
  );
}

// "A new version is ready: reload": the page asks the waiting worker to take over.
self.addEventListener("message", (event) => {
  if ((event.data as { type?: unknown } | null)?.type === "SKIP_WAITING") void self.skipWaiting();
});

// The first worker controls the open page at once (the next versions wait for the reload).
self.addEventListener("activate", (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener("push", (event) => {
  let data: unknown;
  try {
    data = event.data?.json();
  } catch {
    data = undefined;
  }
  const payload = readPushPayload(data, self.location.origin);
  if (!payload) return;
  event.waitUntil(
    self.registration.showNotification(payload.title, {
      body: payload.body,
      tag: payload.tag,
      icon: "/icons/icon-192.png",
      data: { url: payload.url },
    }),
  );
});

self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = appPath(
    (event.notification.data as { url?: unknown } | null)?.url,
    self.location.origin,
  );
  const target = new URL(path, self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        // Only a page this worker controls can be navigated; another opens a window instead.
        const navigated = await focused.navigate(target).catch(() => null);
        if (navigated) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});
