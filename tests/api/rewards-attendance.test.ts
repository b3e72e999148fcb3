import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rewardEntries, scholarships } from "../../server/db/schema/index.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import {
  buildMeetingClub,
  checkIn,
  checkInCode,
  markAttendance,
  meetingAttendance,
  rsvp,
  tokenOf,
} from "../factories/attendance.ts";
import { roleIdOf, seatAction } from "../factories/meeting-roles.ts";
import { buildMember, type TestClub } from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";
import { onPostgres } from "../test-database.ts";

/**
 * $VOCATE for attendance and roles (issue 36, ADR 038): a meeting attended earns the `attendance`
 * rule once per person and meeting, and only when someone else verified it: the leader's mark or
 * the check-in code, never an RSVP, an absence, or the leader's word about themselves. A role
 * held earns `role-fulfilled` when the leader marks its holder present or late. A correction to
 * absent reverses both; marking present again pays each once more: a meeting's net is one award
 * while its attendance earns and 0 once it does not, however often and concurrently it flips.
 * Attackers first.
 */
const MEETING = "2026-03-04"; // a Wednesday: 18:00 to 19:30 UTC
const NEXT_MEETING = "2026-03-11";
const ROLE_MEETING = "2026-03-18";
const FLIP_MEETING = "2026-03-25";
const DAY_MS = 86_400_000;
const clock = new ManualClock(new Date("2026-03-02T10:00:00Z"));
const setTime = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
let testApp: TestApp;
let club: TestClub;

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  club = await buildMeetingClub(testApp);
});
afterAll(() => testApp?.close());

async function withMembership(userId: string) {
  await testApp.database.db.insert(scholarships).values({
    userId,
    reason: "Test membership",
    startsAt: new Date(clock.now().getTime() - DAY_MS),
    endsAt: new Date(clock.now().getTime() + 300 * DAY_MS),
  });
}

async function memberWithMembership(name: string) {
  const member = await buildMember(testApp, club.clubId, { name });
  await withMembership(member.id);
  return member;
}

const attendanceEntries = (userId: string) =>
  testApp.database.db
    .select()
    .from(rewardEntries)
    .where(and(eq(rewardEntries.userId, userId), eq(rewardEntries.rule, "attendance")));

const entriesOf = (userId: string, rule: "attendance" | "role-fulfilled") =>
  testApp.database.db
    .select()
    .from(rewardEntries)
    .where(and(eq(rewardEntries.userId, userId), eq(rewardEntries.rule, rule)));

/** What a person's entries of a rule add up to. */
const netOf = async (userId: string, rule: "attendance" | "role-fulfilled") =>
  (await entriesOf(userId, rule)).reduce((sum, entry) => sum + entry.amount, 0);

/** `user` takes a seat of the role of `kind` before the meeting begins (its real route). */
async function takeRole(user: TestUser, kind: string, key: string) {
  const roleId = await roleIdOf(testApp, club.leader, club.clubId, kind);
  setTime(`${key}T10:00:00Z`);
  const taken = await seatAction(
    testApp,
    user,
    { clubId: club.clubId, meetingKey: key, roleId },
    "take",
  );
  expect(taken.statusCode, taken.body).toBe(200);
  return roleId;
}

const mark = (user: TestUser, status: string, key = MEETING, by = club.leader) =>
  markAttendance(testApp, by, club.clubId, key, { userId: user.id, status });

async function scan(user: TestUser, key = MEETING) {
  const code = await checkInCode(testApp, club.leader, club.clubId, key);
  expect(code.statusCode, code.body).toBe(200);
  return checkIn(testApp, user, tokenOf(code.json().url));
}

describe("what earns nothing", () => {
  it("an RSVP, an absence, or a member without a membership", async () => {
    setTime("2026-03-02T10:00:00Z");
    const going = await memberWithMembership("Only Said Going");
    expect((await rsvp(testApp, going, club.clubId, MEETING, "going")).statusCode).toBe(200);
    setTime("2026-03-04T18:05:00Z");
    expect((await mark(going, "absent")).statusCode).toBe(200);
    expect(await attendanceEntries(going.id)).toEqual([]);

    const unpaid = await buildMember(testApp, club.clubId, { name: "No Membership" });
    expect((await mark(unpaid, "present")).statusCode).toBe(200);
    expect((await scan(unpaid)).statusCode).toBe(200);
    expect(await attendanceEntries(unpaid.id)).toEqual([]);
  });

  it("the leader's own attendance, marked or checked in with their own code", async () => {
    setTime("2026-03-04T18:05:00Z");
    await withMembership(club.leader.id);
    expect((await mark(club.leader, "present")).statusCode).toBe(200);
    expect((await scan(club.leader)).statusCode).toBe(200);
    expect(await attendanceEntries(club.leader.id)).toEqual([]);
  });

  it("a refused mark (someone not in the club) or one by a member: nothing written", async () => {
    setTime("2026-03-04T18:05:00Z");
    const member = await memberWithMembership("Marks Others");
    const other = await memberWithMembership("Marked By A Member");
    expect((await mark(other, "present", MEETING, member)).statusCode).toBe(403);
    expect(await attendanceEntries(other.id)).toEqual([]);
  });
});

