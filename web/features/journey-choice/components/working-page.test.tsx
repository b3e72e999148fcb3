import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { journeys } from "../../../../content/journeys.ts";
import type { Me } from "../../../../contract/accounts.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { member } from "../../../test/fixtures.ts";
import {
  byText,
  choose,
  click,
  control,
  field,
  render,
  testQueryClient,
} from "../../../test/render.tsx";
import { WorkingPage } from "./working-page.tsx";

const settle = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

async function openAs(user: Me) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.me, user);
  queryClient.setQueryData(queryKeys.journeys, {
    items: journeys.map((journey) => ({ ...journey, modules: [...journey.modules] })),
  });
  return render(<WorkingPage />, { path: "/WorkingPage", queryClient });
}

/** A fetch that accepts a journey choice, as the server answers it (and /api/me after it). */
function stubChoice() {
  const json = (body: unknown) =>
    new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });
  const fetch = vi.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/me") return json(member);
    const { journeyId } = JSON.parse(String(init?.body)) as { journeyId: number };
    const journeyName = journeys.find((journey) => journey.id === journeyId)?.title;
    return json({ journeyId, journeyName });
  });
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

const choices = (fetch: ReturnType<typeof stubChoice>) =>
  fetch.mock.calls
    .filter(([url]) => url === "/api/journeys/choice")
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

const newcomer: Me = { ...member, journeyId: null, journeyName: null };

afterEach(() => vi.unstubAllGlobals());

describe("/WorkingPage's journey choice", () => {
  it("chooses the journey a path in the works starts as, after a confirmation", async () => {
    const fetch = stubChoice();
    const { currentPath } = await openAs(newcomer);
    await click(control("Select Crypto Trader"));
    expect(fetch).not.toHaveBeenCalled();
    expect(byText("Trader").length).toBeGreaterThan(0);
    await click(control("Confirm"));
    await settle();
    expect(choices(fetch)).toEqual([{ journeyId: 1 }]);
    expect(currentPath()).toBe("/Dashboard");
  });

  it("chooses any of the six journeys with the Select", async () => {
    const fetch = stubChoice();
    await openAs(newcomer);
    const select = control("Select the chosen journey") as HTMLButtonElement;
    expect(select.disabled).toBe(true);
    await choose(field("Journey"), "5");
    expect(select.disabled).toBe(false);
    await click(select);
    await click(control("Confirm"));
    await settle();
    expect(choices(fetch)).toEqual([{ journeyId: 5 }]);
  });

  it("lets nobody without a club select, and says where to find one", async () => {
    await openAs({ ...newcomer, clubId: null, clubName: null });
    expect((control("Select Designer") as HTMLButtonElement).disabled).toBe(true);
    expect((field("Journey") as HTMLSelectElement).disabled).toBe(true);
    expect(byText("Find a club")).toHaveLength(1);
  });

  it("sends someone whose journey is chosen to the dashboard: the choice is once only", async () => {
    const { currentPath } = await openAs(member);
    expect(currentPath()).toBe("/Dashboard");
  });
});
