import { parse } from "csv-parse/sync";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clubMembers,
  meetingSlots,
  missionCompletions,
  notifications,
  users,
} from "../../server/db/schema/index.ts";
import { currentClub, membershipHistory } from "../../server/features/memberships/service.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import { bookSlot, secondMeeting } from "../factories/meetings.ts";
import {
  buildAdmin,
  buildLeaderWithClub,
  buildMember,
  saveMissionEvidence,
  type TestClub,
} from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

/** The member's side of the loop: leaving, being removed, and the leader's view of progress. */
let testApp: TestApp;
let clubA: TestClub;
let clubB: TestClub;
let admin: TestUser;
const clock = new ManualClock(new Date("2026-11-23T10:00:00Z"));

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  clubA = await buildLeaderWithClub(testApp);
  clubB = await buildLeaderWithClub(testApp);
  admin = await buildAdmin(testApp);
});
afterAll(() => testApp?.close());

const call = (
  user: TestUser | undefined,
  method: "GET" | "POST",
  url: string,
  payload?: Record<string, unknown>,
) =>
  injectJson(testApp.app, {
    method,
    url,
    ...(user ? { cookie: user.cookie } : {}),
    ...(payload === undefined ? {} : { payload }),
  });

const exportOf = (user: TestUser | undefined, clubId: number) =>
  call(user, "GET", `/api/clubs/${clubId}/members/export`);
const progressOf = (user: TestUser | undefined, clubId: number) =>
  call(user, "GET", `/api/clubs/${clubId}/members/progress`);
const remove = (user: TestUser | undefined, clubId: number, userId: string, reason?: unknown) =>
  call(
    user,
    "POST",
    `/api/clubs/${clubId}/members/${userId}/remove`,
    reason === undefined ? {} : { reason },
  );

/** Sets a name as the database may hold it, past the contract's name rules. */
async function renameTo(member: TestUser, name: string) {
  await testApp.database.db.update(users).set({ name }).where(eq(users.id, member.id));
}

/** The CSV parsed back as a spreadsheet would (BOM dropped, RFC 4180 quoting). */
const parseCsv = (text: string): string[][] => parse(text, { bom: true, relaxColumnCount: false });

async function isMember(clubId: number, userId: string) {
  const rows = await testApp.database.db
    .select()
    .from(clubMembers)
    .where(and(eq(clubMembers.clubId, clubId), eq(clubMembers.userId, userId)));
  return rows.length > 0;
}

/** A member with a pending submission of Mission 1 and a booked slot at their club. */
async function busyMember(club: TestClub, name = "Busy Member") {
  const member = await buildMember(testApp, club.clubId, { journeyId: 1, name });
  await saveMissionEvidence(testApp.database.db, member.id);
  expect((await call(member, "POST", "/api/missions/mission101/submission")).statusCode).toBe(201);
  const meetingKey = await secondMeeting(testApp, member, club.clubId);
  expect((await bookSlot(testApp, member, club.clubId, meetingKey)).statusCode).toBe(201);
  return member;
}

describe("the progress CSV and list belong to the club's leader alone", () => {
  // The attacker's tests first: every other actor is refused, and nothing leaks.
  it.each([
    ["another club's leader", (): TestUser | undefined => clubB.leader, 403],
    ["an admin", (): TestUser | undefined => admin, 403],
    ["a signed-out visitor", (): TestUser | undefined => undefined, 401],
  ] as const)("%s is refused the CSV and the list", async (_label, actor, status) => {
    await buildMember(testApp, clubA.clubId, { name: "Private Person" });
    for (const response of [
      await exportOf(actor(), clubA.clubId),
      await progressOf(actor(), clubA.clubId),
    ]) {
      expect(response.statusCode).toBe(status);
      expect(problemOf(response).status).toBe(status);
      expect(response.body).not.toContain("Private Person");
      expect(response.headers["content-disposition"]).toBeUndefined();
    }
  });

  it("a plain member of the club gets 403", async () => {
    const member = await buildMember(testApp, clubA.clubId);
    expect((await exportOf(member, clubA.clubId)).statusCode).toBe(403);
    expect((await progressOf(member, clubA.clubId)).statusCode).toBe(403);
  });

  it("a club that does not exist is 404; an id that is no id is 400", async () => {
    expect((await exportOf(clubA.leader, 987_654)).statusCode).toBe(404);
    expect((await exportOf(clubA.leader, -1)).statusCode).toBe(400);
    expect((await call(clubA.leader, "GET", "/api/clubs/abc/members/export")).statusCode).toBe(400);
  });
});

