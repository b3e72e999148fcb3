import { act } from "react";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { ClubReport, ProgrammeReport, ReportFigures } from "../../../../contract/reports.ts";
import { changeLocale } from "../../../i18n/index.ts";
import { byText, choose, click, control, field, render } from "../../../test/render.tsx";
import { ProgrammeReportView } from "./admin-reports-page.tsx";
import { ClubReportView } from "./club-report-page.tsx";

const figures = (overrides: Partial<ReportFigures> = {}): ReportFigures => ({
  activeMembers: 3,
  applications: 6,
  applicationsDecided: 5,
  decisionMedianSeconds: 7_200,
  decisionP90Seconds: 36_000,
  missionsSubmitted: 7,
  missionsVerified: 5,
  verificationMedianSeconds: 18_000,
  verificationP90Seconds: 30_600,
  speechesDelivered: 2,
  speechesEvaluated: 1,
  rolesFilled: 1,
  attendanceMarked: 3,
  attendancePresent: 2,
  attendanceRate: 2 / 3,
  vocateAwarded: 900,
  opportunityApplications: 2,
  hires: 1,
  paidMemberships: 1,
  scholarships: 1,
  ...overrides,
});

const club = { clubId: 7, clubName: "Kochi Speakers", clubSlug: "KochiSpeakers", region: "kerala" };

const REPORT: ProgrammeReport = {
  from: "2026-03-01",
  to: "2026-05-31",
  escalateAfterDays: 7,
  summarisedAt: "2026-06-01T04:10:00Z",
  computedAt: "2026-06-01T09:30:00Z",
  region: null,
  regionsAvailable: ["global", "kerala", "oman"],
  programme: figures({ activeMembers: 5 }),
  regions: [
    { region: "global", figures: figures({ activeMembers: 0, attendanceRate: null }) },
    { region: "kerala", figures: figures() },
    { region: "oman", figures: figures({ activeMembers: 2 }) },
  ],
  clubs: [{ ...club, figures: figures() }],
  cohorts: [{ month: "2026-03", joined: 3, active30: 2, active60: 1, active90: null }],
  flags: [
    { ...club, kind: "waiting-past-escalation", leaderName: "Leader Kochi", count: 2 },
    { ...club, kind: "no-meetings", leaderName: null, count: null },
  ],
};

const tableText = (testId: string) =>
  [...document.querySelectorAll(`[data-testid=${testId}] tr`)].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  );

