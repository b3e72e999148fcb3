import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Navigation } from "../../../../contract/accounts.ts";
import {
  EMAIL_KIND_GROUP,
  EMAIL_KIND_LABELS,
  EmailKindSchema,
  type EmailPreferences,
} from "../../../../contract/email-preferences.ts";
import { PUSH_DEFAULT_KINDS, type PushPreferences } from "../../../../contract/push.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { click, control, render, testQueryClient, until } from "../../../test/render.tsx";
import { pushPreferencesQuery } from "../api/push.ts";
import { NotificationSettingsPage } from "./notification-settings-page.tsx";

const preferences: EmailPreferences = {
  preferences: EmailKindSchema.options.map((kind) => ({
    kind,
    label: EMAIL_KIND_LABELS[kind],
    enabled: true,
  })),
};
const pushPreferences: PushPreferences = {
  preferences: EmailKindSchema.options.map((kind) => ({
    kind,
    enabled: PUSH_DEFAULT_KINDS.includes(kind),
  })),
  devices: 1,
};
const me = { id: "u1", name: "Mira", email: "mira@example.com" };
const memberNavigation: Navigation = {
  club: { clubId: 4, clubName: "Porto Builders", slug: "PortoBuilders", meetingLink: null },
  hasJourney: true,
  ledClubs: [],
  waiting: 0,
  isAdmin: false,
  membershipActive: true,
};
const leaderAndAdmin: Navigation = {
  ...memberNavigation,
  ledClubs: [
    {
      clubId: 4,
      clubName: "Porto Builders",
      slug: "PortoBuilders",
      pendingApplications: 0,
      pendingSubmissions: 0,
    },
  ],
  isAdmin: true,
};

async function openSettings(navigation: Navigation) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.me, me);
  queryClient.setQueryData(queryKeys.navigation, navigation);
  queryClient.setQueryData(queryKeys.emailPreferences, preferences);
  queryClient.setQueryData(pushPreferencesQuery.queryKey, pushPreferences);
  await render(<NotificationSettingsPage />, { path: "/NotificationSettings", queryClient });
}

const groupHeadings = () =>
  [...document.querySelectorAll("[role=group] h3")].map((heading) => heading.textContent);

const switchLabelled = (label: string) => {
  const labelElement = [...document.querySelectorAll("label")].find(
    (element) => element.textContent?.trim() === label,
  );
  const id = labelElement?.getAttribute("for");
  return id ? (document.getElementById(id) as HTMLInputElement | null) : null;
};

afterEach(() => vi.unstubAllGlobals());

