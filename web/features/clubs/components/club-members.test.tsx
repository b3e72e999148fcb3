import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { MemberProgressList } from "../../../../contract/memberships.ts";
import { byText, click, control, field, render, type } from "../../../test/render.tsx";
import { ClubMembers } from "./club-members.tsx";

const progress: MemberProgressList = {
  items: [
    {
      userId: "user-ana",
      name: "Ana",
      email: "ana@example.com",
      journey: "Trader",
      missionsVerified: 2,
      missionsPending: 1,
      slotsBooked: 1,
      joinedAt: "2026-11-01T10:00:00.000Z",
      lastActivityAt: "2026-11-20T10:00:00.000Z",
    },
  ],
  page: 1,
  pageSize: 20,
  hasMore: false,
};

/** A fetch that answers the progress list, and 204 to a removal. */
function stubApi() {
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (init?.method === "POST") return new Response(null, { status: 204 });
    if (url.startsWith("/api/clubs/7/members/progress")) {
      return new Response(JSON.stringify(progress), {
        headers: { "content-type": "application/json" },
      });
    }
    return new Response("{}", { status: 404 });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

/** Lets the requests a render or click started finish inside act(). */
const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

afterEach(() => vi.unstubAllGlobals());

describe("the leader's members section", () => {
  it("shows each member's progress and links the CSV download", async () => {
    stubApi();
    await render(<ClubMembers clubId={7} />);
    await settle();
    expect(byText("Ana")).toHaveLength(1);
    expect(byText("Trader")).toHaveLength(1);
    expect(byText("Awaiting verification")).toHaveLength(1);
    const download = control("Download progress (CSV)");
    expect(download?.getAttribute("href")).toBe("/api/clubs/7/members/export");
    expect(download?.hasAttribute("download")).toBe(true);
  });

  it("asks for a reason before removing, then sends it", async () => {
    const fetch = stubApi();
    await render(<ClubMembers clubId={7} />);
    await settle();
    await click(control("Remove Ana"));
    await click(control("Remove member"));
    expect(byText("Give the member a reason.")).toHaveLength(1);
    expect(fetch.mock.calls.filter(([, init]) => init?.method === "POST")).toEqual([]);

    await type(field("Reason (the member will read it)"), "  Missed every meeting.  ");
    await click(control("Remove member"));
    await settle();
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(posts).toHaveLength(1);
    expect(posts[0]?.[0]).toBe("/api/clubs/7/members/user-ana/remove");
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ reason: "Missed every meeting." });
  });
});
