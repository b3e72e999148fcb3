import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { meetingSlots } from "../../server/db/schema/index.ts";
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

const book = (user: TestUser) =>
  injectJson(testApp.app, { method: "POST", url: "/api/slots", cookie: user.cookie });
const mine = async (user: TestUser) =>
  (await injectJson(testApp.app, { url: "/api/slots/mine", cookie: user.cookie })).json();
const clubSlots = async (user: TestUser) =>
  (
    (await injectJson(testApp.app, { url: "/api/slots/club", cookie: user.cookie })).json() as {
      items: { clubId: number; userName: string; status: string }[];
    }
  ).items;
const slotRows = (userId: string) =>
  testApp.database.db.select().from(meetingSlots).where(eq(meetingSlots.userId, userId));

describe("Book Your Slot", () => {
  it("books one slot at the member's club, shown to its leader only", async () => {
    const member = await buildMember(testApp, clubA.clubId, { pathId: 1, name: "Ravi" });
    expect(await mine(member)).toEqual({ booked: false });
    const response = await book(member);
    expect(response.statusCode).toBe(201);
    expect(await mine(member)).toEqual({ booked: true });
    const rows = await slotRows(member.id);
    expect(rows).toMatchObject([{ clubId: clubA.clubId, userName: "Ravi", status: "booked" }]);
    expect(await clubSlots(clubA.leader)).toContainEqual(
      expect.objectContaining({ clubId: clubA.clubId, userName: "Ravi", status: "booked" }),
    );
    expect((await clubSlots(clubB.leader)).map((slot) => slot.clubId)).not.toContain(clubA.clubId);
    expect(await clubSlots(member)).toEqual([]);
  });

  it("refuses a second booking at the same club with 409", async () => {
    const member = await buildMember(testApp, clubA.clubId, { pathId: 1 });
    expect((await book(member)).statusCode).toBe(201);
    const again = await book(member);
    expect(again.statusCode).toBe(409);
    expect(problemOf(again).detail).toBe("You have already booked a slot at your club.");
    expect(await slotRows(member.id)).toHaveLength(1);
  });

  it("refuses a user without a club with 403", async () => {
    const user = await buildUser(testApp.app);
    const response = await book(user);
    expect(response.statusCode).toBe(403);
    expect(problemOf(response).detail).toBe("Join a club before booking a speech slot.");
    expect(await slotRows(user.id)).toEqual([]);
    expect(await mine(user)).toEqual({ booked: false });
  });
});

describe.runIf(onPostgres)("booking under concurrency (PostgreSQL)", () => {
  it("ten simultaneous bookings leave one row", async () => {
    const member = await buildMember(testApp, clubA.clubId, { pathId: 1 });
    const responses = await Promise.all(Array.from({ length: 10 }, () => book(member)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    expect(await slotRows(member.id)).toHaveLength(1);
  });
});
