// Whether the built app installs (issue 38, ADR 043), in Debian's Chromium. Lighthouse 12 has no
// installability audit any more (`installable-manifest` went with its PWA category), so the bench
// asks Chromium itself (`Page.getInstallabilityErrors`, the check Lighthouse used to report) and
// checks what it no longer does: the manifest's fields and icons, and a service worker whose
// fetch handler opens the app without a network.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { chromium } from "playwright-core";
import { PNG } from "pngjs";

export interface Installability {
  /** Chromium's own reasons the page cannot be installed (none: installable). */
  chromiumErrors: string[];
  /** What the manifest lacks, said in words. */
  manifestProblems: string[];
  /** Whether a worker controlled the app and opened it offline (its fetch handler answered). */
  opensOffline: boolean;
}

interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  display?: string;
  icons?: { src: string; sizes?: string; type?: string; purpose?: string }[];
}

/** The manifest's required fields and icons: each problem in words. */
async function manifestProblems(baseUrl: string, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  if (!manifest.name && !manifest.short_name) problems.push("no name or short_name");
  if (!manifest.start_url) problems.push("no start_url");
  if (!["standalone", "fullscreen", "minimal-ui"].includes(manifest.display ?? ""))
    problems.push(`display "${manifest.display}" is not an app's`);
  const sizes = new Set<string>();
  for (const icon of manifest.icons ?? []) {
    const response = await fetch(new URL(icon.src, baseUrl));
    if (!response.ok) {
      problems.push(`icon ${icon.src}: ${response.status}`);
      continue;
    }
    const png = PNG.sync.read(Buffer.from(await response.arrayBuffer()));
    const actual = `${png.width}x${png.height}`;
    if (actual !== icon.sizes) problems.push(`icon ${icon.src} is ${actual}, not ${icon.sizes}`);
    sizes.add(`${icon.purpose ?? "any"} ${actual}`);
  }
  for (const needed of ["any 192x192", "any 512x512", "maskable 512x512"])
    if (!sizes.has(needed)) problems.push(`no ${needed} icon`);
  return problems;
}

export async function checkInstallability(baseUrl: string): Promise<Installability> {
  // A profile of its own: Chromium installs nothing from an incognito window (which a new
  // Playwright context is).
  const profile = mkdtempSync(path.join(tmpdir(), "installability-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${baseUrl}/`, { waitUntil: "load" });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute("href");
    const manifest = manifestHref
      ? ((await (await fetch(new URL(manifestHref, baseUrl))).json()) as Manifest)
      : {};
    const problems = manifestHref
      ? await manifestProblems(baseUrl, manifest)
      : ["the landing links no manifest"];

    // The app's start page, once under the worker, then without a network.
    const start = new URL(manifest.start_url ?? "/", baseUrl).href;
    await page.goto(start, { waitUntil: "load" });
    let opensOffline = false;
    try {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 30_000,
      });
      await page.reload({ waitUntil: "load" });
      await context.setOffline(true);
      const offline = await page.reload({ waitUntil: "load" });
      opensOffline = offline?.ok() === true && (await page.locator("#root").count()) === 1;
    } catch {
      opensOffline = false;
    }
    return {
      chromiumErrors: installabilityErrors.map((error) => error.errorId),
      manifestProblems: problems,
      opensOffline,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** What keeps the app from installing, in words; empty when it installs. */
export function installabilityMisses(result: Installability): string[] {
  return [
    ...result.chromiumErrors.map((error) => `Chromium: ${error}`),
    ...result.manifestProblems.map((problem) => `manifest: ${problem}`),
    ...(result.opensOffline ? [] : ["the service worker did not open the app offline"]),
  ];
}
