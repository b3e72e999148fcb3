import { describe, expect, it } from "vitest";
import type { Navigation } from "../../contract/accounts.ts";
import { queryKeys } from "../lib/query-keys.ts";
import { emptyNavigation, member } from "../test/fixtures.ts";
import { render, testQueryClient } from "../test/render.tsx";
import { NavBar } from "./nav-bar.tsx";
import { inlineFrom, navItemsFor } from "./nav-items.ts";

const nobody: Navigation = emptyNavigation;
const memberOf: Navigation = {
  ...nobody,
  club: { clubId: 4, clubName: "Porto Builders", slug: "PortoBuilders", meetingLink: null },
  hasJourney: true,
  membershipActive: true,
};
const leader: Navigation = {
  ...nobody,
  ledClubs: [
    {
      clubId: 4,
      clubName: "Porto Builders",
      slug: "PortoBuilders",
      pendingApplications: 2,
      pendingSubmissions: 1,
    },
  ],
  waiting: 3,
};

const labels = (navigation: Navigation | undefined) =>
  navItemsFor(navigation).map((item) => item.label);

describe("the navigation by role", () => {
  it("keeps today's items for visitors, and the opportunities board (until the summary is in too)", () => {
    expect(labels(undefined)).toEqual(["HOME", "MY ACCOUNT", "CAREERS"]);
  });

  it("offers someone without a club the way to a membership", () => {
    expect(navItemsFor(nobody).map(({ label, to }) => [label, to])).toEqual([
      ["HOME", "/"],
      ["MY ACCOUNT", "/Dashboard"],
      ["CAREERS", "/Opportunities"],
      ["BECOME A MEMBER", "/Checkout"],
    ]);
  });

  it("gives a member their club, its meeting and their missions", () => {
    const withLink = {
      ...memberOf,
      club: memberOf.club && { ...memberOf.club, meetingLink: "https://meet.example.org/porto" },
    };
    expect(navItemsFor(withLink).map(({ label, to }) => [label, to])).toEqual([
      ["HOME", "/"],
      ["MY ACCOUNT", "/Dashboard"],
      ["CAREERS", "/Opportunities"],
      ["MY CLUB", "/PortoBuilders"],
      ["MEETING", "https://meet.example.org/porto"],
      ["MISSIONS", "/MissionCompletionPage"],
    ]);
    // Before a journey is chosen there are no missions to list; no link without a meeting link.
    expect(labels({ ...memberOf, hasJourney: false })).toEqual([
      "HOME",
      "MY ACCOUNT",
      "CAREERS",
      "MY CLUB",
    ]);
  });

  it("offers the membership to everyone without one in force: a club member, a leader", () => {
    expect(labels({ ...memberOf, membershipActive: false })).toEqual([
      "HOME",
      "MY ACCOUNT",
      "CAREERS",
      "MY CLUB",
      "MISSIONS",
      "BECOME A MEMBER",
    ]);
    expect(labels(leader)).toContain("BECOME A MEMBER");
    expect(labels({ ...leader, membershipActive: true })).not.toContain("BECOME A MEMBER");
  });

  it("never links a meeting that is not a web address", () => {
    const club = memberOf.club && { ...memberOf.club, meetingLink: "javascript:alert(1)" };
    expect(labels({ ...memberOf, club })).not.toContain("MEETING");
  });

  it("gives a leader the leader page with what waits, and an admin the admin pages", () => {
    expect(navItemsFor(leader).find((item) => item.label === "LEADER PAGE")).toEqual({
      label: "LEADER PAGE",
      to: "/ClubLeaderPage",
      waiting: 3,
    });
    expect(labels({ ...nobody, isAdmin: true })).toEqual([
      "HOME",
      "MY ACCOUNT",
      "CAREERS",
      "BECOME A MEMBER",
      "MISSION MANAGER",
      "ADMIN QUEUE",
    ]);
  });
});

describe("the bar's width", () => {
  it("keeps the visitor's three links inline from a tablet (the board's link included)", () => {
    expect(inlineFrom(navItemsFor(undefined))).toBe("sm");
  });

  it("keeps a member's links, the meeting and the membership included, inline on a 1280 px laptop", () => {
    const busyMember: Navigation = {
      ...memberOf,
      club: {
        clubId: 4,
        clubName: "Porto Builders",
        slug: "PortoBuilders",
        meetingLink: "https://meet.example.org/porto",
      },
      hasJourney: true,
      membershipActive: false,
    };
    expect(["sm", "md", "lg"]).toContain(inlineFrom(navItemsFor(busyMember)));
  });

  it("moves more links behind the menu button on narrower screens", () => {
    const everything: Navigation = {
      ...leader,
      club: {
        clubId: 4,
        clubName: "Porto Builders",
        slug: "PortoBuilders",
        meetingLink: "https://meet.example.org/porto",
      },
      hasJourney: true,
      isAdmin: true,
    };
    const member = inlineFrom(navItemsFor(memberOf));
    const all = inlineFrom(navItemsFor(everything));
    const order = ["sm", "md", "lg", "xl"];
    expect(order.indexOf(all)).toBeGreaterThan(order.indexOf(member));
    expect(all).toBe("xl");
  });
});

describe("the navigation bar", () => {
  async function renderBar(navigation: Navigation, path = "/") {
    const queryClient = testQueryClient();
    queryClient.setQueryData(queryKeys.me, { ...member, isLeader: navigation.ledClubs.length > 0 });
    queryClient.setQueryData(queryKeys.navigation, navigation);
    await render(<NavBar bell={<a href="/Notifications">Notifications</a>} />, {
      path,
      queryClient,
    });
    const nav = document.querySelector("nav[aria-label=Main]");
    const link = (name: string) =>
      [...(nav?.querySelectorAll("a") ?? [])].find((a) => a.textContent?.startsWith(name));
    return { nav, link };
  }

  it("reads the leader's badge with the link: 'LEADER PAGE, 3 waiting'", async () => {
    const { link } = await renderBar(leader);
    const leaderLink = link("LEADER PAGE");
    expect(leaderLink?.getAttribute("href")).toBe("/ClubLeaderPage");
    // The visible count is hidden from screen readers, which hear the words with the name.
    expect(leaderLink?.querySelector("[aria-hidden=true]")?.textContent).toBe("3");
    expect(leaderLink?.getAttribute("aria-label")).toBe("LEADER PAGE, 3 waiting");
  });

  it("marks the current page's link, and shows the bell to the signed-in", async () => {
    const { link, nav } = await renderBar(memberOf, "/MissionCompletionPage");
    expect(link("MISSIONS")?.getAttribute("aria-current")).toBe("page");
    expect(link("HOME")?.getAttribute("aria-current")).toBeNull();
    expect(link("Notifications")).toBeDefined();
    expect(nav?.textContent).toContain("Logout");
  });
});