describe("what earns, once per meeting", () => {
  it("the leader marks a member present: one entry, and marking again (late) writes no more", async () => {
    setTime("2026-03-04T18:10:00Z");
    const member = await memberWithMembership("Marked Present");
    expect((await mark(member, "present")).statusCode).toBe(200);
    expect((await mark(member, "late")).statusCode).toBe(200);
    const entries = await attendanceEntries(member.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      amount: 50,
      sourceKind: "attendance",
      sourceId: `${club.clubId}/${MEETING}`,
      season: "2026-S1",
      createdBy: club.leader.id,
      reversesId: null,
    });
  });

  it("a member checks in with the code: one entry by the system; scanning twice or a mark after it adds none", async () => {
    setTime("2026-03-04T18:06:00Z");
    const member = await memberWithMembership("Checked In");
    expect((await scan(member)).json()).toMatchObject({ recorded: true, status: "present" });
    expect((await scan(member)).json()).toMatchObject({ recorded: false });
    expect((await mark(member, "present")).statusCode).toBe(200);
    const entries = await attendanceEntries(member.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ amount: 50, createdBy: "system" });
  });

  it("a member marked absent who then checks in earns; another meeting earns again", async () => {
    setTime("2026-03-04T18:07:00Z");
    const member = await memberWithMembership("Absent Then Scanned");
    expect((await mark(member, "absent")).statusCode).toBe(200);
    expect((await scan(member)).statusCode).toBe(200);
    setTime(`${NEXT_MEETING}T18:05:00Z`);
    expect((await mark(member, "present", NEXT_MEETING)).statusCode).toBe(200);
    const sources = (await attendanceEntries(member.id)).map((entry) => entry.sourceId).sort();
    expect(sources).toEqual([`${club.clubId}/${MEETING}`, `${club.clubId}/${NEXT_MEETING}`]);
  });
});

