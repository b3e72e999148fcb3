import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ClubHandover, CoLeaderList } from "../../../../contract/club-handover.ts";
import type { ClubMemberList } from "../../../../contract/clubs.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import {
  click,
  control,
  errorOf,
  field,
  render,
  testQueryClient,
  until,
} from "../../../test/render.tsx";
import { CoLeadersPanel } from "./co-leaders-panel.tsx";
import { HandoverPanel } from "./handover-panel.tsx";

/**
 * The member picker the hand-over and the co-leaders' panels share: a labelled field of the
 * club's members, a button disabled until someone is chosen, the server's refusal under the field.
 */
const CLUB = 5;
const member = (userId: string, name: string) => ({
  userId,
  name,
  clubId: CLUB,
  clubName: "Kochi Club",
});
const members: ClubMemberList = {
  items: [member("u-asha", "Asha"), member("u-bilal", "Bilal"), member("u-chen", "Chen")],
  page: 1,
  pageSize: 100,
  hasMore: false,
};

function seeded(coLeaders: CoLeaderList) {
  const queryClient = testQueryClient();
  queryClient.setQueryData([...queryKeys.leader.members(CLUB), "handover-candidates"], members);
  queryClient.setQueryData(queryKeys.leader.coLeaders(CLUB), coLeaders);
  queryClient.setQueryData(queryKeys.leader.handover(CLUB), { offer: null } satisfies ClubHandover);
  return queryClient;
}

const leadersView: CoLeaderList = {
  items: [{ userId: "u-bilal", name: "Bilal", addedAt: "2031-01-05T10:00:00.000Z" }],
  mayAppoint: true,
  max: 3,
};

/** The names the picker offers: its options, once the field is opened. */
async function optionsOf(label: string) {
  await click(field(label));
  return [...document.querySelectorAll("[role=option]")].map((option) => option.textContent);
}

async function chooseOption(label: string, name: string) {
  await click(field(label));
  const option = [...document.querySelectorAll<HTMLElement>("[role=option]")].find(
    (element) => element.textContent === name,
  );
  if (!option) throw new Error(`no option ${name}`);
  // Mantine's combobox picks an option on mouse down, as a pointer does.
  await act(async () => {
    option.dispatchEvent(new MouseEvent("mousedown", { bubbles: true }));
    option.click();
  });
}

/**
 * A fetch that answers the change (POST) with `status` (a problem's `detail` for a refusal), and
 * the lists reloaded after it with what was seeded.
 */
function answeringWith(coLeaders: CoLeaderList, status: number, detail?: string) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if ((init?.method ?? "GET") === "GET") {
      const path = new URL(String(input), "http://app.test").pathname;
      const body = path.endsWith("/co-leaders")
        ? coLeaders
        : path.endsWith("/handover")
          ? { offer: null }
          : members;
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }
    return status === 204
      ? new Response(null, { status })
      : new Response(JSON.stringify({ type: "about:blank", title: "Refused", status, detail }), {
          status,
          headers: { "content-type": "application/problem+json" },
        });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the member picker", () => {
  it("offers the co-leaders' panel the members who do not co-lead yet, by name", async () => {
    await render(<CoLeadersPanel clubId={CLUB} />, { queryClient: seeded(leadersView) });
    const label = "Member who will co-lead the club";
    expect(field(label)).not.toBeNull();
    expect(control("Make co-leader")?.hasAttribute("disabled")).toBe(true);
    expect(await optionsOf(label)).toEqual(["Asha", "Chen"]);
  });

  it("appoints the chosen member, then clears the choice", async () => {
    const fetch = answeringWith(leadersView, 204);
    await render(<CoLeadersPanel clubId={CLUB} />, { queryClient: seeded(leadersView) });
    const label = "Member who will co-lead the club";
    await chooseOption(label, "Chen");
    expect(control("Make co-leader")?.hasAttribute("disabled")).toBe(false);
    await click(control("Make co-leader"));
    const posted = () => fetch.mock.calls.find(([, init]) => init?.method === "POST");
    await until(() => expect(posted()).toBeDefined());
    const [url, init] = posted() as unknown as [string, RequestInit];
    expect(String(url)).toContain(`/api/clubs/${CLUB}/co-leaders`);
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ userId: "u-chen" });
    await until(() => expect(control("Make co-leader")?.hasAttribute("disabled")).toBe(true));
  });

  it("shows the server's refusal under the field, where screen readers find it", async () => {
    answeringWith(leadersView, 409, "You already lead 5 clubs, the most one person may lead.");
    await render(<HandoverPanel clubId={CLUB} clubName="Kochi Club" />, {
      queryClient: seeded(leadersView),
    });
    const label = "Member who will lead the club";
    expect(await optionsOf(label)).toEqual(["Asha", "Bilal", "Chen"]);
    await chooseOption(label, "Asha");
    await click(control("Offer the club"));
    await until(() =>
      expect(errorOf(label)).toBe("You already lead 5 clubs, the most one person may lead."),
    );
    expect(field(label)?.getAttribute("aria-invalid")).toBe("true");
  });

  it("says so when nobody is left to choose", async () => {
    const full: CoLeaderList = {
      ...leadersView,
      items: ["u-asha", "u-chen"].map((userId) => ({
        userId,
        name: userId,
        addedAt: "2031-01-05T10:00:00.000Z",
      })),
    };
    const queryClient = seeded(full);
    queryClient.setQueryData([...queryKeys.leader.members(CLUB), "handover-candidates"], {
      ...members,
      items: [member("u-asha", "Asha"), member("u-chen", "Chen")],
    });
    await render(<CoLeadersPanel clubId={CLUB} />, { queryClient });
    expect(document.body.textContent).toContain("No other member can be made a co-leader yet.");
    expect(control("Make co-leader")).toBeUndefined();
  });

  it("says so when the members cannot be loaded, rather than that there are none", async () => {
    const queryClient = seeded(leadersView);
    queryClient.removeQueries({
      queryKey: [...queryKeys.leader.members(CLUB), "handover-candidates"],
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("gateway down", { status: 502 })),
    );
    await render(<CoLeadersPanel clubId={CLUB} />, { queryClient });
    await until(() =>
      expect(document.querySelector("[role=alert]")?.textContent).toContain(
        "The club's members could not be loaded.",
      ),
    );
    expect(document.body.textContent).not.toContain("No other member can be made a co-leader yet.");
  });

  it("shows no picker to a co-leader", async () => {
    const coLeadersView = { ...leadersView, mayAppoint: false };
    await render(
      <>
        <CoLeadersPanel clubId={CLUB} />
        <HandoverPanel clubId={CLUB} clubName="Kochi Club" />
      </>,
      { queryClient: seeded(coLeadersView) },
    );
    expect(field("Member who will co-lead the club")).toBeNull();
    expect(field("Member who will lead the club")).toBeNull();
  });
});
