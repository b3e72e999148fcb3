import { vi } from "vitest";
import type { Notification, NotificationList } from "../../../../contract/notifications.ts";

/** A notification as the API sends it. */
export function notificationOf(id: number, overrides: Partial<Notification> = {}): Notification {
  return {
    id,
    kind: "application-received",
    title: `Notification ${id}`,
    body: `What happened in notification ${id}.`,
    link: "/ClubLeaderPage",
    createdAt: "2026-11-20T10:00:00.000Z",
    read: false,
    ...overrides,
  };
}

/** The infinite query's cached shape for one page of the inbox. */
export function inboxOf(items: Notification[], hasMore = false) {
  const page: NotificationList = { items, page: 1, pageSize: 20, hasMore };
  return { pages: [page], pageParams: [1] };
}

/**
 * Stubs `fetch`: each call is answered by `answer(method, path)` as JSON (status 200), and
 * recorded as "METHOD path".
 */
export function stubFetch(answer: (method: string, path: string) => unknown) {
  const calls: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      calls.push(`${method} ${path}`);
      return new Response(JSON.stringify(answer(method, path)), {
        status: 200,
        headers: { "content-type": "application/json" },
      });
    }),
  );
  return calls;
}

/** An EventSource the test drives: `emit("notification")` as the server's stream would. */
export class FakeEventSource extends EventTarget {
  static latest: FakeEventSource | undefined;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.latest = this;
  }
  emit(type: string, data: unknown = {}) {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {
    this.closed = true;
  }
}
