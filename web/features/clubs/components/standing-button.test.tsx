import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ClubDetail } from "../../../../contract/clubs.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { clubDetailOf, member } from "../../../test/fixtures.ts";
import { answering, click, control, render, testQueryClient } from "../../../test/render.tsx";
import { ClubPage } from "./club-page.tsx";

const club = clubDetailOf();
const NEXT =
  "Your application is with the club's leader. You will hear by the bell and by email when they decide.";

const newcomer = { ...member, clubId: null, journeyId: null, clubName: null, journeyName: null };

async function openClub(standing: ClubDetail["standing"]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.me, newcomer);
  queryClient.setQueryData(queryKeys.clubs.detail(club.clubId), { ...club, standing });
  return render(<ClubPage clubId={club.clubId} />, { queryClient });
}
const nextStep = () => document.querySelector("[data-testid=after-join]");

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(
    answering({
      "/api/clubs/7/applications": {
        status: 201,
        body: { applicationId: 31, clubId: 7, status: "pending" },
      },
      "/api/clubs/7": { status: 200, body: { ...club, standing: "applied" } },
      "/api/applications/mine": { status: 200, body: { items: [] } },
    }),
  );
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("after Join on a club's page: what happens next", () => {
  it("says the leader decides, how the person will hear, and links to MY ACCOUNT", async () => {
    await openClub("none");
    expect(nextStep()).toBeNull();
    await click(control("Join Muscat Builders"));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(fetchMock).toHaveBeenCalled();
    expect(document.body.textContent).toContain("Application Submitted");
    expect(nextStep()?.textContent).toContain(NEXT);
    expect(control("Go to MY ACCOUNT", nextStep() ?? undefined)?.getAttribute("href")).toBe(
      "/Dashboard",
    );
  });

  it("says it again to a person who comes back to the club they applied to", async () => {
    await openClub("applied");
    expect(nextStep()?.textContent).toContain(NEXT);
  });

  it("says nothing of the kind to a member", async () => {
    await openClub("member");
    expect(nextStep()).toBeNull();
  });
});
