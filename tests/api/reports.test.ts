import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ClubReportSchema,
  type ProgrammeReport,
  ProgrammeReportSchema,
} from "../../contract/reports.ts";
import {
  clubApplications,
  clubMembers,
  clubRoles,
  clubs,
  meetingAttendance,
  meetingRoleAssignments,
  meetingSlots,
  missionCompletions,
  missions,
  opportunities,
  opportunityApplications,
  payments,
  reportClubDays,
  reportSummary,
  rewardEntries,
  scholarships,
  speechEvaluations,
} from "../../server/db/schema/index.ts";
import { summariseReports } from "../../server/features/reports/service.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import { buildAdmin, buildClub } from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

/**
 * Club health and regional reports (issue 39, ADR 045) on a data set whose every figure was
 * counted by hand (the comments say how). Attackers first. The clock reads 1 September 2026; the
 * period asked for is March to May 2026.
 */
const clock = new ManualClock(new Date("2026-09-01T00:00:00Z"));
const PERIOD = "from=2026-03-01&to=2026-05-31";
const HOUR = 3_600;
const at = (iso: string) => new Date(iso);
const plus = (iso: string, seconds: number) => new Date(at(iso).getTime() + seconds * 1_000);

let testApp: TestApp;
let admin: TestUser;
const club = { k1: 0, k2: 0, oman: 0, online: 0 };
let leaderK1: TestUser;
let leaderK2: TestUser;
let memberA: TestUser;
let memberBId = "";

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  admin = await buildAdmin(testApp);
  await seed();
});
afterAll(() => testApp?.close());

const read = (url: string, user?: TestUser) =>
  injectJson(testApp.app, { url, ...(user ? { cookie: user.cookie } : {}) });

