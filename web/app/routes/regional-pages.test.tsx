import { act } from "react";
import { describe, expect, it } from "vitest";
import { builtInClubs } from "../../../content/clubs.ts";
import { journeysIn } from "../../../content/localized.ts";
import { membershipPlan } from "../../../content/plan.ts";
import type { ClubDetail } from "../../../contract/clubs.ts";
import { i18n } from "../../i18n/index.ts";
import { queryKeys } from "../../lib/query-keys.ts";
import { control, render, testQueryClient } from "../../test/render.tsx";
import { KeralaPage } from "./regional-pages.tsx";

const kerala = builtInClubs[1];
const club: ClubDetail = {
  clubId: 2,
  clubName: "Kerala Blockvocates",
  slug: "KeralaBlockvocates",
  location: kerala?.location ?? "",
  meetingDays: ["saturday"],
  meetingTime: "evening",
  clubType: "blockchain",
  meetingFormat: "inperson",
  meetingLink: null,
  standing: "none",
  leaderName: "Anjali",
  memberCount: 1,
  archivedAt: null,
};

describe("the Kerala page reached from the English search", () => {
  it("keeps English and shows the club's real page (leader, meetings, join) under the welcome", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(queryKeys.me, null);
    queryClient.setQueryData(queryKeys.clubs.detail(2), club);
    queryClient.setQueryData(queryKeys.plan, { plan: membershipPlan });
    queryClient.setQueryData(queryKeys.journeys, { items: journeysIn("en") });
    const { container } = await render(<KeralaPage />, {
      path: "/KeralaBlockvocates",
      queryClient,
    });
    // Whatever the page started (a language switch) has had time to finish.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(i18n.locale).toBe("en");
    expect(container.querySelector("h1")?.textContent).toBe("Welcome to Kerala Blockvocates");
    const text = container.textContent ?? "";
    expect(text).toContain("Led by Anjali · 1 member");
    expect(text).toContain("Saturday");
    expect(text).toContain("In-person");
    expect(control("Sign up to join Kerala Blockvocates")?.getAttribute("href")).toBe(
      "/SignUp?next=%2FKeralaBlockvocates",
    );
  });
});
