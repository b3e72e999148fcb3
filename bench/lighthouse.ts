// Lighthouse (performance) on the landing page of the built app, mobile and desktop, in Debian's
// Chromium. Run by `npm run bench` after `npm run build`: `measureLandingMobile` gives the median of
// a few mobile runs and `lighthouseBudgetMisses` says which of The budgets it misses.
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";

/** The budgets for the landing page, Lighthouse's mobile preset. */
export const LIGHTHOUSE_BUDGET = {
  /** Performance score, at least. */
  performance: 95,
  /** Total Blocking Time in ms, at most. */
  totalBlockingMs: 150,
  /** Network requests of the page load, at most. */
  requests: 15,
} as const;

export interface LighthouseFigures {
  formFactor: "mobile" | "desktop";
  performance: number;
  lcpMs: number;
  fcpMs: number;
  totalBlockingMs: number;
  pageWeightKb: number;
  /** Network requests of the page load (Lighthouse's network-requests audit). */
  requests: number;
}

async function waitForHealth(baseUrl: string, timeoutMs = 120_000) {
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

/** Starts the built app (the compiled server, as `npm start` runs it) on a fresh embedded database. */
export async function startBuiltApp(port: number): Promise<{ baseUrl: string; stop: () => void }> {
  const dataDir = `.tmp/bench-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  // Node itself (not npx), so that stopping the child stops the server.
  const child: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: "ignore",
  });
  // Should the measuring process end on an error, the server does not outlive it.
  process.once("exit", () => child.kill("SIGTERM"));
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl);
  return { baseUrl, stop: () => child.kill("SIGTERM") };
}

async function launchChromium() {
  return chromeLauncher.launch({
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
}

/** One Lighthouse run (performance only) in the Chromium listening on `port`. */
async function runLighthouse(
  url: string,
  port: number,
  formFactor: LighthouseFigures["formFactor"],
): Promise<LighthouseFigures> {
  const result = await lighthouse(
    url,
    { port, onlyCategories: ["performance"], logLevel: "error", output: "json" },
    formFactor === "desktop" ? desktopConfig : undefined,
  );
  const lhr = result?.lhr;
  if (!lhr) throw new Error("Lighthouse returned no result");
  if (lhr.runtimeError) console.error(`Lighthouse: ${lhr.runtimeError.message}`);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = lhr.audits["network-requests"]?.details;
  return {
    formFactor,
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    lcpMs: Math.round(audit("largest-contentful-paint")),
    fcpMs: Math.round(audit("first-contentful-paint")),
    totalBlockingMs: Math.round(audit("total-blocking-time")),
    pageWeightKb: Math.round(audit("total-byte-weight") / 1024),
    requests: requests?.type === "table" ? requests.items.length : Number.NaN,
  };
}

/** One mobile and one desktop run. */
export async function measureLanding(url: string): Promise<LighthouseFigures[]> {
  const chrome = await launchChromium();
  try {
    const figures: LighthouseFigures[] = [];
    for (const formFactor of ["mobile", "desktop"] as const)
      figures.push(await runLighthouse(url, chrome.port, formFactor));
    return figures;
  } finally {
    chrome.kill();
  }
}

/** The median of the runs that gave a figure (a run Lighthouse could not finish gives NaN). */
const median = (values: number[]) => {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * `runs` mobile runs (Lighthouse's default, mobile preset), each figure the median of the runs:
 * one run alone varies by several points on a shared machine.
 */
export async function measureLandingMobile(
  url: string,
  runs = 3,
): Promise<LighthouseFigures & { runs: LighthouseFigures[] }> {
  const chrome = await launchChromium();
  try {
    const all: LighthouseFigures[] = [];
    for (let run = 0; run < runs; run++) all.push(await runLighthouse(url, chrome.port, "mobile"));
    const of = (key: Exclude<keyof LighthouseFigures, "formFactor">) =>
      median(all.map((figures) => figures[key]));
    return {
      formFactor: "mobile",
      performance: of("performance"),
      lcpMs: of("lcpMs"),
      fcpMs: of("fcpMs"),
      totalBlockingMs: of("totalBlockingMs"),
      pageWeightKb: of("pageWeightKb"),
      requests: of("requests"),
      runs: all,
    };
  } finally {
    chrome.kill();
  }
}

/** The budgets `figures` (mobile) misses, each said in words; empty when all hold. */
export function lighthouseBudgetMisses(figures: LighthouseFigures): string[] {
  const misses: string[] = [];
  if (!(figures.performance >= LIGHTHOUSE_BUDGET.performance))
    misses.push(
      `Lighthouse mobile performance ${figures.performance} < ${LIGHTHOUSE_BUDGET.performance}`,
    );
  if (!(figures.totalBlockingMs <= LIGHTHOUSE_BUDGET.totalBlockingMs))
    misses.push(
      `Lighthouse mobile TBT ${figures.totalBlockingMs} ms > ${LIGHTHOUSE_BUDGET.totalBlockingMs} ms`,
    );
  if (!(figures.requests <= LIGHTHOUSE_BUDGET.requests))
    misses.push(`landing requests ${figures.requests} > ${LIGHTHOUSE_BUDGET.requests}`);
  return misses;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const app = await startBuiltApp(Number(process.env.LIGHTHOUSE_PORT ?? 4500));
  try {
    const { runs, ...median } = await measureLandingMobile(`${app.baseUrl}/`);
    console.table([...runs, { ...median, formFactor: "median" }]);
    const misses = lighthouseBudgetMisses(median);
    console.log(misses.length === 0 ? "Within the budgets." : `Missed: ${misses.join("; ")}`);
  } finally {
    app.stop();
  }
}
