import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ProblemSchema } from "../contract/common.ts";
import { appPath, offlineWriteProblem, readPushPayload } from "./sw-rules.ts";

const origin = "https://app.example";

describe("what a notification opens", () => {
  it("keeps this origin's paths and sends any other address to the dashboard", () => {
    expect(appPath("/Meetings/7/2026-05-01?x=1#roles", origin)).toBe(
      "/Meetings/7/2026-05-01?x=1#roles",
    );
    expect(appPath(`${origin}/Notifications`, origin)).toBe("/Notifications");
    expect(appPath("https://evil.example/phish", origin)).toBe("/Dashboard");
    expect(appPath("//evil.example/phish", origin)).toBe("/Dashboard");
    expect(appPath("javascript:alert(1)", origin)).toBe("/Dashboard");
    expect(appPath(undefined, origin)).toBe("/Dashboard");
  });

  it("reads a push payload, and ignores a message without a title", () => {
    expect(
      readPushPayload(
        { title: "Your role tomorrow", body: "Timer", url: "/Dashboard", tag: "r1" },
        origin,
      ),
    ).toEqual({ title: "Your role tomorrow", body: "Timer", url: "/Dashboard", tag: "r1" });
    expect(readPushPayload({ title: "Hi", url: "https://evil.example" }, origin)).toEqual({
      title: "Hi",
      url: "/Dashboard",
    });
    expect(readPushPayload({ body: "no title", url: "/" }, origin)).toBeUndefined();
    expect(readPushPayload("text", origin)).toBeUndefined();
  });
});

describe("a write made offline", () => {
  /** The message as written in each catalog (imports of catalogs are compiled in tests). */
  const said = (locale: string): string =>
    JSON.parse(readFileSync(`web/pwa/messages.${locale}.json`, "utf8"))["pwa.offlineWrite"];
  const messages = { en: said("en"), ml: said("ml"), ar: said("ar") };

  it("is refused with a problem saying it was not saved, in the page's language", async () => {
    const english = offlineWriteProblem("en", messages);
    expect(english.status).toBe(503);
    const problem = ProblemSchema.parse(await english.json());
    expect(problem.detail).toBe(
      "You are offline: this was not saved. Try again when you are back online.",
    );
    expect(ProblemSchema.parse(await offlineWriteProblem("ar", messages).json()).detail).toBe(
      messages.ar,
    );
    expect(ProblemSchema.parse(await offlineWriteProblem("ml-IN", messages).json()).detail).toBe(
      messages.ml,
    );
    expect(ProblemSchema.parse(await offlineWriteProblem(null, messages).json()).detail).toBe(
      messages.en,
    );
  });
});
