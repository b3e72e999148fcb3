import type { QueryClient } from "@tanstack/react-query";
import { afterEach, expect, it, vi } from "vitest";
import { queryKeys } from "../../../lib/query-keys.ts";
import { render, testQueryClient } from "../../../test/render.tsx";
import { NotificationSettingsPage } from "./notification-settings-page.tsx";

/**
 * Set: the session answers "signed out" in the middle of the page's render, just before the
 * unsubscribe card renders (as /api/me can between two slices of a transition's render), once.
 */
const answerSessionMidRender = vi.hoisted(() => ({ in: undefined as QueryClient | undefined }));

vi.mock("../api/email-preferences.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../api/email-preferences.ts")>();
  return {
    ...original,
    useUnsubscribe: () => {
      answerSessionMidRender.in?.setQueryData(queryKeys.me, null);
      answerSessionMidRender.in = undefined;
      return original.useUnsubscribe();
    },
  };
});

afterEach(() => vi.unstubAllGlobals());

it("keeps the email's unsubscribe question when the session answers during the page's render", async () => {
  // The session is loading when the page renders and "signed out" by the time the part below the
  // card renders: the page must not ask for sign-in (it sent the visitor to Login, ADR 022).
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise<Response>(() => undefined)),
  );
  const queryClient = testQueryClient();
  answerSessionMidRender.in = queryClient;
  const { currentPath } = await render(<NotificationSettingsPage />, {
    path: "/NotificationSettings?unsubscribe=payment-failed.dTE.c2ln",
    pattern: "/NotificationSettings",
    queryClient,
  });
  expect(currentPath()).toBe("/NotificationSettings");
  expect(document.body.textContent).toContain("Stop emails about “Payment failed”?");
});
