import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shellKeys } from "../lib/shell-query-keys.ts";
import { emptyNavigation, member } from "../test/fixtures.ts";
import { answering } from "../test/render.tsx";

const preloaded = vi.hoisted(() => vi.fn(async (_pathname: string) => undefined));
const loadPageModules = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock("./router.tsx", () => ({ preloadPagesAt: preloaded, loadPageModules }));

const { startFirstRequests } = await import("./first-requests.ts");

const setHint = (signedIn: boolean) => {
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API
  document.cookie = signedIn ? "bv_signed_in=1; path=/" : "bv_signed_in=; path=/; max-age=0";
};

afterEach(() => {
  setHint(true);
  preloaded.mockClear();
  loadPageModules.mockClear();
  vi.unstubAllGlobals();
});

describe("the first requests of a page that is not prerendered (ADR 059)", () => {
  it("ask for the person, their navigation and the page's code before the first render", async () => {
    setHint(true);
    const fetch = vi.fn(
      answering({
        "/api/me": { status: 200, body: member },
        "/api/me/navigation": { status: 200, body: emptyNavigation },
      }),
    );
    vi.stubGlobal("fetch", fetch);
    const queryClient = new QueryClient();
    await startFirstRequests("/ClubLeaderPage", queryClient);
    expect(preloaded).toHaveBeenCalledWith("/ClubLeaderPage");
    // The page's loaders are started before the wait that lets the first render go.
    expect(preloaded.mock.invocationCallOrder[0]).toBeLessThan(
      loadPageModules.mock.invocationCallOrder.at(-1) ?? 0,
    );
    // The shell's first render then finds both answers in the cache, or on their way.
    await vi.waitFor(() => {
      expect(queryClient.getQueryData(shellKeys.me)).toEqual(member);
      expect(queryClient.getQueryData(shellKeys.navigation)).toEqual(emptyNavigation);
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it("ask a signed-out visitor's server for nothing: no request that answers 401", async () => {
    setHint(false);
    const fetch = vi.fn(answering({ "/api/me": { status: 401, body: { status: 401 } } }));
    vi.stubGlobal("fetch", fetch);
    await startFirstRequests("/Login", new QueryClient());
    expect(fetch).not.toHaveBeenCalled();
    expect(preloaded).toHaveBeenCalledWith("/Login");
  });

  it("let the app render when the pages' loaders cannot be fetched (offline, a new build)", async () => {
    setHint(false);
    loadPageModules.mockRejectedValueOnce(
      new TypeError("Failed to fetch dynamically imported module"),
    );
    preloaded.mockRejectedValueOnce(new TypeError("Failed to fetch dynamically imported module"));
    await expect(startFirstRequests("/Dashboard", new QueryClient())).resolves.toBeUndefined();
  });
});
