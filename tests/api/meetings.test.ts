import { eq } from "drizzle-orm";
import nodeIcal, { type VEvent } from "node-ical";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  clubSchedules,
  meetingChanges,
  meetingSlots,
  missionCompletions,
  notifications,
  users,
} from "../../server/db/schema/index.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import { bookSlot, mySlot } from "../factories/meetings.ts";
import { buildLeaderWithClub, buildMember, type TestClub } from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

// Monday 2 March 2026, 00:00 UTC: Lisbon's clocks go forward on Sunday 29 March.
const clock = new ManualClock(new Date("2026-03-02T00:00:00Z"));
let testApp: TestApp;
let club: TestClub;
let other: TestClub;
let member: TestUser;
beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  club = await buildLeaderWithClub(testApp);
  other = await buildLeaderWithClub(testApp);
  member = await buildMember(testApp, club.clubId, { name: "Asha" });
});
afterAll(() => testApp?.close());

interface MeetingBody {
  key: string;
  startsAt: string;
  status: string;
  sequence: number;
  booked: number;
  slots: number;
}
const meetingsOf = async (user: TestUser, clubId: number) =>
  (
    await injectJson(testApp.app, { url: `/api/clubs/${clubId}/meetings`, cookie: user.cookie })
  ).json() as { schedule: { timeZone: string; startTime: string }; meetings: MeetingBody[] };
const saveSchedule = (user: TestUser, clubId: number, payload: Record<string, unknown>) =>
  injectJson(testApp.app, {
    method: "PUT",
    url: `/api/clubs/${clubId}/schedule`,
    cookie: user.cookie,
    payload,
  });
const inbox = (userId: string) =>
  testApp.database.db.select().from(notifications).where(eq(notifications.userId, userId));
const scheduleRows = (clubId: number) =>
  testApp.database.db.select().from(clubSchedules).where(eq(clubSchedules.clubId, clubId));

describe("a club's schedule", () => {
  it("derives the meetings of a club without a saved schedule from its days and evening", async () => {
    const { schedule, meetings } = await meetingsOf(member, club.clubId);
    expect(schedule).toMatchObject({ timeZone: "Asia/Kolkata", startTime: "19:00" });
    expect(meetings).toHaveLength(8);
    // 19:00 in Kochi is 13:30 UTC, every Monday.
    expect(meetings[0]).toMatchObject({ key: "2026-03-02", startsAt: "2026-03-02T13:30:00.000Z" });
    expect(meetings[7]).toMatchObject({ key: "2026-04-20", slots: 3, booked: 0 });
  });

  it("lets only the club's leader set it: a member, another leader: 403, nothing written", async () => {
    const valid = {
      days: ["sunday"],
      startTime: "19:00",
      durationMinutes: 90,
      timeZone: "Europe/Lisbon",
      slotsPerMeeting: 2,
    };
    expect((await saveSchedule(member, club.clubId, valid)).statusCode).toBe(403);
    expect((await saveSchedule(other.leader, club.clubId, valid)).statusCode).toBe(403);
    expect(await scheduleRows(club.clubId)).toEqual([]);
  });

  it("refuses a time zone that does not exist and a malformed time: 400, nothing written", async () => {
    const base = { days: ["sunday"], startTime: "19:00", durationMinutes: 90, slotsPerMeeting: 3 };
    for (const bad of [
      { ...base, timeZone: "Mars/Olympus_Mons" },
      { ...base, timeZone: "Europe/Lisbon", startTime: "25:00" },
      { ...base, timeZone: "Europe/Lisbon", days: [] },
    ]) {
      const response = await saveSchedule(club.leader, club.clubId, bad);
      expect(response.statusCode).toBe(400);
    }
    const zone = await saveSchedule(club.leader, club.clubId, {
      ...base,
      timeZone: "Mars/Olympus_Mons",
    });
    expect(problemOf(zone).errors).toContainEqual(
      expect.objectContaining({
        field: "timeZone",
        message: "Choose a time zone that exists, e.g. Asia/Kolkata.",
      }),
    );
    expect(await scheduleRows(club.clubId)).toEqual([]);
  });

  it("keeps 19:00 local across Lisbon's daylight-saving change and tells the members", async () => {
    const response = await saveSchedule(club.leader, club.clubId, {
      days: ["sunday"],
      startTime: "19:00",
      durationMinutes: 90,
      timeZone: "Europe/Lisbon",
      slotsPerMeeting: 2,
    });
    expect(response.statusCode).toBe(200);
    const { meetings } = await meetingsOf(member, club.clubId);
    const byKey = new Map(meetings.map((meeting) => [meeting.key, meeting.startsAt]));
    expect(byKey.get("2026-03-22")).toBe("2026-03-22T19:00:00.000Z"); // WET, UTC+0
    expect(byKey.get("2026-03-29")).toBe("2026-03-29T18:00:00.000Z"); // WEST, UTC+1
    expect((await inbox(member.id)).map((row) => row.kind)).toContain("meeting-schedule-changed");
  });
});

