import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWebApp } from "../helpers.ts";

/**
 * The built web app's scripts and styles are compressed once, by the build
 * (scripts/precompress.ts), and sent as they are (ADR 051): never compressed again per request.
 */
const script = `export const greeting = ${JSON.stringify("Blockvocates ".repeat(300))};\n`;
const worker = `self.addEventListener("push", () => {});\n${"// the worker\n".repeat(200)}`;
let webRoot: string;
let close: (() => Promise<void>) | undefined;
let app: FastifyInstance;

beforeAll(async () => {
  webRoot = mkdtempSync(path.join(tmpdir(), "bv-web-"));
  mkdirSync(path.join(webRoot, "assets"));
  mkdirSync(path.join(webRoot, "prerendered", "en"), { recursive: true });
  writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>Blockvocates</title>");
  writeFileSync(path.join(webRoot, "assets", "app-1a2b3c.js"), script);
  writeFileSync(path.join(webRoot, "assets", "tiny-4d5e6f.js"), "export {};\n");
  writeFileSync(path.join(webRoot, "sw.js"), worker);
  writeFileSync(path.join(webRoot, "prerendered", "en", "About.html"), "<p>x</p>".repeat(500));
  execFileSync(process.execPath, ["--import", "tsx", "scripts/precompress.ts"], {
    env: { ...process.env, WEB_ROOT: webRoot },
  });
  ({ app, close } = await buildWebApp(webRoot));
});
afterAll(() => close?.());

const get = (url: string, acceptEncoding?: string) =>
  app.inject({ url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

describe("the build's compressed copies", () => {
  it("are written for what is worth it, not for tiny files or the server's own pages", () => {
    for (const suffix of [".br", ".gz"]) {
      expect(existsSync(path.join(webRoot, "assets", `app-1a2b3c.js${suffix}`))).toBe(true);
      expect(existsSync(path.join(webRoot, `sw.js${suffix}`))).toBe(true);
      expect(existsSync(path.join(webRoot, "assets", `tiny-4d5e6f.js${suffix}`))).toBe(false);
      expect(existsSync(path.join(webRoot, "prerendered", "en", `About.html${suffix}`))).toBe(
        false,
      );
    }
  });

  it("are sent as brotli, or gzip, with the file's own type and caching", async () => {
    const br = await get("/assets/app-1a2b3c.js", "gzip, deflate, br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers["content-type"]).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(String(br.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString("utf8")).toBe(script);
    expect(br.rawPayload.length).toBeLessThan(script.length / 10);

    const gzip = await get("/assets/app-1a2b3c.js", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString("utf8")).toBe(script);
  });

  it("fall back to the file itself for a client that takes no encoding, or a file without copies", async () => {
    const plain = await get("/assets/app-1a2b3c.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
    // No copy of its own: the file, compressed on the way as before (a stream has no size to
    // hold against the threshold).
    const tiny = await get("/assets/tiny-4d5e6f.js", "br");
    expect(tiny.statusCode).toBe(200);
    const decoded =
      tiny.headers["content-encoding"] === "br"
        ? brotliDecompressSync(tiny.rawPayload).toString("utf8")
        : tiny.body;
    expect(decoded).toBe("export {};\n");
  });

  it("keep the service worker's no-cache, compressed or not", async () => {
    const compressed = await get("/sw.js", "br");
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers["cache-control"]).toBe("no-cache");
    expect((await get("/sw.js")).headers["cache-control"]).toBe("no-cache");
  });
});
