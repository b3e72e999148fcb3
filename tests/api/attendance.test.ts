import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { SignJWT } from "jose";
import nodeIcal, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  emailDeliveries,
  meetingAttendance,
  meetingRsvps,
  notifications,
} from "../../server/db/schema/index.ts";
import { checkInKey, signCheckIn } from "../../server/features/attendance/check-in-token.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import {
  meetingAttendance as attendanceOf,
  buildMeetingClub,
  checkIn,
  checkInCode,
  decodeQrSvg,
  giveToastmaster,
  markAttendance,
  myMeeting,
  rsvp,
  tokenOf,
  WEEKLY,
} from "../factories/attendance.ts";
import { buildMember, type TestClub } from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";
import { onPostgres } from "../test-database.ts";

// Monday 2 March 2026. The clubs meet on Wednesdays, 18:00 to 19:30 UTC. The waitlist's
// meeting is in 2027: leaving a club releases answers to meetings not begun by the real time.
const clock = new ManualClock(new Date("2026-03-02T00:00:00Z"));
const MINUTE = 60_000;
const setTime = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp({ clock });
});
afterAll(() => testApp?.close());

const answer = (user: TestUser, club: TestClub, key: string, given: string) =>
  rsvp(testApp, user, club.clubId, key, given);
const mine = async (user: TestUser, club: TestClub, key: string) =>
  (await myMeeting(testApp, user, club.clubId, key)).json();
const rsvpRows = (clubId: number) =>
  testApp.database.db.select().from(meetingRsvps).where(eq(meetingRsvps.clubId, clubId));
const attendanceRows = (clubId: number) =>
  testApp.database.db.select().from(meetingAttendance).where(eq(meetingAttendance.clubId, clubId));
const kindsFor = async (userId: string) =>
  (
    await testApp.database.db.select().from(notifications).where(eq(notifications.userId, userId))
  ).map((row) => row.kind);

