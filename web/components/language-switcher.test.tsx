import { act } from "react";
import { afterAll, describe, expect, it, vi } from "vitest";
import { activeLocale, changeLocale } from "../i18n/index.ts";
import { queryKeys } from "../lib/query-keys.ts";
import { currentUserQuery } from "../lib/session.ts";
import { member } from "../test/fixtures.ts";
import { answering, render, testQueryClient } from "../test/render.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";

describe("the language switcher", () => {
  afterAll(async () => {
    vi.unstubAllGlobals();
    await changeLocale("en");
  });

  it("a signed-in person's stored language applies and the answers are asked again in it", async () => {
    const stored = { ...member, language: "ml" as const };
    vi.stubGlobal("fetch", answering({ "/api/me": { status: 200, body: stored } }));
    const queryClient = testQueryClient();
    queryClient.setQueryData(currentUserQuery.queryKey, stored);
    // An answer fetched in English (the dashboard's journey name, the progress map).
    queryClient.setQueryData(queryKeys.progress.map, { items: [] });
    await render(<LanguageSwitcher />, { queryClient });
    for (let tries = 0; tries < 50 && activeLocale() !== "ml"; tries++) {
      await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    }
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(activeLocale()).toBe("ml");
    expect(queryClient.getQueryState(queryKeys.progress.map)?.isInvalidated).toBe(true);
  });
});