describe("each member's progress", () => {
  it("shows journey, missions verified and pending, slots and last activity, paged by name", async () => {
    const club = await buildLeaderWithClub(testApp);
    const busy = await busyMember(club, "Ana Busy");
    const idle = await buildMember(testApp, club.clubId, { name: "Bo Idle" });
    await testApp.database.db
      .update(users)
      .set({ completedMissions: ["mission111"] })
      .where(eq(users.id, busy.id));

    const first = await call(
      club.leader,
      "GET",
      `/api/clubs/${club.clubId}/members/progress?pageSize=1`,
    );
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page).toMatchObject({ page: 1, pageSize: 1, hasMore: true });
    expect(page.items).toEqual([
      {
        userId: busy.id,
        name: "Ana Busy",
        email: busy.email,
        journey: "Trader",
        missionsVerified: 1,
        missionsPending: 1,
        slotsBooked: 1,
        joinedAt: expect.any(String),
        lastActivityAt: expect.any(String),
      },
    ]);
    const [item] = page.items;
    expect(Date.parse(item.lastActivityAt)).toBeGreaterThanOrEqual(Date.parse(item.joinedAt));

    const second = await call(
      club.leader,
      "GET",
      `/api/clubs/${club.clubId}/members/progress?pageSize=1&page=2`,
    );
    expect(second.json()).toMatchObject({
      hasMore: false,
      items: [
        {
          userId: idle.id,
          name: "Bo Idle",
          journey: null,
          missionsVerified: 0,
          missionsPending: 0,
          slotsBooked: 0,
        },
      ],
    });
  });

  it("downloads as CSV: RFC 4180, UTF-8 with BOM, an attachment, every field quoted", async () => {
    const club = await buildLeaderWithClub(testApp);
    const attacker = await buildMember(testApp, club.clubId, { name: "Mallory" });
    const quoted = await buildMember(testApp, club.clubId, { name: "Quinn" });
    const plain = await busyMember(club, "Zoë Ünal");
    // Names as hostile as the database can hold: a formula, a comma, quotes and a line break.
    await renameTo(attacker, '=HYPERLINK("http://evil.example","Click")');
    await renameTo(quoted, 'Quinn "Q", Jr.\nSecond line');

    const response = await exportOf(club.leader, club.clubId);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="club-${club.clubId}-members-2026-11-23.csv"`,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const bytes = response.rawPayload;
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.toString("utf8");
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.slice(1).split("\r\n")[0]).toBe(
      '"Name","Email","Journey","Missions verified","Missions pending","Slots booked","Meetings attended","No-shows","Joined","Last activity"',
    );
    const records = parseCsv(text);
    expect(records).toHaveLength(4);
    // Sorted by name: '=' < 'Q' < 'Z'; the formula shows as text, its quotes doubled on the wire.
    expect(text).toContain(
      `"'=HYPERLINK(""http://evil.example"",""Click"")","${attacker.email}",""`,
    );
    expect(records[1]?.slice(0, 6)).toEqual([
      `'=HYPERLINK("http://evil.example","Click")`,
      attacker.email,
      "",
      "0",
      "0",
      "0",
    ]);
    // The line break inside a name stays inside its quoted field, never a record separator.
    expect(records[2]?.slice(0, 2)).toEqual(['Quinn "Q", Jr.\nSecond line', quoted.email]);
    expect(records[3]?.slice(0, 6)).toEqual(["Zoë Ünal", plain.email, "Trader", "0", "1", "1"]);
  });

  // The attacker's names: a separator another spreadsheet locale splits on (';'), then a formula
  // start in every form a spreadsheet may still read as one.
  const HOSTILE_NAMES = [
    ["semicolon then a formula", "Bob;=cmd|' /C calc'!A0", false],
    ["semicolon, space, formula", "Bob; =1+1", false],
    ["tab separator then a formula", "Bob\t=1+1", false],
    ["equals", "=cmd|' /C calc'!A0", true],
    ["plus", "+SUM(1)", true],
    ["minus", "-2+3", true],
    ["at", "@cmd", true],
    ["tab first", "\t=1+1", true],
    ["carriage return first", "\r=1+1", true],
    ["a space before the equals", " =1+1", true],
    ["spaces and a no-break space before the plus", "  \u00a0+1+1", true],
    ["full-width equals", "\uff1d1+1", true],
    ["full-width plus", "\uff0bSUM(1)", true],
    ["full-width minus", "\uff0d2", true],
    ["full-width at", "\uff20cmd", true],
    ["a quote inside a formula", '=HYPERLINK("http://evil.example";"x")', true],
    ["a line break then a formula", "Bob\n=1+1", false],
    ["a comma then a formula", "Bob,=1+1", false],
  ] as const;

  it("quotes every field and neutralises each formula start (parsed back)", async () => {
    const club = await buildLeaderWithClub(testApp);
    const byEmail = new Map<string, { name: string; neutralised: boolean }>();
    for (const [, name, neutralised] of HOSTILE_NAMES) {
      const member = await buildMember(testApp, club.clubId);
      await renameTo(member, name);
      byEmail.set(member.email, { name, neutralised });
    }
    const text = (await exportOf(club.leader, club.clubId)).rawPayload.toString("utf8");
    // Every field of every record is quoted on the wire: a ';' or tab inside a name stays in its
    // cell whatever separator the spreadsheet uses.
    const field = '"(?:[^"]|"")*"';
    expect(text.slice(1)).toMatch(new RegExp(`^(?:${field}(?:,${field})*\r\n)+$`));
    expect(text).toContain(`"Bob;=cmd|' /C calc'!A0"`);
    const records = parseCsv(text).slice(1);
    expect(records).toHaveLength(HOSTILE_NAMES.length);
    for (const record of records) {
      const expected = byEmail.get(record[1] ?? "");
      expect(expected, record.join(" | ")).toBeDefined();
      if (!expected) continue;
      expect(record[0]).toBe(expected.neutralised ? `'${expected.name}` : expected.name);
      // No cell reads as a formula: each starts with text or with the neutralising quote.
      for (const cell of record) {
        expect(cell, JSON.stringify(record)).not.toMatch(
          /^[\s\u00a0]*[=+\-@\uff1d\uff0b\uff0d\uff20]/,
        );
      }
    }
  });
});