describe("a role held earns when the leader marks its holder present", () => {
  it("a role holder who only checks in earns the attendance, not the role", async () => {
    const member = await memberWithMembership("Timer Checked In");
    await takeRole(member, "timer", ROLE_MEETING);
    setTime(`${ROLE_MEETING}T18:04:00Z`);
    expect((await scan(member, ROLE_MEETING)).json()).toMatchObject({ recorded: true });
    expect(await netOf(member.id, "attendance")).toBe(50);
    expect(await entriesOf(member.id, "role-fulfilled")).toEqual([]);
    // The leader's own mark confirms it: the role earns, once.
    expect((await mark(member, "present", ROLE_MEETING)).statusCode).toBe(200);
    expect((await mark(member, "late", ROLE_MEETING)).statusCode).toBe(200);
    expect(await entriesOf(member.id, "role-fulfilled")).toHaveLength(1);
    expect(await netOf(member.id, "attendance")).toBe(50);
  });

  it("the leader's own role, and a role assigned but never accepted, earn nothing", async () => {
    await withMembership(club.leader.id);
    await takeRole(club.leader, "grammarian", ROLE_MEETING);
    const unanswered = await memberWithMembership("Never Accepted");
    const roleId = await roleIdOf(testApp, club.leader, club.clubId, "ah-counter");
    const ref = { clubId: club.clubId, meetingKey: ROLE_MEETING, roleId };
    const assigned = await seatAction(testApp, club.leader, ref, "assign", {
      userId: unanswered.id,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    setTime(`${ROLE_MEETING}T18:05:00Z`);
    expect((await mark(club.leader, "present", ROLE_MEETING)).statusCode).toBe(200);
    expect((await mark(unanswered, "present", ROLE_MEETING)).statusCode).toBe(200);
    expect(await entriesOf(club.leader.id, "role-fulfilled")).toEqual([]);
    expect(await entriesOf(unanswered.id, "role-fulfilled")).toEqual([]);
    expect(await netOf(unanswered.id, "attendance")).toBe(50);
  });

  it("marked present: the role's entry names the meeting and the role; absent reverses both; present pays each once more", async () => {
    const member = await memberWithMembership("Timer Corrected");
    const roleId = await takeRole(member, "table-topics-master", ROLE_MEETING);
    setTime(`${ROLE_MEETING}T18:06:00Z`);
    expect((await mark(member, "present", ROLE_MEETING)).statusCode).toBe(200);
    const [award] = await entriesOf(member.id, "role-fulfilled");
    expect(award).toMatchObject({
      amount: 100,
      sourceKind: "role",
      sourceId: `${club.clubId}/${ROLE_MEETING}/${roleId}`,
      createdBy: club.leader.id,
      reversesId: null,
      round: 1,
    });

    expect((await mark(member, "absent", ROLE_MEETING)).statusCode).toBe(200);
    expect(await netOf(member.id, "attendance")).toBe(0);
    expect(await netOf(member.id, "role-fulfilled")).toBe(0);
    const reversal = (await entriesOf(member.id, "role-fulfilled")).find(
      (entry) => entry.reversesId === award?.id,
    );
    expect(reversal).toMatchObject({ amount: -100, createdBy: club.leader.id });

    expect((await mark(member, "late", ROLE_MEETING)).statusCode).toBe(200);
    expect((await mark(member, "present", ROLE_MEETING)).statusCode).toBe(200);
    expect(await netOf(member.id, "attendance")).toBe(50);
    expect(await netOf(member.id, "role-fulfilled")).toBe(100);
    // The awards stay with their reversals: three entries of each, the last one round 2.
    const roles = await entriesOf(member.id, "role-fulfilled");
    expect(roles.map((entry) => [entry.amount, entry.round])).toEqual([
      [100, 1],
      [-100, 1],
      [100, 2],
    ]);

    // The member's history names the role they held, in their language, not only the rule.
    for (const [language, name] of [
      ["en", "Table Topics Master"],
      ["ar", "مدير الحديث الارتجالي"],
    ]) {
      const history = await injectJson(testApp.app, {
        url: "/api/me/rewards",
        cookie: member.cookie,
        headers: { "accept-language": language },
      });
      const named = (
        history.json() as { entries: { rule: string; sourceName: string | null }[] }
      ).entries
        .filter((entry) => entry.rule === "role-fulfilled")
        .map((entry) => entry.sourceName);
      expect(named).toEqual([name, name, name]);
    }
  });
});

describe("corrections, flipped many times at once", () => {
  it("present, absent, late... in parallel: the net is one award of each, or none, as the last mark says", async () => {
    const member = await memberWithMembership("Flipped");
    await takeRole(member, "timer", FLIP_MEETING);
    setTime(`${FLIP_MEETING}T18:10:00Z`);
    const code = (await checkInCode(testApp, club.leader, club.clubId, FLIP_MEETING)).json();
    const statuses = ["present", "absent", "late", "absent"] as const;
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all([
        ...Array.from({ length: 12 }, (_, index) =>
          mark(member, statuses[index % statuses.length] as string, FLIP_MEETING),
        ),
        ...Array.from({ length: 3 }, () => checkIn(testApp, member, tokenOf(code.url))),
      ]);
      for (const result of results) expect(result.statusCode, result.body).toBe(200);
      const standing = (await meetingAttendance(testApp, club.leader, club.clubId, FLIP_MEETING))
        .json()
        .attendees.find((attendee: { userId: string }) => attendee.userId === member.id);
      const attended = standing.attendance !== "absent";
      expect(await netOf(member.id, "attendance")).toBe(attended ? 50 : 0);
      const byLeader = attended && standing.method === "leader";
      expect(await netOf(member.id, "role-fulfilled")).toBe(byLeader ? 100 : 0);
    }
    // Settled by one last mark each way: exactly one award's worth, then none.
    expect((await mark(member, "present", FLIP_MEETING)).statusCode).toBe(200);
    expect(await netOf(member.id, "attendance")).toBe(50);
    expect(await netOf(member.id, "role-fulfilled")).toBe(100);
    expect((await mark(member, "absent", FLIP_MEETING)).statusCode).toBe(200);
    expect(await netOf(member.id, "attendance")).toBe(0);
    expect(await netOf(member.id, "role-fulfilled")).toBe(0);
  });
});

describe(`races on ${onPostgres ? "PostgreSQL" : "PGlite"}`, () => {
  it("the leader's mark and the member's scans at once give one entry", async () => {
    setTime(`${NEXT_MEETING}T18:08:00Z`);
    const member = await memberWithMembership("Raced");
    const code = (await checkInCode(testApp, club.leader, club.clubId, NEXT_MEETING)).json();
    const results = await Promise.all([
      mark(member, "present", NEXT_MEETING),
      ...Array.from({ length: 4 }, () => checkIn(testApp, member, tokenOf(code.url))),
      mark(member, "late", NEXT_MEETING),
    ]);
    for (const result of results) expect(result.statusCode, result.body).toBe(200);
    expect(await attendanceEntries(member.id)).toHaveLength(1);
  });
});