describe("the club's page and its schedule never disagree", () => {
  const clubDetail = async (clubId: number) =>
    (
      await injectJson(testApp.app, { url: `/api/clubs/${clubId}`, cookie: member.cookie })
    ).json() as Record<string, unknown>;

  it("saving a schedule rewrites the club's days and morning/evening; editing the club moves the schedule", async () => {
    const own = await buildLeaderWithClub(testApp);
    const saved = await saveSchedule(own.leader, own.clubId, {
      days: ["wednesday", "saturday"],
      startTime: "08:30",
      durationMinutes: 60,
      timeZone: "Asia/Muscat",
      slotsPerMeeting: 3,
    });
    expect(saved.statusCode).toBe(200);
    const detail = await clubDetail(own.clubId);
    expect(detail).toMatchObject({
      meetingDays: ["wednesday", "saturday"],
      meetingTime: "morning",
    });

    // The leader edits the club's form: Fridays, evening. The schedule follows (19:00, same zone).
    const { clubName, location, clubType, meetingFormat, meetingLink } = detail;
    const edited = await injectJson(testApp.app, {
      method: "PUT",
      url: `/api/clubs/${own.clubId}`,
      cookie: own.leader.cookie,
      payload: {
        clubName,
        location,
        clubType,
        meetingFormat,
        meetingLink,
        meetingDays: ["friday"],
        meetingTime: "evening",
      },
    });
    expect(edited.statusCode).toBe(200);
    const { schedule } = await meetingsOf(own.leader, own.clubId);
    expect(schedule).toMatchObject({
      days: ["friday"],
      startTime: "19:00",
      timeZone: "Asia/Muscat",
    });
    expect(await clubDetail(own.clubId)).toMatchObject({
      meetingDays: ["friday"],
      meetingTime: "evening",
    });
  });
});

