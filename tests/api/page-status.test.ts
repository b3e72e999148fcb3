import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildWebApp } from "../helpers.ts";

// The web app answers every path with its HTML; the status says whether there is a page there.
let close: (() => Promise<void>) | undefined;
let app: FastifyInstance;

beforeAll(async () => {
  const webRoot = mkdtempSync(path.join(tmpdir(), "bv-web-"));
  writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>Blockvocates</title>");
  ({ app, close } = await buildWebApp(webRoot));
});
afterAll(() => close?.());

describe("pages of the web app", () => {
  it.each([
    "/",
    "/Login",
    "/login",
    "/ClubSearch",
    "/Dashboard",
    "/Credentials/some-id",
    "/Profile/some-id",
    "/KeralaBlockvocates",
    "/BlockvocatesGlobal",
    "/Mission1",
    "/mission2",
  ])("%s answers 200 with the app", async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
  });

  it.each([
    "/no-such-page-here",
    "/NoSuchClubAnywhere",
    "/%E2%9C%93-nothing",
    "/Mission99",
    "/metrics",
  ])("%s answers 404 with the app's not-found page", async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^text\/html/);
    expect(response.body).toContain("<title>Blockvocates</title>");
    // Never a 304 for a page that is not there, whatever the browser holds.
    const again = await app.inject({
      url,
      headers: { "if-none-match": String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(404);
  });

  it("a missing file under /assets is a plain 404", async () => {
    const response = await app.inject({ url: "/assets/missing-0123.js" });
    expect(response.statusCode).toBe(404);
  });
});
