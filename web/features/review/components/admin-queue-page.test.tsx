import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { AdminQueue } from "../../../../contract/review.ts";
import { i18n, loadCatalogs } from "../../../i18n/index.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { member } from "../../../test/fixtures.ts";
import { byText, click, control, field, render, testQueryClient } from "../../../test/render.tsx";
import { adminQueueQuery } from "../api/admin-queue.ts";
import { AdminQueuePage } from "./admin-queue-page.tsx";

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY - 60_000).toISOString();

const queue: AdminQueue = {
  escalateAfterDays: 7,
  leaderless: [
    {
      clubId: 9,
      clubName: "Kochi Club",
      slug: "KochiClub",
      reason: "leader-disabled",
      leaderName: "Ravi",
    },
  ],
  items: [
    {
      kind: "application",
      itemId: 11,
      clubId: 1,
      clubName: "Blockvocates Global",
      personName: "Lena",
      missionName: null,
      waitingSince: daysAgo(9),
      reason: "no-leader",
    },
    {
      kind: "submission",
      itemId: 12,
      clubId: 7,
      clubName: "Lisbon Club",
      personName: "Sam",
      missionName: "Mission 1",
      waitingSince: daysAgo(8),
      reason: "stale",
    },
  ],
  decided: [
    {
      kind: "application",
      itemId: 3,
      clubName: "Oman Blockvocates",
      personName: "Omar",
      missionName: null,
      status: "accepted",
      decidedAt: daysAgo(1),
      decidedByName: "Ada Admin",
    },
  ],
};

async function open(isAdmin: boolean) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.me, { ...member, isAdmin });
  queryClient.setQueryData(adminQueueQuery.queryKey, queue);
  return render(<AdminQueuePage />, { path: "/AdminQueue", queryClient });
}

describe("the admin queue", () => {
  it("lists what waits, oldest first, with club, kind, who, how long and the decisions", async () => {
    await open(true);
    const items = [...document.querySelectorAll("[data-testid=queue-item]")];
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining("Lena"),
      expect.stringContaining("Sam"),
    ]);
    expect(items[0]?.textContent).toContain("Blockvocates Global");
    expect(items[0]?.textContent).toContain("No leader");
    expect(byText("waiting 9 days")).toHaveLength(1);
    expect(byText("waiting 8 days")).toHaveLength(1);
    expect(control("Accept Lena's application")).toBeDefined();
    expect(control("Verify Mission 1 by Sam")).toBeDefined();
    expect(document.body.textContent).toContain("accepted by Ada Admin");
  });

  it("lists the clubs that need a new leader, each with the form that assigns one", async () => {
    await open(true);
    const cards = [...document.querySelectorAll("[data-testid=queue-leaderless]")];
    expect(cards).toHaveLength(1);
    expect(cards[0]?.textContent).toContain("Kochi Club");
    expect(cards[0]?.textContent).toContain("Its leader, Ravi, has a disabled account.");
    expect(field("Email of the new leader of Kochi Club")).toBeDefined();
    expect(control("Assign the leader")).toBeDefined();
  });

  it("asks for a note before rejecting a mission", async () => {
    await open(true);
    await click(control("Reject Mission 1 by Sam"));
    const dialog = document.querySelector("[role=dialog]");
    expect(dialog?.textContent).toContain("Note for the member");
    await click(control("Reject", dialog ?? undefined));
    expect(byText("Write a short note for the member.")).toHaveLength(1);
  });

  it("shows anyone else that it is for admins only", async () => {
    await open(false);
    expect(byText("Admins only")).toHaveLength(1);
    expect(document.querySelector("[data-testid=queue-item]")).toBeNull();
  });

  describe("in Arabic", () => {
    afterEach(() => act(() => i18n.activate("en")));

    it("says the queue's words, the days' plural and the note's check in Arabic", async () => {
      await loadCatalogs("ar");
      act(() => i18n.activate("ar"));
      await open(true);
      expect(document.body.textContent).toContain("انتظرت 7 أيام أو أكثر");
      expect(control("قبول طلب Lena")).toBeDefined();
      await click(control("رفض Mission 1 من Sam"));
      const dialog = document.querySelector("[role=dialog]");
      await click(control("رفض", dialog ?? undefined));
      expect(byText("اكتب ملاحظة قصيرة للعضو.")).toHaveLength(1);
    });
  });
});
