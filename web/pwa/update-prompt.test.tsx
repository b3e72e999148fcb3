import { readFileSync } from "node:fs";
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLocale } from "../i18n/index.ts";
import { click, render, until } from "../test/render.tsx";
import { UpdatePrompt } from "./update-prompt.tsx";

/** The catalog as written (imports of catalogs are compiled by the build's plugin). */
const written = (locale: "en" | "ml" | "ar"): Record<string, string> =>
  JSON.parse(readFileSync(`web/pwa/messages.${locale}.json`, "utf8"));

describe("the new version's prompt", () => {
  afterEach(() => act(() => changeLocale("en")));

  it("says a new version is ready and reloads only when asked", async () => {
    let reloads = 0;
    const { container } = await render(<UpdatePrompt onReload={() => reloads++} />);
    const prompt = container.querySelector('[role="alert"]');
    expect(prompt?.textContent).toContain("A new version is ready.");
    expect(reloads).toBe(0);
    const button = [...container.querySelectorAll("button")].find(
      (candidate) => candidate.textContent === "Reload",
    );
    await click(button);
    expect(reloads).toBe(1);
  });

  it("speaks Arabic", async () => {
    await act(() => changeLocale("ar"));
    const { container } = await render(<UpdatePrompt onReload={() => undefined} />);
    await until(() => expect(container.textContent).toContain(written("ar")["pwa.updateReady"]));
    expect(container.querySelector("button")?.textContent).toBe(written("ar")["pwa.reload"]);
  });
});
