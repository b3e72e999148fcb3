import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConsoleState } from "../../../../contract/meeting-console.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { consoleStateOf, recordRequests } from "../../../test/fixtures.ts";
import {
  byText,
  choose,
  click,
  control,
  field,
  render,
  testQueryClient,
  until,
} from "../../../test/render.tsx";
import type { LiveConsole } from "../api/console.ts";
import { LiveConsoleView } from "./live-console-page.tsx";

const KEY = "2031-03-03";
const BASE = `/api/clubs/7/meetings/${KEY}/console`;
const SERVER_NOW = Date.parse("2031-03-03T14:00:00.000Z");

/** The state as the phone holds it: its clock (years off the server's) corrected by the offset. */
const live = (state: ConsoleState): LiveConsole => ({
  ...state,
  clockOffset: Date.parse(state.serverNow) - Date.now(),
});

const may = (granted: Partial<ConsoleState["may"]>) => ({ ...consoleStateOf().may, ...granted });
const ok = (state: ConsoleState) => ({ status: 200, body: state });
const ago = (seconds: number) => new Date(SERVER_NOW - seconds * 1000).toISOString();

async function show(state: ConsoleState) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.meetingConsole.live(7, KEY), live(state));
  await render(<LiveConsoleView clubId={7} meetingKey={KEY} />, { queryClient });
  return queryClient;
}

const light = () => document.querySelector("[data-light]")?.getAttribute("data-light");

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the light every screen derives from the server's clock", () => {
  const timer = (startedSecondsAgo: number, stoppedAt: string | null = null) => ({
    itemKey: "speech:41",
    speakerName: "Asha",
    startedAt: ago(startedSecondsAgo),
    stoppedAt,
    green: 240,
    yellow: 300,
    red: 360,
  });

  it("shows green after 4:10 of a 4-6 minute speech, in colour, words and time", async () => {
    recordRequests({});
    await show(consoleStateOf({ timer: timer(250) }));
    expect(light()).toBe("green");
    const announced = document.querySelector("[data-light] [role='status']");
    expect(announced?.textContent).toBe("Green: 4:00 reached");
    expect(announced?.getAttribute("aria-live")).toBe("polite");
    expect(document.querySelector("[data-elapsed]")?.textContent).toBe("4:10");
  });

  it("shows over time past red and its 30 seconds of grace", async () => {
    recordRequests({});
    await show(consoleStateOf({ timer: timer(391) }));
    expect(light()).toBe("over");
    expect(byText("Over time")).toHaveLength(1);
  });

  it("holds a stopped timer at its stop time", async () => {
    recordRequests({});
    await show(consoleStateOf({ timer: timer(3600, ago(3600 - 305)) }));
    expect(light()).toBe("yellow");
    expect(document.querySelector("[data-elapsed]")?.textContent).toBe("5:05");
  });
});

describe("the controls each role has", () => {
  it("gives an attendee without a role none of the roles' controls", async () => {
    recordRequests({});
    await show(consoleStateOf());
    for (const name of [
      "Next item",
      "Start the timer: Speech 1: Asha",
      "Reveal results",
      "Close the meeting",
      'Count "um" for Asha',
      "Vote: Best Speaker",
    ]) {
      expect(control(name), name).toBeUndefined();
    }
    expect(document.querySelector("[aria-current='step']")?.textContent).toContain(
      "Speech 1: Asha",
    );
  });

  it("lets the Toastmaster move the agenda on", async () => {
    const toastmaster = may({ advance: true, reveal: true, close: true });
    const sent = recordRequests({
      [`${BASE}/advance`]: ok(
        consoleStateOf({ may: toastmaster, currentItem: "table-topics", version: 2 }),
      ),
    });
    await show(consoleStateOf({ may: toastmaster }));
    expect(control("Reveal results")).toBeDefined();
    expect(control("Close the meeting")).toBeDefined();
    await click(control("Next item"));
    await until(() =>
      expect(document.querySelector("[aria-current='step']")?.textContent).toContain(
        "Table Topics",
      ),
    );
    expect(sent).toEqual([
      { method: "POST", path: `${BASE}/advance`, body: { itemKey: "table-topics" } },
    ]);
  });

  it("starts the agenda at its first item when none is current yet", async () => {
    const toastmaster = may({ advance: true });
    const sent = recordRequests({
      [`${BASE}/advance`]: ok(
        consoleStateOf({ may: toastmaster, currentItem: "opening", version: 2 }),
      ),
    });
    await show(consoleStateOf({ may: toastmaster, currentItem: null }));
    expect(control("Next item")).toBeUndefined();
    await click(control("Start the agenda"));
    await until(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ itemKey: "opening" });
  });

  it("lets the Timer start the current speech's timer", async () => {
    const sent = recordRequests({ [`${BASE}/timer/start`]: ok(consoleStateOf()) });
    await show(consoleStateOf({ may: may({ time: true }) }));
    await click(control("Start the timer: Speech 1: Asha"));
    await until(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ path: `${BASE}/timer/start`, body: { itemKey: "speech:41" } });
  });

  it("makes the Timer name who answers a Table Topic first", async () => {
    const sent = recordRequests({ [`${BASE}/timer/start`]: ok(consoleStateOf()) });
    await show(consoleStateOf({ currentItem: "table-topics", may: may({ time: true }) }));
    const start = control("Start the timer: Table Topics") as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    await choose(field("Who answers"), "user-3");
    await click(start);
    await until(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toEqual({ itemKey: "table-topics", speakerId: "user-3" });
  });

  it("gives the Ah-Counter large taps for the current speaker, and undo", async () => {
    const counted = consoleStateOf({
      may: may({ countFillers: true }),
      version: 2,
      fillers: [{ speakerId: "user-1", speakerName: "Asha", counts: { um: 1 } }],
    });
    const sent = recordRequests({ [`${BASE}/fillers`]: ok(counted) });
    await show(consoleStateOf({ may: may({ countFillers: true }) }));
    const undo = control('Take back one "um" for Asha') as HTMLButtonElement;
    expect(undo.disabled).toBe(true);
    await click(control('Count "um" for Asha'));
    await until(() => expect(control('Count "um" for Asha')?.textContent).toBe("um: 1"));
    expect(sent[0]?.body).toEqual({ speakerId: "user-1", word: "um", delta: 1 });
    expect((control('Take back one "um" for Asha') as HTMLButtonElement).disabled).toBe(false);
  });

  it("asks before closing the meeting", async () => {
    const closed = consoleStateOf({ closed: true, version: 2, may: may({ close: true }) });
    const sent = recordRequests({ [`${BASE}/close`]: ok(closed) });
    await show(consoleStateOf({ may: may({ close: true }) }));
    await click(control("Close the meeting"));
    expect(sent).toHaveLength(0);
    await click(control("Close it"));
    await until(() => expect(byText("The meeting is closed")).toHaveLength(1));
    expect(sent.map((request) => request.path)).toEqual([`${BASE}/close`]);
  });
});

