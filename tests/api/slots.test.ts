import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meetingSlots } from "../../server/db/schema/index.ts";
import { bookSlot, mySlot, secondMeeting as secondMeetingOf } from "../factories/meetings.ts";
import { buildLeaderWithClub, buildMember, type TestClub } from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";
import { onPostgres } from "../test-database.ts";

let testApp: TestApp;
let clubA: TestClub;
let clubB: TestClub;
beforeAll(async () => {
  testApp = await buildTestApp();
  clubA = await buildLeaderWithClub(testApp);
  clubB = await buildLeaderWithClub(testApp);
});
afterAll(() => testApp?.close());

const secondMeeting = (user: TestUser, clubId: number) => secondMeetingOf(testApp, user, clubId);
const book = (user: TestUser, clubId: number, meetingKey: string) =>
  bookSlot(testApp, user, clubId, meetingKey);
const mine = (user: TestUser) => mySlot(testApp, user);
const clubSlots = async (user: TestUser) =>
  (
    (await injectJson(testApp.app, { url: "/api/slots/club", cookie: user.cookie })).json() as {
      items: { clubId: number; userName: string; status: string; meetingKey: string | null }[];
    }
  ).items;
const slotRows = (userId: string) =>
  testApp.database.db.select().from(meetingSlots).where(eq(meetingSlots.userId, userId));

describe("Book Your Slot", () => {
  it("books one slot on a meeting of the member's club, shown to its leader only", async () => {
    const member = await buildMember(testApp, clubA.clubId, { journeyId: 1, name: "Ravi" });
    const key = await secondMeeting(member, clubA.clubId);
    expect(await mine(member)).toEqual({ booked: false, speech: null });
    const response = await book(member, clubA.clubId, key);
    expect(response.statusCode).toBe(201);
    expect(await mine(member)).toMatchObject({ booked: true, speech: { meetingKey: key } });
    const rows = await slotRows(member.id);
    expect(rows).toMatchObject([
      { clubId: clubA.clubId, userName: "Ravi", status: "booked", meetingKey: key },
    ]);
    expect(await clubSlots(clubA.leader)).toContainEqual(
      expect.objectContaining({ clubId: clubA.clubId, userName: "Ravi", meetingKey: key }),
    );
    expect((await clubSlots(clubB.leader)).map((slot) => slot.clubId)).not.toContain(clubA.clubId);
    expect(await clubSlots(member)).toEqual([]);
  });

  it("refuses a second upcoming booking at the same club with 409", async () => {
    const member = await buildMember(testApp, clubA.clubId, { journeyId: 1 });
    const key = await secondMeeting(member, clubA.clubId);
    expect((await book(member, clubA.clubId, key)).statusCode).toBe(201);
    const again = await book(member, clubA.clubId, key);
    expect(again.statusCode).toBe(409);
    expect(await slotRows(member.id)).toHaveLength(1);
  });

  it("refuses a user without a club with 403", async () => {
    const user = await buildUser(testApp.app);
    const key = await secondMeeting(clubA.leader, clubA.clubId);
    const response = await book(user, clubA.clubId, key);
    expect(response.statusCode).toBe(403);
    expect(problemOf(response).detail).toBe("Join a club before booking a speech slot.");
    expect(await slotRows(user.id)).toEqual([]);
    expect(await mine(user)).toEqual({ booked: false, speech: null });
  });

  it("refuses a body without a meeting, or with a date that is no date (400)", async () => {
    const member = await buildMember(testApp, clubA.clubId);
    for (const payload of [{}, { clubId: clubA.clubId, meetingKey: "2026-02-30" }]) {
      const response = await injectJson(testApp.app, {
        method: "POST",
        url: "/api/slots",
        cookie: member.cookie,
        payload,
      });
      expect(response.statusCode).toBe(400);
    }
    expect(await slotRows(member.id)).toEqual([]);
  });
});

describe.runIf(onPostgres)("booking under concurrency (PostgreSQL)", () => {
  it("ten simultaneous bookings by one member leave one row", async () => {
    const member = await buildMember(testApp, clubA.clubId, { journeyId: 1 });
    const key = await secondMeeting(member, clubA.clubId);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => book(member, clubA.clubId, key)),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await slotRows(member.id)).toHaveLength(1);
  });

  it("two people, one last slot: one wins, the other gets a clear 409", async () => {
    const club = await buildLeaderWithClub(testApp);
    const saved = await injectJson(testApp.app, {
      method: "PUT",
      url: `/api/clubs/${club.clubId}/schedule`,
      cookie: club.leader.cookie,
      payload: {
        days: ["monday"],
        startTime: "19:00",
        durationMinutes: 60,
        timeZone: "Asia/Muscat",
        slotsPerMeeting: 1,
      },
    });
    expect(saved.statusCode).toBe(200);
    const key = await secondMeeting(club.leader, club.clubId);
    const members = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        buildMember(testApp, club.clubId, { name: `Racer ${index}` }),
      ),
    );
    const responses = await Promise.all(members.map((member) => book(member, club.clubId, key)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const losers = responses.filter((response) => response.statusCode === 409);
    expect(losers).toHaveLength(5);
    for (const loser of losers) {
      expect(problemOf(loser).detail).toBe(
        "This meeting has no free speech slot left: choose another meeting.",
      );
    }
    const rows = await testApp.database.db
      .select()
      .from(meetingSlots)
      .where(eq(meetingSlots.clubId, club.clubId));
    expect(rows).toHaveLength(1);
  });
});
