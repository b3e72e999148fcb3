import { describe, expect, it } from "vitest";
import { clockOffsetOf, elapsedSeconds, type Light, lightAt } from "./lights.ts";

// A 4-6 minute speech: green at 4:00, yellow at 5:00, red at 6:00, over after 6:30.
const SPEECH = { green: 240, yellow: 300, red: 360 };
// Table Topics, 1-2 minutes: green 1:00, yellow 1:30, red 2:00.
const TOPICS = { green: 60, yellow: 90, red: 120 };

describe("the light at each boundary", () => {
  const table: [string, typeof SPEECH, number, Light][] = [
    ["before anything", SPEECH, 0, "none"],
    ["a second before green", SPEECH, 239, "none"],
    ["green, exactly", SPEECH, 240, "green"],
    ["a second before yellow", SPEECH, 299, "green"],
    ["yellow, exactly", SPEECH, 300, "yellow"],
    ["a second before red", SPEECH, 359, "yellow"],
    ["red, exactly", SPEECH, 360, "red"],
    ["the last second of grace", SPEECH, 390, "red"],
    ["past the grace", SPEECH, 391, "over"],
    ["long past", SPEECH, 900, "over"],
    ["table topics before green", TOPICS, 59, "none"],
    ["table topics green", TOPICS, 60, "green"],
    ["table topics yellow", TOPICS, 90, "yellow"],
    ["table topics red", TOPICS, 120, "red"],
    ["table topics over", TOPICS, 151, "over"],
  ];
  it.each(table)("%s", (_, times, elapsed, light) => {
    expect(lightAt(elapsed, times)).toBe(light);
  });
});

describe("the time the timer has run", () => {
  const startedAt = "2031-03-03T14:00:00.000Z";
  const start = Date.parse(startedAt);

  it("counts whole seconds to the server's time while running", () => {
    expect(elapsedSeconds({ startedAt, stoppedAt: null }, start + 239_999)).toBe(239);
    expect(elapsedSeconds({ startedAt, stoppedAt: null }, start + 240_000)).toBe(240);
  });

  it("stops counting at the stop time", () => {
    const stoppedAt = "2031-03-03T14:05:12.400Z";
    expect(elapsedSeconds({ startedAt, stoppedAt }, start + 3_600_000)).toBe(312);
  });

  it("is never negative when a clock is a little behind", () => {
    expect(elapsedSeconds({ startedAt, stoppedAt: null }, start - 2000)).toBe(0);
  });

  it("corrects the phone's clock by the server's", () => {
    // The phone is 90 s behind the server: it adds 90 s to its own clock.
    expect(clockOffsetOf("2031-03-03T14:01:30.000Z", start)).toBe(90_000);
  });
});
