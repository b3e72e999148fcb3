import { afterEach, describe, expect, it, vi } from "vitest";

const pageModulesLoaded = vi.hoisted(() => vi.fn());
vi.mock("./page-modules.ts", () => {
  pageModulesLoaded();
  return { pageModules: {} };
});

const { prefetchPageModulesOnIntent } = await import("./router.tsx");

/** Lets the dynamic import's promise run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("the other pages' loaders", () => {
  it("are fetched at the first pointer over a link, once, and not for anything else", async () => {
    document.body.innerHTML = '<p id="text">Read me</p><a id="link" href="/Login">Log in</a>';
    prefetchPageModulesOnIntent();
    document.getElementById("text")?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    await settle();
    expect(pageModulesLoaded).not.toHaveBeenCalled();

    document.getElementById("link")?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    document.getElementById("link")?.dispatchEvent(new Event("focusin", { bubbles: true }));
    await settle();
    expect(pageModulesLoaded).toHaveBeenCalledTimes(1);
  });
});
