import { afterEach, describe, expect, it, vi } from "vitest";
import {
  EMAIL_KIND_LABELS,
  EmailKindSchema,
  type EmailPreferences,
} from "../../../../contract/email-preferences.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { click, control, render, testQueryClient } from "../../../test/render.tsx";
import { NotificationSettingsPage } from "./notification-settings-page.tsx";

const preferences: EmailPreferences = {
  preferences: EmailKindSchema.options.map((kind) => ({
    kind,
    label: EMAIL_KIND_LABELS[kind],
    enabled: true,
  })),
};
const me = { id: "u1", name: "Mira", email: "mira@example.com" };

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
    const queryClient = testQueryClient();
    queryClient.setQueryData(queryKeys.me, me);
    queryClient.setQueryData(queryKeys.emailPreferences, preferences);
    await render(<NotificationSettingsPage />, { path: "/NotificationSettings", queryClient });

    const paymentFailed = switchLabelled("Payment failed");
    expect(paymentFailed?.checked).toBe(true);
    for (const label of Object.values(EMAIL_KIND_LABELS)) {
      expect(switchLabelled(label), label).not.toBeNull();
    }
    await click(paymentFailed);
    expect(switchLabelled("Payment failed")?.checked).toBe(false);
    await click(control("Save"));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/me/email-preferences");
    expect(init.method).toBe("PUT");
    const sent = JSON.parse(String(init.body)) as EmailPreferences;
    expect(sent.preferences.find((item) => item.kind === "payment-failed")?.enabled).toBe(false);
    expect(sent.preferences.find((item) => item.kind === "payment-succeeded")?.enabled).toBe(true);
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
    await vi.waitFor(() => expect(document.body.textContent).toContain("Unsubscribed"));
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/api/email/unsubscribe?token=payment-failed.dTE.c2ln");
    expect(init.method).toBe("POST");
  });
});