describe("cancelling, moving and adding meetings", () => {
  it("refuses another leader and a member: 403, nothing written", async () => {
    for (const user of [member, other.leader]) {
      const cancel = await injectJson(testApp.app, {
        method: "POST",
        url: `/api/clubs/${club.clubId}/meetings/2026-03-15/cancel`,
        cookie: user.cookie,
        payload: {},
      });
      expect(cancel.statusCode).toBe(403);
    }
    expect(
      await testApp.database.db
        .select()
        .from(meetingChanges)
        .where(eq(meetingChanges.clubId, club.clubId)),
    ).toEqual([]);
  });

  it("moves a meeting (SEQUENCE 1), refuses a move into the past and a date that is no meeting", async () => {
    const move = (key: string, payload: Record<string, unknown>) =>
      injectJson(testApp.app, {
        method: "PUT",
        url: `/api/clubs/${club.clubId}/meetings/${key}`,
        cookie: club.leader.cookie,
        payload,
      });
    expect((await move("2026-03-15", { date: "2026-03-01", startTime: "19:00" })).statusCode).toBe(
      400,
    );
    expect((await move("2026-03-16", { date: "2026-03-17", startTime: "19:00" })).statusCode).toBe(
      404,
    );
    const moved = await move("2026-03-15", { date: "2026-03-16", startTime: "18:30" });
    expect(moved.statusCode).toBe(200);
    const meeting = (await meetingsOf(member, club.clubId)).meetings.find(
      (m) => m.key === "2026-03-15",
    );
    expect(meeting).toMatchObject({
      status: "moved",
      sequence: 1,
      startsAt: "2026-03-16T18:30:00.000Z",
    });
    expect((await inbox(member.id)).map((row) => row.kind)).toContain("meeting-moved");
  });

  it("adds an extra meeting, not on a date the club already meets", async () => {
    const add = (date: string) =>
      injectJson(testApp.app, {
        method: "POST",
        url: `/api/clubs/${club.clubId}/meetings`,
        cookie: club.leader.cookie,
        payload: { date, startTime: "10:00" },
      });
    expect((await add("2026-03-22")).statusCode).toBe(409);
    expect((await add("2026-03-25")).statusCode).toBe(201);
    const extra = (await meetingsOf(member, club.clubId)).meetings.find(
      (m) => m.key === "2026-03-25",
    );
    expect(extra).toMatchObject({ startsAt: "2026-03-25T10:00:00.000Z", status: "scheduled" });
    expect((await inbox(member.id)).map((row) => row.kind)).toContain("meeting-added");
  });
});

const book = (user: TestUser, clubId: number, meetingKey: string) =>
  bookSlot(testApp, user, clubId, meetingKey);
const mine = (user: TestUser) => mySlot(testApp, user);

describe("speech slots on a meeting", () => {
  it("books the second meeting; the mission step sees its date; the leader is told", async () => {
    const response = await book(member, club.clubId, "2026-03-15");
    expect(response.statusCode).toBe(201);
    expect(await mine(member)).toMatchObject({
      booked: true,
      speech: {
        meetingKey: "2026-03-15",
        startsAt: "2026-03-16T18:30:00.000Z",
        timeZone: "Europe/Lisbon",
      },
    });
    expect((await inbox(club.leader.id)).map((row) => row.kind)).toContain("slot-booked");
  });

  it("refuses bad slots with a clear 4xx and writes nothing", async () => {
    const speaker = await buildMember(testApp, club.clubId, { name: "Bilal" });
    const refusals: [string, number, number, string | undefined][] = [
      ["2026-03-01", club.clubId, 409, "This meeting has already started: choose an upcoming one."],
      ["2026-03-03", club.clubId, 404, undefined], // a Tuesday: no meeting
      [
        "2026-03-09",
        other.clubId,
        403,
        "You can book a speech slot only at your own club's meetings.",
      ],
    ];
    for (const [key, clubId, status, detail] of refusals) {
      const response = await book(speaker, clubId, key);
      expect(response.statusCode).toBe(status);
      if (detail) expect(problemOf(response).detail).toBe(detail);
    }
    expect(
      await testApp.database.db
        .select()
        .from(meetingSlots)
        .where(eq(meetingSlots.userId, speaker.id)),
    ).toEqual([]);
  });

  it("one upcoming booking per member: a second is 409 until the first is cancelled", async () => {
    const speaker = await buildMember(testApp, club.clubId, { name: "Chitra" });
    expect((await book(speaker, club.clubId, "2026-03-22")).statusCode).toBe(201);
    const second = await book(speaker, club.clubId, "2026-03-29");
    expect(second.statusCode).toBe(409);
    expect(problemOf(second).detail).toMatch(/already have an upcoming speech/);
    const { speech } = await mine(speaker);
    const cancel = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/slots/${speech.slotId}/cancel`,
      cookie: speaker.cookie,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    expect((await inbox(club.leader.id)).map((row) => row.kind)).toContain("slot-cancelled");
    expect((await book(speaker, club.clubId, "2026-03-29")).statusCode).toBe(201);
  });

  it("someone else's booking cannot be cancelled (404)", async () => {
    const { speech } = await mine(member);
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/slots/${speech.slotId}/cancel`,
      cookie: other.leader.cookie,
      payload: {},
    });
    expect(response.statusCode).toBe(404);
    expect((await mine(member)).booked).toBe(true);
  });

  it("a full meeting refuses with 409", async () => {
    // Two slots a meeting: 2026-03-22 has Chitra's cancelled one only; fill it.
    const first = await buildMember(testApp, club.clubId, { name: "Dev" });
    const second = await buildMember(testApp, club.clubId, { name: "Esha" });
    const third = await buildMember(testApp, club.clubId, { name: "Farah" });
    expect((await book(first, club.clubId, "2026-03-22")).statusCode).toBe(201);
    expect((await book(second, club.clubId, "2026-03-22")).statusCode).toBe(201);
    const full = await book(third, club.clubId, "2026-03-22");
    expect(full.statusCode).toBe(409);
    expect(problemOf(full).detail).toBe(
      "This meeting has no free speech slot left: choose another meeting.",
    );
    expect(
      await testApp.database.db
        .select()
        .from(meetingSlots)
        .where(eq(meetingSlots.userId, third.id)),
    ).toEqual([]);
  });

  it("keeps a booking made before meetings had dates as undated history", async () => {
    const veteran = await buildMember(testApp, club.clubId, { name: "Gopal" });
    await testApp.database.db
      .insert(meetingSlots)
      .values({ userId: veteran.id, clubId: club.clubId, userName: "Gopal", status: "booked" });
    expect(await mine(veteran)).toEqual({ booked: false, speech: null });
    const led = (
      await injectJson(testApp.app, { url: "/api/slots/club", cookie: club.leader.cookie })
    ).json() as { items: { userName: string; meetingKey: string | null }[] };
    expect(led.items).toContainEqual(
      expect.objectContaining({ userName: "Gopal", meetingKey: null }),
    );
    expect((await book(veteran, club.clubId, "2026-04-05")).statusCode).toBe(201);
  });
});

