import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { i18n, loadCatalogs } from "../../../i18n/index.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { clubMeetingsOf } from "../../../test/fixtures.ts";
import {
  click,
  control,
  field,
  render,
  testQueryClient,
  type,
  until,
} from "../../../test/render.tsx";
import { ClubMeetingsManager } from "./club-meetings-manager.tsx";

/** The requests the manager sends, with their JSON bodies. */
function recordingFetch() {
  const sent: { url: string; method: string; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    sent.push({
      url: String(input),
      method: init?.method ?? "GET",
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    return new Response(JSON.stringify(clubMeetingsOf(7, [])), {
      status: 200,
      headers: { "content-type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetch);
  return sent;
}

async function open() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.meetings.club(7), clubMeetingsOf(7, []));
  await render(<ClubMeetingsManager clubId={7} />, { queryClient });
}

/** The calendar's day buttons now open (the dropdown is in a portal). */
const calendarDays = () =>
  [
    ...document.querySelectorAll<HTMLButtonElement>("[data-dates-dropdown] button[aria-label]"),
  ].filter((button) => /^\d+$/.test(button.textContent?.trim() ?? ""));

/** The extra meeting form's submit button (the form has the same name). */
const addButton = () =>
  document.querySelector("form[aria-label='Add meeting'] button[type=submit]") ?? undefined;

const pad = (value: number) => String(value).padStart(2, "0");

// happy-dom lays nothing out, so the calendar's focus trap finds no "visible" day to focus and
// says so; a browser focuses a day when the calendar opens.
const warn = console.warn;
beforeEach(() => {
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => {
    if (String(args[0]).includes("use-focus-trap")) return;
    warn(...args);
  });
});

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(async () => i18n.activate("en"));
});

describe("the leader's meetings: dates and times are picked, not typed", () => {
  it("sends an extra meeting's date as YYYY-MM-DD and its time as HH:MM, as before", async () => {
    const sent = recordingFetch();
    await open();
    const date = field("Date");
    // A button that opens a calendar, named by its label; not a text box to type a date into.
    expect(date?.tagName).toBe("BUTTON");
    await click(date);
    const today = new Date();
    const fifteenth = calendarDays().find((button) => button.textContent?.trim() === "15");
    expect(fifteenth?.getAttribute("aria-label")).toMatch(/^15 \w+ \d{4}$/);
    await click(fifteenth);
    const time = field("Time");
    expect(time?.getAttribute("type")).toBe("time");
    await type(time, "18:30");
    await click(addButton());
    await until(() => expect(sent.filter((request) => request.method === "POST")).toHaveLength(1));
    expect(sent.find((request) => request.method === "POST")).toEqual({
      url: "/api/clubs/7/meetings",
      method: "POST",
      body: {
        date: `${today.getFullYear()}-${pad(today.getMonth() + 1)}-15`,
        startTime: "18:30",
      },
    });
  });

  it("moves between the calendar's days with the arrow keys", async () => {
    recordingFetch();
    await open();
    await click(field("Date"));
    const day = (text: string) =>
      calendarDays().find((button) => button.textContent?.trim() === text);
    act(() => day("15")?.focus());
    await act(async () => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent("keydown", { key: "ArrowDown", bubbles: true }),
      );
    });
    expect(document.activeElement).toBe(day("22"));
    await act(async () => {
      document.activeElement?.dispatchEvent(
        new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true }),
      );
    });
    expect(document.activeElement).toBe(day("21"));
  });

  it("asks for a date before sending anything", async () => {
    const sent = recordingFetch();
    await open();
    await type(field("Time"), "18:30");
    await click(addButton());
    expect(sent.filter((request) => request.method === "POST")).toHaveLength(0);
    expect(field("Date")?.getAttribute("aria-invalid")).toBe("true");
  });

  it("the schedule's start time is a time field holding HH:MM", async () => {
    await open();
    const start = field("Start time") as HTMLInputElement | null;
    expect(start?.getAttribute("type")).toBe("time");
    expect(start?.value).toBe("19:00");
  });

  it("names the calendar's months and its buttons in Arabic and Malayalam", async () => {
    await loadCatalogs("ar");
    await loadCatalogs("ml");
    recordingFetch();
    await open();
    await act(async () => i18n.activate("ar"));
    await click(field("التاريخ"));
    const month = new Date().getMonth();
    const arabicMonth = new Intl.DateTimeFormat("ar", { month: "long" }).format(
      new Date(2026, month, 1),
    );
    const header = document.querySelector("[data-dates-dropdown]")?.textContent ?? "";
    expect(header).toContain(arabicMonth);
    expect(control("الشهر التالي")).toBeDefined();

    await act(async () => i18n.activate("ml"));
    const malayalam = document.querySelector("[data-dates-dropdown]")?.textContent ?? "";
    expect(malayalam).toMatch(/[\u0D00-\u0D7F]/);
    expect(control("അടുത്ത മാസം")).toBeDefined();
  });
});
