import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompute, precomputeJson } from "./precomputed-response.ts";

describe("a precomputed body", () => {
  const html = `<!doctype html><title>x</title>${"<p>Blockvocates</p>".repeat(200)}`;

  it("decompresses to its own bytes in both encodings, at either effort", () => {
    for (const effort of ["max", "fast"] as const) {
      const body = precompute(html, "text/html; charset=utf-8", effort);
      expect(brotliDecompressSync(body.br).toString("utf8")).toBe(html);
      expect(gunzipSync(body.gzip).toString("utf8")).toBe(html);
      expect(body.br.length).toBeLessThan(body.identity.length / 10);
    }
  });

  it("is compressed once, on first use: later sends get the same bytes", () => {
    const body = precomputeJson({ items: ["a", "b"] });
    expect(body.br).toBe(body.br);
    expect(body.gzip).toBe(body.gzip);
  });

  it("has an ETag of its bytes: equal bytes, equal tags; other bytes, another tag", () => {
    const first = precompute("one", "text/plain");
    expect(precompute(Buffer.from("one"), "text/plain").etag).toBe(first.etag);
    expect(precompute("two", "text/plain").etag).not.toBe(first.etag);
    expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
  });
});
