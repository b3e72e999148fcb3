import { useLocation } from "react-router";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Navigation } from "../../../contract/accounts.ts";
import type { ClubApplication } from "../../../contract/applications.ts";
import type { MemberProgress } from "../../../contract/memberships.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { member } from "../../test/fixtures.ts";
import { byText, click, render, testQueryClient, until } from "../../test/render.tsx";
import { LedClubs } from "./club-leader-page.tsx";

const page = <T,>(items: T[]) => ({ items, page: 1, pageSize: 20, hasMore: false });
const infinite = <T,>(items: T[]) => ({ pages: [page(items)], pageParams: [1] });

const KOCHI = { clubId: 7, clubName: "Kochi Builders", slug: "KochiBuilders" };
const LISBON = { clubId: 8, clubName: "Lisbon Makers", slug: "LisbonMakers" };
const CLUBS = [KOCHI, LISBON];

const requestOf = (clubId: number, name: string): ClubApplication => ({
  applicationId: clubId * 10,
  clubId,
  clubName: `Club ${clubId}`,
  applicantName: name,
  applicantEmail: `${name.toLowerCase()}@example.com`,
  status: "pending",
  createdAt: new Date().toISOString(),
  decidedByName: null,
  leaderNote: null,
});

const memberOf = (name: string): MemberProgress => ({
  userId: name,
  name,
  email: `${name.toLowerCase()}@example.com`,
  journey: null,
  missionsVerified: 0,
  missionsPending: 0,
  slotsBooked: 0,
  joinedAt: "2026-01-05T10:00:00.000Z",
  lastActivityAt: "2026-01-05T10:00:00.000Z",
});

const navigation: Navigation = {
  club: null,
  hasJourney: false,
  ledClubs: [
    { ...KOCHI, pendingApplications: 2, pendingSubmissions: 0 },
    { ...LISBON, pendingApplications: 1, pendingSubmissions: 3 },
  ],
  waiting: 6,
  isAdmin: false,
  membershipActive: false,
};

/** Where the router is now: `?club=…&tab=…` is what a reload opens again. */
let search = "";
function SearchProbe() {
  search = useLocation().search;
  return null;
}

async function open(path: string, clubs = CLUBS) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response("{}", { status: 404 })),
  );
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.me, { ...member, isLeader: true });
  queryClient.setQueryData(queryKeys.navigation, navigation);
  queryClient.setQueryData(queryKeys.leader.clubs, page(clubs));
  queryClient.setQueryData(queryKeys.leader.requests(7), infinite([requestOf(7, "Anjali")]));
  queryClient.setQueryData(queryKeys.leader.requests(8), infinite([requestOf(8, "Bruno")]));
  queryClient.setQueryData(queryKeys.leader.progress(7), infinite([memberOf("Meera")]));
  queryClient.setQueryData(queryKeys.leader.progress(8), infinite([memberOf("Tiago")]));
  queryClient.setQueryData(queryKeys.completions.pending, { items: [] });
  queryClient.setQueryData(queryKeys.slots.club, { items: [] });
  await render(
    <>
      <LedClubs />
      <SearchProbe />
    </>,
    { path, queryClient },
  );
}

const clubHeadings = () => [...document.querySelectorAll("h2")].map((h) => h.textContent);
const tab = (name: RegExp) =>
  [...document.querySelectorAll<HTMLElement>("[role=tab]")].find((element) =>
    name.test(element.getAttribute("aria-label") ?? element.textContent ?? ""),
  );
const clubChoice = (name: string) =>
  [...document.querySelectorAll<HTMLInputElement>("[role=radiogroup] input[type=radio]")].find(
    (input) => input.labels?.[0]?.textContent?.startsWith(name),
  );

// The later tabs' module compiled before the tests, not within a test's one-second wait.
beforeAll(() => import("./club-leader-tabs.tsx"));

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the leader page", () => {
  it("shows one club at a time, its requests first; the switcher changes club and keeps the tab", async () => {
    await open("/ClubLeaderPage");
    expect(clubHeadings()).toEqual(["Kochi Builders"]);
    expect(byText("Anjali")).toHaveLength(1);
    expect(byText("Bruno")).toHaveLength(0);
    // Only the open tab's section is in the page: no members, no meetings, no edit form.
    expect(byText("Meera")).toHaveLength(0);
    const filled = [...document.querySelectorAll("[role=tabpanel]")].filter(
      (panel) => panel.firstChild,
    );
    expect(filled).toHaveLength(1);

    await click(tab(/^Members$/));
    expect(search).toBe("?tab=members");
    // The later tabs' code loads when one is first opened.
    await until(() => expect(byText("Meera")).toHaveLength(1));
    expect(byText("Anjali")).toHaveLength(0);

    await click(clubChoice("Lisbon Makers"));
    expect(new URLSearchParams(search).get("club")).toBe("8");
    expect(new URLSearchParams(search).get("tab")).toBe("members");
    expect(clubHeadings()).toEqual(["Lisbon Makers"]);
    expect(byText("Tiago")).toHaveLength(1);
    expect(byText("Meera")).toHaveLength(0);
  });

  it("opens the club and the tab the address names, as after a reload", async () => {
    await open("/ClubLeaderPage?club=8&tab=members");
    expect(clubHeadings()).toEqual(["Lisbon Makers"]);
    expect(tab(/^Members$/)?.getAttribute("aria-selected")).toBe("true");
    expect(clubChoice("Lisbon Makers")?.checked).toBe(true);
    await until(() => expect(byText("Tiago")).toHaveLength(1));
    expect(byText("Bruno")).toHaveLength(0);
  });

  it("falls back to the first club and Requests for an address it does not know", async () => {
    await open("/ClubLeaderPage?club=99&tab=nothing");
    expect(clubHeadings()).toEqual(["Kochi Builders"]);
    expect(tab(/^Requests/)?.getAttribute("aria-selected")).toBe("true");
  });

  it("counts what waits on each tab and each club, in words for a screen reader", async () => {
    await open("/ClubLeaderPage?club=8");
    expect(tab(/^Requests/)?.getAttribute("aria-label")).toBe("Requests, 1 waiting");
    expect(tab(/^Submissions/)?.getAttribute("aria-label")).toBe("Submissions, 3 waiting");
    expect(tab(/^Members$/)?.hasAttribute("aria-label")).toBe(false);
    expect(clubChoice("Kochi Builders")?.labels?.[0]?.textContent).toContain("(2 waiting)");
  });

  it("has no switcher for the leader of one club", async () => {
    await open("/ClubLeaderPage", CLUBS.slice(0, 1));
    expect(document.querySelector("[role=radiogroup]")).toBeNull();
    expect(clubHeadings()).toEqual(["Kochi Builders"]);
  });
});
