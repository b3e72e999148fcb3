import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Me } from "../../../../contract/accounts.ts";
import type { Club, ClubDetail } from "../../../../contract/clubs.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { clubDetailOf, member } from "../../../test/fixtures.ts";
import { answering, byText, control, render, testQueryClient } from "../../../test/render.tsx";
import { ClubPage } from "./club-page.tsx";
import { ClubSearchPage } from "./club-search-page.tsx";

// Visitors may browse and search clubs (issue 29, docs/product.md, round 3 decision 1); Join asks them
// to sign up or log in and brings them back to the club.

const club = clubDetailOf();
const { leaderName: _l, memberCount: _m, archivedAt: _a, ...card } = club;
const other: Club = { ...card, clubId: 8, clubName: "Kochi Chain", slug: "KochiChain" };

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(
    answering({
      "/api/me": { status: 401, body: { status: 401, title: "Unauthorized" } },
      "/api/clubs": {
        status: 200,
        body: { items: [card, other], page: 1, pageSize: 20, hasMore: false },
      },
      "/api/clubs/7": { status: 200, body: club },
    }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** `who` null: a visitor (the session answered: nobody). */
async function openClub(who: Me | null, detail: ClubDetail = club) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.me, who);
  queryClient.setQueryData(queryKeys.clubs.detail(club.clubId), detail);
  const view = await render(<ClubPage clubId={club.clubId} />, {
    path: "/MuscatBuilders",
    pattern: "/MuscatBuilders",
    queryClient,
  });
  await settle();
  return view;
}

async function openSearch(who: Me | null) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.me, who);
  const view = await render(<ClubSearchPage />, {
    path: "/ClubSearch",
    pattern: "/ClubSearch",
    queryClient,
  });
  await settle();
  await settle();
  return view;
}

const href = (name: string, root?: ParentNode) => control(name, root)?.getAttribute("href");
const posts = () =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === "POST");

describe("a club's page for a visitor", () => {
  it("shows the club's facts where it is, without sending the visitor to Login", async () => {
    const { currentPath } = await openClub(null);
    expect(currentPath()).toBe("/MuscatBuilders");
    expect(byText("Muscat Builders")).toHaveLength(1);
    expect(document.body.textContent).toContain("Muscat");
    expect(document.body.textContent).not.toContain("Please register or log in");
  });

  it("shows no meeting link", async () => {
    await openClub(null);
    expect(document.body.textContent).not.toContain("Meeting link:");
    expect(document.querySelector('a[href^="https://"]')).toBeNull();
  });

  it("offers sign up or log in, each coming back to the club, instead of Join", async () => {
    await openClub(null);
    expect(control("Join Muscat Builders")).toBeUndefined();
    expect(href("Sign up to join Muscat Builders")).toBe("/SignUp?next=%2FMuscatBuilders");
    expect(href("Log in to join Muscat Builders")).toBe("/Login?next=%2FMuscatBuilders");
    expect(control("Sign up to join Muscat Builders")?.textContent?.trim()).toBe("Sign up to join");
    expect(control("Log in to join Muscat Builders")?.textContent?.trim()).toBe("Log in");
    expect(document.body.textContent).toContain("you come back to this club");
    expect(posts()).toEqual([]);
  });

  it("still shows Join (and no sign-up) to a signed-in person", async () => {
    await openClub({ ...member, clubId: null, clubName: null });
    expect(control("Join Muscat Builders")).toBeDefined();
    expect(control("Sign up to join Muscat Builders")).toBeUndefined();
  });

  it("still shows the meeting link to a member", async () => {
    await openClub(member, {
      ...club,
      standing: "member",
      meetingLink: "https://meet.example.org/muscat",
    });
    expect(href("https://meet.example.org/muscat")).toBe("https://meet.example.org/muscat");
  });
});

describe("club search for a visitor", () => {
  it("lists the clubs at /ClubSearch without sending the visitor to Login", async () => {
    const { currentPath } = await openSearch(null);
    expect(currentPath()).toBe("/ClubSearch");
    expect(document.querySelectorAll("article")).toHaveLength(2);
    expect(href("Muscat Builders")).toBe("/MuscatBuilders");
  });

  it("gives each card sign up / log in back to that club instead of Join", async () => {
    await openSearch(null);
    const [muscat, kochi] = [...document.querySelectorAll("article")];
    expect(control("Join Muscat Builders")).toBeUndefined();
    expect(href("Sign up to join Muscat Builders", muscat)).toBe("/SignUp?next=%2FMuscatBuilders");
    expect(href("Log in to join Muscat Builders", muscat)).toBe("/Login?next=%2FMuscatBuilders");
    expect(href("Sign up to join Kochi Chain", kochi)).toBe("/SignUp?next=%2FKochiChain");
    expect(href("Log in to join Kochi Chain", kochi)).toBe("/Login?next=%2FKochiChain");
    expect(posts()).toEqual([]);
  });

  it("still gives a signed-in person Join on each card", async () => {
    await openSearch({ ...member, clubId: null, clubName: null });
    expect(control("Join Muscat Builders")).toBeDefined();
    expect(control("Join Kochi Chain")).toBeDefined();
    expect(control("Sign up to join Muscat Builders")).toBeUndefined();
    expect(control("Create a club")).toBeDefined();
  });
});