describe("I'll be there, capacity and waitlist", () => {
  const KEY = "2027-01-06";
  let club: TestClub;
  let members: TestUser[];
  beforeAll(async () => {
    club = await buildMeetingClub(testApp, { capacity: 2 });
    members = await Promise.all(
      ["Anu", "Bala", "Chitra", "Dev"].map((name) => buildMember(testApp, club.clubId, { name })),
    );
  });

  it("counts answers up to the in-person capacity, then waits in line in order", async () => {
    const [anu, bala, chitra, dev] = members as [TestUser, TestUser, TestUser, TestUser];
    expect(await mine(anu, club, KEY)).toMatchObject({
      rsvp: null,
      capacity: 2,
      going: 0,
      meeting: { key: KEY, startsAt: "2027-01-06T18:00:00.000Z" },
    });
    for (const member of [anu, bala, chitra]) {
      clock.advance(MINUTE);
      expect((await answer(member, club, KEY, "going")).statusCode).toBe(200);
    }
    clock.advance(MINUTE);
    const last = await answer(dev, club, KEY, "going");
    expect(last.json()).toMatchObject({ rsvp: "waitlisted", waitlistPosition: 2, going: 2 });
    expect(await mine(chitra, club, KEY)).toMatchObject({
      rsvp: "waitlisted",
      waitlistPosition: 1,
      waitlisted: 2,
    });
    // Answering "going" again keeps one's place.
    clock.advance(MINUTE);
    expect((await answer(chitra, club, KEY, "going")).json()).toMatchObject({
      waitlistPosition: 1,
    });
  });

  it("a place given up goes to the first in line, who is told (notification and email)", async () => {
    const [anu, , chitra, dev] = members as [TestUser, TestUser, TestUser, TestUser];
    clock.advance(MINUTE);
    const gave = await answer(anu, club, KEY, "not-going");
    expect(gave.json()).toMatchObject({ rsvp: "not-going", going: 2, waitlisted: 1 });
    expect(await mine(chitra, club, KEY)).toMatchObject({ rsvp: "going", waitlistPosition: null });
    expect(await mine(dev, club, KEY)).toMatchObject({ rsvp: "waitlisted", waitlistPosition: 1 });
    expect(await kindsFor(chitra.id)).toContain("waitlist-promoted");
    expect(await kindsFor(dev.id)).not.toContain("waitlist-promoted");
    const emails = await testApp.database.db
      .select()
      .from(emailDeliveries)
      .where(
        and(eq(emailDeliveries.userId, chitra.id), eq(emailDeliveries.kind, "waitlist-promoted")),
      );
    expect(emails).toHaveLength(1);
    expect(emails[0]?.link).toBe(`/Meetings/${club.clubId}/${KEY}`);
  });

  it("a going member who leaves the club gives their place to the next in line", async () => {
    const [, bala, , dev] = members as [TestUser, TestUser, TestUser, TestUser];
    const left = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/clubs/${club.clubId}/leave`,
      cookie: bala.cookie,
      payload: {},
    });
    expect(left.statusCode).toBe(200);
    expect(await mine(dev, club, KEY)).toMatchObject({ rsvp: "going", going: 2, waitlisted: 0 });
    expect((await rsvpRows(club.clubId)).map((row) => row.userId)).not.toContain(bala.id);
    expect(await kindsFor(dev.id)).toContain("waitlist-promoted");
  });

  it("a raised capacity goes to those in line before anyone answering later", async () => {
    const own = await buildMeetingClub(testApp, { capacity: 1 });
    const [first, second, third] = await Promise.all(
      ["One", "Two", "Three"].map((name) => buildMember(testApp, own.clubId, { name })),
    );
    if (!first || !second || !third) throw new Error("members not built");
    await answer(first, own, KEY, "going");
    await answer(second, own, KEY, "going");
    const raised = await injectJson(testApp.app, {
      method: "PUT",
      url: `/api/clubs/${own.clubId}/schedule`,
      cookie: own.leader.cookie,
      payload: { ...WEEKLY, capacity: 2 },
    });
    expect(raised.statusCode).toBe(200);
    expect((await answer(third, own, KEY, "going")).json()).toMatchObject({
      rsvp: "waitlisted",
      waitlistPosition: 1,
      going: 2,
    });
    expect(await mine(second, own, KEY)).toMatchObject({ rsvp: "going" });
    expect(await kindsFor(second.id)).toContain("waitlist-promoted");
  });

  it("an online club has no capacity: everyone who answers goes", async () => {
    const online = await buildMeetingClub(testApp, { capacity: 1, format: "online" });
    const people = await Promise.all(
      [1, 2, 3].map((index) => buildMember(testApp, online.clubId, { name: `Online ${index}` })),
    );
    for (const person of people) await answer(person, online, KEY, "going");
    expect(await mine(online.leader, online, KEY)).toMatchObject({ capacity: null, going: 3 });
  });

  it("refuses outsiders (403), a meeting that does not exist (404), bad answers (400)", async () => {
    const outsider = await buildUser(testApp.app, { name: "Outsider" });
    const otherClub = await buildMeetingClub(testApp);
    for (const stranger of [outsider, otherClub.leader]) {
      const read = await myMeeting(testApp, stranger, club.clubId, KEY);
      expect(read.statusCode).toBe(403);
      expect(problemOf(read).detail).toBe(
        `Only members of ${club.clubName} can see and answer its meetings.`,
      );
      expect((await answer(stranger, club, KEY, "going")).statusCode).toBe(403);
    }
    const anu = members[0] as TestUser;
    // A Thursday: the club meets on Wednesdays.
    expect((await myMeeting(testApp, anu, club.clubId, "2027-01-07")).statusCode).toBe(404);
    expect((await answer(anu, club, "2027-01-07", "going")).statusCode).toBe(404);
    for (const bad of ["maybe", "waitlisted", ""]) {
      expect((await answer(anu, club, KEY, bad)).statusCode).toBe(400);
    }
    expect((await answer(anu, club, "2027-02-30", "going")).statusCode).toBe(400);
    expect((await rsvpRows(club.clubId)).map((row) => row.userId)).not.toContain(outsider.id);
  });

  it("refuses answers to a cancelled meeting and to one that has started (409)", async () => {
    const own = await buildMeetingClub(testApp);
    const member = await buildMember(testApp, own.clubId);
    const cancelled = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/clubs/${own.clubId}/meetings/2026-03-25/cancel`,
      cookie: own.leader.cookie,
      payload: {},
    });
    expect(cancelled.statusCode).toBe(200);
    const refused = await answer(member, own, "2026-03-25", "going");
    expect(refused.statusCode).toBe(409);
    expect(problemOf(refused).detail).toBe("This meeting is cancelled.");
    // 4 March 18:00 has not come yet; past meetings refuse once begun (below, after the clock moves).
    expect(await rsvpRows(own.clubId)).toEqual([]);
  });
});