describe("leaving one's club", () => {
  it("ends the membership, keeps it in the history as 'left', withdraws pending work", async () => {
    const member = await busyMember(clubA);
    const response = await call(member, "POST", `/api/clubs/${clubA.clubId}/leave`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ clubId: clubA.clubId, currentClubId: null });
    const { db } = testApp.database;
    expect(await isMember(clubA.clubId, member.id)).toBe(false);
    expect(await currentClub(db, member.id)).toBeNull();
    const history = await membershipHistory(db, member.id);
    expect(history.at(-1)).toMatchObject({
      clubId: clubA.clubId,
      change: "left",
      reason: "left",
      actorId: null,
      note: null,
    });
    // The pending submission is withdrawn and the slot freed; the journey stays.
    const pending = await db
      .select()
      .from(missionCompletions)
      .where(eq(missionCompletions.userId, member.id));
    expect(pending).toEqual([]);
    expect(await db.select().from(meetingSlots).where(eq(meetingSlots.userId, member.id))).toEqual(
      [],
    );
    const me = (await call(member, "GET", "/api/me")).json();
    expect(me).toMatchObject({ clubId: null, journeyId: 1 });
    // Leaving twice: the second finds no membership.
    expect((await call(member, "POST", `/api/clubs/${clubA.clubId}/leave`)).statusCode).toBe(409);
  });

  it("refuses whoever is no member: a stranger, the leader (409), a visitor (401), no club (404)", async () => {
    const stranger = await buildUser(testApp.app);
    const other = await buildMember(testApp, clubB.clubId);
    const leave = (user: TestUser | undefined, clubId = clubA.clubId) =>
      call(user, "POST", `/api/clubs/${clubId}/leave`);
    expect((await leave(stranger)).statusCode).toBe(409);
    expect((await leave(other)).statusCode).toBe(409);
    expect(await isMember(clubB.clubId, other.id)).toBe(true);
    expect((await leave(clubA.leader)).statusCode).toBe(409);
    expect((await leave(undefined)).statusCode).toBe(401);
    expect((await leave(stranger, 987_654)).statusCode).toBe(404);
  });

  it("refuses a body: leaving takes no fields", async () => {
    const member = await buildMember(testApp, clubA.clubId);
    const response = await call(member, "POST", `/api/clubs/${clubA.clubId}/leave`, {
      userId: clubA.leader.id,
    });
    expect(response.statusCode).toBe(400);
    expect(await isMember(clubA.clubId, member.id)).toBe(true);
  });
});

