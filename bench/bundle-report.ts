// What a browser downloads for the landing page, gzip-compressed, from the production build:
// the HTML, the entry chunk with its static imports, and the landing route's lazy chunks.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const webRoot = path.resolve(process.env.WEB_ROOT ?? "dist/web");

/** The budget: the landing's initial JavaScript, gzip, at most this many KB. */
export const LANDING_JS_BUDGET_KB = 120;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export interface BundleReport {
  htmlGzip: number;
  jsGzip: number;
  cssGzip: number;
  svgGzip: number;
  totalGzip: number;
}

/** The landing's initial JavaScript: what the budget checks. */
export interface LandingJavaScript {
  /** gzip (level 9), in KB, one decimal. */
  gzipKb: number;
  /** How many JavaScript files (requests) that is. */
  files: number;
  /** Whether it is within LANDING_JS_BUDGET_KB. */
  withinBudget: boolean;
}

const gzipSize = (file: string) =>
  gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length;

/** The JavaScript and CSS files the landing loads before it is interactive. */
function landingFiles(): { js: Set<string>; css: Set<string> } {
  const manifestFile = path.join(webRoot, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) throw new Error("No build manifest: run `npm run build` first.");
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || key.includes("landing-page")) visit(key);
  }
  return { js, css };
}

const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);

export function landingInitialJavaScript(): LandingJavaScript {
  const { js } = landingFiles();
  const gzipKb = Math.round((sum(js) / 1024) * 10) / 10;
  return { gzipKb, files: js.size, withinBudget: gzipKb <= LANDING_JS_BUDGET_KB };
}

export function landingBundleReport(): BundleReport {
  const { js, css } = landingFiles();
  const html = gzipSize("index.html");
  const journeyImages = [
    "trader",
    "community-builder",
    "designer",
    "founder",
    "musician",
    "developer",
  ];
  const svg = journeyImages.reduce(
    (total, name) => total + gzipSize(`images/journeys/${name}.svg`),
    gzipSize("favicon.svg"),
  );
  const jsGzip = sum(js);
  const cssGzip = sum(css);
  return {
    htmlGzip: html,
    jsGzip,
    cssGzip,
    svgGzip: svg,
    totalGzip: html + jsGzip + cssGzip + svg,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report = landingBundleReport();
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log("Landing page, gzip:");
  for (const [name, bytes] of Object.entries(report))
    console.log(`  ${name.padEnd(10)} ${kb(bytes)}`);
  const initial = landingInitialJavaScript();
  console.log(
    `Initial JavaScript: ${initial.gzipKb} KB in ${initial.files} files (budget ${LANDING_JS_BUDGET_KB} KB)`,
  );
}
