// Writes dist/web/prerendered/<lang>/*.html: the public pages rendered at build time in each
// language, so the landing page paints in its visitor's language before its JavaScript runs
// (ADR 018, ADR 020), and `_app.html`, the single-page app's shell in that language. Needs
// `vite build` and the SSR build of web/entry-server.tsx (npm run build does both).
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const webRoot = path.resolve(process.env.WEB_ROOT ?? "dist/web");
const serverEntry = path.resolve(".tmp/ssr/entry-server.js");

type Locale = "en" | "ml" | "ar";

interface ServerEntry {
  PRERENDERED_PATHS: readonly string[];
  LOCALES: readonly Locale[];
  prerender(path: string, locale: Locale): Promise<{ html: string; state: unknown }>;
  appFrame(): string;
}

/** The file name of the app's shell (no page inside) in each language's folder. */
export const APP_SHELL_FILE = "_app.html";
/** Replaced by the server with its BASE_URL: hreflang alternates must be absolute. */
export const ORIGIN_PLACEHOLDER = "__ORIGIN__";

/** The file a prerendered path is kept in (the server maps paths to it case-insensitively). */
export function prerenderedFileName(urlPath: string): string {
  return `${urlPath === "/" ? "index" : urlPath.slice(1).toLowerCase()}.html`;
}

const entry = (await import(pathToFileURL(serverEntry).href)) as ServerEntry;
const template = readFileSync(path.join(webRoot, "index.html"), "utf8");
const manifest = JSON.parse(
  readFileSync(path.join(webRoot, ".vite", "manifest.json"), "utf8"),
) as Record<string, { file: string; imports?: string[] }>;

/**
 * The app shell answers every page that is not prerendered, and those pages' loaders are in
 * `app/page-modules.ts` (ADR 022): fetched beside the entry instead of after it.
 */
const pageModulesChunk = manifest["app/page-modules.ts"];
if (!pageModulesChunk) throw new Error("The build has no chunk for app/page-modules.ts.");
/**
 * With them, the shell's schemas and zod (`lib/shell-schemas.ts` and what it imports that the
 * entry does not): every page of the app shell reads the API and parses its first answer with
 * them (ADR 018), so they are fetched beside the entry, not after that answer (ADR 048).
 */
const schemasChunk = manifest["lib/shell-schemas.ts"];
const schemaFiles = schemasChunk
  ? [schemasChunk.file, ...(schemasChunk.imports ?? []).map((key) => manifest[key]?.file)]
  : [];
const pageModulesPreload = [pageModulesChunk.file, ...schemaFiles]
  .filter((file): file is string => file !== undefined && !template.includes(`/${file}"`))
  .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
  .join("");

/** The Malayalam or Arabic font's stylesheet, in the page's head: text shows in it at once. */
function fontLink(locale: Locale): string {
  const font = manifest[`i18n/fonts-${locale}.css`];
  return font ? `<link rel="stylesheet" href="/${font.file}" />` : "";
}

/** The shell catalog's page description in `locale` (plain text: no ICU arguments). */
function descriptionIn(locale: Locale): string {
  const catalog = JSON.parse(
    readFileSync(path.resolve(`web/app/messages.${locale}.json`), "utf8"),
  ) as Record<string, string>;
  const text = catalog["app.meta.description"] ?? "";
  return text.replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

/**
 * `<html lang dir>`, the description, the font, and the page's other languages (`hreflang`,
 * `?lang=`).
 */
function inLanguage(page: string, locale: Locale, urlPath: string | undefined): string {
  const alternates =
    urlPath === undefined
      ? ""
      : [
          ...entry.LOCALES.map(
            (other) =>
              `<link rel="alternate" hreflang="${other}" href="${ORIGIN_PLACEHOLDER}${urlPath}?lang=${other}" />`,
          ),
          `<link rel="alternate" hreflang="x-default" href="${ORIGIN_PLACEHOLDER}${urlPath}" />`,
        ].join("");
  return (
    page
      .replace(
        '<html lang="en">',
        `<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">`,
      )
      // The manifest in the page's language (ADR 043): browsers fetch it without the cookie.
      .replace('href="/manifest.webmanifest"', `href="/manifest.webmanifest?lang=${locale}"`)
      .replace(
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${descriptionIn(locale)}" />`,
      )
      .replace("</head>", `${fontLink(locale)}${alternates}</head>`)
  );
}

for (const locale of entry.LOCALES) {
  const folder = path.join(webRoot, "prerendered", locale);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    path.join(folder, APP_SHELL_FILE),
    inLanguage(template, locale, undefined)
      .replace("</head>", `${pageModulesPreload}</head>`)
      // Something to paint while the page's code and data arrive (ADR 067): createRoot replaces it.
      .replace('<div id="root"></div>', `<div id="root">${entry.appFrame()}</div>`),
  );
  for (const urlPath of entry.PRERENDERED_PATHS) {
    const { html, state } = await entry.prerender(urlPath, locale);
    // JSON in a data block is never executed, so the strict CSP (script-src 'self') still holds.
    const stateJson = JSON.stringify(state).replaceAll("<", "\\u003c");
    const page = inLanguage(template, locale, urlPath)
      .replace('<div id="root"></div>', `<div id="root">${html}</div>`)
      .replace(
        "</body>",
        `<script type="application/json" id="prerendered-state">${stateJson}</script></body>`,
      );
    writeFileSync(path.join(folder, prerenderedFileName(urlPath)), page);
    console.log(`prerendered ${urlPath} (${locale})`);
  }
}
