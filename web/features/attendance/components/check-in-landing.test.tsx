import { Route, Routes, useLocation } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CheckInResult } from "../../../../contract/attendance.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { member } from "../../../test/fixtures.ts";
import {
  answering,
  byText,
  control,
  render,
  testQueryClient,
  until,
} from "../../../test/render.tsx";
import { CheckInPage } from "./check-in-landing.tsx";

const checkedIn: CheckInResult & { clubId: number } = {
  clubId: 7,
  clubName: "Muscat Builders",
  meetingKey: "2031-03-03",
  startsAt: "2031-03-03T13:30:00.000Z",
  recorded: true,
  status: "present",
};

/** The login page's stand-in: shows the address it was sent to. */
function LoginProbe() {
  const location = useLocation();
  return <p data-login>{`${location.pathname}${location.search}`}</p>;
}

async function open(signedIn: boolean, path = "/CheckIn?token=tok-1") {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.me, signedIn ? member : null);
  return render(
    <Routes>
      <Route path="/CheckIn" element={<CheckInPage />} />
      <Route path="/Login" element={<LoginProbe />} />
    </Routes>,
    { queryClient, path },
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the member's check-in landing", () => {
  it("checks the member in with the link's token and links to the meeting", async () => {
    const fetch = vi.fn(answering({ "/api/check-in": { status: 200, body: checkedIn } }));
    vi.stubGlobal("fetch", fetch);
    await open(true);
    await until(() => expect(document.querySelector("[data-checked-in]")).not.toBeNull());
    const text = document.querySelector("[data-checked-in]")?.textContent ?? "";
    expect(text).toMatch(/^You're checked in to Muscat Builders's meeting of .*2031/);
    expect(control("Go to the meeting page")?.getAttribute("href")).toBe("/Meetings/7/2031-03-03");
    expect(fetch).toHaveBeenCalledTimes(1);
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ token: "tok-1" });
  });

  it("shows the server's refusal of an expired code clearly, and records nothing", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        answering({
          "/api/check-in": {
            status: 410,
            body: {
              type: "about:blank",
              title: "Gone",
              status: 410,
              detail: "This code has expired: scan the code again.",
            },
          },
        }),
      ),
    );
    await open(true);
    await until(() => expect(document.querySelector("[data-check-in-refused]")).not.toBeNull());
    const refusal = document.querySelector("[data-check-in-refused]") as HTMLElement;
    expect(refusal.textContent).toContain("You are not checked in");
    expect(refusal.textContent).toContain("This code has expired: scan the code again.");
    expect(byText("Go to your dashboard")).toHaveLength(1);
  });

  it("sends a signed-out member to sign in, keeping the token to come back with", async () => {
    const fetch = vi.fn(answering({}));
    vi.stubGlobal("fetch", fetch);
    await open(false);
    await until(() => expect(document.querySelector("[data-login]")).not.toBeNull());
    expect(document.querySelector("[data-login]")?.textContent).toBe(
      `/Login?next=${encodeURIComponent("/CheckIn?token=tok-1")}`,
    );
    expect(fetch).not.toHaveBeenCalled();
  });
});
