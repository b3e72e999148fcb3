import { afterEach, describe, expect, it } from "vitest";
import { shellCatalogs } from "../app/messages.ts";
import { i18n, t } from "../i18n/index.ts";
import { sinceText, waitingText } from "./waiting.ts";

const now = Date.UTC(2026, 10, 23, 12);
const ago = (ms: number) => new Date(now - ms).toISOString();
const HOUR = 60 * 60 * 1000;

afterEach(() => i18n.activate("en"));

describe("waitingText", () => {
  it.each([
    [0, "waiting less than an hour"],
    [59 * 60 * 1000, "waiting less than an hour"],
    [HOUR, "waiting 1 hour"],
    [23 * HOUR, "waiting 23 hours"],
    [24 * HOUR, "waiting 1 day"],
    [47 * HOUR, "waiting 1 day"],
    [48 * HOUR, "waiting 2 days"],
    [10 * 24 * HOUR, "waiting 10 days"],
    // A server clock a little ahead of the browser's: never "waiting -1 hours".
    [-5 * 60 * 1000, "waiting less than an hour"],
  ])("%i ms ago -> %s", (elapsed, text) => {
    expect(waitingText(t, ago(elapsed), now)).toBe(text);
  });

  it("speaks Arabic with its dual and Malayalam, and dates the wait in the language", async () => {
    await shellCatalogs.load("ar");
    i18n.activate("ar");
    expect(waitingText(t, ago(48 * HOUR), now)).toBe("بانتظار منذ يومين");
    expect(sinceText(t, ago(0))).toMatch(/^منذ .*(2026|٢٠٢٦)/);
    await shellCatalogs.load("ml");
    i18n.activate("ml");
    expect(waitingText(t, ago(3 * HOUR), now)).toBe("3 മണിക്കൂറായി കാത്തിരിക്കുന്നു");
  });
});