async function seed() {
  const db = testApp.database.db;
  leaderK1 = await buildUser(testApp.app, { name: "Leader Kochi" });
  leaderK2 = await buildUser(testApp.app, { name: "Leader Thrissur" });
  const people: Record<string, TestUser> = {};
  for (const name of ["A", "B", "C", "D", "E", "F", "G", "H"]) {
    people[name] = await buildUser(testApp.app, { name: `Member ${name}` });
  }
  const id = (name: string) => people[name]?.id ?? "";
  memberA = people.A as TestUser;
  memberBId = id("B");
  const make = async (
    leaderId: string | null,
    values: { location: string; meetingFormat: string; meetingDays?: string[]; name?: string },
  ) => {
    const { id: clubId } = await buildClub(db, leaderId);
    const { name, ...rest } = values;
    await db
      .update(clubs)
      .set({ ...rest, ...(name ? { clubName: name } : {}), createdAt: at("2026-01-01") })
      .where(eq(clubs.id, clubId));
    return clubId;
  };
  club.k1 = await make(leaderK1.id, { location: "Kochi, Kerala", meetingFormat: "inperson" });
  club.k2 = await make(leaderK2.id, { location: "Thrissur,  KERALA ", meetingFormat: "inperson" });
  // No weekday to meet on: flagged "no meetings".
  club.oman = await make(null, {
    location: "Muscat, Oman",
    meetingFormat: "inperson",
    meetingDays: [],
  });
  // A name a spreadsheet would run as a formula.
  club.online = await make(null, {
    location: "online",
    meetingFormat: "online",
    name: "=SUM(1+1) Club",
  });

  const join = (name: string, clubId: number, joinedAt: string) =>
    db.insert(clubMembers).values({ clubId, userId: id(name), joinedAt: at(joinedAt) });
  await join("A", club.k1, "2026-03-01T00:00:00Z");
  await join("B", club.k1, "2026-03-10T00:00:00Z");
  await join("C", club.k1, "2026-03-20T00:00:00Z");
  await join("D", club.k1, "2026-05-15T00:00:00Z");
  await join("A", club.k2, "2026-03-05T00:00:00Z");
  await join("F", club.k2, "2026-03-02T00:00:00Z");
  await join("G", club.oman, "2026-03-03T00:00:00Z");
  // E did things in Kochi but is no longer a member; H is in no club.

  // Applications to Kochi: three decided after 1 h, 2 h and 10 h, one pending; one before the period.
  const apply = (
    clubId: number,
    createdAt: string,
    decidedAfter: number | null,
    status: "pending" | "accepted" | "rejected",
  ) =>
    db.insert(clubApplications).values({
      clubId,
      userId: id("H"),
      status,
      createdAt: at(createdAt),
      decidedAt: decidedAfter === null ? null : plus(createdAt, decidedAfter),
    });
  await apply(club.k1, "2026-04-01T09:00:00Z", 1 * HOUR, "accepted");
  await apply(club.k1, "2026-04-02T09:00:00Z", 2 * HOUR, "rejected");
  await apply(club.k1, "2026-04-03T09:00:00Z", 10 * HOUR, "accepted");
  await apply(club.k1, "2026-05-20T09:00:00Z", null, "pending");
  await apply(club.k1, "2026-01-10T09:00:00Z", 5 * HOUR, "rejected");
  await apply(club.oman, "2026-04-10T09:00:00Z", 5 * HOUR, "accepted");

  // Missions: Kochi verified after 4 h and 8 h, one pending (waiting past the escalation),
  // one submitted in February; Thrissur verified after 2 h; E's (not a member) counts for the club.
  const [m1, m2] = (await db.select({ id: missions.id }).from(missions).limit(2)).map((m) => m.id);
  const complete = (
    name: string,
    missionId: string | undefined,
    clubId: number,
    submittedAt: string,
    verifiedAfter: number | null,
  ) =>
    db.insert(missionCompletions).values({
      userId: id(name),
      missionId: missionId ?? "",
      clubId,
      missionStatus: verifiedAfter === null ? "pending" : "completed",
      submittedAt: at(submittedAt),
      decidedAt: verifiedAfter === null ? null : plus(submittedAt, verifiedAfter),
    });
  await complete("A", m1, club.k1, "2026-04-01T10:00:00Z", 4 * HOUR);
  await complete("B", m1, club.k1, "2026-04-02T10:00:00Z", 8 * HOUR);
  await complete("A", m2, club.k1, "2026-05-01T10:00:00Z", null);
  await complete("C", m1, club.k1, "2026-02-01T10:00:00Z", 3 * HOUR);
  await complete("F", m1, club.k2, "2026-04-01T10:00:00Z", 2 * HOUR);
  await complete("E", m2, club.k1, "2026-04-05T10:00:00Z", null);

  // Speeches: A's delivered and evaluated, B's delivered; a meeting on 10 April.
  const [slotA] = await db
    .insert(meetingSlots)
    .values([
      {
        clubId: club.k1,
        userId: id("A"),
        userName: "Member A",
        meetingKey: "2026-04-10",
        status: "delivered",
        deliveredAt: at("2026-04-10T18:30:00Z"),
      },
      {
        clubId: club.k1,
        userId: id("B"),
        userName: "Member B",
        meetingKey: "2026-04-17",
        status: "delivered",
        deliveredAt: at("2026-04-17T18:30:00Z"),
      },
    ])
    .returning({ id: meetingSlots.id });
  await db.insert(speechEvaluations).values({
    slotId: slotA?.id ?? 0,
    evaluatorId: id("B"),
    rubric: "standard",
    language: "en",
    status: "submitted",
    submittedAt: at("2026-04-10T19:00:00Z"),
    updatedAt: at("2026-04-10T19:00:00Z"),
  });
  const [role] = await db
    .insert(clubRoles)
    .values({ clubId: club.k1, kind: "timer", position: 1 })
    .returning({ id: clubRoles.id });
  const roleId = role?.id ?? 0;
  await db.insert(meetingRoleAssignments).values([
    {
      clubId: club.k1,
      meetingKey: "2026-04-10",
      roleId,
      userId: id("A"),
      status: "held",
      source: "taken",
    },
    {
      clubId: club.k1,
      meetingKey: "2026-04-17",
      roleId,
      userId: id("B"),
      status: "assigned",
      source: "assigned",
    },
    {
      clubId: club.k1,
      meetingKey: "2026-02-20",
      roleId,
      userId: id("C"),
      status: "held",
      source: "taken",
    },
  ]);
  // Attendance on 10 April: A present, B late, C absent.
  await db.insert(meetingAttendance).values(
    (
      [
        ["A", "present"],
        ["B", "late"],
        ["C", "absent"],
      ] as const
    ).map(([name, status]) => ({
      clubId: club.k1,
      meetingKey: "2026-04-10",
      userId: id(name),
      status,
      method: "leader" as const,
      recordedBy: leaderK1.id,
      recordedAt: at("2026-04-10T20:00:00Z"),
    })),
  );

  // $VOCATE: 500 + 250 + 100 + 50 + 50 - 50 = 900 in Kochi; adjustments are left out.
  const entry = (
    name: string,
    amount: number,
    rule: "verified-mission" | "evaluated-speech" | "role-fulfilled" | "attendance" | "adjustment",
    sourceKind: "mission" | "speech" | "role" | "attendance" | "adjustment",
    sourceId: string,
    reversesId: number | null = null,
  ) =>
    db
      .insert(rewardEntries)
      .values({
        userId: id(name),
        amount,
        rule,
        sourceKind,
        sourceId,
        season: "2026-S1",
        createdBy: "system",
        reversesId,
        createdAt: at("2026-04-20T00:00:00Z"),
      })
      .returning({ id: rewardEntries.id });
  await entry("A", 500, "verified-mission", "mission", m1 ?? "");
  await entry("A", 250, "evaluated-speech", "speech", String(slotA?.id));
  await entry("A", 100, "role-fulfilled", "role", `${club.k1}/2026-04-10/${roleId}`);
  await entry("A", 50, "attendance", "attendance", `${club.k1}/2026-04-10`);
  const [paidB] = await entry("B", 50, "attendance", "attendance", `${club.k1}/2026-04-10`);
  await entry("B", -50, "attendance", "attendance", `${club.k1}/2026-04-10`, paidB?.id ?? null);
  await entry("A", 1_000, "adjustment", "adjustment", "1");
  await entry("F", 500, "verified-mission", "mission", m1 ?? "");

  // Careers: A (in both Kerala clubs) applied and was hired, C applied, H (no club) applied.
  const [opportunity] = await db
    .insert(opportunities)
    .values({
      postedBy: admin.id,
      kind: "job",
      title: "Solidity developer",
      description: "Write and review contracts.",
      region: "kerala",
      deadline: at("2026-12-31T00:00:00Z"),
      status: "published",
    })
    .returning({ id: opportunities.id });
  await db.insert(opportunityApplications).values(
    (
      [
        ["A", "2026-04-05T00:00:00Z", "2026-05-05T00:00:00Z"],
        ["C", "2026-04-06T00:00:00Z", null],
        ["H", "2026-04-07T00:00:00Z", null],
      ] as const
    ).map(([name, createdAt, hiredAt]) => ({
      opportunityId: opportunity?.id ?? 0,
      userId: id(name),
      note: "I would like this.",
      share: {} as never,
      status: hiredAt ? ("hired" as const) : ("submitted" as const),
      createdAt: at(createdAt),
      hiredAt: hiredAt ? at(hiredAt) : null,
    })),
  );
  await db.insert(payments).values([
    { userId: id("B"), level: 1, status: "succeeded", createdAt: at("2026-04-03T00:00:00Z") },
    { userId: id("C"), level: 1, status: "failed", createdAt: at("2026-04-03T00:00:00Z") },
  ]);
  await db.insert(scholarships).values([
    {
      userId: id("D"),
      reason: "Selected scholar",
      startsAt: at("2026-04-04T00:00:00Z"),
      endsAt: at("2026-10-04T00:00:00Z"),
      createdAt: at("2026-04-04T00:00:00Z"),
    },
    {
      userId: id("C"),
      reason: "Granted by mistake",
      startsAt: at("2026-04-04T00:00:00Z"),
      endsAt: at("2026-10-04T00:00:00Z"),
      createdAt: at("2026-04-04T00:00:00Z"),
      revokedAt: at("2026-04-05T00:00:00Z"),
    },
  ]);
}