describe.runIf(onPostgres)("the last place under concurrency (PostgreSQL)", () => {
  it("six members answer going at once for one place: one goes, five wait in order", async () => {
    const club = await buildMeetingClub(testApp, { capacity: 1 });
    const racers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        buildMember(testApp, club.clubId, { name: `Racer ${index}` }),
      ),
    );
    const responses = await Promise.all(
      racers.map((racer) => answer(racer, club, "2026-03-18", "going")),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const rows = await rsvpRows(club.clubId);
    expect(rows.filter((row) => row.answer === "going")).toHaveLength(1);
    expect(rows.filter((row) => row.answer === "waitlisted")).toHaveLength(5);
    const positions = await Promise.all(
      racers.map(async (racer) => (await mine(racer, club, "2026-03-18")).waitlistPosition),
    );
    expect(positions.filter((position) => position !== null).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe("attendance by check-in (meeting of 4 March, 18:00 to 19:30)", () => {
  const KEY = "2026-03-04";
  const key = checkInKey("test-secret-test-secret-test-secret-0123");
  let club: TestClub;
  let clubB: TestClub;
  let asha: TestUser;
  let ravi: TestUser;
  let bMember: TestUser;
  let code: { url: string; svg: string; expiresAt: string; kind: string };
  beforeAll(async () => {
    club = await buildMeetingClub(testApp, { capacity: 10 });
    clubB = await buildMeetingClub(testApp);
    asha = await buildMember(testApp, club.clubId, { name: "Asha" });
    ravi = await buildMember(testApp, club.clubId, { name: "Ravi" });
    bMember = await buildMember(testApp, clubB.clubId, { name: "Bina" });
    await answer(asha, club, KEY, "going");
    await answer(ravi, club, KEY, "going");
  });

  it("the code opens an hour before the start, for the leader only (a member: 403)", async () => {
    setTime("2026-03-04T16:59:00Z");
    const early = await checkInCode(testApp, club.leader, club.clubId, KEY);
    expect(early.statusCode).toBe(409);
    expect(problemOf(early).detail).toBe(
      "The check-in code opens 60 minutes before the meeting starts.",
    );
    setTime("2026-03-04T17:55:30Z");
    const byMember = await checkInCode(testApp, asha, club.clubId, KEY);
    expect(byMember.statusCode).toBe(403);
    expect((await checkInCode(testApp, clubB.leader, club.clubId, KEY)).statusCode).toBe(403);
    const shown = await checkInCode(testApp, club.leader, club.clubId, KEY);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers["cache-control"]).toBe("no-store");
    code = shown.json();
    expect(code.kind).toBe("code");
    expect(code.expiresAt).toBe("2026-03-04T17:57:00.000Z");
    expect(code.url.startsWith("http://localhost:3000/CheckIn?token=")).toBe(true);
    // What a phone's camera reads from the QR code is the link itself.
    expect(decodeQrSvg(code.svg)).toBe(code.url);
  });

  it("the meeting's Toastmaster may show it too; a role only offered, or another meeting's, may not", async () => {
    const tm = await buildMember(testApp, club.clubId, { name: "Tara" });
    const offered = await buildMember(testApp, club.clubId, { name: "Omar" });
    await giveToastmaster(testApp, { clubId: club.clubId, meetingKey: KEY, userId: tm.id });
    await giveToastmaster(
      testApp,
      { clubId: club.clubId, meetingKey: "2026-03-11", userId: offered.id },
      "assigned",
    );
    const shown = await checkInCode(testApp, tm, club.clubId, KEY);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ kind: "code" });
    expect((await checkInCode(testApp, offered, club.clubId, KEY)).statusCode).toBe(403);
    expect((await checkInCode(testApp, tm, club.clubId, "2026-03-11")).statusCode).toBe(403);
  });

  describe("a token that is not a good one is refused, and nothing is written", () => {
    const forged = async () => {
      const real = tokenOf(code.url);
      const [header, payload, signature] = real.split(".") as [string, string, string];
      const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
      const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
      const now = Math.floor(clock.now().getTime() / 1000);
      const good = { purpose: "check-in", club: club.clubId, meeting: KEY, kind: "code" };
      const times = { iat: now, nbf: now - 60, exp: now + 60 };
      return {
        "another key": await new SignJWT({ ...good })
          .setProtectedHeader({ alg: "HS256" })
          .setIssuedAt(now)
          .setNotBefore(now - 60)
          .setExpirationTime(now + 60)
          .sign(new TextEncoder().encode("another-secret-another-secret-0123456")),
        "the raw auth secret as key": await new SignJWT({ ...good, ...times })
          .setProtectedHeader({ alg: "HS256" })
          .sign(new TextEncoder().encode("test-secret-test-secret-test-secret-0123")),
        "alg none": `${encode({ alg: "none", typ: "JWT" })}.${encode({ ...good, ...times })}.`,
        "payload changed, signature kept": `${header}.${encode({ ...claims, club: clubB.clubId })}.${signature}`,
        "signature cut off": `${header}.${payload}.`,
        "not a token": "hello",
        "another purpose, our key": await new SignJWT({ ...good, ...times, purpose: "unsubscribe" })
          .setProtectedHeader({ alg: "HS256" })
          .sign(key),
        "HS512 with our key": await new SignJWT({ ...good, ...times })
          .setProtectedHeader({ alg: "HS512" })
          .sign(new Uint8Array(64).fill(1)),
      };
    };

    it("forged, tampered, alg none, another key or purpose: 403 with a clear message", async () => {
      for (const [name, token] of Object.entries(await forged())) {
        const response = await checkIn(testApp, asha, token);
        expect(response.statusCode, name).toBe(403);
        expect(problemOf(response).detail, name).toBe(
          "This check-in link is not valid: scan the code shown at the meeting again.",
        );
      }
      expect(await attendanceRows(club.clubId)).toEqual([]);
      expect(await attendanceRows(clubB.clubId)).toEqual([]);
    });

    it("not signed in: 401; an empty or huge token: 400", async () => {
      expect((await checkIn(testApp, null, tokenOf(code.url))).statusCode).toBe(401);
      expect((await checkIn(testApp, asha, "")).statusCode).toBe(400);
      expect((await checkIn(testApp, asha, "a".repeat(3000))).statusCode).toBe(400);
      expect((await checkIn(testApp, asha, 42)).statusCode).toBe(400);
      expect(await attendanceRows(club.clubId)).toEqual([]);
    });

    it("a member of club B with club A's code: 403 naming A", async () => {
      const response = await checkIn(testApp, bMember, tokenOf(code.url));
      expect(response.statusCode).toBe(403);
      expect(problemOf(response).detail).toBe(`This check-in is for members of ${club.clubName}.`);
      const outsider = await buildUser(testApp.app);
      expect((await checkIn(testApp, outsider, tokenOf(code.url))).statusCode).toBe(403);
      expect(await attendanceRows(club.clubId)).toEqual([]);
    });

    it("a meeting that does not exist, a club that does not exist: 404", async () => {
      const now = clock.now();
      for (const [clubId, meetingKey] of [
        [club.clubId, "2026-03-05"],
        [987_654, KEY],
      ] as const) {
        const token = await signCheckIn(key, {
          clubId,
          meetingKey,
          kind: "code",
          issuedAt: now,
          notBefore: now,
          expiresAt: new Date(now.getTime() + MINUTE),
        });
        const response = await checkIn(testApp, asha, token);
        expect(response.statusCode).toBe(404);
        expect(problemOf(response).detail).toBe(
          "This check-in is for a meeting that does not exist.",
        );
      }
      expect(await attendanceRows(club.clubId)).toEqual([]);
    });

    it("not yet valid (409), and expired two minutes on (409)", async () => {
      const now = clock.now();
      const later = await signCheckIn(key, {
        clubId: club.clubId,
        meetingKey: KEY,
        kind: "code",
        issuedAt: now,
        notBefore: new Date(now.getTime() + 10 * MINUTE),
        expiresAt: new Date(now.getTime() + 20 * MINUTE),
      });
      const notYet = await checkIn(testApp, asha, later);
      expect(notYet.statusCode).toBe(409);
      expect(problemOf(notYet).detail).toMatch(/not open yet/);
      // Shown at 17:55:30: accepted in the minute it shows and the next, refused at 17:57.
      setTime("2026-03-04T17:57:00Z");
      const expired = await checkIn(testApp, asha, tokenOf(code.url));
      expect(expired.statusCode).toBe(409);
      expect(problemOf(expired).detail).toBe(
        "This check-in code has expired: scan the code shown now.",
      );
      expect(await attendanceRows(club.clubId)).toEqual([]);
    });
  });

  it("a fresh code checks a member in once (present); 20 minutes after the start, late", async () => {
    setTime("2026-03-04T18:05:10Z");
    const fresh = (await checkInCode(testApp, club.leader, club.clubId, KEY)).json();
    clock.advance(MINUTE); // the next minute: still accepted
    const first = await checkIn(testApp, asha, tokenOf(fresh.url));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      clubId: club.clubId,
      clubName: club.clubName,
      meetingKey: KEY,
      startsAt: "2026-03-04T18:00:00.000Z",
      recorded: true,
      status: "present",
    });
    const again = await checkIn(testApp, asha, tokenOf(fresh.url));
    expect(again.json()).toMatchObject({ recorded: false, status: "present" });
    setTime("2026-03-04T18:20:00Z");
    const lateCode = (await checkInCode(testApp, club.leader, club.clubId, KEY)).json();
    expect((await checkIn(testApp, ravi, tokenOf(lateCode.url))).json()).toMatchObject({
      recorded: true,
      status: "late",
    });
    const rows = await attendanceRows(club.clubId);
    expect(rows.map((row) => [row.userId, row.meetingKey, row.status, row.method]).sort()).toEqual(
      [
        [asha.id, KEY, "present", "code"],
        [ravi.id, KEY, "late", "code"],
      ].sort(),
    );
    expect(await mine(asha, club, KEY)).toMatchObject({ attendance: "present" });
  });

  it("a code of one meeting checks in to that meeting only (the token names it)", async () => {
    const fresh = (await checkInCode(testApp, club.leader, club.clubId, KEY)).json();
    const result = await checkIn(testApp, club.leader, tokenOf(fresh.url));
    expect(result.json()).toMatchObject({ meetingKey: KEY });
    const keys = new Set((await attendanceRows(club.clubId)).map((row) => row.meetingKey));
    expect([...keys]).toEqual([KEY]);
    // Answers to a meeting that has started are refused.
    const late = await answer(asha, club, KEY, "not-going");
    expect(late.statusCode).toBe(409);
  });

  describe("the leader's view, marking by hand, no-shows (leader only)", () => {
    let nila: TestUser;
    beforeAll(async () => {
      nila = await buildMember(testApp, club.clubId, { name: "Nila" });
      await testApp.database.db.insert(meetingRsvps).values({
        clubId: club.clubId,
        meetingKey: KEY,
        userId: nila.id,
        answer: "going",
        answeredAt: new Date("2026-03-02T10:00:00Z"),
      });
    });
    const counts = (user: TestUser) =>
      injectJson(testApp.app, { url: `/api/clubs/${club.clubId}/attendance`, cookie: user.cookie });
    const attendees = async () =>
      (await attendanceOf(testApp, club.leader, club.clubId, KEY)).json() as {
        present: number;
        correctable: boolean;
        attendees: {
          name: string;
          rsvp: string | null;
          attendance: string | null;
          noShows: number;
        }[];
      };
    const row = async (name: string) =>
      (await attendees()).attendees.find((attendee) => attendee.name === name);

    it("counts per meeting and the meeting's list: to the leader, never to a member (403)", async () => {
      const response = await counts(club.leader);
      expect(response.statusCode).toBe(200);
      const meetings = response.json().meetings as { key: string }[];
      // From 14 days back to the horizon, 8 weeks ahead.
      expect(meetings[0]?.key).toBe("2026-02-18");
      expect(meetings.find((meeting) => meeting.key === KEY)).toEqual({
        key: KEY,
        going: 3,
        waitlisted: 0,
        notGoing: 0,
        present: 3,
      });
      expect(meetings.at(-1)?.key).toBe("2026-04-29");
      for (const stranger of [asha, clubB.leader]) {
        expect((await counts(stranger)).statusCode).toBe(403);
        const list = await attendanceOf(testApp, stranger, club.clubId, KEY);
        expect(list.statusCode).toBe(403);
        expect(problemOf(list).detail).toBe("Only the club's leader can see and mark attendance.");
      }
      expect(await row("Asha")).toMatchObject({ rsvp: "going", attendance: "present", noShows: 0 });
      expect(await row("Nila")).toMatchObject({ rsvp: "going", attendance: null, noShows: 0 });
    });

    it("after the meeting, a going member nobody saw is a no-show; marking late clears it", async () => {
      setTime("2026-03-05T09:00:00Z");
      expect(await row("Nila")).toMatchObject({ noShows: 1 });
      expect(await row("Asha")).toMatchObject({ noShows: 0 });
      const byMember = await markAttendance(testApp, asha, club.clubId, KEY, {
        userId: asha.id,
        status: "present",
      });
      expect(byMember.statusCode).toBe(403);
      const marked = await markAttendance(testApp, club.leader, club.clubId, KEY, {
        userId: nila.id,
        status: "late",
      });
      expect(marked.statusCode).toBe(200);
      expect(marked.json().correctable).toBe(true);
      expect(await row("Nila")).toMatchObject({ attendance: "late", noShows: 0 });
      const corrected = await markAttendance(testApp, club.leader, club.clubId, KEY, {
        userId: nila.id,
        status: "absent",
      });
      expect(corrected.statusCode).toBe(200);
      expect(await row("Nila")).toMatchObject({ attendance: "absent", noShows: 1 });
      const stranger = await markAttendance(testApp, club.leader, club.clubId, KEY, {
        userId: bMember.id,
        status: "present",
      });
      expect(stranger.statusCode).toBe(400);
      expect(problemOf(stranger).errors).toContainEqual(
        expect.objectContaining({ field: "userId" }),
      );
      for (const bad of [{ userId: nila.id, status: "here" }, { status: "present" }]) {
        expect((await markAttendance(testApp, club.leader, club.clubId, KEY, bad)).statusCode).toBe(
          400,
        );
      }
      // A meeting that has not started cannot be marked yet.
      const early = await markAttendance(testApp, club.leader, club.clubId, "2026-03-11", {
        userId: nila.id,
        status: "present",
      });
      expect(early.statusCode).toBe(409);
    });

    it("the CSV carries attended meetings and no-shows; the member's own summary", async () => {
      const csv = await injectJson(testApp.app, {
        url: `/api/clubs/${club.clubId}/members/export`,
        cookie: club.leader.cookie,
      });
      const lines = csv.body.slice(1).split("\r\n");
      const header = (lines[0] ?? "").split(",");
      expect(header).toContain('"Meetings attended"');
      const column = (name: string, title: string) =>
        lines.find((line) => line.startsWith(`"${name}"`))?.split(",")[header.indexOf(title)];
      expect(column("Asha", '"Meetings attended"')).toBe('"1"');
      expect(column("Asha", '"No-shows"')).toBe('"0"');
      expect(column("Nila", '"Meetings attended"')).toBe('"0"');
      expect(column("Nila", '"No-shows"')).toBe('"1"');
      const summary = await injectJson(testApp.app, {
        url: "/api/attendance/mine",
        cookie: asha.cookie,
      });
      expect(summary.json()).toEqual({
        attended: 1,
        recent: [{ clubName: club.clubName, meetingKey: KEY, status: "present" }],
      });
      const none = await injectJson(testApp.app, {
        url: "/api/attendance/mine",
        cookie: nila.cookie,
      });
      expect(none.json()).toEqual({ attended: 0, recent: [] });
    });

    it("corrections close 48 hours after the meeting ends (409), writing nothing", async () => {
      setTime("2026-03-06T19:30:01Z");
      const late = await markAttendance(testApp, club.leader, club.clubId, KEY, {
        userId: nila.id,
        status: "present",
      });
      expect(late.statusCode).toBe(409);
      expect(problemOf(late).detail).toBe(
        "Attendance can be corrected only until 48 hours after the meeting ends.",
      );
      expect(await row("Nila")).toMatchObject({ attendance: "absent" });
      expect((await attendees()).correctable).toBe(false);
    });
  });

  it("online: a link (not a code) from 15 minutes before to the end", async () => {
    const online = await buildMeetingClub(testApp, { format: "online" });
    const member = await buildMember(testApp, online.clubId);
    setTime("2026-03-11T17:44:00Z");
    expect(
      (await checkInCode(testApp, online.leader, online.clubId, "2026-03-11")).statusCode,
    ).toBe(409);
    setTime("2026-03-11T17:46:00Z");
    const link = (await checkInCode(testApp, online.leader, online.clubId, "2026-03-11")).json();
    expect(link).toMatchObject({ kind: "link", expiresAt: "2026-03-11T19:30:00.000Z" });
    setTime("2026-03-11T19:00:00Z");
    expect((await checkIn(testApp, member, tokenOf(link.url))).json()).toMatchObject({
      recorded: true,
      status: "late",
    });
    const [row] = await attendanceRows(online.clubId);
    expect(row).toMatchObject({ method: "link", status: "late" });
    setTime("2026-03-11T19:30:00Z");
    expect(
      (await checkInCode(testApp, online.leader, online.clubId, "2026-03-11")).statusCode,
    ).toBe(409);
  });
});

