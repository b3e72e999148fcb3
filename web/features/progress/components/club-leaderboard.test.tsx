import { afterEach, describe, expect, it, vi } from "vitest";
import type { Leaderboard } from "../../../../contract/progress.ts";
import { byText, click, control, render, testQueryClient, until } from "../../../test/render.tsx";
import { leaderboardQuery } from "../api/progress.ts";
import { ClubLeaderboard } from "./club-leaderboard.tsx";

const board: Leaderboard = {
  clubName: "Lisbon Builders",
  by: "missions",
  season: "2026-S1",
  hidden: false,
  items: [
    {
      rank: 1,
      name: "Top Member",
      verifiedThisMonth: 2,
      verifiedOverall: 5,
      vocateThisSeason: 150,
      isMe: false,
    },
    {
      rank: 2,
      name: "Asha",
      verifiedThisMonth: 1,
      verifiedOverall: 1,
      vocateThisSeason: 1_500,
      isMe: true,
    },
  ],
};

/** The same club ranked by $VOCATE, as the server answers `?by=vocate`. */
const byVocate: Leaderboard = {
  ...board,
  by: "vocate",
  items: [
    { ...(board.items[1] as Leaderboard["items"][number]), rank: 1 },
    { ...(board.items[0] as Leaderboard["items"][number]), rank: 2 },
  ],
};

async function show(shown: Leaderboard) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(leaderboardQuery("missions").queryKey, shown);
  return render(<ClubLeaderboard />, { queryClient });
}

const rowsOf = (container: HTMLElement) =>
  [...container.querySelectorAll("[data-testid=leaderboard] li")].map((row) => row.textContent);

afterEach(() => vi.unstubAllGlobals());

describe("the club leaderboard", () => {
  it("lists the members in order with this month's and overall counts, marking you", async () => {
    const { container } = await show(board);
    expect(rowsOf(container)).toEqual([
      "Top Member · 2 verified this month · 5 overall",
      "Asha (you) · 1 verified this month · 1 overall",
    ]);
    expect(control("Hide me from the leaderboard")).toBeDefined();
  });

  it("ranks by $VOCATE when asked: asks the server for that order and shows this season's earnings", async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(
          String(input instanceof Request ? input.url : input),
          "http://app.test",
        );
        asked.push(`${url.pathname}${url.search}`);
        return new Response(JSON.stringify(byVocate), {
          status: 200,
          headers: { "content-type": "application/json" },
        });
      }),
    );
    const { container } = await show(board);
    const group = container.querySelector('[aria-label="Rank the leaderboard by"]');
    expect(group).not.toBeNull();
    await click(byText("$VOCATE", group as HTMLElement)[0]);
    await until(() =>
      expect(rowsOf(container)).toEqual([
        "Asha (you) · 1,500 $VOCATE this season",
        "Top Member · 150 $VOCATE this season",
      ]),
    );
    expect(asked).toEqual(["/api/leaderboard?by=vocate"]);
    expect(container.textContent).toContain("An admin's adjustments do not count.");
  });

  it("tells a hidden member so and offers to show them again", async () => {
    const { container } = await show({ ...board, hidden: true });
    expect(container.textContent).toContain("You are hidden");
    expect(control("Show me on the leaderboard")).toBeDefined();
  });
});