describe("the email settings page", () => {
  it("has a labelled switch per kind and saves the choices", async () => {
    const fetch = vi.fn(async () => Response.json(preferences));
    vi.stubGlobal("fetch", fetch);
    await openSettings(leaderAndAdmin);

    const paymentFailed = switchLabelled("Payment failed");
    expect(paymentFailed?.checked).toBe(true);
    for (const label of Object.values(EMAIL_KIND_LABELS)) {
      expect(switchLabelled(label), label).not.toBeNull();
    }
    await click(paymentFailed);
    expect(switchLabelled("Payment failed")?.checked).toBe(false);
    await click(control("Save"));
    await until(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/me/email-preferences");
    expect(init.method).toBe("PUT");
    const sent = JSON.parse(String(init.body)) as EmailPreferences;
    expect(sent.preferences.find((item) => item.kind === "payment-failed")?.enabled).toBe(false);
    expect(sent.preferences.find((item) => item.kind === "payment-succeeded")?.enabled).toBe(true);
  });

  it("groups the switches by whom they are for; a leader and admin sees every group", async () => {
    await openSettings(leaderAndAdmin);
    expect(groupHeadings()).toEqual([
      "My membership and payments",
      "My clubs, missions and meetings",
      "Clubs I lead",
      "Administration",
    ]);
    const leaderGroup = document.querySelector("[data-group=leader]");
    expect(leaderGroup?.textContent).toContain("Applications to a club I lead");
    expect(leaderGroup?.textContent).not.toContain("Payment failed");
  });

  it("shows a member no leader or admin kinds, and keeps those settings when saving", async () => {
    const fetch = vi.fn(async () => Response.json(preferences));
    vi.stubGlobal("fetch", fetch);
    await openSettings(memberNavigation);
    expect(groupHeadings()).toEqual([
      "My membership and payments",
      "My clubs, missions and meetings",
    ]);
    for (const kind of EmailKindSchema.options) {
      const shown = switchLabelled(EMAIL_KIND_LABELS[kind]) !== null;
      expect(shown, kind).toBe(
        EMAIL_KIND_GROUP[kind] !== "leader" && EMAIL_KIND_GROUP[kind] !== "admin",
      );
    }
    await click(control("Save"));
    await until(() => expect(fetch).toHaveBeenCalled());
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    const sent = JSON.parse(String(init.body)) as EmailPreferences;
    expect(sent.preferences.find((item) => item.kind === "review-escalated")?.enabled).toBe(true);
  });

  it("offers the email's one kind to unsubscribe from, without signing in", async () => {
    const fetch = vi.fn(async () =>
      Response.json({ kind: "payment-failed", label: EMAIL_KIND_LABELS["payment-failed"] }),
    );
    vi.stubGlobal("fetch", fetch);
    const queryClient = testQueryClient();
    queryClient.setQueryData(queryKeys.me, null);
    await render(<NotificationSettingsPage />, {
      path: "/NotificationSettings?unsubscribe=payment-failed.dTE.c2ln",
      queryClient,
    });
    expect(document.body.textContent).toContain("Stop emails about “Payment failed”?");
    await click(control("Unsubscribe"));
    // The mutation's answer lands after the click (React Query notifies on a timer): waited for
    // inside act, so its render is one React knows about.
    await act(() => vi.waitFor(() => expect(document.body.textContent).toContain("Unsubscribed")));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/email/unsubscribe?token=payment-failed.dTE.c2ln");
    expect(init.method).toBe("POST");
  });
});

describe("push notifications on the settings page", () => {
  const pushSwitch = (kind: string) =>
    document.querySelector<HTMLInputElement>(`input[data-push-kind="${kind}"]`);

  it("has a Push switch beside each kind, on by default for what cannot wait, saved with the emails", async () => {
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      Response.json(url.includes("push") ? pushPreferences : preferences),
    );
    vi.stubGlobal("fetch", fetch);
    await openSettings(memberNavigation);
    expect(pushSwitch("meeting-reminder")?.checked).toBe(true);
    expect(pushSwitch("application-accepted")?.checked).toBe(true);
    expect(pushSwitch("club-archived")?.checked).toBe(false);
    expect(pushSwitch("meeting-reminder")?.getAttribute("aria-label")).toBe(
      "Push notification: Meeting reminders, 2 hours before (in the app and by email)",
    );
    await click(pushSwitch("club-archived"));
    await click(pushSwitch("meeting-reminder"));
    await click(control("Save"));
    await until(() => expect(fetch).toHaveBeenCalledTimes(2));
    const pushCall = fetch.mock.calls.find(([url]) => url === "/api/me/push-preferences");
    const init = pushCall?.[1] as unknown as RequestInit;
    expect(init.method).toBe("PUT");
    const sent = JSON.parse(String(init.body)) as PushPreferences;
    const sentOf = (kind: string) => sent.preferences.find((item) => item.kind === kind)?.enabled;
    expect([
      sentOf("club-archived"),
      sentOf("meeting-reminder"),
      sentOf("evaluation-received"),
    ]).toEqual([true, false, true]);
  });

  it("says so when the browser cannot receive notifications", async () => {
    await openSettings(memberNavigation);
    await until(() =>
      expect(document.querySelector("[data-push-state]")?.getAttribute("data-push-state")).toBe(
        "unsupported",
      ),
    );
    expect(control("Notify me on this phone")).toBeUndefined();
  });

  /** A browser with the Push API: its permission, and a worker whose subscribe answers `subscribe`. */
  function stubBrowser(permission: NotificationPermission, answer: NotificationPermission) {
    let subscription: PushSubscription | null = null;
    const subscribe = vi.fn(async () => {
      subscription = {
        endpoint: "https://fcm.googleapis.com/fcm/send/device-1",
        toJSON: () => ({
          endpoint: "https://fcm.googleapis.com/fcm/send/device-1",
          keys: { p256dh: "p", auth: "a" },
        }),
        unsubscribe: async () => true,
      } as unknown as PushSubscription;
      return subscription;
    });
    const registration = {
      active: {},
      pushManager: { getSubscription: async () => subscription, subscribe },
    };
    const notification = { permission, requestPermission: vi.fn(async () => answer) };
    vi.stubGlobal("Notification", notification);
    vi.stubGlobal("PushManager", class {});
    Object.defineProperty(navigator, "serviceWorker", {
      configurable: true,
      value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
    });
    return { notification, subscribe, grant: () => (notification.permission = answer) };
  }

  afterEach(() => {
    Reflect.deleteProperty(navigator, "serviceWorker");
  });

  it("asks the browser only on the click, subscribes with the server's key and saves the device", async () => {
    const browser = stubBrowser("default", "granted");
    browser.notification.requestPermission.mockImplementation(async () => {
      browser.grant();
      return "granted";
    });
    const fetch = vi.fn(async (url: string, _init?: RequestInit) =>
      url === "/api/push/key"
        ? Response.json({ publicKey: "BAEC" })
        : Response.json(
            {
              endpoint: "https://fcm.googleapis.com/fcm/send/device-1",
              createdAt: new Date().toISOString(),
            },
            { status: 201 },
          ),
    );
    vi.stubGlobal("fetch", fetch);
    await openSettings(memberNavigation);
    await until(() => expect(control("Notify me on this phone")).toBeDefined());
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    await click(control("Notify me on this phone"));
    await until(() =>
      expect(document.querySelector("[data-push-state]")?.textContent).toBe("On for this device."),
    );
    expect(browser.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array([4, 1, 2]),
    });
    const saved = fetch.mock.calls.find(([url]) => url === "/api/push/subscriptions");
    const request = saved?.[1] as unknown as RequestInit | undefined;
    expect(JSON.parse(String(request?.body))).toEqual({
      endpoint: "https://fcm.googleapis.com/fcm/send/device-1",
      keys: { p256dh: "p", auth: "a" },
    });
    expect(control("Stop notifications on this device")).toBeDefined();
  });

  it("shows a browser's block, and how to lift it, without asking again", async () => {
    const browser = stubBrowser("denied", "denied");
    await openSettings(memberNavigation);
    await until(() =>
      expect(document.querySelector("[data-push-state]")?.textContent).toBe(
        "Blocked by your browser.",
      ),
    );
    expect(document.body.textContent).toContain("set Notifications to Allow");
    expect(control("Notify me on this phone")).toBeUndefined();
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
  });
});