describe("removing a member", () => {
  // The attacker's tests first: nobody but that club's leader removes anyone.
  it.each([
    ["another club's leader", (): TestUser | undefined => clubB.leader, 403],
    ["an admin", (): TestUser | undefined => admin, 403],
    ["a signed-out visitor", (): TestUser | undefined => undefined, 401],
  ] as const)("%s is refused and the member stays", async (_label, actor, status) => {
    const member = await buildMember(testApp, clubA.clubId);
    const response = await remove(actor(), clubA.clubId, member.id, "Because I can.");
    expect(response.statusCode).toBe(status);
    expect(await isMember(clubA.clubId, member.id)).toBe(true);
  });

  it("a member cannot remove another member (403)", async () => {
    const member = await buildMember(testApp, clubA.clubId);
    const victim = await buildMember(testApp, clubA.clubId);
    expect((await remove(member, clubA.clubId, victim.id, "Bye")).statusCode).toBe(403);
    expect(await isMember(clubA.clubId, victim.id)).toBe(true);
  });

  it("a leader cannot remove a member of another club through their own club's id (404)", async () => {
    const other = await buildMember(testApp, clubB.clubId);
    expect((await remove(clubA.leader, clubA.clubId, other.id, "Bye")).statusCode).toBe(404);
    expect(await isMember(clubB.clubId, other.id)).toBe(true);
  });

  it("a leader cannot remove themselves (409); an unknown person or club is 404", async () => {
    expect((await remove(clubA.leader, clubA.clubId, clubA.leader.id, "Me")).statusCode).toBe(409);
    expect((await remove(clubA.leader, clubA.clubId, "no-such-user", "Bye")).statusCode).toBe(404);
    expect((await remove(clubA.leader, 987_654, clubA.leader.id, "Bye")).statusCode).toBe(404);
    expect((await remove(clubA.leader, clubA.clubId, "bad id!", "Bye")).statusCode).toBe(400);
  });

  it.each([
    ["no reason", undefined],
    ["an empty reason", ""],
    ["a reason of spaces", "   "],
    ["a too long reason", "x".repeat(501)],
    ["a text-direction override", "Bye \u202e olleh"],
    ["a reason that is no text", 42],
  ])("refuses %s with 400 and removes nobody", async (_label, reason) => {
    const member = await buildMember(testApp, clubA.clubId);
    const response = await remove(clubA.leader, clubA.clubId, member.id, reason);
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.[0]?.field).toBe("reason");
    expect(await isMember(clubA.clubId, member.id)).toBe(true);
  });

  it("refuses extra fields", async () => {
    const member = await buildMember(testApp, clubA.clubId);
    const response = await call(
      clubA.leader,
      "POST",
      `/api/clubs/${clubA.clubId}/members/${member.id}/remove`,
      { reason: "Bye", notify: false },
    );
    expect(response.statusCode).toBe(400);
    expect(await isMember(clubA.clubId, member.id)).toBe(true);
  });

  it("removes the member, keeps the reason and who removed them, and tells the member", async () => {
    const member = await busyMember(clubA, "Removed Member");
    const reason = "You have not come to a meeting since March.\nYou are welcome back any time.";
    const response = await remove(clubA.leader, clubA.clubId, member.id, reason);
    expect(response.statusCode).toBe(204);
    const { db } = testApp.database;
    expect(await isMember(clubA.clubId, member.id)).toBe(false);
    expect(await currentClub(db, member.id)).toBeNull();
    expect((await membershipHistory(db, member.id)).at(-1)).toMatchObject({
      clubId: clubA.clubId,
      change: "left",
      reason: "removed",
      actorId: clubA.leader.id,
      note: reason,
    });
    const told = await db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      kind: "removed-from-club",
      title: `You were removed from ${clubA.clubName}`,
      link: "/ClubSearch",
      clubId: clubA.clubId,
    });
    expect(told[0]?.body).toContain(reason);
    const inbox = (await call(member, "GET", "/api/notifications")).json();
    expect(inbox.items[0]).toMatchObject({ kind: "removed-from-club", read: false });
    // Pending work at the club went with the membership.
    expect(
      await db.select().from(missionCompletions).where(eq(missionCompletions.userId, member.id)),
    ).toEqual([]);
    // Removing again: no longer a member.
    expect((await remove(clubA.leader, clubA.clubId, member.id, "Again")).statusCode).toBe(404);
    expect(
      await db.select().from(notifications).where(eq(notifications.userId, member.id)),
    ).toHaveLength(1);
    // And the person may apply again.
    const again = await call(member, "POST", `/api/clubs/${clubA.clubId}/applications`);
    expect(again.statusCode).toBe(201);
  });

  it("two removals at once remove once and notify once", async () => {
    const member = await buildMember(testApp, clubA.clubId);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => remove(clubA.leader, clubA.clubId, member.id, "Bye")),
    );
    expect(results.map((result) => result.statusCode).sort()).toEqual([204, 404, 404, 404, 404]);
    const told = await testApp.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, member.id));
    expect(told).toHaveLength(1);
    const removals = (await membershipHistory(testApp.database.db, member.id)).filter(
      (event) => event.reason === "removed",
    );
    expect(removals).toHaveLength(1);
  });
});
