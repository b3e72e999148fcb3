import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClubDetail } from "../../../../contract/clubs.ts";
import { changeLocale, formatNumber } from "../../../i18n/index.ts";
import { queryKeys } from "../../../lib/query-keys.ts";
import { member } from "../../../test/fixtures.ts";
import { byText, control, render, testQueryClient } from "../../../test/render.tsx";
import { ClubPage } from "./club-page.tsx";

const club: ClubDetail = {
  clubId: 7,
  clubName: "Muscat Builders",
  slug: "MuscatBuilders",
  location: "Muscat",
  meetingDays: ["monday", "thursday"],
  meetingTime: "evening",
  clubType: "public-speaking",
  meetingFormat: "inperson",
  meetingLink: null,
  standing: "member",
  leaderName: "Noor",
  memberCount: 3,
  archivedAt: null,
};

async function open() {
  const queryClient = testQueryClient();
  queryClient.setQueryData(queryKeys.me, member);
  queryClient.setQueryData(queryKeys.clubs.detail(club.clubId), club);
  return render(<ClubPage clubId={club.clubId} />, { queryClient });
}

describe("a club's page in Arabic (ADR 020)", () => {
  beforeAll(() => changeLocale("ar"));
  afterAll(() => changeLocale("en"));

  it("says the club's facts in Arabic, right to left, with Arabic plurals", async () => {
    await open();
    expect(document.documentElement.dir).toBe("rtl");
    expect(byText(`بقيادة Noor · ${formatNumber(3)} أعضاء`)).toHaveLength(1);
    expect(byText("الاثنين والخميس")).toHaveLength(1);
    expect(byText("مساءً")).toHaveLength(1);
    expect(byText("الخطابة")).toHaveLength(1);
    expect(byText("حضوريًا")).toHaveLength(1);
    expect(control("مغادرة النادي")).toBeDefined();
  });
});
