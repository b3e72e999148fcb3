// What a browser downloads for the landing page, gzip-compressed, from the production build:
// the HTML, the entry chunk with its static imports, and the landing route's lazy chunks.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const webRoot = path.resolve(process.env.WEB_ROOT ?? "dist/web");

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

const gzipSize = (file: string) =>
  gzipSync(readFileSync(path.join(webRoot, file)), { level: 9 }).length;

export function landingBundleReport(): BundleReport {
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
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);
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
}
