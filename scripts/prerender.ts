// Writes dist/web/prerendered/*.html: the public pages rendered at build time, so the landing
// page paints before its JavaScript runs. Needs `vite build` and the SSR build of
// web/entry-server.tsx (npm run build does both).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const webRoot = path.resolve(process.env.WEB_ROOT ?? "dist/web");
const serverEntry = path.resolve(".tmp/ssr/entry-server.js");

interface ServerEntry {
  PRERENDERED_PATHS: string[];
  prerender(path: string): Promise<{ html: string; state: unknown }>;
}

/** The file a prerendered path is kept in (the server maps paths to it case-insensitively). */
export function prerenderedFileName(urlPath: string): string {
  return `${urlPath === "/" ? "index" : urlPath.slice(1).toLowerCase()}.html`;
}

const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
const template = readFileSync(path.join(webRoot, "index.html"), "utf8");
mkdirSync(path.join(webRoot, "prerendered"), { recursive: true });

for (const urlPath of entry.PRERENDERED_PATHS) {
  const { html, state } = await entry.prerender(urlPath);
  // JSON in a data block is never executed, so the strict CSP (script-src 'self') still holds.
  const stateJson = JSON.stringify(state).replaceAll("<", "\\u003c");
  const page = template
    .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
    .replace(
      "</body>",
      `<script type="application/json" id="prerendered-state">${stateJson}</script></body>`,
    );
  writeFileSync(path.join(webRoot, "prerendered", prerenderedFileName(urlPath)), page);
  console.log(`prerendered ${urlPath}`);
}
