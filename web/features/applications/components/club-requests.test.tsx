import { describe, expect, it } from "vitest";
import type { ClubApplication } from "../../../../contract/applications.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { byText, click, control, render, testQueryClient } from "../../../test/render.tsx";
import { ClubRequests } from "./club-requests.tsx";

const HOUR = 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms - 60_000).toISOString();

const request = (id: number, fields: Partial<ClubApplication>): ClubApplication => ({
  applicationId: id,
  clubId: 5,
  clubName: "Lisbon Club",
  applicantName: `Applicant ${id}`,
  applicantEmail: `applicant${id}@example.com`,
  status: "pending",
  createdAt: ago(HOUR),
  decidedByName: null,
  leaderNote: null,
  ...fields,
});

async function open(items: ClubApplication[]) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.leader.requests(5), {
    pages: [{ items, page: 1, pageSize: 20, hasMore: false }],
    pageParams: [1],
  });
  return render(<ClubRequests clubId={5} />, { queryClient });
}

describe("Club Requests", () => {
  it("shows how long each pending application has waited, and who decided the others", async () => {
    await open([
      request(1, { createdAt: ago(3 * 24 * HOUR) }),
      request(2, { createdAt: ago(5 * HOUR) }),
      request(3, { status: "rejected", decidedByName: "Ada Admin", leaderNote: "Full for now" }),
    ]);
    expect(byText("waiting 3 days")).toHaveLength(1);
    expect(byText("waiting 5 hours")).toHaveLength(1);
    expect(byText("Decided by Ada Admin")).toHaveLength(1);
    expect(byText("Note: Full for now")).toHaveLength(1);
    expect(control("Accept Applicant 3")).toBeUndefined();
  });

  it("asks for an optional note before rejecting", async () => {
    await open([request(1, {})]);
    await click(control("Reject Applicant 1"));
    const dialog = document.querySelector("[role=dialog]");
    expect(dialog?.textContent).toContain("Note for the applicant (optional)");
    expect(dialog?.textContent).toContain("They may apply again.");
  });
});
