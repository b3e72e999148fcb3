import { afterEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "../../../lib/query-keys.ts";
import { byText, control, render, testQueryClient } from "../../../test/render.tsx";
import { CODE_REFRESH_AHEAD_MS, refreshDelay } from "../api/attendance.ts";
import { CheckInScreen } from "./check-in-screen.tsx";

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the host's check-in screen", () => {
  it("fetches a new code about 10 seconds before the one shown expires", () => {
    const now = Date.parse("2031-03-03T13:30:00Z");
    expect(refreshDelay("2031-03-03T13:31:00Z", now)).toBe(60_000 - CODE_REFRESH_AHEAD_MS);
    expect(refreshDelay("2031-03-03T13:30:05Z", now)).toBe(1000);
  });

  it("shows the server's QR code as a large image with a name, and the link to copy", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("{}", { status: 404 })),
    );
    const queryClient = testQueryClient();
    queryClient.setQueryData(queryKeys.attendance.code(7, "2031-03-03"), {
      url: "https://app.test/CheckIn?token=abc",
      svg: '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>',
      expiresAt: new Date(Date.now() + 60_000).toISOString(),
      kind: "code",
    });
    await render(<CheckInScreen clubId={7} meetingKey="2031-03-03" />, { queryClient });
    const image = document.querySelector("img[data-check-in-code]");
    expect(image?.getAttribute("alt")).toBe("Check-in QR code: scan it with your phone's camera");
    expect(image?.getAttribute("src")).toMatch(/^data:image\/svg\+xml;utf8,%3Csvg/);
    expect(byText("https://app.test/CheckIn?token=abc")).toHaveLength(1);
    expect(control("Copy link")).toBeDefined();
    expect(
      byText("The code changes every minute; this screen shows the new one by itself."),
    ).toHaveLength(1);
  });
});