describe("the programme's report", () => {
  it("shows every figure per region, formatted, with the programme first", async () => {
    await render(<ProgrammeReportView report={REPORT} filters={{}} onChange={() => undefined} />);
    // A kept report says when it was worked out (ADR 052).
    expect(document.body.textContent).toContain("These figures were worked out at");
    const rows = tableText("figures-table");
    expect(rows[0]).toEqual(["Figure", "Whole programme", "Online / global", "Kerala", "Oman"]);
    expect(rows.find((row) => row[0] === "Active members")).toEqual([
      "Active members",
      "5",
      "0",
      "3",
      "2",
    ]);
    expect(rows.find((row) => row[0] === "Time to a decision (median)")?.[1]).toBe("2 h");
    expect(rows.find((row) => row[0] === "Attendance rate")?.slice(1)).toEqual([
      "67%",
      "–",
      "67%",
      "67%",
    ]);
    // Each figure is defined in one sentence.
    expect(document.querySelectorAll("[data-testid=figure-definitions] dd")).toHaveLength(20);
    // Where the past days came from (ADR 050).
    expect(document.body.textContent).toContain(
      "Days before today are read from the summary written at",
    );
  });

  it("hides the charts from assistive technology and gives their tables instead", async () => {
    await render(<ProgrammeReportView report={REPORT} filters={{}} onChange={() => undefined} />);
    for (const chart of document.querySelectorAll("[data-testid=report-chart]")) {
      expect(chart.getAttribute("aria-hidden")).toBe("true");
      expect(chart.querySelector("[tabindex='0']")).toBeNull();
    }
    expect(tableText("regions-chart-table")[2]).toEqual(["Kerala", "3", "5", "2"]);
    expect(tableText("cohorts-table")[1]).toEqual(["March 2026", "3", "2", "1", "–"]);
  });

  it("draws a chart only once it comes near the screen, keeping its height until then", async () => {
    const watched: { element: Element; show: () => void }[] = [];
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(private readonly seen: (entries: { isIntersecting: boolean }[]) => void) {}
        observe(element: Element) {
          watched.push({ element, show: () => this.seen([{ isIntersecting: true }]) });
        }
        disconnect() {}
      },
    );
    try {
      await render(<ProgrammeReportView report={REPORT} filters={{}} onChange={() => undefined} />);
      const charts = [...document.querySelectorAll("[data-testid=report-chart]")];
      expect(charts.length).toBe(2);
      expect(watched.map((one) => one.element)).toEqual(charts);
      const drawn = (chart: Element | undefined) => chart?.querySelector(".mantine-BarChart-root");
      for (const chart of charts) expect(drawn(chart)).toBeNull();
      for (const chart of charts)
        expect(chart.firstElementChild?.getAttribute("style")).toContain("15rem");
      await act(async () => {
        watched[0]?.show();
        // The chart's code, which the page then loads.
        await import("./bar-chart.tsx");
      });
      await vi.waitFor(() => expect(drawn(charts[0])).not.toBeNull());
      expect(drawn(charts[1])).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("links each CSV download to the API with the period and region shown", async () => {
    await render(
      <ProgrammeReportView
        report={{ ...REPORT, region: "kerala" }}
        filters={{ region: "kerala" }}
        onChange={() => undefined}
      />,
    );
    const link = control("Download the clubs (CSV)");
    expect(link?.getAttribute("href")).toBe(
      "/api/admin/reports/clubs.csv?from=2026-03-01&to=2026-05-31&region=kerala",
    );
    expect(link?.hasAttribute("download")).toBe(true);
  });

  it("filters by period and region on Show", async () => {
    const onChange = vi.fn();
    await render(<ProgrammeReportView report={REPORT} filters={{}} onChange={onChange} />);
    await choose(field("Region"), "kerala");
    await click(control("Show"));
    expect(onChange).toHaveBeenCalledWith({
      from: "2026-03-01",
      to: "2026-05-31",
      region: "kerala",
    });
  });

  it("says why a club is flagged and who leads it", async () => {
    await render(<ProgrammeReportView report={REPORT} filters={{}} onChange={() => undefined} />);
    const flags = [...document.querySelectorAll("[data-testid=health-flags] li")].map(
      (item) => item.textContent,
    );
    expect(flags[0]).toContain(
      "Kochi Speakers: 2 submissions have waited more than 7 days for the leader.",
    );
    expect(flags[0]).toContain("Leader: Leader Kochi");
    expect(flags[1]).toContain("No leader");
  });

  describe("in Arabic", () => {
    beforeAll(() => changeLocale("ar"));
    afterAll(() => changeLocale("en"));
    it("names the sections and regions in Arabic", async () => {
      await render(<ProgrammeReportView report={REPORT} filters={{}} onChange={() => undefined} />);
      expect(byText("تنبيهات الصحة")).toHaveLength(1);
      expect(tableText("figures-table")[0]?.[3]).toBe("كيرالا");
    });
  });
});

describe("a club's report", () => {
  const CLUB_REPORT: ClubReport = {
    from: REPORT.from,
    to: REPORT.to,
    escalateAfterDays: 7,
    summarisedAt: null,
    club,
    figures: figures(),
    cohorts: REPORT.cohorts,
    flags: [],
  };

  beforeAll(() => changeLocale("ml"));
  afterAll(() => changeLocale("en"));

  it("shows its figures and cohorts, no region choice and no CSV of the programme", async () => {
    await render(<ClubReportView report={CLUB_REPORT} filters={{}} onChange={() => undefined} />);
    expect(document.querySelector("h1")?.textContent).toBe("റിപ്പോർട്ട്: Kochi Speakers");
    expect(field("മേഖല")).toBeNull();
    expect(byText("ഒരു ക്ലബ്ബിനും ഇപ്പോൾ ശ്രദ്ധ ആവശ്യമില്ല.")).toHaveLength(1);
    expect(document.querySelector("a[download]")).toBeNull();
    // Every figure counted from the events: nothing to say about a summary.
    expect(document.body.textContent).not.toContain("സംഗ്രഹ");
    // A club's report is always current: no "worked out at".
    expect(document.body.textContent).not.toContain("കണക്കാക്കിയതാണ്");
  });
});
