import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  currentClub,
  leaveClub,
  membershipHistory,
} from "../../server/features/memberships/service.ts";
import { buildLeaderWithClub } from "../factories/missions.ts";
import { buildUser } from "../factories/users.ts";
import { buildTestApp, injectJson, type TestApp } from "../helpers.ts";

/** One owner of club membership keeps its history: who joined and left which club, and why. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

describe("membership history", () => {
  it("records joining by application and by payment, and leaving by cancellation", async () => {
    const { db } = testApp.database;
    const club = await buildLeaderWithClub(testApp);
    const person = await buildUser(testApp.app);
    const post = (cookie: string, url: string, payload?: object) =>
      injectJson(testApp.app, { method: "POST", url, cookie, payload });

    // Paying with no club places the person in the level's club (docs/product.md, round 3: paying
    // never moves a member out of a club they are in; payments.test.ts proves that side).
    const checkout = await post(person.cookie, "/api/payments/checkout", { level: 3 });
    await post(person.cookie, `/api/payments/checkout/${checkout.json().id}/pay`);
    expect(await currentClub(db, person.id)).toBe(3);

    await db.transaction((tx) => leaveClub(tx, person.id, 3, "cancellation"));
    expect(await currentClub(db, person.id)).toBeNull();

    const applied = await post(person.cookie, `/api/clubs/${club.clubId}/applications`);
    await post(club.leader.cookie, `/api/applications/${applied.json().applicationId}/accept`);
    expect(await currentClub(db, person.id)).toBe(club.clubId);

    const history = await membershipHistory(db, person.id);
    expect(history.map(({ clubId, change, reason }) => ({ clubId, change, reason }))).toEqual([
      { clubId: 3, change: "joined", reason: "payment" },
      { clubId: 3, change: "left", reason: "cancellation" },
      { clubId: club.clubId, change: "joined", reason: "application" },
    ]);
    expect(history.every((event) => event.at instanceof Date)).toBe(true);
  });
});
