// Lighthouse on the built app, in Debian's Chromium. Run by `npm run bench` after `npm run build`:
// `measureLandingMobile` gives the median of a few mobile runs of the landing and
// `lighthouseBudgetMisses` says which of its budgets it misses; `measureSignedInPages` the heaviest
// signed-in pages (budget 90); `measurePublicPages` accessibility, best practices and SEO of every
// public page in every language (budget 100). `npx tsx bench/lighthouse.ts` runs all three.
import { type ChildProcess, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import puppeteer from "puppeteer-core";
import { LOCALES } from "../contract/locales.ts";
import { SITEMAP_PAGES } from "../server/plugins/site-index.ts";

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

/** A demo account the app created on its first start (printed once on standard output). */
export interface DemoAccount {
  role: string;
  email: string;
  password: string;
}

/** The demo accounts of the block the server prints on its first start (server/main.ts). */
export function demoAccountsIn(stdout: string): DemoAccount[] {
  return [...stdout.matchAll(/^ {2}(\w+) +(\S+@demo\.blockvocates\.local) +(\S+)$/gm)].map(
    ([, role = "", email = "", password = ""]) => ({ role, email, password }),
  );
}

/**
 * Starts the built app (the compiled server, as `npm start` runs it) on a fresh embedded database,
 * with its demo accounts (the leader of clubs 1-3, the admin, a member).
 */
export async function startBuiltApp(
  port: number,
  /** Where the built web app is (WEB_ROOT); dist/web when not given. */
  webRoot?: string,
): Promise<{ baseUrl: string; stop: () => void; demoAccounts: () => DemoAccount[] }> {
  const dataDir = `.tmp/bench-data-${port}`;
  rmSync(dataDir, { recursive: true, force: true });
  // Node itself (not npx), so that stopping the child stops the server.
  const child: ChildProcess = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...(webRoot ? { WEB_ROOT: webRoot } : {}),
    },
    stdio: ["ignore", "pipe", "ignore"],
  });
  let stdout = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    // Only the start: the demo block comes before the first answer.
    if (stdout.length < 100_000) stdout += chunk.toString("utf8");
  });
  // Should the measuring process end on an error, the server does not outlive it.
  process.once("exit", () => child.kill("SIGTERM"));
  const baseUrl = `http://localhost:${port}`;
  await waitForHealth(baseUrl);
  return { baseUrl, stop: () => child.kill("SIGTERM"), demoAccounts: () => demoAccountsIn(stdout) };
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
  // A signed-in page that sent its visitor to /Login measured the Login page instead.
  if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
    throw new Error(`Lighthouse measured ${lhr.finalDisplayedUrl}, not ${url}`);
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

/** Each figure the median of `all`'s (runs that gave no figure left out). */
function medianFigures(all: LighthouseFigures[]): LighthouseFigures {
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
  };
}

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
    return { ...medianFigures(all), runs: all };
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

/** Every public page scores this in accessibility, best practices and SEO (issue 40). */
export const PUBLIC_PAGE_SCORE_BUDGET = 100;

export interface PageScores {
  page: string;
  lang: string;
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/**
 * Lighthouse's accessibility, best practices and SEO scores (mobile preset, one run: they do not
 * depend on the machine's load) of every public page in every language (`?lang=`), the pages of
 * the sitemap (server/plugins/site-index.ts).
 */
export async function measurePublicPages(baseUrl: string): Promise<PageScores[]> {
  const chrome = await launchChromium();
  try {
    const rows: PageScores[] = [];
    for (const page of SITEMAP_PAGES) {
      for (const lang of LOCALES) {
        const result = await lighthouse(`${baseUrl}${page}?lang=${lang}`, {
          port: chrome.port,
          onlyCategories: ["accessibility", "best-practices", "seo"],
          logLevel: "error",
          output: "json",
        });
        const score = (id: string) =>
          Math.round((result?.lhr.categories[id]?.score ?? Number.NaN) * 100);
        rows.push({
          page,
          lang,
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
        });
      }
    }
    return rows;
  } finally {
    chrome.kill();
  }
}

/** The public pages' scores under PUBLIC_PAGE_SCORE_BUDGET, each said in words. */
export function publicPageMisses(rows: PageScores[]): string[] {
  return rows.flatMap((row) =>
    (["accessibility", "bestPractices", "seo"] as const)
      .filter((category) => !(row[category] >= PUBLIC_PAGE_SCORE_BUDGET))
      .map((category) => `${row.page}?lang=${row.lang} ${category} ${row[category]} < 100`),
  );
}

/** The heaviest signed-in pages' budget: Lighthouse mobile performance, at least (issue 40). */
export const SIGNED_IN_PERFORMANCE_BUDGET = 90;

/** A demo account's cookies (`name=value` pairs), signed in as the Login page does. */
export async function sessionCookieOf(baseUrl: string, account: DemoAccount | undefined) {
  if (!account) throw new Error("no demo account: the app did not print its demo block");
  const response = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** `name=value; …` pairs as cookies of `baseUrl`'s host, for a browser's jar. */
export function browserCookies(cookies: string, baseUrl: string) {
  return cookies.split("; ").map((pair) => {
    const at = pair.indexOf("=");
    return {
      name: pair.slice(0, at),
      value: pair.slice(at + 1),
      domain: new URL(baseUrl).hostname,
      path: "/",
    };
  });
}

/**
 * Puts `cookies` in the browser's own cookie jar, as a sign-in in that browser would: the page
 * reads the signed-in hint from `document.cookie` (ADR 048), which a request header cannot give
 * it, and Lighthouse keeps cookies between runs.
 */
async function signInBrowser(port: number, baseUrl: string, cookies: string) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    await browser.setCookie(...browserCookies(cookies, baseUrl));
  } finally {
    await browser.disconnect();
  }
}

