import { describe, expect, it } from "vitest";
import {
  canReadOpportunity,
  closeRefusal,
  deadlineRefusal,
  initialStatus,
  matchesMember,
  meetsAsks,
  missionKey,
  postRefusal,
  reviewRefusal,
  SHARED_PATH,
  trustsPartnerOnReview,
  type VerifiedRecord,
} from "./policy.ts";

const now = new Date("2026-04-01T09:00:00Z");
const later = new Date("2026-04-10T09:00:00Z");
const earlier = new Date("2026-03-20T09:00:00Z");

const record = (overrides: Partial<VerifiedRecord> = {}): VerifiedRecord => ({
  journeyId: 6,
  verifiedMissions: new Set([missionKey(SHARED_PATH, 1), missionKey(6, 3), missionKey(6, 5)]),
  deliveredSpeeches: 2,
  ...overrides,
});

describe("posting", () => {
  it("refuses anyone who does not act for the partner, and the people of one not approved", () => {
    expect(postRefusal(null, { trusted: true })?.code).toBe("forbidden");
    expect(postRefusal("owner", null)?.code).toBe("forbidden");
    expect(postRefusal("member", { trusted: false })).toBeNull();
  });

  it("publishes an admin's and a trusted partner's post at once; waits for review otherwise", () => {
    expect(initialStatus("admin")).toBe("published");
    expect(initialStatus({ trusted: true })).toBe("published");
    expect(initialStatus({ trusted: false })).toBe("pending-review");
  });

  it("asks for a deadline in the future, naming the field", () => {
    expect(deadlineRefusal(later, now)).toBeNull();
    expect(deadlineRefusal(now, now)).toMatchObject({ code: "validation", field: "deadline" });
    expect(deadlineRefusal(earlier, now)?.field).toBe("deadline");
  });
});

describe("reading, reviewing and closing", () => {
  it("shows one on the board to anyone, any other only to its managers", () => {
    const published = { status: "published" as const, deadline: later };
    expect(canReadOpportunity(published, now, false)).toBe(true);
    expect(canReadOpportunity({ ...published, deadline: earlier }, now, false)).toBe(false);
    expect(canReadOpportunity({ status: "pending-review", deadline: later }, now, false)).toBe(
      false,
    );
    expect(canReadOpportunity({ status: "rejected", deadline: later }, now, true)).toBe(true);
  });

  it("reviews only a waiting post and never closes a rejected one", () => {
    expect(reviewRefusal("pending-review")).toBeNull();
    expect(reviewRefusal("published")?.code).toBe("conflict");
    expect(closeRefusal("published")).toBeNull();
    expect(closeRefusal("closed")).toBeNull();
    expect(closeRefusal("rejected")?.code).toBe("conflict");
  });

  it("trusts the partner on publishing unless unticked, and never for the programme's own post", () => {
    expect(trustsPartnerOnReview("published", 4, true)).toBe(true);
    expect(trustsPartnerOnReview("published", 4, false)).toBe(false);
    expect(trustsPartnerOnReview("rejected", 4, true)).toBe(false);
    expect(trustsPartnerOnReview("published", null, true)).toBe(false);
  });
});

describe("asks and matches", () => {
  it("checks each ask against the verified record: a journey's mission, Missions 1-2 on any path, speeches", () => {
    expect(
      meetsAsks(
        [
          { kind: "mission", journeyId: 6, missionNumber: 5 },
          { kind: "mission", journeyId: 3, missionNumber: 5 },
          { kind: "mission", journeyId: 3, missionNumber: 1 },
          { kind: "mission", journeyId: 6, missionNumber: 2 },
          { kind: "speeches", count: 2 },
          { kind: "speeches", count: 3 },
        ],
        record(),
      ),
    ).toEqual([true, false, true, false, true, false]);
  });

  it("matches an opportunity for the member's journey or any, with every ask met", () => {
    const asks = [{ kind: "mission" as const, journeyId: 6, missionNumber: 5 }];
    expect(matchesMember({ journeyIds: [6], asks }, record())).toBe(true);
    expect(matchesMember({ journeyIds: [], asks: [] }, record({ journeyId: null }))).toBe(true);
    expect(matchesMember({ journeyIds: [3], asks: [] }, record())).toBe(false);
    expect(matchesMember({ journeyIds: [6], asks: [] }, record({ journeyId: null }))).toBe(false);
    expect(
      matchesMember({ journeyIds: [6], asks: [...asks, { kind: "speeches", count: 5 }] }, record()),
    ).toBe(false);
  });
});
