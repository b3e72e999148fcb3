// The installable app (issue 38, ADR 043): the manifest the pages link, the service worker that
// controls them, the last-seen dashboard opening without a network with the offline banner, a
// write made offline refused in words, and the prompt a new deployment brings.
import { appendFileSync, cpSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { PNG } from "pngjs";
import { expect, signUpViaApi, test, useAppOrigin } from "./fixtures.ts";
import { type SpawnedServer, spawnServer } from "./spawned-server.ts";

// The rest of the browser tests run without the service worker (playwright.config.ts); these are
// about it.
test.use({ serviceWorkers: "allow" });

/** The page is controlled by the app's service worker (it registers after the page's load). */
async function waitForWorker(page: Page) {
  await page.waitForFunction(
    () => navigator.serviceWorker.controller?.scriptURL.endsWith("/sw.js") === true,
    undefined,
    { timeout: 30_000 },
  );
}

/** Whether the worker's cache `name` holds an entry whose address ends with `suffix`. */
async function cached(page: Page, name: string, suffix: string): Promise<boolean> {
  return page.evaluate(
    async ([cacheName, end]) =>
      (await (await caches.open(cacheName)).keys()).some((request) => request.url.endsWith(end)),
    [name, suffix] as const,
  );
}

test("the manifest is linked in the page's language, valid, with icons of the sizes it says", async ({
  page,
}) => {
  await page.goto("/?lang=ar");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest?lang=ar");
  const response = await page.request.get(href ?? "");
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    start_url: string;
    scope: string;
    display: string;
    dir: string;
    lang: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; purpose: string; type: string }[];
  };
  expect(manifest).toMatchObject({
    name: "Blockvocates",
    short_name: "Blockvocates",
    start_url: "/Dashboard",
    scope: "/",
    display: "standalone",
    dir: "rtl",
    lang: "ar",
  });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const purposes = new Set<string>();
  for (const icon of manifest.icons) {
    const png = await page.request.get(icon.src);
    expect(png.status(), icon.src).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    const image = PNG.sync.read(await png.body());
    expect(`${image.width}x${image.height}`, icon.src).toBe(icon.sizes);
    purposes.add(`${icon.purpose} ${icon.sizes}`);
  }
  for (const needed of ["any 192x192", "any 512x512", "maskable 512x512"])
    expect(purposes).toContain(needed);
  // iOS: its own icon and the standalone display.
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute("href");
  expect((await page.request.get(appleIcon ?? "")).status()).toBe(200);
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute(
    "content",
    "yes",
  );
});

test("the last-seen dashboard opens offline with the banner; a write made offline is refused", async ({
  page,
  context,
}) => {
  await signUpViaApi(page);
  await page.goto("/Dashboard");
  await expect(page.getByRole("heading", { name: "Your next steps" })).toBeVisible();
  await waitForWorker(page);
  const sw = await page.request.get("/sw.js");
  expect(sw.headers()["cache-control"]).toBe("no-cache");
  expect(sw.headers()["content-type"]).toMatch(/javascript/);

  // Seen once under the worker's control: the page, its code and its reads are kept.
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your next steps" })).toBeVisible();
  await expect.poll(() => cached(page, "api-v1", "/api/me")).toBe(true);
  await expect.poll(() => cached(page, "pages-v1", "/Dashboard")).toBe(true);
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your next steps" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "My Account", level: 1 })).toBeVisible();
  await expect(page.getByTestId("offline-banner")).toContainText("You are offline.");

  // A write (a new confirmation link) cannot reach the server: the person is told, not ignored.
  await page.getByRole("button", { name: "Send a new link" }).first().click();
  await expect(
    page.getByText("You are offline: this was not saved. Try again when you are back online."),
  ).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId("offline-banner")).toHaveCount(0);
});

/**
 * A new deployment, for real: on a server of its own whose web root is a copy of the build, the
 * worker's script changes while the page is open (as a deployment replaces dist/web/sw.js).
 */
test.describe("a new deployment", () => {
  const appPort = Number(process.env.E2E_PORT ?? 4123) + 1200;
  const appUrl = `http://localhost:${appPort}`;
  const webRoot = path.resolve(`.tmp/e2e-installable-web-${appPort}`);
  test.use({ baseURL: appUrl });
  let server: SpawnedServer | undefined;
  test.beforeAll(async () => {
    rmSync(webRoot, { recursive: true, force: true });
    cpSync("dist/web", webRoot, { recursive: true });
    useAppOrigin(appUrl);
    server = await spawnServer({
      port: appPort,
      dataDir: path.resolve(`.tmp/e2e-installable-data-${appPort}`),
      env: { WEB_ROOT: webRoot, LOG_LEVEL: "warn" },
    });
  });
  test.afterAll(async () => {
    useAppOrigin(undefined);
    await server?.stop();
    rmSync(webRoot, { recursive: true, force: true });
  });

  test("brings the prompt; reloading hands the page to the new worker", async ({ page }) => {
    await signUpViaApi(page);
    await page.goto("/Dashboard");
    await waitForWorker(page);
    // A person who has used the app before: the page opens under the worker.
    await page.reload();
    await waitForWorker(page);
    const prompt = page.getByRole("alert").filter({ hasText: "A new version is ready." });
    await expect(prompt).toHaveCount(0);

    // A deployment replaces the build's output whole: the worker and the compressed copies the
    // build writes beside it (scripts/precompress.ts), which are what browsers are sent.
    const workerFile = path.join(webRoot, "sw.js");
    appendFileSync(workerFile, "\n// the next deployment\n");
    const nextWorker = readFileSync(workerFile);
    writeFileSync(`${workerFile}.br`, brotliCompressSync(nextWorker));
    writeFileSync(`${workerFile}.gz`, gzipSync(nextWorker));
    // The page asks now and then, and whenever it comes back into view; here, at once.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration())?.update();
    });
    await expect(prompt).toBeVisible({ timeout: 30_000 });
    // Not reloaded by itself: the page stays until the person chooses.
    await expect(page.getByRole("heading", { name: "Your next steps" })).toBeVisible();

    await Promise.all([
      page.waitForEvent("load"),
      prompt.getByRole("button", { name: "Reload" }).click(),
    ]);
    await expect(page.getByRole("heading", { name: "Your next steps" })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    const active = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return {
        waiting: registration?.waiting ?? null,
        controlled: !!navigator.serviceWorker.controller,
      };
    });
    expect(active).toEqual({ waiting: null, controlled: true });
  });
});
