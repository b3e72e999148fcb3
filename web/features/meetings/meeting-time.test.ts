import { describe, expect, it } from "vitest";
import { meetingTimeText } from "./meeting-time.ts";

describe("a meeting's time for its viewer", () => {
  it.each([
    ["2026-11-26T13:30:00.000Z", "Asia/Kolkata", "Asia/Kolkata", "Thu, 26 Nov 2026, 19:00"],
    [
      "2026-11-26T13:30:00.000Z",
      "Asia/Kolkata",
      "Asia/Muscat",
      "Thu, 26 Nov 2026, 17:30 (19:00 Asia/Kolkata)",
    ],
    [
      "2026-11-26T13:30:00.000Z",
      "Asia/Kolkata",
      "America/New_York",
      "Thu, 26 Nov 2026, 08:30 (19:00 Asia/Kolkata)",
    ],
    [
      "2026-03-29T18:00:00.000Z",
      "Europe/Lisbon",
      "Asia/Kolkata",
      "Sun, 29 Mar 2026, 23:30 (19:00 Europe/Lisbon)",
    ],
    [
      "2026-03-29T20:00:00.000Z",
      "Europe/Lisbon",
      "Asia/Kolkata",
      "Mon, 30 Mar 2026, 01:30 (Sun, 29 Mar 2026, 21:00 Europe/Lisbon)",
    ],
  ])("%s in %s seen from %s", (startsAt, clubZone, viewerZone, text) => {
    expect(meetingTimeText(startsAt, clubZone, viewerZone)).toBe(text);
  });
});