describe("votes", () => {
  it("casts a secret vote and shows only how many voted", async () => {
    const voted = consoleStateOf({
      may: may({ vote: true }),
      version: 2,
      votes: { mine: { "best-speaker": "user-2" }, cast: { "best-speaker": 1 }, results: null },
    });
    const sent = recordRequests({ [`${BASE}/votes/best-speaker`]: ok(voted) });
    await show(consoleStateOf({ may: may({ vote: true }) }));
    const ballot = document.querySelector("[data-category='best-speaker']") as HTMLElement;
    expect(byText("No votes yet", ballot)).toHaveLength(1);
    const noor = [...ballot.querySelectorAll("input[type='radio']")].find(
      (input) => (input as HTMLInputElement).value === "user-2",
    );
    await click(noor);
    await click(control("Vote: Best Speaker"));
    await until(() => expect(byText("You voted for Noor.")).toHaveLength(1));
    expect(sent).toEqual([
      { method: "PUT", path: `${BASE}/votes/best-speaker`, body: { candidateId: "user-2" } },
    ]);
    expect(byText("1 vote cast")).toHaveLength(1);
  });

  it("reveals the results, winners with their votes", async () => {
    const revealed = consoleStateOf({
      may: may({ reveal: true }),
      version: 2,
      votes: {
        mine: {},
        cast: { "best-speaker": 3 },
        results: { "best-speaker": [{ userId: "user-1", name: "Asha", votes: 2 }] },
      },
    });
    const sent = recordRequests({ [`${BASE}/votes/reveal`]: ok(revealed) });
    await show(consoleStateOf({ may: may({ reveal: true }) }));
    await click(control("Reveal results"));
    await until(() => expect(byText("Asha (2 votes)")).toHaveLength(1));
    expect(sent.map((request) => request.path)).toEqual([`${BASE}/votes/reveal`]);
    expect(control("Reveal results")).toBeUndefined();
    expect(byText("No votes were cast.")).toHaveLength(2);
  });
});

/** An EventSource the test drives as the server's stream would. */
class StreamDouble extends EventTarget {
  static latest: StreamDouble | undefined;
  constructor(readonly url: string) {
    super();
    StreamDouble.latest = this;
  }
  send(type: string, data: unknown = {}) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {}
}

describe("live updates", () => {
  it("reads the console again when a newer version of this meeting is announced", async () => {
    vi.stubGlobal("EventSource", StreamDouble);
    const sent = recordRequests({ [BASE]: ok(consoleStateOf({ version: 3 })) });
    const queryClient = testQueryClient();
    queryClient.setQueryData(queryKeys.meetingConsole.live(7, KEY), live(consoleStateOf()));
    await render(<LiveConsoleView clubId={7} meetingKey={KEY} />, { queryClient });
    const stream = StreamDouble.latest as StreamDouble;
    expect(stream.url).toBe("/api/events");
    stream.send("meeting-console", { clubId: 8, meetingKey: KEY, version: 5 });
    stream.send("meeting-console", { clubId: 7, meetingKey: KEY, version: 1 });
    expect(sent).toHaveLength(0);
    stream.send("meeting-console", { clubId: 7, meetingKey: KEY, version: 2 });
    await until(() => expect(sent.map((request) => request.path)).toEqual([BASE]));
    await until(() =>
      expect(
        queryClient.getQueryData<LiveConsole>(queryKeys.meetingConsole.live(7, KEY))?.version,
      ).toBe(3),
    );
  });
});