describe("attackers", () => {
  it("refuses the programme's report and its CSV to anyone but an admin (401 signed out)", async () => {
    for (const url of ["/api/admin/reports", "/api/admin/reports/clubs.csv"]) {
      expect((await read(url)).statusCode).toBe(401);
      expect((await read(url, leaderK1)).statusCode).toBe(403);
      expect((await read(url, memberA)).statusCode).toBe(403);
    }
  });

  it("shows a club's report to its leader and admins only", async () => {
    const url = `/api/clubs/${club.k1}/report?${PERIOD}`;
    expect((await read(url)).statusCode).toBe(401);
    const otherLeader = await injectJson(testApp.app, {
      url,
      cookie: leaderK2.cookie,
      headers: { "accept-language": "ml" },
    });
    expect(otherLeader.statusCode).toBe(403);
    expect(problemOf(otherLeader).detail).toBe(
      "ഈ ക്ലബ്ബിന്റെ ലീഡർക്കും പ്രോഗ്രാമിന്റെ അഡ്മിൻമാർക്കും മാത്രമേ ഇതിന്റെ റിപ്പോർട്ട് വായിക്കാനാകൂ.",
    );
    expect((await read(url, memberA)).statusCode).toBe(403);
    expect((await read(url, leaderK1)).statusCode).toBe(200);
    expect((await read(url, admin)).statusCode).toBe(200);
    expect((await read("/api/clubs/999999/report", admin)).statusCode).toBe(404);
  });

  it("refuses a period that ends before it starts", async () => {
    const response = await read("/api/admin/reports?from=2026-05-01&to=2026-04-01", admin);
    expect(response.statusCode).toBe(400);
  });
});

