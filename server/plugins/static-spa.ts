import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { regions } from "../../content/clubs.ts";
import { LOCALES, type Locale } from "../../contract/locales.ts";
import { pageLocale } from "../lib/i18n.ts";
import {
  type PrecomputedBody,
  precompute,
  sendPrecomputed,
  VARY_BY_LANGUAGE,
} from "../lib/precomputed-response.ts";
import { apiNotFound } from "./errors.ts";
import { registerSiteIndex } from "./site-index.ts";
import { registerWebAppManifest } from "./web-app-manifest.ts";

const precomputeHtml = (html: Buffer | string) => precompute(html, "text/html; charset=utf-8");

/** The app's shell without a page, per language (scripts/prerender.ts writes it). */
const APP_SHELL = "_app";
/** The service worker vite-plugin-pwa builds from web/sw.ts (ADR 043). */
const SERVICE_WORKER_FILE = "sw.js";
/** Where the prerendered pages' `hreflang` links name the site's origin. */
const ORIGIN_PLACEHOLDER = "__ORIGIN__";

/** A regional page opens in its region's language (lowercase path -> language). */
const PAGE_LOCALES = new Map<string, Locale>(
  Object.values(regions).map((region) => [region.path.toLowerCase(), region.locale]),
);

/**
 * Public pages rendered at build time, by language and lowercase path ("en /", "ml /journeys",
 * …), and each language's app shell (`"ar _app"`).
 */
function loadPrerenderedPages(webRoot: string, origin: string): Map<string, PrecomputedBody> {
  const pages = new Map<string, PrecomputedBody>();
  for (const locale of LOCALES) {
    const folder = path.join(webRoot, "prerendered", locale);
    if (!existsSync(folder)) continue;
    for (const file of readdirSync(folder)) {
      if (!file.endsWith(".html")) continue;
      const name = file.slice(0, -".html".length);
      const key = name === "index" ? "/" : name === APP_SHELL ? APP_SHELL : `/${name}`;
      const html = readFileSync(path.join(folder, file), "utf8").replaceAll(
        ORIGIN_PLACEHOLDER,
        origin,
      );
      pages.set(`${locale} ${key}`, precomputeHtml(html));
    }
  }
  return pages;
}

/**
 * Serves the built web app: hashed assets cached for a year, every other GET answered with the
 * single-page app's index.html (the client router shows the screen, or its not-found page).
 */
export async function registerStaticSpa(
  app: FastifyInstance,
  webRoot: string | undefined,
  origin = "",
  /** Whether the app has a page at a path; others get its not-found page with status 404. */
  pageExists: (pathname: string) => Promise<boolean> = async () => true,
) {
  const indexFile = webRoot ? path.join(webRoot, "index.html") : undefined;
  const indexHtml =
    indexFile && existsSync(indexFile) ? precomputeHtml(readFileSync(indexFile)) : undefined;
  const prerendered =
    webRoot && indexHtml
      ? loadPrerenderedPages(webRoot, origin)
      : new Map<string, PrecomputedBody>();

  if (webRoot && indexHtml) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The build writes each script's and style sheet's `.br` and `.gz` (scripts/precompress.ts):
      // sent as they are, never compressed again per request (ADR 051).
      preCompressed: true,
      setHeaders(res, sentPath) {
        const filePath = sentPath.replace(/\.(br|gz)$/, "");
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          "cache-control",
          immutable
            ? "public, max-age=31536000, immutable"
            : // The service worker: browsers look for a new one on every visit (ADR 043).
              path.basename(filePath) === SERVICE_WORKER_FILE
              ? "no-cache"
              : "public, max-age=3600",
        );
      },
    });
  }

  await registerWebAppManifest(app);
  // robots.txt and sitemap.xml: files of their own, not the app's page (ADR 048).
  await registerSiteIndex(app, origin);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname.startsWith("/api/") || pathname === "/api" || !indexHtml) {
      return apiNotFound(request, reply);
    }
    if (request.method !== "GET" && request.method !== "HEAD") return apiNotFound(request, reply);
    const pagePath = pathname.toLowerCase().replace(/(.)\/+$/, "$1");
    // The page in its visitor's language (?lang=, the cookie, the page's own, Accept-Language).
    const locale = pageLocale(request, PAGE_LOCALES.get(pagePath));
    const page =
      prerendered.get(`${locale} ${pagePath}`) ??
      prerendered.get(`${locale} ${APP_SHELL}`) ??
      indexHtml;
    // Unknown paths get the app (its not-found page) with the status search engines and link
    // checkers read.
    if (!(await pageExists(pathname))) reply.code(404);
    // Revalidated on every visit (a new build changes the page): a 304 when it has not changed.
    // The language depends on the cookie and Accept-Language: caches keep one copy per value.
    return sendPrecomputed(request, reply, page, "no-cache", VARY_BY_LANGUAGE);
  });
}
