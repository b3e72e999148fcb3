import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { type PrecomputedBody, precompute, sendPrecomputed } from "../lib/precomputed-response.ts";
import { apiNotFound } from "./errors.ts";

const precomputeHtml = (html: Buffer) => precompute(html, "text/html; charset=utf-8");

/** Public pages rendered at build time, by lowercase path ("/", "/journeys", …). */
function loadPrerenderedPages(webRoot: string): Map<string, PrecomputedBody> {
  const folder = path.join(webRoot, "prerendered");
  const pages = new Map<string, PrecomputedBody>();
  if (!existsSync(folder)) return pages;
  for (const file of readdirSync(folder)) {
    if (!file.endsWith(".html")) continue;
    const name = file.slice(0, -".html".length);
    pages.set(
      name === "index" ? "/" : `/${name}`,
      precomputeHtml(readFileSync(path.join(folder, file))),
    );
  }
  return pages;
}

/**
 * Serves the built web app: hashed assets cached for a year, every other GET answered with the
 * single-page app's index.html (the client router shows the screen, or its not-found page).
 */
export async function registerStaticSpa(app: FastifyInstance, webRoot: string | undefined) {
  const indexFile = webRoot ? path.join(webRoot, "index.html") : undefined;
  const indexHtml =
    indexFile && existsSync(indexFile) ? precomputeHtml(readFileSync(indexFile)) : undefined;
  const prerendered =
    webRoot && indexHtml ? loadPrerenderedPages(webRoot) : new Map<string, PrecomputedBody>();

  if (webRoot && indexHtml) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header(
          "cache-control",
          immutable ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split("?")[0] ?? "/";
    if (pathname.startsWith("/api/") || pathname === "/api" || !indexHtml) {
      return apiNotFound(request, reply);
    }
    if (request.method !== "GET" && request.method !== "HEAD") return apiNotFound(request, reply);
    const page = prerendered.get(pathname.toLowerCase().replace(/(.)\/+$/, "$1")) ?? indexHtml;
    // Revalidated on every visit (a new build changes the page): a 304 when it has not changed.
    return sendPrecomputed(request, reply, page, "no-cache");
  });
}
