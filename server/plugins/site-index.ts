import type { FastifyInstance } from "fastify";
import { PRERENDERED_PAGES, PUBLIC_APP_PAGES } from "../../content/site.ts";
import { LOCALES } from "../../contract/locales.ts";
import { type PrecomputedBody, precompute, sendPrecomputed } from "../lib/precomputed-response.ts";

/** Every public page, as links write its address (ADR 048). */
export const SITEMAP_PAGES: readonly string[] = [...PRERENDERED_PAGES, ...PUBLIC_APP_PAGES];

const xmlEscaped = (text: string) =>
  text
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;");

/**
 * `/sitemap.xml`: each public page in each language, as the pages' own `hreflang` links name them
 * (`?lang=en|ml|ar`, the address without it for x-default), each entry with all its alternates.
 */
export function sitemapXml(origin: string): string {
  const address = (page: string, locale?: string) =>
    xmlEscaped(`${origin}${page}${locale ? `?lang=${locale}` : ""}`);
  const alternates = (page: string) =>
    [
      ...LOCALES.map(
        (locale) =>
          `    <xhtml:link rel="alternate" hreflang="${locale}" href="${address(page, locale)}"/>`,
      ),
      `    <xhtml:link rel="alternate" hreflang="x-default" href="${address(page)}"/>`,
    ].join("\n");
  const urls = SITEMAP_PAGES.flatMap((page) =>
    LOCALES.map(
      (locale) => `  <url>\n    <loc>${address(page, locale)}</loc>\n${alternates(page)}\n  </url>`,
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** `/robots.txt`: every page may be crawled; the sitemap's absolute address. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

/**
 * `/robots.txt` and `/sitemap.xml` as real files (not the app's page, which every other unknown
 * address gets), built once from BASE_URL: search engines find the public pages in their three
 * languages. Cached an hour, revalidated by ETag.
 */
export async function registerSiteIndex(app: FastifyInstance, origin: string) {
  const base = origin.replace(/\/+$/, "");
  const files: [string, PrecomputedBody][] = [
    ["/robots.txt", precompute(robotsTxt(base), "text/plain; charset=utf-8")],
    ["/sitemap.xml", precompute(sitemapXml(base), "application/xml; charset=utf-8")],
  ];
  for (const [url, body] of files) {
    app.get(url, { schema: { hide: true } }, (request, reply) =>
      sendPrecomputed(request, reply, body, "public, max-age=3600"),
    );
  }
}
