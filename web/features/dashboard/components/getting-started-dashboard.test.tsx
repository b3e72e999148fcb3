import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { membershipPlan } from "../../../../content/plan.ts";
import type { Me } from "../../../../contract/accounts.ts";
import type { MyApplication } from "../../../../contract/applications.ts";
import type { Club } from "../../../../contract/clubs.ts";
import type { Membership } from "../../../../contract/payments.ts";
import { DashboardPage } from "../../../app/routes/dashboard.tsx";
import { formatDay } from "../../../i18n/index.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { member } from "../../../test/fixtures.ts";
import { answering, byText, control, render, testQueryClient } from "../../../test/render.tsx";
import { ANY_FILTERS } from "../../clubs/api/search-clubs.ts";

/** Signed in, never in a club, no journey, nothing verified, the address not confirmed yet. */
const newcomer: Me = {
  ...member,
  emailVerified: false,
  clubId: null,
  journeyId: null,
  clubName: null,
  journeyName: null,
};

const clubOf = (clubId: number, clubName: string): Club => ({
  clubId,
  clubName,
  slug: clubName.replaceAll(" ", ""),
  location: "Kochi",
  meetingDays: ["monday"],
  meetingTime: "evening",
  clubType: "web3",
  meetingFormat: "online",
  meetingLink: null,
  standing: "none",
});
const clubs = ["Kochi Speakers", "Muscat Builders", "Online Club", "Trivandrum Talks", "Extra"].map(
  (name, index) => clubOf(index + 1, name),
);

const pending: MyApplication = {
  applicationId: 31,
  clubId: 2,
  clubName: "Muscat Builders",
  clubSlug: "MuscatBuilders",
  status: "pending",
  createdAt: "2026-03-03T09:00:00.000Z",
  decidedAt: null,
  leaderNote: null,
};

/** GET /api/payments/membership without a paid membership (with the fields being added too). */
const noMembership: Membership = {
  level: 0,
  clubName: null,
  status: "none",
  renewsAt: null,
  canManage: false,
  ...{ active: false, scholarshipEndsAt: null },
};

async function openDashboard(
  user: Me,
  applications: MyApplication[] = [],
  path = "/Dashboard",
): Promise<{ currentPath: () => string; container: HTMLElement }> {
  // The applications are always asked afresh (staleTime 0): the server answers what was seeded.
  vi.stubGlobal(
    "fetch",
    vi.fn(answering({ "/api/applications/mine": { status: 200, body: { items: applications } } })),
  );
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.me, user);
  queryClient.setQueryData(queryKeys.applications.mine, { items: applications });
  queryClient.setQueryData(queryKeys.clubs.search(ANY_FILTERS, 1), {
    items: clubs,
    total: clubs.length,
    page: 1,
    pageSize: 20,
  });
  queryClient.setQueryData(queryKeys.plan, { plan: membershipPlan });
  queryClient.setQueryData(queryKeys.payments.membership, noMembership);
  const rendered = await render(<DashboardPage />, { path, pattern: "/Dashboard", queryClient });
  // Let the refetch of the applications settle, so the screen is the one after it.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 10));
  });
  return rendered;
}

/** The checklist's steps as [name, done]. */
function steps() {
  return [...document.querySelectorAll<HTMLElement>("[data-testid=start-step]")].map((step) => [
    step.dataset.step,
    step.dataset.done === "true",
  ]);
}
const step = (name: string) =>
  document.querySelector<HTMLElement>(`[data-testid=start-step][data-step=${name}]`);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("MY ACCOUNT for a person without a club: the getting-started dashboard", () => {
  it("stays on /Dashboard with the programme, an unticked checklist and clubs to apply to", async () => {
    const { currentPath } = await openDashboard(newcomer);
    expect(currentPath()).toBe("/Dashboard");
    expect(byText("My Account")).toHaveLength(1);
    // What the programme is: its three promises.
    for (const promise of ["Learn Web3", "Speak better", "Land a Web3 job"]) {
      expect(byText(promise)).toHaveLength(1);
    }
    expect(steps()).toEqual([
      ["email", false],
      ["apply", false],
      ["join", false],
      ["journey", false],
      ["mission1", false],
    ]);
    expect(document.body.textContent).toContain("0 of 5 done");
    // Each step not done has a way to do it.
    expect(control("Send a new link", step("email") ?? undefined)).toBeDefined();
    expect(control("Find a club", step("apply") ?? undefined)?.getAttribute("href")).toBe(
      "/ClubSearch",
    );
    expect(control("See the journeys", step("journey") ?? undefined)?.getAttribute("href")).toBe(
      "/PreviewPage",
    );
    // No application yet: the empty state says what to do.
    expect(document.body.textContent).toContain("You have not applied to a club yet.");
    // The first clubs of the search, each linking to its page, and all of them.
    const list = document.querySelector("[data-testid=clubs-to-apply]");
    const names = [...(list?.querySelectorAll("a[data-club]") ?? [])].map((link) => [
      link.textContent,
      link.getAttribute("href"),
    ]);
    expect(names).toEqual([
      ["Kochi Speakers", "/KochiSpeakers"],
      ["Muscat Builders", "/MuscatBuilders"],
      ["Online Club", "/OnlineClub"],
      ["Trivandrum Talks", "/TrivandrumTalks"],
    ]);
    expect(control("See all clubs")?.getAttribute("href")).toBe("/ClubSearch");
    // The membership: its state, what it adds, and the way to it.
    expect(byText("Not paid")).toHaveLength(1);
    expect(control("See the membership")?.getAttribute("href")).toBe("/Checkout");
    // No welcome unless arriving from sign-up.
    expect(document.querySelector("[data-testid=welcome]")).toBeNull();
  });

  it("a pending application: its state, and the apply step ticked with since when", async () => {
    await openDashboard(newcomer, [pending]);
    expect(steps()).toEqual([
      ["email", false],
      ["apply", true],
      ["join", false],
      ["journey", false],
      ["mission1", false],
    ]);
    const since = formatDay(pending.createdAt);
    expect(step("apply")?.textContent).toContain(
      `Muscat Builders: waiting for the club's leader since ${since}.`,
    );
    // Nothing to press while the leader decides: the join step says who acts next.
    expect(step("join")?.querySelector("a, button")).toBeNull();
    expect(step("join")?.textContent).toContain("by the bell and by email");
    const application = document.querySelector("[data-testid=my-application]");
    expect(application?.textContent).toContain("Pending");
    expect(document.body.textContent).not.toContain("You have not applied to a club yet.");
  });

  it("a rejected application alone does not tick the apply step", async () => {
    await openDashboard(newcomer, [
      { ...pending, status: "rejected", decidedAt: pending.createdAt },
    ]);
    expect(step("apply")?.dataset.done).toBe("false");
  });

  it("a confirmed email ticks its step, with no button left", async () => {
    await openDashboard({ ...newcomer, emailVerified: true });
    expect(step("email")?.dataset.done).toBe("true");
    expect(control("Send a new link", step("email") ?? undefined)).toBeUndefined();
    expect(document.body.textContent).toContain("1 of 5 done");
  });

  it("welcomes a person arriving from sign-up", async () => {
    const { currentPath } = await openDashboard(newcomer, [], "/Dashboard?welcome=1");
    expect(currentPath()).toBe("/Dashboard");
    expect(document.querySelector("[data-testid=welcome]")?.textContent).toContain(
      "Welcome to Blockvocates",
    );
  });
});
