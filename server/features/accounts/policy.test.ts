import { describe, expect, it } from "vitest";
import { deviceOf, emailChangeRefusal, SAME_ADDRESS } from "./policy.ts";

describe("deviceOf", () => {
  it.each([
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0",
      "Firefox",
      "Windows",
    ],
    [
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      "Edge",
      "Windows",
    ],
    [
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
      "Samsung Internet",
      "Android",
    ],
    [
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      "Safari",
      "iOS",
    ],
    [
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36",
      "Chrome",
      "macOS",
    ],
    [
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 OPR/111.0.0.0",
      "Opera",
      "Linux",
    ],
    ["curl/8.5.0", null, null],
    ["", null, null],
  ])("%s", (agent, browser, system) => {
    expect(deviceOf(agent)).toEqual({ browser, system });
  });

  it("reads nothing from a missing agent", () => {
    expect(deviceOf(null)).toEqual({ browser: null, system: null });
  });
});

describe("emailChangeRefusal", () => {
  it.each([
    ["a@example.com", "A@Example.com", SAME_ADDRESS],
    ["a@example.com", "b@example.com", null],
  ])("%s -> %s", (current, next, refusal) => {
    expect(emailChangeRefusal(current, next)).toBe(refusal);
  });
});
