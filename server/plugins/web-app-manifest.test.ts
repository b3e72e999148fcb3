import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { PNG } from "pngjs";
import { afterAll, describe, expect, it } from "vitest";
import { tokens } from "../../web/app/theme.ts";
import { securityHeaders } from "./security.ts";
import { registerStaticSpa } from "./static-spa.ts";
import {
  APPLE_TOUCH_ICON,
  BACKGROUND_COLOR,
  THEME_COLOR,
  WEB_APP_ICONS,
  webAppManifest,
} from "./web-app-manifest.ts";

const webRoot = mkdtempSync(path.join(tmpdir(), "web-root-"));
writeFileSync(path.join(webRoot, "index.html"), "<!doctype html><title>app</title>");
writeFileSync(path.join(webRoot, "sw.js"), "self.addEventListener('fetch', () => {});");
const app = Fastify();
await registerStaticSpa(app, webRoot);
afterAll(() => app.close());

describe("the web app manifest", () => {
  it("is served in the language the page asks for, right to left in Arabic", async () => {
    const arabic = await app.inject({ url: "/manifest.webmanifest?lang=ar" });
    expect(arabic.statusCode).toBe(200);
    expect(arabic.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    const manifest = arabic.json();
    expect(manifest).toMatchObject({
      name: "Blockvocates",
      lang: "ar",
      dir: "rtl",
      start_url: "/Dashboard",
      scope: "/",
      display: "standalone",
    });
    expect(manifest.description).toMatch(/[\u0600-\u06ff]/);
    const english = await app.inject({
      url: "/manifest.webmanifest",
      headers: { "accept-language": "en-GB" },
    });
    expect(english.json()).toMatchObject({ lang: "en", dir: "ltr" });
    expect(english.json().description).toMatch(/^Learn blockchain/);
    const malayalam = await app.inject({ url: "/manifest.webmanifest?lang=ml" });
    expect(malayalam.json().description).toMatch(/[\u0d00-\u0d7f]/);
  });

  it("is the same app in every language, in the theme's colours", () => {
    const ids = (["en", "ml", "ar"] as const).map((locale) => webAppManifest(locale).id);
    expect(new Set(ids).size).toBe(1);
    expect(THEME_COLOR).toBe(tokens.heroBackgrounds[0]);
    expect(BACKGROUND_COLOR).toBe(tokens.pageBackground);
  });

  it("names icons whose PNGs have the sizes it says, any and maskable, 192 and 512", () => {
    for (const icon of [...WEB_APP_ICONS, APPLE_TOUCH_ICON]) {
      const png = PNG.sync.read(readFileSync(path.join("web/public", icon.src)));
      expect(`${png.width}x${png.height}`).toBe(icon.sizes);
    }
    const kinds = WEB_APP_ICONS.map((icon) => `${icon.purpose} ${icon.sizes}`);
    expect(kinds).toEqual(
      expect.arrayContaining([
        "any 192x192",
        "any 512x512",
        "maskable 192x192",
        "maskable 512x512",
      ]),
    );
  });
});

describe("the service worker's file", () => {
  it("is revalidated on every visit, as JavaScript", async () => {
    const response = await app.inject({ url: "/sw.js" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
  });

  it("is allowed by the content security policy, from this origin only", () => {
    const policy = securityHeaders(new URL("https://app.example"))["content-security-policy"];
    expect(policy?.split(";")).toEqual(
      expect.arrayContaining(["worker-src 'self'", "manifest-src 'self'"]),
    );
  });
});
