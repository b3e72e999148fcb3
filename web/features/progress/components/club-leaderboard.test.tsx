import { describe, expect, it } from "vitest";
import type { Leaderboard } from "../../../../contract/progress.ts";
import { control, render, testQueryClient } from "../../../test/render.tsx";
import { leaderboardQuery } from "../api/progress.ts";
import { ClubLeaderboard } from "./club-leaderboard.tsx";

const board: Leaderboard = {
  clubName: "Lisbon Builders",
  hidden: false,
  items: [
    { rank: 1, name: "Top Member", verifiedThisMonth: 2, verifiedOverall: 5, isMe: false },
    { rank: 2, name: "Asha", verifiedThisMonth: 1, verifiedOverall: 1, isMe: true },
  ],
};

async function show(shown: Leaderboard) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(leaderboardQuery.queryKey, shown);
  return render(<ClubLeaderboard />, { queryClient });
}

describe("the club leaderboard", () => {
  it("lists the members in order with this month's and overall counts, marking you", async () => {
    const { container } = await show(board);
    const rows = [...container.querySelectorAll("[data-testid=leaderboard] li")].map(
      (row) => row.textContent,
    );
    expect(rows).toEqual([
      "Top Member · 2 verified this month · 5 overall",
      "Asha (you) · 1 verified this month · 1 overall",
    ]);
    expect(control("Hide me from the leaderboard")).toBeDefined();
  });

  it("tells a hidden member so and offers to show them again", async () => {
    const { container } = await show({ ...board, hidden: true });
    expect(container.textContent).toContain("You are hidden");
    expect(control("Show me on the leaderboard")).toBeDefined();
  });
});
