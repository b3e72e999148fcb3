// Lighthouse (performance) on the landing page of the built app, mobile and desktop, in Debian's
// Chromium. Run by `npm run bench` after `npm run build`; figures are reported, never asserted.
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

export interface LighthouseFigures {
  formFactor: "mobile" | "desktop";
  performance: number;
  lcpMs: number;
  fcpMs: number;
  totalBlockingMs: number;
  pageWeightKb: number;
}

async function waitForHealth(baseUrl: string, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error("the app did not start");
}

/** Starts the built app on a fresh embedded database. */
export async function startBuiltApp(port: number): Promise<{ baseUrl: string; stop: () => void }> {
  const dataDir = `.tmp/bench-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  // Node itself (not npx), so that stopping the child stops the server.
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl);
  return { baseUrl, stop: () => child.kill("SIGTERM") };
}

export async function measureLanding(url: string): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const figures: LighthouseFigures[] = [];
    for (const formFactor of ["mobile", "desktop"] as const) {
      const result = await lighthouse(
        url,
        { port: chrome.port, onlyCategories: ["performance"], logLevel: "error", output: "json" },
        formFactor === "desktop" ? desktopConfig : undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error("Lighthouse returned no result");
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      figures.push({
        formFactor,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(audit("largest-contentful-paint")),
        fcpMs: Math.round(audit("first-contentful-paint")),
        totalBlockingMs: Math.round(audit("total-blocking-time")),
        pageWeightKb: Math.round(audit("total-byte-weight") / 1024),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const app = await startBuiltApp(4500);
  try {
    console.table(await measureLanding(`${app.baseUrl}/`));
  } finally {
    app.stop();
  }
}
