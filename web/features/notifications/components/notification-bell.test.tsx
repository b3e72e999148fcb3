import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queryKeys } from "../../../lib/query-keys.ts";
import { click, render, testQueryClient, unmountAll, until } from "../../../test/render.tsx";
import NotificationBell from "./notification-bell.tsx";
import { FakeEventSource, notificationOf, stubFetch } from "./test-doubles.ts";

beforeEach(() => {
  vi.stubGlobal("EventSource", FakeEventSource);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

async function renderBell(unread: number) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.notifications.unread, { unread });
  const rendered = await render(<NotificationBell />, { queryClient });
  const bell = () => document.querySelector<HTMLAnchorElement>("[data-testid=notification-bell]");
  const count = () => document.querySelector("[data-testid=notification-count]");
  return { ...rendered, bell, count, queryClient };
}

describe("the notification bell", () => {
  it("shows and says the unread count", async () => {
    const { bell, count } = await renderBell(3);
    expect(bell()?.getAttribute("aria-label")).toBe("Notifications, 3 unread");
    expect(count()?.textContent).toBe("3");
    // The count is read from the bell's name, not twice.
    expect(count()?.getAttribute("aria-hidden")).toBe("true");
  });

  it("shows no count when everything is read", async () => {
    const { bell, count } = await renderBell(0);
    expect(bell()?.getAttribute("aria-label")).toBe("Notifications");
    expect(count()).toBeNull();
  });

  it("asks for the count again when a notification arrives on the event stream", async () => {
    const calls = stubFetch(() => ({ unread: 4 }));
    const { bell, count, queryClient } = await renderBell(3);
    expect(FakeEventSource.latest?.url).toBe("/api/events");

    await act(async () => {
      FakeEventSource.latest?.emit("notification", { id: 9 });
      await until(() =>
        expect(queryClient.getQueryData(queryKeys.notifications.unread)).toEqual({ unread: 4 }),
      );
    });
    expect(count()?.textContent).toBe("4");
    expect(bell()?.getAttribute("aria-label")).toBe("Notifications, 4 unread");
    expect(calls).toContain("GET /api/notifications/unread-count");
  });

  it("marks what the notification is about out of date: an application, the leader page", async () => {
    stubFetch(() => ({ unread: 1 }));
    const { queryClient } = await renderBell(0);
    const requests = queryKeys.leader.requests(4);
    queryClient.setQueryData(requests, { pages: [], pageParams: [] });
    queryClient.setQueryData(queryKeys.completions.pending, { items: [] });

    await act(async () => {
      FakeEventSource.latest?.emit("notification", notificationOf(12));
      await until(() =>
        expect(queryClient.getQueryData(queryKeys.notifications.unread)).toEqual({ unread: 1 }),
      );
    });
    expect(queryClient.getQueryState(requests)?.isInvalidated).toBe(true);
    // A submission's queue is another matter: left as it was.
    expect(queryClient.getQueryState(queryKeys.completions.pending)?.isInvalidated).toBe(false);
  });

  it.each([
    ["the server says its database connection came back (resync)", ["resync"]],
    ["the stream reconnects after a drop", ["open", "open"]],
  ])("reads the count again when %s: missed events are caught up", async (_case, events) => {
    const calls = stubFetch(() => ({ unread: 7 }));
    const { count, queryClient } = await renderBell(2);
    const inbox = queryKeys.notifications.all;
    queryClient.setQueryData([...inbox, "page-probe"], { items: [] });
    await act(async () => {
      for (const type of events) FakeEventSource.latest?.emit(type);
      await until(() =>
        expect(queryClient.getQueryData(queryKeys.notifications.unread)).toEqual({ unread: 7 }),
      );
    });
    expect(count()?.textContent).toBe("7");
    expect(calls).toContain("GET /api/notifications/unread-count");
    expect(queryClient.getQueryState([...inbox, "page-probe"])?.isInvalidated).toBe(true);
  });

  it("does not ask again when the stream first opens", async () => {
    const calls = stubFetch(() => ({ unread: 7 }));
    const { count } = await renderBell(2);
    await act(async () => {
      FakeEventSource.latest?.emit("open");
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(count()?.textContent).toBe("2");
    expect(calls).not.toContain("GET /api/notifications/unread-count");
  });

  it("stops listening when the server ends the stream with its session, and re-reads who is signed in", async () => {
    stubFetch(() => ({}));
    const { queryClient } = await renderBell(1);
    queryClient.setQueryData(queryKeys.me, { id: "someone" });
    const source = FakeEventSource.latest;
    await act(async () => {
      source?.emit("stream-closed", { reason: "too-many-streams" });
    });
    expect(source?.closed).toBe(false);
    await act(async () => {
      source?.emit("stream-closed", { reason: "session-ended" });
    });
    expect(source?.closed).toBe(true);
    expect(queryClient.getQueryState(queryKeys.me)?.isInvalidated).toBe(true);
  });

  it("opens the inbox", async () => {
    const { bell, currentPath } = await renderBell(2);
    await click(bell());
    expect(currentPath()).toBe("/Notifications");
  });

  it("stops listening once it is gone", async () => {
    await renderBell(1);
    const source = FakeEventSource.latest;
    expect(source?.closed).toBe(false);
    unmountAll();
    expect(source?.closed).toBe(true);
  });
});
