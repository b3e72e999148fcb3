import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

/**
 * Chromium features the browser tests turn off, on top of Playwright's own (ADR 058). Each new
 * window of Chromium's headless mode is a whole browser window: it preloaded the address bar's
 * suggestion popup, a WebUI page with its own renderer and ~1 MB of script, for every page a test
 * opened. Playwright's pages never show an address bar.
 */
const OURS = [
  "PreloadTopChromeWebUI",
  "WebUIOmniboxPopup",
  "WebUIOmniboxFullPopup",
  "WebUIOmniboxAimPopup",
];

/**
 * The features Playwright's launcher disables, read from the installed playwright-core. Chromium
 * keeps only the last `--disable-features` on its command line (measured: two switches did what
 * the second alone did), so ours must repeat Playwright's list or it would switch them back on.
 */
function playwrightDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url);
  const bundle = path.join(
    path.dirname(require.resolve("playwright-core/package.json")),
    "lib/coreBundle.js",
  );
  const source = readFileSync(bundle, "utf8");
  const list = /disabledFeatures = \[([^\]]*)\]/.exec(source)?.[1];
  const features = list
    ?.replace(/\/\/[^\n]*/g, "")
    .match(/"[^"]+"/g)
    ?.map((quoted) => quoted.slice(1, -1));
  // Feature names only: anything else means the pattern caught something other than the list.
  if (!features?.length || features.some((name) => !/^[A-Za-z0-9]+$/.test(name)))
    throw new Error(
      `Playwright's default --disable-features list was not found (or not read whole) in ${bundle}: read how this ` +
        "version of Playwright launches Chromium and update tests/e2e/chromium-switches.ts (ADR 058).",
    );
  return features;
}

/** The one `--disable-features` switch for the browser tests: Playwright's list and ours. */
export function disableFeaturesSwitch(): string {
  return `--disable-features=${[...new Set([...playwrightDisabledFeatures(), ...OURS])].join(",")}`;
}
