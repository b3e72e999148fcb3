import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SITEMAP_PAGES } from "../../server/plugins/site-index.ts";
import { buildTestApp, TEST_BASE_URL, type TestApp } from "../helpers.ts";

// ADR 048: /robots.txt and /sitemap.xml are files of their own, built from BASE_URL, not the
// app's HTML page (which every other unknown address gets).

let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

// The landing, the journeys, the regional pages, the legal pages and the club directory.
const PUBLIC_PAGES = SITEMAP_PAGES;

describe("the public pages", () => {
  it("are the prerendered pages and the club directory", () => {
    expect([...PUBLIC_PAGES].sort()).toEqual(
      [
        ...["/", "/Journeys", "/KeralaBlockvocates", "/OmanBlockvocates"],
        ...["/About", "/Contact", "/Privacy", "/Terms", "/ClubSearch"],
      ].sort(),
    );
  });
});

describe("robots.txt", () => {
  it("is text that lets crawlers in and names the sitemap by its absolute address", async () => {
    const response = await testApp.app.inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(response.body).not.toMatch(/<html/i);
    expect(response.body).toMatch(/^User-agent: \*$/m);
    expect(response.body).not.toMatch(/^Disallow: \/$/m);
    expect(response.body).toMatch(new RegExp(`^Sitemap: ${TEST_BASE_URL}/sitemap\\.xml$`, "m"));
  });
});

describe("sitemap.xml", () => {
  it("lists every public page in English, Malayalam and Arabic with its hreflang alternates", async () => {
    const response = await testApp.app.inject({ url: "/sitemap.xml" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/xml; charset=utf-8");
    const xml = response.body;
    expect(xml).toMatch(/^<\?xml version="1\.0" encoding="UTF-8"\?>/);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const entries = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((match) => match[1] ?? "");
    const locs = entries.map((entry) => /<loc>([^<]*)<\/loc>/.exec(entry)?.[1]);
    expect(locs.sort()).toEqual(
      PUBLIC_PAGES.flatMap((page) =>
        ["en", "ml", "ar"].map((lang) => `${TEST_BASE_URL}${page}?lang=${lang}`),
      ).sort(),
    );
    for (const entry of entries) {
      const loc = /<loc>([^<]*)<\/loc>/.exec(entry)?.[1] ?? "";
      const page = new URL(loc).pathname;
      const links = [
        ...entry.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g),
      ].map((match) => [match[1], match[2]]);
      expect(links, loc).toEqual([
        ["en", `${TEST_BASE_URL}${page}?lang=en`],
        ["ml", `${TEST_BASE_URL}${page}?lang=ml`],
        ["ar", `${TEST_BASE_URL}${page}?lang=ar`],
        ["x-default", `${TEST_BASE_URL}${page}`],
      ]);
    }
  });
});
