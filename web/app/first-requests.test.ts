import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { shellKeys } from "../lib/shell-query-keys.ts";
import { emptyNavigation, member } from "../test/fixtures.ts";
import { answering } from "../test/render.tsx";

const preloaded = vi.hoisted(() => vi.fn(async (_pathname: string) => undefined));
const loadPageModules = vi.hoisted(() => vi.fn(async () => ({})));
vi.mock("./router.tsx", () => ({ preloadPagesAt: preloaded, loadPageModules }));

const { ANSWERS_WAIT_MS, startFirstRequests } = await import("./first-requests.ts");

const setHint = (signedIn: boolean) => {
  // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API
  document.cookie = signedIn ? "bv_signed_in=1; path=/" : "bv_signed_in=; path=/; max-age=0";
};

afterEach(() => {
  vi.useRealTimers();
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

  it("let the first render go once the person's answers are in, not in the middle of it", async () => {
    setHint(true);
    let answer = (_: Response) => {};
    vi.stubGlobal(
      "fetch",
      vi.fn((input: RequestInfo | URL) =>
        String(input).endsWith("/api/me")
          ? new Promise<Response>((resolve) => {
              answer = resolve;
            })
          : Promise.resolve(new Response(JSON.stringify(emptyNavigation))),
      ),
    );
    const queryClient = new QueryClient();
    let started = false;
    const ready = startFirstRequests("/Dashboard", queryClient).then(() => {
      started = true;
    });
    await vi.waitFor(() => expect(loadPageModules).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(started).toBe(false);
    answer(new Response(JSON.stringify(member)));
    await ready;
    expect(queryClient.getQueryData(shellKeys.me)).toEqual(member);
    expect(queryClient.getQueryData(shellKeys.navigation)).toEqual(emptyNavigation);
  });

  it("render without the person's answers when they take too long", async () => {
    setHint(true);
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => {})),
    );
    let started = false;
    const ready = startFirstRequests("/Dashboard", new QueryClient()).then(() => {
      started = true;
    });
    await vi.advanceTimersByTimeAsync(ANSWERS_WAIT_MS - 1);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await ready;
    expect(started).toBe(true);
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
