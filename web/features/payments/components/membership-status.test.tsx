import { describe, expect, it } from "vitest";
import type { Membership } from "../../../../contract/payments.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { member } from "../../../test/fixtures.ts";
import { render, testQueryClient } from "../../../test/render.tsx";
import { membershipQuery } from "../api/checkout.ts";
import { MembershipStatus } from "./membership-status.tsx";

async function renderStatus(membership: Membership) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.me, member);
  queryClient.setQueryData(membershipQuery.queryKey, membership);
  await render(<MembershipStatus />, { queryClient });
  return document.body.textContent ?? "";
}

const none: Membership = {
  level: 1,
  clubName: "Club 1",
  status: "none",
  renewsAt: null,
  canManage: false,
  active: false,
  scholarshipEndsAt: null,
};

describe("the membership's state on MY ACCOUNT", () => {
  it("shows a scholarship with its end date, and what the membership opens", async () => {
    const text = await renderStatus({
      ...none,
      status: "active",
      active: true,
      scholarshipEndsAt: "2027-05-26T10:00:00.000Z",
    });
    expect(text).toContain("A scholarship gives you the membership until May 26, 2027.");
    expect(text).toContain("Your membership opens missions 3 to 8");
  });

  it("says what is free and what the membership adds when none is in force", async () => {
    const text = await renderStatus(none);
    expect(text).toContain("Not paid");
    expect(text).toContain("Missions 1 and 2 are free");
    expect(text).not.toContain("scholarship");
    // It names $VOCATE, so it links to the page that says what $VOCATE is (round 3, 3).
    const link = [...document.querySelectorAll("a")].find(
      (a) => a.textContent === "What $VOCATE is, and is not",
    );
    expect(link?.getAttribute("href")).toBe("/Rewards");
  });
});