describe("the member's own calendar feed carries their answer and role", () => {
  const events = (text: string) =>
    Object.values(nodeIcal.sync.parseICS(text)).filter(
      (component): component is VEvent => component?.type === "VEVENT",
    );
  const partstatOf = (event: VEvent | undefined) => {
    const attendee = [event?.attendee].flat()[0] as { params?: { PARTSTAT?: string } } | string;
    return typeof attendee === "object" ? attendee?.params?.PARTSTAT : undefined;
  };

  it("ACCEPTED, TENTATIVE (waitlisted), DECLINED, NEEDS-ACTION, and the role held", async () => {
    const club = await buildMeetingClub(testApp, { capacity: 1 });
    const first = await buildMember(testApp, club.clubId, { name: "First" });
    const quinn = await buildMember(testApp, club.clubId, { name: "Quinn" });
    await answer(first, club, "2026-03-18", "going");
    await answer(quinn, club, "2026-03-18", "going");
    await answer(quinn, club, "2026-03-25", "not-going");
    await answer(quinn, club, "2026-04-08", "going");
    await giveToastmaster(testApp, {
      clubId: club.clubId,
      meetingKey: "2026-03-25",
      userId: quinn.id,
    });
    const made = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/calendars/personal",
      cookie: quinn.cookie,
      payload: {},
    });
    const url = new URL(made.json().personalUrl as string);
    const feed = events((await testApp.app.inject({ url: url.pathname })).body);
    const byKey = (key: string) =>
      feed.find((event) => event.uid === `meeting-${club.clubId}-${key}@blockvocates`);
    expect(partstatOf(byKey("2026-03-18"))).toBe("TENTATIVE");
    expect(partstatOf(byKey("2026-03-25"))).toBe("DECLINED");
    expect(partstatOf(byKey("2026-04-01"))).toBe("NEEDS-ACTION");
    expect(partstatOf(byKey("2026-04-08"))).toBe("ACCEPTED");
    expect(String(byKey("2026-03-25")?.description)).toMatch(/Your role: Toastmaster/);
    expect(String(byKey("2026-04-01")?.description)).not.toMatch(/Your role/);
    // The public club feed names nobody.
    const publicFeed = await testApp.app.inject({ url: `/api/calendars/clubs/${club.clubId}.ics` });
    expect(publicFeed.body).not.toMatch(/ATTENDEE/);
  });
});

describe("the log never holds a check-in token", () => {
  const lines: string[] = [];
  const ownClock = new ManualClock(new Date("2026-03-04T17:30:00Z"));
  let logged: TestApp;
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...chunk.toString().split("\n").filter(Boolean));
        done();
      },
    });
    logged = await buildTestApp({ clock: ownClock, logger: { level: "debug", stream } });
  });
  afterAll(() => logged?.close());

  it("showing, opening and using a code (good, expired, forged) logs none of it", async () => {
    const club = await buildMeetingClub(logged);
    const member = await buildMember(logged, club.clubId);
    const code = (await checkInCode(logged, club.leader, club.clubId, "2026-03-04")).json();
    const token = tokenOf(code.url);
    await logged.app.inject({ url: `/CheckIn?token=${token}` });
    expect((await checkIn(logged, member, token)).statusCode).toBe(200);
    await checkIn(logged, member, `${token}x`);
    ownClock.advance(3 * MINUTE);
    expect((await checkIn(logged, member, token)).statusCode).toBe(409);
    const log = lines.join("\n");
    expect(log).toMatch(/check-in/);
    for (const part of token.split(".")) expect(log.includes(part)).toBe(false);
  });
});