/** A meeting of club 1 for its leader's live console: the next one, else one added tomorrow. */
export async function meetingKeyOf(baseUrl: string, cookie: string): Promise<string> {
  const url = `${baseUrl}/api/clubs/1/meetings`;
  const listed = (await (await fetch(url, { headers: { cookie } })).json()) as {
    meetings?: { key: string }[];
  };
  const next = listed.meetings?.[0]?.key;
  if (next) return next;
  const date = new Date(Date.now() + 24 * 3_600_000).toISOString().slice(0, 10);
  const added = await fetch(url, {
    method: "POST",
    headers: { cookie, origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify({ date, startTime: "18:00" }),
  });
  const body = (await added.json()) as { meetings?: { key: string }[] };
  const key =
    body.meetings?.find((meeting) => meeting.key === date)?.key ?? body.meetings?.[0]?.key;
  if (!key) throw new Error(`no meeting for the live console: ${added.status}`);
  return key;
}

/** Mobile runs of each signed-in page: blocking time moves by 100-250 ms from run to run. */
const SIGNED_IN_RUNS = 3;

/** A run Lighthouse could not finish (its NO_NAVSTART, say): no figures, the others count. */
const NO_FIGURES: LighthouseFigures = {
  formFactor: "mobile",
  performance: Number.NaN,
  lcpMs: Number.NaN,
  fcpMs: Number.NaN,
  totalBlockingMs: Number.NaN,
  pageWeightKb: Number.NaN,
  requests: Number.NaN,
};

/**
 * The heaviest signed-in pages, signed in as the demo account that uses each: the live meeting
 * console and the leader page (the leader of club 1), the programme's and a club's reports (the
 * admin). Each figure is the median of SIGNED_IN_RUNS mobile runs, the pages taken in turns.
 */
export async function measureSignedInPages(
  baseUrl: string,
  accounts: DemoAccount[],
): Promise<(LighthouseFigures & { page: string })[]> {
  const leader = await sessionCookieOf(
    baseUrl,
    accounts.find((a) => a.role === "leader"),
  );
  const admin = await sessionCookieOf(
    baseUrl,
    accounts.find((a) => a.role === "admin"),
  );
  const meetingKey = await meetingKeyOf(baseUrl, leader);
  const pages: [string, string][] = [
    [`/Meetings/1/${meetingKey}/Live`, leader],
    ["/ClubLeaderPage", leader],
    ["/Admin/Reports", admin],
    ["/Reports/Club/1", admin],
  ];
  const chrome = await launchChromium();
  try {
    const runs = pages.map((): LighthouseFigures[] => []);
    for (let run = 0; run < SIGNED_IN_RUNS; run++) {
      for (const [index, [page, cookie]] of pages.entries()) {
        await signInBrowser(chrome.port, baseUrl, cookie);
        const figures = await runLighthouse(`${baseUrl}${page}`, chrome.port, "mobile").catch(
          (error: unknown) => {
            console.error(`Lighthouse on ${page}: ${String(error)}`);
            return NO_FIGURES;
          },
        );
        runs[index]?.push(figures);
      }
    }
    return pages.map(([page], index) => ({ page, ...medianFigures(runs[index] ?? []) }));
  } finally {
    chrome.kill();
  }
}

/** The signed-in pages' rows as the bench prints them, each with its budget. */
export function signedInRows(rows: (LighthouseFigures & { page: string })[]) {
  return rows.map(({ page, performance, totalBlockingMs, lcpMs, requests, pageWeightKb }) => ({
    page,
    performance,
    budget: SIGNED_IN_PERFORMANCE_BUDGET,
    totalBlockingMs,
    lcpMs,
    requests,
    pageWeightKb,
  }));
}

/** The signed-in pages under SIGNED_IN_PERFORMANCE_BUDGET, each said in words. */
export function signedInMisses(rows: (LighthouseFigures & { page: string })[]): string[] {
  return rows
    .filter((row) => !(row.performance >= SIGNED_IN_PERFORMANCE_BUDGET))
    .map(
      (row) =>
        `${row.page}: Lighthouse mobile performance ${row.performance} < ${SIGNED_IN_PERFORMANCE_BUDGET}`,
    );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const app = await startBuiltApp(Number(process.env.LIGHTHOUSE_PORT ?? 4500));
  try {
    const { runs, ...median } = await measureLandingMobile(`${app.baseUrl}/`);
    console.table([...runs, { ...median, formFactor: "median" }]);
    const signedIn = await measureSignedInPages(app.baseUrl, app.demoAccounts());
    console.table(signedInRows(signedIn));
    const pages = await measurePublicPages(app.baseUrl);
    console.table(pages.map((row) => ({ ...row, budget: PUBLIC_PAGE_SCORE_BUDGET })));
    const misses = [
      ...lighthouseBudgetMisses(median),
      ...signedInMisses(signedIn),
      ...publicPageMisses(pages),
    ];
    console.log(misses.length === 0 ? "Within the budgets." : `Missed: ${misses.join("; ")}`);
  } finally {
    app.stop();
  }
}
