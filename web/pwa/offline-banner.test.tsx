import { readFileSync } from "node:fs";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLocale } from "../i18n/index.ts";
import { render, until } from "../test/render.tsx";
import { OfflineBanner } from "./offline-banner.tsx";

/** The catalog as written (imports of catalogs are compiled by the build's plugin). */
const written = (locale: "en" | "ml" | "ar"): Record<string, string> =>
  JSON.parse(readFileSync(`web/pwa/messages.${locale}.json`, "utf8"));

/** What the browser says about the connection, and the event it fires when that changes. */
function goOnline(online: boolean) {
  Object.defineProperty(navigator, "onLine", { configurable: true, get: () => online });
  act(() => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

const bannerText = () => document.querySelector('[data-testid="offline-banner"]')?.textContent;

describe("the offline banner", () => {
  afterEach(async () => {
    goOnline(true);
    await act(() => changeLocale("en"));
  });

  it("shows while the browser is offline, and goes when it is back online", async () => {
    goOnline(true);
    await render(<OfflineBanner />);
    expect(bannerText()).toBeUndefined();
    goOnline(false);
    expect(bannerText()).toMatch(/^You are offline\. .*changes cannot be saved/);
    // Said by screen readers: it is inside a live region.
    expect(document.querySelector('[role="status"] [data-testid="offline-banner"]')).not.toBeNull();
    goOnline(true);
    expect(bannerText()).toBeUndefined();
  });

  it("opens offline already, and says it in Malayalam and in Arabic", async () => {
    goOnline(false);
    await act(() => changeLocale("ml"));
    await render(<OfflineBanner />);
    await until(() => expect(bannerText()).toBe(written("ml")["pwa.offline"]));
    await act(() => changeLocale("ar"));
    await until(() => expect(bannerText()).toBe(written("ar")["pwa.offline"]));
  });
});