describe("figures", () => {
  let report: ProgrammeReport;
  beforeAll(async () => {
    const response = await read(`/api/admin/reports?${PERIOD}`, admin);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    report = ProgrammeReportSchema.parse(response.json());
  });
  const clubFigures = (clubId: number) =>
    report.clubs.find((row) => row.clubId === clubId)?.figures;
  const regionFigures = (region: string) =>
    report.regions.find((row) => row.region === region)?.figures;

  it("derives each club's region from its location; an online club is global", () => {
    expect(report.regionsAvailable).toEqual(["global", "kerala", "oman"]);
    const regionOf = (clubId: number) => report.clubs.find((row) => row.clubId === clubId)?.region;
    expect([club.k1, club.k2, club.oman, club.online].map(regionOf)).toEqual([
      "kerala",
      "kerala",
      "oman",
      "global",
    ]);
  });

  it("counts a club's figures as defined, each against a hand count", () => {
    expect(clubFigures(club.k1)).toEqual({
      // A and B did something verifiable; C was only absent; E is no longer a member.
      activeMembers: 2,
      applications: 4,
      applicationsDecided: 3,
      decisionMedianSeconds: 2 * HOUR,
      // p90: the smallest time at least 90% of decisions took no longer than (nearest rank).
      decisionP90Seconds: 10 * HOUR,
      // A's and B's in April, A's and E's pending; C's was in February.
      missionsSubmitted: 4,
      missionsVerified: 2,
      verificationMedianSeconds: 6 * HOUR,
      verificationP90Seconds: 8 * HOUR,
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
    });
  });

  it("counts a region's people once, and its times over all its clubs' decisions", () => {
    const kerala = regionFigures("kerala");
    // A, B (Kochi) and F (Thrissur); A is in both clubs.
    expect(kerala?.activeMembers).toBe(3);
    // A's counts for both clubs, once for the region.
    expect(clubFigures(club.k2)?.opportunityApplications).toBe(1);
    expect(kerala?.opportunityApplications).toBe(2);
    // 2 h, 4 h and 8 h: median 4 h, p90 8 h.
    expect(kerala?.missionsVerified).toBe(3);
    expect(kerala?.verificationMedianSeconds).toBe(4 * HOUR);
    expect(kerala?.verificationP90Seconds).toBe(8 * HOUR);
    expect(kerala?.vocateAwarded).toBe(1_400);
    expect(regionFigures("oman")?.applications).toBe(1);
    expect(regionFigures("oman")?.decisionMedianSeconds).toBe(5 * HOUR);
    expect(regionFigures("global")?.applications).toBe(0);
  });

  it("counts the whole programme, people in no club included", () => {
    expect(report.programme.opportunityApplications).toBe(3);
    expect(report.programme.applications).toBe(5);
    // 1, 2, 5, 10 h: median 3.5 h (the mean of the middle two), p90 10 h.
    expect(report.programme.decisionMedianSeconds).toBe(3.5 * HOUR);
    expect(report.programme.decisionP90Seconds).toBe(10 * HOUR);
  });

  it("narrows to one region: its clubs and figures, the programme beside them", async () => {
    const response = await read(`/api/admin/reports?${PERIOD}&region=Kerala`, admin);
    const kerala = ProgrammeReportSchema.parse(response.json());
    expect(kerala.region).toBe("kerala");
    expect(kerala.clubs.map((row) => row.clubId)).toEqual(
      expect.arrayContaining([club.k1, club.k2]),
    );
    expect(kerala.clubs.every((row) => row.region === "kerala")).toBe(true);
    expect(kerala.clubs.map((row) => row.clubId)).not.toContain(club.oman);
    expect(kerala.regions.map((row) => row.region)).toEqual(["kerala"]);
    expect(kerala.programme).toEqual(report.programme);
  });

  it("flags a quiet club, a backlog past the escalation time, and a club without meetings", () => {
    const flagsOf = (clubId: number) =>
      report.flags.filter((flag) => flag.clubId === clubId).map((flag) => [flag.kind, flag.count]);
    // Nothing verified since 2 August; A's and E's submissions have waited since May.
    expect(flagsOf(club.k1)).toEqual([
      ["nothing-verified", null],
      ["waiting-past-escalation", 2],
    ]);
    expect(flagsOf(club.oman)).toEqual([
      ["nothing-verified", null],
      ["no-meetings", null],
    ]);
    expect(report.flags.find((flag) => flag.clubId === club.k1)?.leaderName).toBe("Leader Kochi");
  });
});

