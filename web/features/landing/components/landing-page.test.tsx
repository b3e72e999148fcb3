import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ClubNameList } from "../../../../contract/clubs.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { byText, click, control, render, testQueryClient } from "../../../test/render.tsx";
import { LandingPage } from "./landing-page.tsx";

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

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
      const rest: ClubNameList = { items: clubsFrom(after + 1, after === 50 ? 50 : 7), total: 107 };
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
    await settle();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(["/api/clubs/names?after=50"]);
    expect(byText("Club number 100")).toHaveLength(1);
    expect(byText("Showing 100 of 107 clubs")).toHaveLength(1);

    await click(control("Show more clubs"));
    await settle();
    expect(fetch.mock.calls.at(-1)?.[0]).toBe("/api/clubs/names?after=100");
    expect(byText("Club number 107")).toHaveLength(1);
    expect(byText("Showing 107 of 107 clubs")).toHaveLength(1);
    expect(control("Show more clubs")).toBeUndefined();
  });

  it("offers no more when every club is shown", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(queryKeys.me, null);
    queryClient.setQueryData(queryKeys.journeys, { items: [] });
    queryClient.setQueryData(queryKeys.clubs.names, { items: clubsFrom(1, 3), total: 3 });
    await render(<LandingPage />, { queryClient });
    expect(byText("Showing 3 of 3 clubs")).toHaveLength(1);
    expect(control("Show more clubs")).toBeUndefined();
  });
});
