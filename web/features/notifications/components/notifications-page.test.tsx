import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Notification } from "../../../../contract/notifications.ts";
import { changeLocale } from "../../../i18n/index.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { member } from "../../../test/fixtures.ts";
import {
  byText,
  click,
  control,
  render,
  testQueryClient,
  unmountAll,
  until,
} from "../../../test/render.tsx";
import { NotificationsPage } from "./notifications-page.tsx";
import { inboxOf, notificationOf, stubFetch } from "./test-doubles.ts";

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openInbox(items: Notification[] | undefined, unread: number) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.me, member);
  queryClient.setQueryData(queryKeys.notifications.unread, { unread });
  if (items) queryClient.setQueryData(queryKeys.notifications.list, inboxOf(items));
  const rendered = await render(<NotificationsPage />, { path: "/Notifications", queryClient });
  return { ...rendered, queryClient };
}

const cards = () => [...document.querySelectorAll<HTMLElement>("[data-testid=notification]")];

describe("the inbox", () => {
  const newest = notificationOf(7, { title: "New application to Porto Builders" });
  const older = notificationOf(3, {
    title: "Mission 1 is verified",
    link: "/Dashboard",
    read: true,
  });

  it("lists the notifications as given (newest first), the unread ones marked", async () => {
    await openInbox([newest, older], 1);
    expect(cards().map((card) => card.querySelector("a")?.textContent)).toEqual([
      "New application to Porto Builders",
      "Mission 1 is verified",
    ]);
    expect(cards().map((card) => card.dataset.read)).toEqual(["false", "true"]);
    expect(byText("Unread", cards()[0])).toHaveLength(1);
    expect(byText("Unread", cards()[1])).toHaveLength(0);
    expect(byText("You have 1 unread notification.")).toHaveLength(1);
  });

  it("links to the email settings from the inbox the bell opens", async () => {
    await openInbox([newest], 1);
    expect(control("Email settings")?.getAttribute("href")).toBe("/NotificationSettings");
  });

  it("marks one read when it is opened, and goes where the person acts", async () => {
    const calls = stubFetch((method) =>
      method === "POST" ? { unread: 0 } : inboxOf([{ ...newest, read: true }, older]).pages[0],
    );
    const { currentPath, queryClient } = await openInbox([newest, older], 1);
    await act(async () => {
      cards()[0]?.querySelector("a")?.click();
      await until(() =>
        expect(queryClient.getQueryData(queryKeys.notifications.unread)).toEqual({ unread: 0 }),
      );
    });
    expect(currentPath()).toBe("/ClubLeaderPage");
    expect(calls).toContain("POST /api/notifications/7/read");
  });

  it("does not write anything when a read one is opened", async () => {
    const calls = stubFetch(() => ({ unread: 0 }));
    const { currentPath } = await openInbox([older], 0);
    await click(cards()[0]?.querySelector("a"));
    expect(currentPath()).toBe("/Dashboard");
    expect(calls).toEqual([]);
  });

  it("marks all read", async () => {
    const calls = stubFetch((method) =>
      method === "POST" ? { unread: 0 } : inboxOf([{ ...newest, read: true }, older]).pages[0],
    );
    const { queryClient } = await openInbox([newest, older], 1);
    await act(async () => {
      (control("Mark all as read") as HTMLElement).click();
      await until(() => expect(byText("You have no unread notifications.")).toHaveLength(1));
      await until(() => expect(cards()[0]?.dataset.read).toBe("true"));
    });
    expect(calls).toContain("POST /api/notifications/read-all");
    expect(queryClient.getQueryData(queryKeys.notifications.unread)).toEqual({ unread: 0 });
  });

  it("says so when there is nothing yet", async () => {
    await openInbox([], 0);
    expect(document.body.textContent).toContain("No notifications yet.");
    expect(cards()).toEqual([]);
  });

  it("shows loading, then an error with Try again when the inbox cannot be loaded", async () => {
    const problem = {
      type: "about:blank",
      title: "Service unavailable",
      status: 503,
      detail: "The database is unavailable.",
    };
    let answer = (_: Response) => {};
    let fail = true;
    vi.stubGlobal(
      "fetch",
      vi.fn(() =>
        fail
          ? new Promise<Response>((resolve) => {
              answer = resolve;
            })
          : Promise.resolve(new Response(JSON.stringify(inboxOf([newest]).pages[0]))),
      ),
    );
    await openInbox(undefined, 1);
    expect(byText("Loading notifications...")).toHaveLength(1);

    await act(async () => {
      answer(new Response(JSON.stringify(problem), { status: 503 }));
      await until(() => expect(byText("The database is unavailable.")).toHaveLength(1));
    });
    expect(byText("The notifications could not be loaded")).toHaveLength(1);

    fail = false;
    await act(async () => {
      (control("Try again") as HTMLElement).click();
      await until(() => expect(cards()).toHaveLength(1));
    });
  });
});

describe("the inbox in Arabic", () => {
  afterEach(async () => {
    unmountAll();
    await act(() => changeLocale("en"));
  });

  it("says everything in Arabic, right to left, with Arabic plurals", async () => {
    await changeLocale("ar");
    const unread = notificationOf(9, { title: "طلب انضمام جديد إلى Porto Builders" });
    await openInbox([unread, notificationOf(8)], 2);
    expect(document.documentElement.dir).toBe("rtl");
    expect(document.querySelector("h1")?.textContent).toBe("الإشعارات");
    expect(byText("لديك إشعاران غير مقروءين.")).toHaveLength(1);
    expect(byText("تعليم الكل كمقروء")).toHaveLength(1);
    expect(byText("غير مقروء", cards()[0])).toHaveLength(1);
    expect(byText("Unread")).toHaveLength(0);
  });
});
