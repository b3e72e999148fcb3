// Two builds of the web app, one signed-in page, opened in turn on a simulated phone: which one
// shows the page sooner (ADR 059). Lighthouse's simulation models a page's later requests as if
// they delayed its first paint, and one Lighthouse run varies by a second and more on this
// machine; this measures in the browser itself, with the builds interleaved, so that the machine's
// drift falls on both.
//
//   npx tsx bench/first-load.ts <web root A> <web root B> [leader|live] [runs]
//
// Each web root is a `dist/web` (build each commit, copy its dist/web aside); the server is this
// checkout's `dist/server`, so build it first. Prints each run and the medians.
import puppeteer, { type Browser } from "puppeteer-core";
import { browserCookies, meetingKeyOf, sessionCookieOf, startBuiltApp } from "./lighthouse.ts";

/** Lighthouse's mobile preset, applied for real: 4x slower CPU, 150 ms round trip, 1.6 Mbit/s. */
const PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
};

/**
 * Runs in the page before its own scripts: first paint, largest paint, the long tasks' time over
 * 50 ms after the first paint (what Total Blocking Time adds up), and when the page is ready:
 * not busy, a heading in `main` and no loader left in it. A string: the bench's compiler would add
 * helpers to a function that the page does not have.
 */
const OBSERVER = `(() => {
  const m = (window.__firstLoad = { fcp: 0, lcp: 0, blocking: 0, ready: 0 });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === "first-contentful-paint") m.fcp = e.startTime;
  }).observe({ type: "paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) m.lcp = e.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (m.fcp && e.startTime > m.fcp) m.blocking += Math.max(0, e.duration - 50);
  }).observe({ type: "longtask", buffered: true });
  const poll = () => {
    const main = document.querySelector("main");
    if (main && main.getAttribute("aria-busy") !== "true" && main.querySelector("h1") &&
        !main.querySelector(".mantine-Loader-root")) m.ready = performance.now();
    else setTimeout(poll, 10);
  };
  setTimeout(poll, 10);
})()`;

interface FirstLoad {
  fcp: number;
  lcp: number;
  blocking: number;
  ready: number;
}

async function openOnce(browser: Browser, url: string, cookie: string): Promise<FirstLoad> {
  const context = await browser.createBrowserContext();
  try {
    await context.setCookie(...browserCookies(cookie, url));
    const page = await context.newPage();
    await page.setViewport({ width: 412, height: 823 });
    const cdp = await page.createCDPSession();
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: PHONE.latencyMs,
      downloadThroughput: PHONE.downloadBytesPerSecond,
      uploadThroughput: PHONE.uploadBytesPerSecond,
    });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: PHONE.cpuSlowdown });
    await page.evaluateOnNewDocument(OBSERVER);
    await page.goto(url, { waitUntil: "load" });
    await page.waitForFunction("window.__firstLoad.ready > 0", { timeout: 60_000 });
    // Long tasks after the page is ready still count, as they do for Lighthouse.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    return (await page.evaluate("window.__firstLoad")) as FirstLoad;
  } finally {
    await context.close();
  }
}

const median = (values: number[]) =>
  values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

if (import.meta.url === `file://${process.argv[1]}`) {
  const [rootA, rootB, which = "leader", runsText = "8"] = process.argv.slice(2);
  if (!rootA || !rootB)
    throw new Error("usage: first-load.ts <web root A> <web root B> [leader|live] [runs]");
  const builds = await Promise.all(
    [rootA, rootB].map(async (webRoot, index) => {
      const app = await startBuiltApp(4530 + index, webRoot);
      const leader = app.demoAccounts().find((account) => account.role === "leader");
      const cookie = await sessionCookieOf(app.baseUrl, leader);
      const path =
        which === "live"
          ? `/Meetings/1/${await meetingKeyOf(app.baseUrl, cookie)}/Live`
          : "/ClubLeaderPage";
      return { name: index === 0 ? "A" : "B", webRoot, app, cookie, url: `${app.baseUrl}${path}` };
    }),
  );
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  const results = new Map<string, FirstLoad[]>(builds.map((build) => [build.name, []]));
  try {
    for (let run = 0; run < Number(runsText); run++) {
      // A then B, then B then A: neither always opens on a machine the other has just warmed.
      for (const build of run % 2 === 0 ? builds : [...builds].reverse()) {
        const figures = await openOnce(browser, build.url, build.cookie);
        results.get(build.name)?.push(figures);
        console.log(
          build.name,
          run,
          JSON.stringify(figures, (_key, value) =>
            typeof value === "number" ? Math.round(value) : value,
          ),
        );
      }
    }
  } finally {
    await browser.close();
    for (const build of builds) build.app.stop();
  }
  console.table(
    builds.map((build) => {
      const runs = results.get(build.name) ?? [];
      const of = (key: keyof FirstLoad) => Math.round(median(runs.map((run) => run[key])));
      return {
        build: `${build.name} ${build.webRoot}`,
        firstPaintMs: of("fcp"),
        largestPaintMs: of("lcp"),
        readyMs: of("ready"),
        blockingMs: of("blocking"),
      };
    }),
  );
  process.exit(0);
}
