import { describe, expect, it } from "vitest";
import type { PendingCompletion } from "../../../../contract/completions.ts";
import { byText, render, testQueryClient } from "../../../test/render.tsx";
import { clubSlotsQuery, pendingCompletionsQuery } from "../api/completions.ts";
import { VerificationPanel } from "./verification-panel.tsx";

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms - 60_000).toISOString();

const submission = (id: number, submittedAt: string): PendingCompletion => ({
  completionId: id,
  clubId: 4,
  clubName: "Lisbon Club",
  memberName: `Member ${id}`,
  missionId: "mission101",
  missionName: "Mission 1",
  submittedAt,
  evidence: {
    asks: ["identity", "accounts"],
    identity: "ChessOwl",
    socialLinks: [{ platform: "bluesky", url: "https://bsky.app/profile/chessowl" }],
    speech: null,
  },
});

describe("the Mission Verification panel", () => {
  it("shows how long each submission has waited, oldest first as the server sends them", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(pendingCompletionsQuery.queryKey, {
      items: [submission(1, ago(4 * 24 * HOUR)), submission(2, ago(2 * HOUR))],
    });
    queryClient.setQueryData(clubSlotsQuery.queryKey, { items: [] });
    await render(<VerificationPanel clubId={4} />, { queryClient });
    const cards = [...document.querySelectorAll("[data-testid=pending-completion]")];
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining("waiting 4 days"),
      expect.stringContaining("waiting 2 hours"),
    ]);
    expect(byText("Member 1")).toHaveLength(1);
  });
});