describe("the leader's agenda", () => {
  const agendaOf = (user: TestUser, key: string) =>
    injectJson(testApp.app, {
      url: `/api/clubs/${club.clubId}/meetings/${key}/agenda`,
      cookie: user.cookie,
    });

  it("lists the speakers in order of booking, to the leader only", async () => {
    const response = await agendaOf(club.leader, "2026-03-22");
    expect(response.statusCode).toBe(200);
    expect(response.json().speakers.map((s: { userName: string }) => s.userName)).toEqual([
      "Dev",
      "Esha",
    ]);
    expect((await agendaOf(member, "2026-03-22")).statusCode).toBe(403);
    expect((await agendaOf(other.leader, "2026-03-22")).statusCode).toBe(403);
  });
});

describe("calendar feeds", () => {
  const events = (text: string) =>
    Object.values(nodeIcal.sync.parseICS(text)).filter(
      (component): component is VEvent => component?.type === "VEVENT",
    );
  const get = (url: string) => testApp.app.inject({ method: "GET", url });

  it("a club's public feed: TZID, local times across DST, the moved meeting's SEQUENCE", async () => {
    const response = await get(`/api/calendars/clubs/${club.clubId}.ics`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/calendar/);
    const feed = events(response.body);
    const byUid = new Map(feed.map((event) => [event.uid, event]));
    const before = byUid.get(`meeting-${club.clubId}-2026-03-22@blockvocates`);
    const after = byUid.get(`meeting-${club.clubId}-2026-03-29@blockvocates`);
    expect(before?.start.toISOString()).toBe("2026-03-22T19:00:00.000Z");
    expect(after?.start.toISOString()).toBe("2026-03-29T18:00:00.000Z");
    expect(before?.start.tz).toBe("Europe/Lisbon");
    const moved = byUid.get(`meeting-${club.clubId}-2026-03-15@blockvocates`);
    expect(moved?.sequence).toBe(1);
    expect(moved?.start.toISOString()).toBe("2026-03-16T18:30:00.000Z");
    expect((await get("/api/calendars/clubs/999999.ics")).statusCode).toBe(404);
  });

  it("a member's secret feed names their speech; regenerating stops the old address", async () => {
    const made = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/calendars/personal",
      cookie: member.cookie,
      payload: {},
    });
    expect(made.statusCode).toBe(200);
    const url = new URL(made.json().personalUrl as string);
    const feed = events((await get(url.pathname)).body);
    const speech = feed.find(
      (event) => event.uid === `meeting-${club.clubId}-2026-03-15@blockvocates`,
    );
    expect(speech?.summary).toMatch(/^Your speech at/);

    const again = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/calendars/personal",
      cookie: member.cookie,
      payload: {},
    });
    expect((await get(url.pathname)).statusCode).toBe(404);
    expect((await get(new URL(again.json().personalUrl as string).pathname)).statusCode).toBe(200);
    expect((await get(`/api/calendars/feed/${"A".repeat(43)}.ics`)).statusCode).toBe(404);
  });

  it("a Malayalam member's feeds name the events in Malayalam; the public feed stays English", async () => {
    const meera = await buildMember(testApp, club.clubId, { name: "Meera" });
    await testApp.database.db.update(users).set({ language: "ml" }).where(eq(users.id, meera.id));
    const made = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/calendars/personal",
      cookie: meera.cookie,
      payload: {},
    });
    const personal = events((await get(new URL(made.json().personalUrl as string).pathname)).body);
    expect(personal.length).toBeGreaterThan(0);
    for (const event of personal) {
      expect(event.summary).toBe(`${club.clubName} മീറ്റിംഗ്`);
      expect(event.description).toBe(`${club.clubName} ന്റെ ഒരു മീറ്റിംഗ്.`);
    }
    // The club feed's address the app gives her names her language; without it, English.
    const links = made.json() as { clubFeeds: { clubId: number; url: string }[] };
    const clubLink = new URL(
      links.clubFeeds.find((feed) => feed.clubId === club.clubId)?.url ?? "",
    );
    expect(clubLink.searchParams.get("lang")).toBe("ml");
    const translated = events((await get(`${clubLink.pathname}${clubLink.search}`)).body);
    expect(translated.map((event) => event.summary)).toContain(`${club.clubName} മീറ്റിംഗ്`);
    const english = events((await get(clubLink.pathname)).body);
    expect(english.map((event) => event.summary)).toContain(`${club.clubName} meeting`);
  });

  it("a feed token shows only its owner's speeches; a replaced or made-up token is 404", async () => {
    const makeFeed = async (user: TestUser) =>
      new URL(
        (
          await injectJson(testApp.app, {
            method: "POST",
            url: "/api/calendars/personal",
            cookie: user.cookie,
            payload: {},
          })
        ).json().personalUrl as string,
      ).pathname;
    const neighbour = await buildMember(testApp, club.clubId, { name: "Hari" });
    const theirs = events((await get(await makeFeed(neighbour))).body);
    // The same club's meetings, but Asha's speech is hers alone.
    expect(theirs.length).toBeGreaterThan(0);
    expect(theirs.some((event) => String(event.summary).startsWith("Your speech"))).toBe(false);
    const old = await makeFeed(neighbour);
    await makeFeed(neighbour);
    for (const path of [old, `/api/calendars/feed/${"B".repeat(43)}.ics`]) {
      const response = await get(path);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toMatch(/BEGIN:VCALENDAR/);
    }
  });

  it("a cancelled meeting: STATUS:CANCELLED, SEQUENCE bumped, its speakers released and told", async () => {
    const cancel = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/clubs/${club.clubId}/meetings/2026-03-15/cancel`,
      cookie: club.leader.cookie,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    const feed = events((await get(`/api/calendars/clubs/${club.clubId}.ics`)).body);
    const cancelled = feed.find(
      (event) => event.uid === `meeting-${club.clubId}-2026-03-15@blockvocates`,
    );
    expect(cancelled?.status).toBe("CANCELLED");
    expect(cancelled?.sequence).toBe(2);
    expect(await mine(member)).toMatchObject({ booked: false });
    const told = (await inbox(member.id)).filter((row) => row.kind === "meeting-cancelled");
    expect(told.at(-1)?.body).toMatch(/book another date/);
    expect((await book(member, club.clubId, "2026-03-15")).statusCode).toBe(409);
  });
});

describe("once a meeting has started", () => {
  it("its bookings cannot be cancelled, and the leader can mark speeches delivered", async () => {
    const agenda = (
      await injectJson(testApp.app, {
        url: `/api/clubs/${club.clubId}/meetings/2026-03-22/agenda`,
        cookie: club.leader.cookie,
      })
    ).json() as { speakers: { slotId: number; status: string }[] };
    const [first] = agenda.speakers;
    if (!first) throw new Error("no speaker");
    const deliver = () =>
      injectJson(testApp.app, {
        method: "POST",
        url: `/api/slots/${first.slotId}/delivered`,
        cookie: club.leader.cookie,
        payload: {},
      });
    expect((await deliver()).statusCode).toBe(409);
    clock.advance(new Date("2026-03-22T19:05:00Z").getTime() - clock.now().getTime());
    const attacker = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/slots/${first.slotId}/delivered`,
      cookie: other.leader.cookie,
      payload: {},
    });
    expect(attacker.statusCode).toBe(403);
    expect((await deliver()).statusCode).toBe(204);
  });

  it("Mission 2 is verified only once the member's speech is marked delivered (409 before)", async () => {
    const speaker = await buildMember(testApp, club.clubId, { journeyId: 2, name: "Gita" });
    const next = (await meetingsOf(speaker, club.clubId)).meetings.find(
      (meeting) => meeting.status !== "cancelled" && meeting.booked < meeting.slots,
    );
    if (!next) throw new Error("no meeting with room");
    expect((await book(speaker, club.clubId, next.key)).statusCode).toBe(201);
    const submitted = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/missions/mission111/submission",
      cookie: speaker.cookie,
    });
    expect(submitted.statusCode).toBe(201);
    const [completion] = await testApp.database.db
      .select()
      .from(missionCompletions)
      .where(eq(missionCompletions.userId, speaker.id));
    const verify = () =>
      injectJson(testApp.app, {
        method: "POST",
        url: `/api/completions/${completion?.id}/verify`,
        cookie: club.leader.cookie,
      });

    // Booked but not delivered: refused, the submission still waiting, nothing completed.
    const early = await verify();
    expect(early.statusCode).toBe(409);
    expect(problemOf(early).detail).toMatch(/mark the member's speech delivered/);
    const [still] = await testApp.database.db
      .select({ status: missionCompletions.missionStatus })
      .from(missionCompletions)
      .where(eq(missionCompletions.userId, speaker.id));
    expect(still?.status).toBe("pending");
    const completedOf = async () =>
      (await testApp.database.db.select().from(users).where(eq(users.id, speaker.id)))[0]
        ?.completedMissions;
    expect(await completedOf()).toEqual([]);

    // The meeting starts, the leader marks the speech delivered: verified.
    clock.advance(new Date(next.startsAt).getTime() + 60_000 - clock.now().getTime());
    const [slot] = await testApp.database.db
      .select({ id: meetingSlots.id })
      .from(meetingSlots)
      .where(eq(meetingSlots.userId, speaker.id));
    const delivered = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/slots/${slot?.id}/delivered`,
      cookie: club.leader.cookie,
      payload: {},
    });
    expect(delivered.statusCode).toBe(204);
    expect((await verify()).statusCode).toBe(200);
    expect(await completedOf()).toEqual(["mission111"]);
  });
});