describe("a leader's own club", () => {
  it("shows the club's figures, its cohorts and its flags", async () => {
    const response = await read(`/api/clubs/${club.k1}/report?${PERIOD}`, leaderK1);
    const report = ClubReportSchema.parse(response.json());
    expect(report.club).toMatchObject({ clubId: club.k1, region: "kerala" });
    expect(report.figures.vocateAwarded).toBe(900);
    // March: A (active in days 30-59 and 60-89), B (30-59), C (never). May: D; its 90 days are
    // not over on 1 September (1 June + 120 days), so unknown.
    expect(report.cohorts).toEqual([
      { month: "2026-03", joined: 3, active30: 2, active60: 1, active90: 0 },
      { month: "2026-05", joined: 1, active30: 0, active60: 0, active90: null },
    ]);
    expect(report.flags.map((flag) => flag.kind)).toEqual([
      "nothing-verified",
      "waiting-past-escalation",
    ]);
  });

  it("covers the last 90 days by default", async () => {
    const response = await read(`/api/clubs/${club.k1}/report`, leaderK1);
    const report = ClubReportSchema.parse(response.json());
    expect([report.from, report.to]).toEqual(["2026-06-04", "2026-09-01"]);
  });
});

describe("CSV", () => {
  it("serves every field quoted, a formula escaped, as an attachment", async () => {
    const response = await read(`/api/admin/reports/clubs.csv?${PERIOD}`, admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="report-clubs-2026-03-01-2026-05-31.csv"',
    );
    const lines = response.body.replace(/^\ufeff/, "").split("\r\n");
    expect(lines[0]).toMatch(/^"from","to","club_id","club","region","active_members",/);
    const online = lines.find((line) => line.includes("SUM(1+1)"));
    expect(online).toContain(`"${club.online}","'=SUM(1+1) Club","global","0"`);
    expect(online?.split(",").every((cell) => cell.startsWith('"') && cell.endsWith('"'))).toBe(
      true,
    );
  });

  it("writes a region's rows, and the cohorts", async () => {
    const regions = await read(`/api/admin/reports/regions.csv?${PERIOD}&region=oman`, admin);
    expect(regions.headers["content-disposition"]).toContain("report-regions-oman-");
    expect(regions.body.split("\r\n")[1]).toMatch(/^"2026-03-01","2026-05-31","oman","0","1",/);
    const cohorts = await read(`/api/admin/reports/cohorts.csv?${PERIOD}`, admin);
    expect(cohorts.body.replace(/^\ufeff/, "").split("\r\n")[0]).toBe(
      '"month","joined","active_after_30_days","active_after_60_days","active_after_90_days"',
    );
  });
});

/**
 * The summary per club and day (ADR 050): a report reads the days it covers from it and the rest
 * from the events. Every answer must be the one the events alone give.
 */
