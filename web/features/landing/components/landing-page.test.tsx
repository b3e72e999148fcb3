import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
// A value import: the contract is loaded before the page asks for it (see `shown`).
import { CLUB_NAMES_PAGE_SIZE, type ClubNameList } from "../../../../contract/clubs.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import {
  answering,
  byText,
  click,
  control,
  render,
  testQueryClient,
} from "../../../test/render.tsx";
import { LandingPage } from "./landing-page.tsx";

/**
 * Lets React settle until `text` shows: the answer is parsed once the contract's schema is loaded
 * (imported on first use), a few turns later. Each turn runs inside act().
 */
async function shown(text: string) {
  for (let turn = 0; turn < 100 && byText(text).length === 0; turn++)
    await act(() => new Promise<void>((resolve) => setTimeout(resolve, 20)));
  expect(byText(text)).toHaveLength(1);
}

const clubsFrom = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    clubId: first + index,
    clubName: `Club number ${first + index}`,
    slug: `Clubnumber${first + index}`,
  }));

afterEach(() => vi.unstubAllGlobals());

describe("the landing page's Find a Club list", () => {
  it("shows the clubs past the first 50, a page at a time, after the last one shown", async () => {
    const fetch = vi.fn(async (url: string) => {
      const after = Number(new URL(url, "http://localhost").searchParams.get("after"));
      const rest: ClubNameList = {
        items: clubsFrom(after + 1, after === 50 ? CLUB_NAMES_PAGE_SIZE : 7),
        total: 107,
      };
      return new Response(JSON.stringify(rest), {
        headers: { "content-type": "application/json" },
      });
    });
    vi.stubGlobal("fetch", fetch);
    const queryClient = testQueryClient();
    queryClient.setQueryData(queryKeys.me, null);
    queryClient.setQueryData(queryKeys.journeys, { items: [] });
    queryClient.setQueryData(queryKeys.clubs.names, { items: clubsFrom(1, 50), total: 107 });
    await render(<LandingPage />, { queryClient });

    expect(byText("Club number 50")).toHaveLength(1);
    expect(byText("Club number 51")).toHaveLength(0);
    expect(byText("Showing 50 of 107 clubs")).toHaveLength(1);

    await click(control("Show more clubs"));
    await shown("Club number 100");
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/api/clubs/names?after=50"]);
    expect(byText("Showing 100 of 107 clubs")).toHaveLength(1);

    await click(control("Show more clubs"));
    await shown("Club number 107");
    expect(fetch.mock.calls.at(-1)?.[0]).toBe("/api/clubs/names?after=100");
    expect(byText("All 107 clubs")).toHaveLength(1);
    expect(control("Show more clubs")).toBeUndefined();
  });

  it("offers no more when every club is shown", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(queryKeys.me, null);
    queryClient.setQueryData(queryKeys.journeys, { items: [] });
    queryClient.setQueryData(queryKeys.clubs.names, { items: clubsFrom(1, 3), total: 3 });
    await render(<LandingPage />, { queryClient });
    expect(byText("All 3 clubs")).toHaveLength(1);
    expect(document.body.textContent).not.toContain("Showing 3 of 3");
    expect(control("Show more clubs")).toBeUndefined();
  });
});

describe("the landing's clubs for a visitor (docs/product.md, round 3: visitors browse clubs)", () => {
  async function openAsVisitor() {
    const queryClient = testQueryClient();
    queryClient.setQueryData(queryKeys.me, null);
    queryClient.setQueryData(queryKeys.journeys, { items: [] });
    queryClient.setQueryData(queryKeys.clubs.names, { items: clubsFrom(1, 3), total: 3 });
    return render(<LandingPage />, { queryClient });
  }

  it("opens the club's page on a club's name, with no alert in the way", async () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    const { currentPath } = await openAsVisitor();
    await click(control("Club number 2"));
    expect(alert).not.toHaveBeenCalled();
    expect(currentPath()).toBe("/Clubnumber2");
  });

  it("links to the club search", async () => {
    await openAsVisitor();
    expect(control("Search clubs by place and day")?.getAttribute("href")).toBe("/ClubSearch");
  });
});

describe("a signed-out visit to the landing (ADR 048)", () => {
  it("asks nothing that answers 401: no session cookie, no /api/me", async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API
    document.cookie = "bv_signed_in=; path=/; max-age=0";
    const statuses: [string, number][] = [];
    const answer = answering({
      "/api/me": { status: 401, body: { status: 401, title: "Unauthorized" } },
      "/api/clubs/names": { status: 200, body: { items: clubsFrom(1, 3), total: 3 } },
      "/api/journeys": { status: 200, body: { items: [] } },
    });
    vi.stubGlobal("fetch", async (input: RequestInfo | URL) => {
      const response = await answer(input);
      statuses.push([String(input), response.status]);
      return response;
    });
    try {
      // Nothing seeded: the page asks for what it shows, as on a first visit.
      await render(<LandingPage />, { queryClient: testQueryClient() });
      await shown("Get started");
      await act(() => new Promise<void>((resolve) => setTimeout(resolve, 100)));
      expect(statuses.filter(([, status]) => status === 401)).toEqual([]);
      expect(statuses.map(([url]) => url)).not.toContain("/api/me");
    } finally {
      // biome-ignore lint/suspicious/noDocumentCookie: happy-dom has no Cookie Store API
      document.cookie = "bv_signed_in=1; path=/";
    }
  });
});
