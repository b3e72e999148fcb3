import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { missionCompletions, users } from "../../server/db/schema/index.ts";
import { unsubscribeSecretOf } from "../../server/env.ts";
import { unsubscribeToken } from "../../server/notify/index.ts";
import { buildLeaderWithClub, buildMember, submitMission } from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

/**
 * Everything public or token-addressed about an account answers 404 while an admin has it
 * disabled (issue 27, item 4): the secret calendar feed, the public profile and the public
 * credential pages, to anyone (a stranger, another member, an admin), exactly as an address
 * that never existed; and they are served again once the account is enabled. What stays: the
 * one-click unsubscribe (it only lowers mail), the verification of a signed credential someone
 * holds and the shared revocation lists (third parties' checks of documents already issued).
 */
let testApp: TestApp;
let admin: TestUser;

beforeAll(async () => {
  testApp = await buildTestApp();
  admin = await buildUser(testApp.app, { name: "Admin" });
  await testApp.database.db
    .update(users)
    .set({ isAdmin: true, emailVerified: true })
    .where(eq(users.id, admin.id));
});
afterAll(() => testApp?.close());

const get = (url: string, cookie?: string) =>
  injectJson(testApp.app, { url, ...(cookie ? { cookie } : {}) });

/** The admin's switch, as the admin console uses it. */
async function setDisabled(user: TestUser, disabled: boolean) {
  const response = await injectJson(testApp.app, {
    method: "PUT",
    url: `/api/admin/users/${user.id}/disabled`,
    cookie: admin.cookie,
    payload: { disabled },
  });
  expect(response.statusCode, response.body).toBe(204);
}

/** The same switch flipped by hand (the CLI, SQL). */
const setDisabledByHand = (user: TestUser, disabled: boolean) =>
  testApp.database.db
    .update(users)
    .set({ disabledAt: disabled ? new Date() : null })
    .where(eq(users.id, user.id));

const ways = [
  ["by an admin", setDisabled],
  ["by hand (SQL)", setDisabledByHand],
] as const;

/** A 404 that says no more than the answer for an address that never existed. */
function expectSameAsUnknown(
  answer: Awaited<ReturnType<typeof get>>,
  unknown: Awaited<ReturnType<typeof get>>,
) {
  expect(answer.statusCode).toBe(404);
  expect(unknown.statusCode).toBe(404);
  expect(problemOf(answer).detail).toBe(problemOf(unknown).detail);
  expect(answer.body).not.toMatch(/disabled/i);
}

describe.each(ways)("an account disabled %s", (_way, disable) => {
  it("its secret calendar feed answers 404, and again 200 once enabled", async () => {
    const member = await buildUser(testApp.app);
    const made = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/calendars/personal",
      cookie: member.cookie,
      payload: {},
    });
    expect(made.statusCode).toBe(200);
    const feed = new URL(made.json().personalUrl as string).pathname;
    expect((await get(feed)).statusCode).toBe(200);

    await disable(member, true);
    const unknown = await get(`/api/calendars/feed/${"A".repeat(43)}.ics`);
    expectSameAsUnknown(await get(feed), unknown);
    expect((await get(feed, admin.cookie)).statusCode).toBe(404);

    await disable(member, false);
    expect((await get(feed)).statusCode).toBe(200);
    expect((await get(feed)).body).toMatch(/BEGIN:VCALENDAR/);
  });

  it("its public profile answers 404 to everyone, and again 200 once enabled", async () => {
    const member = await buildUser(testApp.app);
    const stranger = await buildUser(testApp.app);
    const switched = await injectJson(testApp.app, {
      method: "PUT",
      url: "/api/public-profile",
      cookie: member.cookie,
      payload: { isPublic: true },
    });
    expect(switched.statusCode, switched.body).toBe(200);
    const profile = `/api/public-profiles/${switched.json().publicId as string}`;
    expect((await get(profile)).statusCode).toBe(200);

    await disable(member, true);
    const unknown = await get("/api/public-profiles/AAAAAAAAAAAAAAAA");
    expectSameAsUnknown(await get(profile), unknown);
    expect((await get(profile, stranger.cookie)).statusCode).toBe(404);
    expect((await get(profile, admin.cookie)).statusCode).toBe(404);

    await disable(member, false);
    expect((await get(profile)).statusCode).toBe(200);
    expect((await get(profile, stranger.cookie)).json().displayName).toBe(member.name);
  });

  it("its credentials' public pages answer 404; the signed credential still verifies and is not revoked", async () => {
    const club = await buildLeaderWithClub(testApp);
    const member = await buildMember(testApp, club.clubId, { journeyId: 1 });
    const completionId = await submitMission(testApp, member, "mission101");
    const verified = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/completions/${completionId}/verify`,
      cookie: club.leader.cookie,
      payload: {},
    });
    expect(verified.statusCode, verified.body).toBe(200);
    const mine = await get("/api/credentials/mine", member.cookie);
    const [credential] = (mine.json() as { items: { id: string }[] }).items;
    if (!credential) throw new Error("no credential issued");
    const page = `/api/credentials/${credential.id}`;
    const shown = await get(page);
    expect(shown.statusCode).toBe(200);
    const jwt = shown.json().jwt as string;

    await disable(member, true);
    const unknown = await get("/api/credentials/00000000-0000-4000-8000-000000000000");
    expectSameAsUnknown(await get(page), unknown);
    expect((await get(page, admin.cookie)).statusCode).toBe(404);
    // An employer holding the signed document can still check it: signed by us, not revoked.
    const checked = await injectJson(testApp.app, {
      method: "POST",
      url: "/api/credentials/verify",
      payload: { jwt },
    });
    expect(checked.statusCode).toBe(200);
    expect(checked.json()).toMatchObject({ status: "active", result: "verified" });

    await disable(member, false);
    const again = await get(page);
    expect(again.statusCode).toBe(200);
    expect(again.json().revokedAt).toBeNull();
    // Nothing about the completion changed meanwhile.
    const [row] = await testApp.database.db
      .select({ status: missionCompletions.missionStatus })
      .from(missionCompletions)
      .where(eq(missionCompletions.id, completionId));
    expect(row?.status).toBe("completed");
  });

  it("its one-click unsubscribe still works (it only lowers mail, and says nothing of the account)", async () => {
    const member = await buildUser(testApp.app);
    await disable(member, true);
    const token = unsubscribeToken(
      unsubscribeSecretOf(testApp.env),
      member.id,
      "application-received",
    );
    const response = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/email/unsubscribe?token=${encodeURIComponent(token)}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).not.toContain(member.email);
    expect(response.body).not.toContain(member.name);
    await disable(member, false);
  });
});