describe("the summary per club and day", () => {
  const forget = async () => {
    await testApp.database.db.delete(reportSummary);
    await testApp.database.db.delete(reportClubDays);
  };
  /** Each URL's answer from the events alone, then with the summary written at `summarisedAt`. */
  const sameWithSummary = async (writtenAt: string, urls: string[], who: TestUser = admin) => {
    await forget();
    const live = [];
    for (const url of urls) live.push((await read(url, who)).body);
    expect(await summariseReports(testApp.database.db, at(writtenAt))).toBeGreaterThan(0);
    for (const [index, url] of urls.entries()) {
      const summed = await read(url, who);
      expect(summed.statusCode, url).toBe(200);
      if (url.includes(".csv")) {
        expect(summed.body, url).toBe(live[index]);
        continue;
      }
      // The same answer but for when the summary read was written (null: all from the events).
      const { summarisedAt, ...figures } = summed.json();
      const { summarisedAt: none, ...liveFigures } = JSON.parse(live[index] ?? "{}");
      expect(none, url).toBeNull();
      expect(summarisedAt, url).toBe(at(writtenAt).toISOString());
      expect(figures, url).toEqual(liveFigures);
    }
  };
  const urls = (query: string) => [
    `/api/admin/reports?${query}`,
    `/api/admin/reports?${query}&region=kerala`,
    `/api/admin/reports/regions.csv?${query}`,
    `/api/clubs/${club.k1}/report?${query}`,
  ];

  it("answers a period it covers whole as the events do, per club, region and programme", async () => {
    await sameWithSummary("2026-09-01T00:00:00Z", urls(PERIOD));
    // The hand counts hold on the summary too.
    const report = ProgrammeReportSchema.parse(
      (await read(`/api/admin/reports?${PERIOD}`, admin)).json(),
    );
    const kochi = report.clubs.find((row) => row.clubId === club.k1)?.figures;
    expect(kochi?.decisionMedianSeconds).toBe(2 * HOUR);
    expect(kochi?.decisionP90Seconds).toBe(10 * HOUR);
  });

  it("joins the summary's days and the events' at its edge, and at the period's edges", async () => {
    // Summarised up to 14 April: the rest of the period comes from the events.
    await sameWithSummary("2026-04-15T12:00:00Z", [
      ...urls(PERIOD),
      ...urls("from=2026-04-10&to=2026-04-10"),
      ...urls("from=2026-04-01&to=2026-04-03"),
      ...urls("from=2026-04-14&to=2026-04-15"),
      ...urls("from=2026-02-20&to=2026-04-11"),
    ]);
  });

  it("leaves PostgreSQL statistics of the rows a whole pass wrote (ADR 064)", async () => {
    const db = testApp.database.db;
    await forget();
    // The table's statistics as they were before: empty.
    await db.execute(sql`analyze report_club_days`);
    await summariseReports(db, at("2026-09-01T00:00:00Z"), { full: true });
    const { rows } = await db.execute<{ estimated: number; actual: number; clubs: number }>(sql`
      select c.reltuples::int as estimated, (select count(*)::int from report_club_days) as actual,
        (select count(distinct club_id)::int from report_club_days) as clubs
      from pg_class c where c.oid = 'report_club_days'::regclass`);
    const [row] = rows;
    expect(row?.actual).toBeGreaterThan(0);
    expect(row?.estimated).toBe(row?.actual);
    // What the planner weighs a club's share of the rows by.
    const stats = await db.execute<{ distinct: number }>(sql`
      select n_distinct::float8 as distinct from pg_stats
      where tablename = 'report_club_days' and attname = 'club_id'`);
    const distinct = stats.rows[0]?.distinct ?? 0;
    // A positive n_distinct counts the values; a negative one is their share of the rows.
    expect(distinct > 0 ? distinct : -distinct * (row?.actual ?? 0)).toBeCloseTo(row?.clubs ?? 0);
  });

  it("counts today's events from the events, and a member who left no longer", async () => {
    const db = testApp.database.db;
    const [mission] = await db.select({ id: missions.id }).from(missions).offset(5).limit(1);
    // Today (the clock's 1 September): a submission in Kochi, and F marked present in Thrissur.
    await db.insert(missionCompletions).values({
      userId: memberA.id,
      missionId: mission?.id ?? "",
      clubId: club.k1,
      missionStatus: "pending",
      submittedAt: clock.now(),
    });
    await sameWithSummary("2026-09-01T06:00:00Z", [
      ...urls("from=2026-03-01&to=2026-09-01"),
      ...urls(""),
    ]);
    const today = ProgrammeReportSchema.parse(
      (await read("/api/admin/reports?from=2026-09-01&to=2026-09-01", admin)).json(),
    );
    expect(today.programme.missionsSubmitted).toBe(1);
    expect(today.programme.activeMembers).toBe(1);
    // B leaves Kochi after the summary was written: no longer active there, as live.
    const before = ProgrammeReportSchema.parse(
      (await read(`/api/admin/reports?${PERIOD}`, admin)).json(),
    );
    await db
      .delete(clubMembers)
      .where(and(eq(clubMembers.clubId, club.k1), eq(clubMembers.userId, memberBId)));
    const after = ProgrammeReportSchema.parse(
      (await read(`/api/admin/reports?${PERIOD}`, admin)).json(),
    );
    const kochi = (report: ProgrammeReport) =>
      report.clubs.find((row) => row.clubId === club.k1)?.figures.activeMembers ?? 0;
    expect(kochi(after)).toBe(kochi(before) - 1);
    await sameWithSummary("2026-09-01T06:00:00Z", urls(PERIOD));
  });
});
