import { act } from "react";
import { describe, expect, it } from "vitest";
import type { Progress } from "../../../../contract/progress.ts";
import { i18n, loadCatalogs } from "../../../i18n/index.ts";
import { control, render, testQueryClient } from "../../../test/render.tsx";
import { progressQuery } from "../api/progress.ts";
import { daysWaited, ProgressMap } from "./progress-map.tsx";

const now = new Date("2026-03-10T12:00:00.000Z");
const progress: Progress = {
  journeyCredentialId: null,
  items: [
    {
      missionId: "mission101",
      number: 1,
      lockedBy: null,
      missionName: "Mission 1",
      objective: "Create Your Identity",
      slug: "Mission1",
      state: "verified",
      since: "2026-03-05T10:00:00.000Z",
      credentialId: "0f8b7a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
    },
    {
      missionId: "mission111",
      number: 2,
      lockedBy: null,
      missionName: "Mission 2",
      objective: "Read, Write, Own",
      slug: "mission2",
      state: "waiting",
      since: "2026-03-07T09:00:00.000Z",
      credentialId: null,
    },
    {
      missionId: "mission3",
      number: 3,
      lockedBy: null,
      missionName: "Mission 3",
      objective: "Host a Space",
      slug: "mission3",
      state: "in-progress",
      since: null,
      credentialId: null,
    },
    {
      missionId: "mission4",
      number: 4,
      lockedBy: null,
      missionName: "Mission 4",
      objective: "Ship a Demo",
      slug: "mission4",
      state: "not-started",
      since: null,
      credentialId: null,
    },
  ],
};

describe("the progress map", () => {
  it("shows each mission's state: verified with date and credential, waiting since N days, in progress, not started", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(progressQuery.queryKey, progress);
    const { container } = await render(<ProgressMap now={now} />, { queryClient });
    const items = [...container.querySelectorAll("[data-testid=progress-item]")].map(
      (item) => item.textContent,
    );
    expect(items[0]).toContain("Verified");
    // Each mission titled by its name, not "1. Mission 1".
    expect(container.querySelector("[data-testid=progress-item] p")?.textContent).toBe(
      "Mission 1: Create Your Identity",
    );
    expect(items[0]).toContain("March 5, 2026");
    expect(items[1]).toContain("Waiting for verification");
    expect(items[1]).toContain("since 3 days");
    expect(items[2]).toContain("In progress");
    expect(items[3]).toContain("Not started");
    expect(container.textContent).toContain("1 of 4 missions verified.");
    expect(
      control("View credential for Mission 1: Create Your Identity")?.getAttribute("href"),
    ).toBe("/credentials/0f8b7a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b");
  });

  it("shows a locked mission with a padlock and why, and the way to the membership once", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(progressQuery.queryKey, {
      ...progress,
      items: [
        ...progress.items.slice(0, 2),
        { ...progress.items[2], state: "locked", lockedBy: "membership" },
        { ...progress.items[3], state: "locked", lockedBy: "previous" },
      ],
    } as Progress);
    const { container } = await render(<ProgressMap now={now} />, { queryClient });
    const items = [...container.querySelectorAll("[data-testid=progress-item]")];
    // In words and with a padlock, never by colour alone.
    const locked = items.map((item) => item.querySelector("[data-testid=progress-locked]"));
    expect(locked.map((badge) => badge?.textContent ?? null)).toEqual([
      null,
      null,
      "Locked",
      "Locked",
    ]);
    expect(locked[2]?.querySelector("svg[aria-hidden=true]")).not.toBeNull();
    expect(items[2]?.textContent).toContain("Opens with the membership.");
    expect(items[3]?.textContent).toContain("Opens once you submit Mission 3.");
    expect(control("Become a member")?.getAttribute("href")).toBe("/Checkout");
    expect(container.querySelector("[data-testid=journey-certificate]")).toBeNull();
  });

  it("says locked and why in Arabic", async () => {
    await loadCatalogs("ar");
    act(() => i18n.activate("ar"));
    try {
      const queryClient = testQueryClient();
      queryClient.setQueryData(progressQuery.queryKey, {
        ...progress,
        items: [{ ...progress.items[3], state: "locked", lockedBy: "previous" }],
      } as Progress);
      const { container } = await render(<ProgressMap now={now} />, { queryClient });
      expect(container.querySelector("[data-testid=progress-locked]")?.textContent).toBe("مقفلة");
      expect(container.textContent).toContain("تُفتح بعد أن ترسل المهمة");
    } finally {
      act(() => i18n.activate("en"));
    }
  });

  it("without a membership lock, no membership link", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(progressQuery.queryKey, progress);
    await render(<ProgressMap now={now} />, { queryClient });
    expect(control("Become a member")).toBeUndefined();
  });

  it("with all eight verified, the journey's certificate is one click away", async () => {
    const queryClient = testQueryClient();
    const verified = (number: number) => ({
      missionId: `mission-${number}`,
      missionName: `Mission ${number}`,
      objective: `Objective ${number}`,
      slug: `mission-${number}`,
      number,
      state: "verified" as const,
      lockedBy: null,
      since: "2026-03-05T10:00:00.000Z",
      credentialId: null,
    });
    queryClient.setQueryData(progressQuery.queryKey, {
      journeyCredentialId: "1a2b3c4d-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
      items: [1, 2, 3, 4, 5, 6, 7, 8].map(verified),
    });
    const { container } = await render(<ProgressMap now={now} />, { queryClient });
    expect(container.textContent).toContain("8 of 8 missions verified.");
    expect(container.querySelector("[data-testid=journey-certificate]")?.textContent).toContain(
      "Journey complete",
    );
    expect(control("View your journey certificate")?.getAttribute("href")).toBe(
      "/credentials/1a2b3c4d-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
    );
  });

  it("counts whole days waited", () => {
    expect(daysWaited("2026-03-10T08:00:00.000Z", now)).toBe(0);
    expect(daysWaited("2026-03-09T08:00:00.000Z", now)).toBe(1);
    expect(daysWaited("2026-03-01T12:00:00.000Z", now)).toBe(9);
  });
});
