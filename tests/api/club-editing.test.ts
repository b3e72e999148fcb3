import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClubDetail } from "../../contract/clubs.ts";
import type { NotificationList } from "../../contract/notifications.ts";
import { buildClub, clubInput, type TestClub, uniqueClubName } from "../factories/clubs.ts";
import { buildAdmin, joinClub } from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

/** A leader edits their club: validated as on creation, old addresses redirect, members told. */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await buildTestApp();
});
afterAll(() => testApp?.close());

const edit = (user: TestUser | null, clubId: number | string, payload: object) =>
  injectJson(testApp.app, {
    method: "PUT",
    url: `/api/clubs/${clubId}`,
    cookie: user?.cookie,
    payload,
  });
/** The club as `buildClub` made it (the factory's defaults), with `changes`. */
const inputOf = (club: TestClub, changes: object = {}) => ({
  ...clubInput({ clubName: club.clubName }),
  ...changes,
});
const pageAt = (slug: string) => injectJson(testApp.app, { url: `/api/pages/${slug}` });
const inbox = async (user: TestUser) =>
  (
    await injectJson(testApp.app, { url: "/api/notifications", cookie: user.cookie })
  ).json() as NotificationList;

describe("who may edit a club", () => {
  it("refuses everyone but its leader, and changes nothing", async () => {
    const club = await buildClub(testApp.app);
    const otherClub = await buildClub(testApp.app);
    const member = await buildUser(testApp.app);
    await joinClub(testApp.database.db, member.id, club.clubId);
    const admin = await buildAdmin(testApp);
    const hijack = inputOf(club, { meetingLink: "https://evil.example.com/meet" });
    // Another club's leader, a member of the club, an admin (the console is where admins act),
    // and a visitor.
    for (const [who, status] of [
      [otherClub.leader, 403],
      [member, 403],
      [admin, 403],
      [null, 401],
    ] as const) {
      expect((await edit(who, club.clubId, hijack)).statusCode).toBe(status);
    }
    const detail = (
      await injectJson(testApp.app, {
        url: `/api/clubs/${club.clubId}`,
        cookie: club.leader.cookie,
      })
    ).json() as ClubDetail;
    expect(detail.meetingLink).toBe(club.meetingLink);
  });

  it("answers 404 for a club that does not exist, and 400 for a malformed id", async () => {
    const club = await buildClub(testApp.app);
    expect((await edit(club.leader, 99_999_999, inputOf(club))).statusCode).toBe(404);
    expect((await edit(club.leader, "abc", inputOf(club))).statusCode).toBe(400);
  });
});

describe("editing", () => {
  it("validates as on creation: field errors name the field", async () => {
    const club = await buildClub(testApp.app);
    const response = await edit(club.leader, club.clubId, inputOf(club, { location: "" }));
    expect(response.statusCode).toBe(400);
    expect(problemOf(response).errors?.map((error) => error.field)).toContain("location");
    const reserved = await edit(club.leader, club.clubId, inputOf(club, { clubName: "Dashboard" }));
    expect(reserved.statusCode).toBe(400);
    expect(problemOf(reserved).errors?.[0]?.field).toBe("clubName");
  });

  it("refuses another club's name with 409", async () => {
    const club = await buildClub(testApp.app);
    const other = await buildClub(testApp.app);
    const response = await edit(
      club.leader,
      club.clubId,
      inputOf(club, { clubName: other.clubName.toUpperCase() }),
    );
    expect(response.statusCode).toBe(409);
  });

  it("moves the page on a rename: the old address redirects, and the name can be taken back", async () => {
    const club = await buildClub(testApp.app);
    const newName = uniqueClubName("Renamed");
    const response = await edit(club.leader, club.clubId, inputOf(club, { clubName: newName }));
    expect(response.statusCode).toBe(200);
    const renamed = response.json() as ClubDetail;
    expect(renamed.clubName).toBe(newName);
    expect((await pageAt(club.slug)).json()).toEqual({ kind: "redirect", slug: renamed.slug });
    expect((await pageAt(renamed.slug)).json()).toMatchObject({
      kind: "club",
      clubId: club.clubId,
    });

    // Renamed back: the original address is the club's page again, not a redirect to itself.
    expect((await edit(club.leader, club.clubId, inputOf(club))).statusCode).toBe(200);
    expect((await pageAt(club.slug)).json()).toMatchObject({ kind: "club", clubId: club.clubId });
    expect((await pageAt(renamed.slug)).json()).toEqual({ kind: "redirect", slug: club.slug });
  });

  it("tells the members of a new meeting link or format, and nobody of other changes", async () => {
    const club = await buildClub(testApp.app);
    const member = await buildUser(testApp.app);
    await joinClub(testApp.database.db, member.id, club.clubId);
    const outsider = await buildUser(testApp.app);

    expect(
      (await edit(club.leader, club.clubId, inputOf(club, { location: "Porto" }))).statusCode,
    ).toBe(200);
    expect((await inbox(member)).items).toEqual([]);

    const newLink = "https://meet.example.com/new-room";
    expect(
      (await edit(club.leader, club.clubId, inputOf(club, { meetingLink: newLink }))).statusCode,
    ).toBe(200);
    const [told] = (await inbox(member)).items;
    expect(told).toMatchObject({
      kind: "club-meeting-changed",
      title: `${club.clubName} has a new meeting link`,
      link: `/${club.slug}`,
    });
    expect((await inbox(outsider)).items).toEqual([]);
    expect((await inbox(club.leader)).items).toEqual([]);
  });
});
