import { and, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { clubRoles, meetingRoleAssignments, meetingSlots } from "../../server/db/schema/index.ts";
import { releaseRoles } from "../../server/features/meeting-roles/index.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import {
  clubRoleList,
  getClubRoles,
  getMeetingRoles,
  interest,
  notificationTitles,
  roleIdOf,
  type SeatRef,
  seatAction,
  seatsOf,
} from "../factories/meeting-roles.ts";
import { bookSlot, deliveredSpeech } from "../factories/meetings.ts";
import { buildLeaderWithClub, buildMember, type TestClub } from "../factories/missions.ts";
import { buildUser, type TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";
import { onPostgres } from "../test-database.ts";

/**
 * Meeting roles (issue 32): the role list and its defaults, taking, assigning, answering, giving
 * up and interest, the one-role rule with speeches, and every refusal. The factory's clubs meet on
 * Mondays at 19:00 in Kochi (13:30 UTC); the clock starts on Tuesday 3 March 2026.
 */
const START = new Date("2026-03-03T00:00:00Z");
const clock = new ManualClock(START);
const NEXT = "2026-03-09";
const LATER = "2026-03-16";
let testApp: TestApp;
let other: TestClub;
let outsider: TestUser;

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  other = await buildLeaderWithClub(testApp);
  outsider = await buildMember(testApp, other.clubId, { name: "Outsider" });
});
afterAll(() => testApp?.close());
afterEach(() => moveTo(START.toISOString()));

const moveTo = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());

/** A club with a leader, members and the ids of its roles. */
async function clubWithMembers(names: string[]) {
  const club = await buildLeaderWithClub(testApp);
  const members = [];
  for (const name of names) members.push(await buildMember(testApp, club.clubId, { name }));
  const roles = await clubRoleList(testApp, club.leader, club.clubId);
  const idOf = (kind: string) => roles.find((role) => role.kind === kind)?.id ?? 0;
  const ref = (kind: string, meetingKey = NEXT, seat = 1): SeatRef => ({
    clubId: club.clubId,
    meetingKey,
    roleId: idOf(kind),
    seat,
  });
  return { club, members, idOf, ref };
}

const seatOf = async (user: TestUser, ref: SeatRef) =>
  (await seatsOf(testApp, user, ref.clubId, ref.meetingKey)).find(
    (seat) => seat.roleId === ref.roleId && seat.seat === (ref.seat ?? 1),
  );

describe("a club's role list", () => {
  it("writes the defaults once, in order, translated; members and the leader read it", async () => {
    const club = await buildLeaderWithClub(testApp);
    const member = await buildMember(testApp, club.clubId);
    const [first, second] = await Promise.all([
      getClubRoles(testApp, member, club.clubId),
      getClubRoles(testApp, club.leader, club.clubId),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    const roles = first.json().roles as { kind: string; label: string; seats: number }[];
    expect(roles.map((role) => [role.kind, role.label, role.seats])).toEqual([
      ["toastmaster", "Toastmaster of the meeting", 1],
      ["timer", "Timer", 1],
      ["ah-counter", "Ah-Counter", 1],
      ["grammarian", "Grammarian", 1],
      ["table-topics-master", "Table Topics Master", 1],
      ["general-evaluator", "General Evaluator", 1],
      ["evaluator", "Evaluator", 3],
      ["speaker", "Speaker", 3],
    ]);
    const rows = await testApp.database.db
      .select()
      .from(clubRoles)
      .where(eq(clubRoles.clubId, club.clubId));
    expect(rows).toHaveLength(8);
    const arabic = await getClubRoles(testApp, member, club.clubId, "ar");
    expect(arabic.json().roles[1].label).toBe("مراقب الوقت");
    const malayalam = await getClubRoles(testApp, member, club.clubId, "ml");
    expect(malayalam.json().roles[7].label).toBe("പ്രസംഗകൻ");
  });

  it("refuses the signed-out (401), others (403) and an unknown club (404)", async () => {
    const club = await buildLeaderWithClub(testApp);
    const signedOut = await injectJson(testApp.app, { url: `/api/clubs/${club.clubId}/roles` });
    expect(signedOut.statusCode).toBe(401);
    const stranger = await getClubRoles(testApp, outsider, club.clubId);
    expect(stranger.statusCode).toBe(403);
    expect(problemOf(stranger).detail).toMatch(/members and its leader/);
    expect((await getClubRoles(testApp, outsider, 2_000_000_000)).statusCode).toBe(404);
    expect((await getClubRoles(testApp, outsider, 0)).statusCode).toBe(400);
  });

  it("lets the leader add, rename, switch off, set a prerequisite and reorder", async () => {
    const { club, members, idOf } = await clubWithMembers(["Mia"]);
    const url = `/api/clubs/${club.clubId}/roles`;
    const added = await injectJson(testApp.app, {
      method: "POST",
      url,
      cookie: club.leader.cookie,
      payload: { name: "Jokemaster", minSpeeches: 1 },
    });
    expect(added.statusCode).toBe(200);
    const custom = added.json().roles.at(-1);
    expect(custom).toMatchObject({ kind: "custom", label: "Jokemaster", minSpeeches: 1, seats: 1 });
    const patch = (roleId: number, payload: Record<string, unknown>, user = club.leader) =>
      injectJson(testApp.app, {
        method: "PATCH",
        url: `${url}/${roleId}`,
        cookie: user.cookie,
        payload,
      });
    expect((await patch(idOf("timer"), { name: "Clock keeper" })).json().roles[1].label).toBe(
      "Clock keeper",
    );
    expect((await patch(idOf("timer"), { name: null })).json().roles[1].label).toBe("Timer");
    const off = await patch(idOf("grammarian"), { enabled: false });
    expect(off.json().roles[3]).toMatchObject({ kind: "grammarian", enabled: false });
    const seats = await seatsOf(testApp, members[0] as TestUser, club.clubId, NEXT);
    expect(seats.map((seat) => seat.kind)).not.toContain("grammarian");
    expect(seats.map((seat) => seat.label)).toContain("Jokemaster");
    const prerequisite = await patch(idOf("evaluator"), { minSpeeches: 2 });
    expect(prerequisite.json().roles[6].minSpeeches).toBe(2);

    const ids = (added.json().roles as { id: number }[]).map((role) => role.id).reverse();
    const reordered = await injectJson(testApp.app, {
      method: "PUT",
      url,
      cookie: club.leader.cookie,
      payload: { roleIds: ids },
    });
    expect(reordered.statusCode).toBe(200);
    expect(reordered.json().roles.map((role: { id: number }) => role.id)).toEqual(ids);
  });

  it("refuses non-leaders, another club's role, a speaker switched off and a partial order", async () => {
    const { club, members, idOf } = await clubWithMembers(["Noor"]);
    const member = members[0] as TestUser;
    const url = `/api/clubs/${club.clubId}/roles`;
    const asMember = await injectJson(testApp.app, {
      method: "POST",
      url,
      cookie: member.cookie,
      payload: { name: "Mine" },
    });
    expect(asMember.statusCode).toBe(403);
    const otherLeader = await injectJson(testApp.app, {
      method: "PATCH",
      url: `${url}/${idOf("timer")}`,
      cookie: other.leader.cookie,
      payload: { enabled: false },
    });
    expect(otherLeader.statusCode).toBe(403);
    const otherRoleId = await roleIdOf(testApp, other.leader, other.clubId, "timer");
    const foreignRole = await injectJson(testApp.app, {
      method: "PATCH",
      url: `${url}/${otherRoleId}`,
      cookie: club.leader.cookie,
      payload: { enabled: false },
    });
    expect(foreignRole.statusCode).toBe(404);
    const speakerOff = await injectJson(testApp.app, {
      method: "PATCH",
      url: `${url}/${idOf("speaker")}`,
      cookie: club.leader.cookie,
      payload: { enabled: false },
    });
    expect(speakerOff.statusCode).toBe(400);
    expect(problemOf(speakerOff).errors?.[0]?.field).toBe("enabled");
    const partial = await injectJson(testApp.app, {
      method: "PUT",
      url,
      cookie: club.leader.cookie,
      payload: { roleIds: [idOf("timer"), idOf("speaker")] },
    });
    expect(partial.statusCode).toBe(400);
    const unknownField = await injectJson(testApp.app, {
      method: "PATCH",
      url: `${url}/${idOf("timer")}`,
      cookie: club.leader.cookie,
      payload: { kind: "speaker" },
    });
    expect(unknownField.statusCode).toBe(400);
    const renamed = await clubRoleList(testApp, club.leader, club.clubId);
    expect(renamed.find((role) => role.kind === "timer")?.enabled).toBe(true);
  });
});

describe("taking a role", () => {
  it("takes an open role: the holder sees it as theirs, others by name", async () => {
    const { club, members, ref } = await clubWithMembers(["Asha", "Ben"]);
    const [asha, ben] = members as [TestUser, TestUser];
    const taken = await seatAction(testApp, asha, ref("timer"), "take");
    expect(taken.statusCode).toBe(200);
    const mine = taken.json().seats.find((seat: { kind: string }) => seat.kind === "timer");
    expect(mine).toMatchObject({
      status: "held",
      holder: { name: "Asha", mine: true },
      holderId: null,
    });
    expect(await seatOf(ben, ref("timer"))).toMatchObject({
      holder: { name: "Asha", mine: false },
    });
    expect((await seatOf(club.leader, ref("timer")))?.holderId).toBe(asha.id);
  });

  it("answers 409 with what is still open when the seat is someone else's", async () => {
    const { members, ref } = await clubWithMembers(["Chen", "Dina"]);
    const [chen, dina] = members as [TestUser, TestUser];
    expect((await seatAction(testApp, chen, ref("timer"), "take")).statusCode).toBe(200);
    const second = await seatAction(testApp, dina, ref("timer"), "take");
    expect(second.statusCode).toBe(409);
    const body = second.json();
    expect(problemOf(second).detail).toMatch(/Someone has this role already/);
    expect(body.code).toBe("role-taken");
    expect(body.open.map((seat: { label: string }) => seat.label)).toEqual([
      "Toastmaster of the meeting",
      "Ah-Counter",
      "Grammarian",
      "Table Topics Master",
      "General Evaluator",
      "Evaluator 1",
      "Evaluator 2",
      "Evaluator 3",
    ]);
  });

  it("one role per member per meeting; a speaker takes no other, a role holder books no speech", async () => {
    const { club, members, ref } = await clubWithMembers(["Eli", "Fay"]);
    const [eli, fay] = members as [TestUser, TestUser];
    expect((await seatAction(testApp, eli, ref("timer"), "take")).statusCode).toBe(200);
    const secondRole = await seatAction(testApp, eli, ref("grammarian"), "take");
    expect(secondRole.statusCode).toBe(409);
    expect(problemOf(secondRole).detail).toMatch(/already have a role/);
    const speech = await bookSlot(testApp, eli, club.clubId, NEXT);
    expect(speech.statusCode).toBe(409);
    expect(problemOf(speech).detail).toMatch(/You have a role at this meeting/);
    // Another meeting is free for both.
    expect((await seatAction(testApp, eli, ref("grammarian", LATER), "take")).statusCode).toBe(200);

    expect((await bookSlot(testApp, fay, club.clubId, NEXT)).statusCode).toBe(201);
    const evaluator = await seatAction(testApp, fay, ref("evaluator", NEXT, 2), "take");
    expect(evaluator.statusCode).toBe(409);
    expect(problemOf(evaluator).detail).toMatch(/speaking at this meeting/);
    const speakerSeats = (await seatsOf(testApp, fay, club.clubId, NEXT)).filter(
      (seat) => seat.kind === "speaker",
    );
    expect(speakerSeats.map((seat) => [seat.status, seat.holder?.name])).toEqual([
      ["held", "Fay"],
      ["open", undefined],
      ["open", undefined],
    ]);
    expect(speakerSeats.every((seat) => seat.bySlotBooking)).toBe(true);
    const speakerTake = await seatAction(testApp, eli, ref("speaker", LATER, 2), "take");
    expect(speakerTake.statusCode).toBe(409);
  });

  it("enforces a prerequisite, naming the speeches it asks for", async () => {
    const { club, members, ref, idOf } = await clubWithMembers(["Gil", "Hana"]);
    const [gil, hana] = members as [TestUser, TestUser];
    await injectJson(testApp.app, {
      method: "PATCH",
      url: `/api/clubs/${club.clubId}/roles/${idOf("evaluator")}`,
      cookie: club.leader.cookie,
      payload: { minSpeeches: 2 },
    });
    await deliveredSpeech(testApp, gil, club.clubId);
    const seat = await seatOf(gil, ref("evaluator"));
    expect(seat).toMatchObject({ minSpeeches: 2, eligible: false });
    const refused = await seatAction(testApp, gil, ref("evaluator"), "take");
    expect(refused.statusCode).toBe(403);
    expect(problemOf(refused).detail).toMatch(/2 delivered speeches.*you have delivered 1/);
    const arabic = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/clubs/${club.clubId}/meetings/${NEXT}/roles/${idOf("evaluator")}/1/take`,
      cookie: hana.cookie,
      headers: { "accept-language": "ar" },
      payload: {},
    });
    expect(problemOf(arabic).detail).toMatch(/خطابين/);
    await testApp.database.db.insert(meetingSlots).values({
      clubId: club.clubId,
      userId: gil.id,
      userName: gil.name,
      meetingKey: "2020-01-13",
      status: "delivered",
      deliveredAt: new Date("2020-01-13T15:00:00Z"),
    });
    const taken = await seatAction(testApp, gil, ref("evaluator"), "take");
    expect(taken.statusCode).toBe(200);
  });

  it("refuses another club's member, a foreign role, a seat beyond, and meetings that cannot change", async () => {
    const { club, members, ref } = await clubWithMembers(["Ivo"]);
    const ivo = members[0] as TestUser;
    const stranger = await seatAction(testApp, outsider, ref("timer"), "take");
    expect(stranger.statusCode).toBe(403);
    expect((await getMeetingRoles(testApp, outsider, club.clubId, NEXT)).statusCode).toBe(403);
    expect((await seatAction(testApp, undefined, ref("timer"), "take")).statusCode).toBe(401);
    const foreignRoleId = await roleIdOf(testApp, other.leader, other.clubId, "timer");
    const foreign = await seatAction(
      testApp,
      ivo,
      { clubId: club.clubId, meetingKey: NEXT, roleId: foreignRoleId },
      "take",
    );
    expect(foreign.statusCode).toBe(404);
    expect((await seatAction(testApp, ivo, ref("timer", NEXT, 2), "take")).statusCode).toBe(404);
    expect((await seatAction(testApp, ivo, ref("evaluator", NEXT, 4), "take")).statusCode).toBe(
      404,
    );
    expect((await seatAction(testApp, ivo, ref("evaluator", NEXT, 21), "take")).statusCode).toBe(
      400,
    );
    // Not a meeting day (a Tuesday), and not a date.
    expect((await getMeetingRoles(testApp, ivo, club.clubId, "2026-03-10")).statusCode).toBe(404);
    expect((await seatAction(testApp, ivo, ref("timer", "2026-03-10"), "take")).statusCode).toBe(
      404,
    );
    expect((await seatAction(testApp, ivo, ref("timer", "2026-13-45"), "take")).statusCode).toBe(
      400,
    );
    const cancel = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/clubs/${club.clubId}/meetings/${LATER}/cancel`,
      cookie: club.leader.cookie,
      payload: {},
    });
    expect(cancel.statusCode).toBe(200);
    const cancelled = await seatAction(testApp, ivo, ref("timer", LATER), "take");
    expect(cancelled.statusCode).toBe(409);
    expect(problemOf(cancelled).detail).toMatch(/cancelled/);
    moveTo("2026-03-09T14:00:00Z");
    const started = await seatAction(testApp, ivo, ref("timer"), "take");
    expect(started.statusCode).toBe(409);
    expect(problemOf(started).detail).toMatch(/already started/);
    const rows = await testApp.database.db
      .select()
      .from(meetingRoleAssignments)
      .where(eq(meetingRoleAssignments.clubId, club.clubId));
    expect(rows).toEqual([]);
  });

  it.runIf(onPostgres)(
    "two members taking the same open seat at once: one wins, the other hears what is open",
    async () => {
      const { members, ref } = await clubWithMembers(["Jo", "Kai"]);
      const [jo, kai] = members as [TestUser, TestUser];
      const answers = await Promise.all([
        seatAction(testApp, jo, ref("toastmaster"), "take"),
        seatAction(testApp, kai, ref("toastmaster"), "take"),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      const lost = answers.find((answer) => answer.statusCode === 409);
      expect(lost?.json().open.length).toBeGreaterThan(0);
      expect(lost?.json().open.map((seat: { label: string }) => seat.label)).not.toContain(
        "Toastmaster of the meeting",
      );
    },
  );
});

describe("assigning and answering", () => {
  it("the leader assigns; the member accepts, or declines and the leader hears it", async () => {
    const { club, members, ref } = await clubWithMembers(["Lena", "Milo"]);
    const [lena, milo] = members as [TestUser, TestUser];
    const assigned = await seatAction(testApp, club.leader, ref("timer"), "assign", {
      userId: lena.id,
    });
    expect(assigned.statusCode).toBe(200);
    expect(await seatOf(lena, ref("timer"))).toMatchObject({
      status: "assigned",
      holder: { name: "Lena", mine: true },
    });
    expect(await notificationTitles(testApp, lena.id, "role-assigned")).toEqual([
      `${club.clubName}: you are asked to be Timer`,
    ]);
    // Only Lena answers.
    expect(
      (await seatAction(testApp, milo, ref("timer"), "answer", { accept: true })).statusCode,
    ).toBe(403);
    expect(
      (await seatAction(testApp, club.leader, ref("timer"), "answer", { accept: true })).statusCode,
    ).toBe(403);
    const accepted = await seatAction(testApp, lena, ref("timer"), "answer", { accept: true });
    expect(accepted.statusCode).toBe(200);
    expect(await seatOf(lena, ref("timer"))).toMatchObject({ status: "held" });
    const again = await seatAction(testApp, lena, ref("timer"), "answer", { accept: true });
    expect(again.statusCode).toBe(409);

    await seatAction(testApp, club.leader, ref("grammarian"), "assign", { userId: milo.id });
    const declined = await seatAction(testApp, milo, ref("grammarian"), "answer", {
      accept: false,
    });
    expect(declined.statusCode).toBe(200);
    expect(await seatOf(milo, ref("grammarian"))).toMatchObject({ status: "open", holder: null });
    expect(await notificationTitles(testApp, club.leader.id, "role-declined")).toEqual([
      "Milo declined Grammarian",
    ]);
  });

  it("refuses a non-leader, another club's leader, a non-member, and a taken seat", async () => {
    const { club, members, ref } = await clubWithMembers(["Nia", "Omar"]);
    const [nia, omar] = members as [TestUser, TestUser];
    const byMember = await seatAction(testApp, nia, ref("timer"), "assign", { userId: omar.id });
    expect(byMember.statusCode).toBe(403);
    const byOther = await seatAction(testApp, other.leader, ref("timer"), "assign", {
      userId: omar.id,
    });
    expect(byOther.statusCode).toBe(403);
    const stranger = await seatAction(testApp, club.leader, ref("timer"), "assign", {
      userId: outsider.id,
    });
    expect(stranger.statusCode).toBe(400);
    expect(problemOf(stranger).errors?.[0]?.field).toBe("userId");
    const noBody = await seatAction(testApp, club.leader, ref("timer"), "assign", {});
    expect(noBody.statusCode).toBe(400);
    expect((await seatAction(testApp, nia, ref("timer"), "take")).statusCode).toBe(200);
    const taken = await seatAction(testApp, club.leader, ref("timer"), "assign", {
      userId: omar.id,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe("role-taken");
    const hasRole = await seatAction(testApp, club.leader, ref("grammarian"), "assign", {
      userId: nia.id,
    });
    expect(hasRole.statusCode).toBe(409);
    expect(await notificationTitles(testApp, omar.id, "role-assigned")).toEqual([]);
  });
});

describe("giving up and interest", () => {
  it("a late give-up offers the role to the first who asked, tells the rest and the leader", async () => {
    const { club, members, ref } = await clubWithMembers(["Pia", "Quin", "Rafa"]);
    const [pia, quin, rafa] = members as [TestUser, TestUser, TestUser];
    expect((await interest(testApp, quin, ref("timer"), "PUT")).statusCode).toBe(409);
    expect((await seatAction(testApp, pia, ref("timer"), "take")).statusCode).toBe(200);
    expect((await interest(testApp, pia, ref("timer"), "PUT")).statusCode).toBe(409);
    expect((await interest(testApp, outsider, ref("timer"), "PUT")).statusCode).toBe(403);
    expect((await interest(testApp, quin, ref("timer"), "PUT")).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await interest(testApp, rafa, ref("timer"), "PUT")).statusCode).toBe(200);
    expect((await interest(testApp, rafa, ref("timer"), "PUT")).statusCode).toBe(200);
    expect(await seatOf(quin, ref("timer"))).toMatchObject({ interested: 2, mineInterest: true });

    expect((await seatAction(testApp, quin, ref("timer"), "give-up")).statusCode).toBe(403);
    moveTo("2026-03-08T12:00:00Z");
    const givenUp = await seatAction(testApp, pia, ref("timer"), "give-up");
    expect(givenUp.statusCode).toBe(200);
    expect(await seatOf(quin, ref("timer"))).toMatchObject({
      status: "assigned",
      holder: { name: "Quin", mine: true },
      interested: 1,
      mineInterest: false,
    });
    expect(await notificationTitles(testApp, quin.id, "role-offered")).toEqual([
      `Timer at ${club.clubName} is yours if you want it`,
    ]);
    expect(await notificationTitles(testApp, rafa.id, "role-freed")).toEqual([
      `Timer at ${club.clubName} became free`,
    ]);
    expect(await notificationTitles(testApp, club.leader.id, "role-given-up")).toEqual([
      "Pia gave up Timer, less than 48 hours before",
    ]);
    // Quin declines: Rafa is offered it next, and nobody is told it is free again.
    await seatAction(testApp, quin, ref("timer"), "answer", { accept: false });
    expect(await seatOf(rafa, ref("timer"))).toMatchObject({
      status: "assigned",
      holder: { mine: true },
    });
    expect(await notificationTitles(testApp, rafa.id, "role-offered")).toHaveLength(1);
    expect(await notificationTitles(testApp, club.leader.id, "role-declined")).toEqual([]);
    expect(
      (await seatAction(testApp, rafa, ref("timer"), "answer", { accept: true })).statusCode,
    ).toBe(200);
    expect(await seatOf(rafa, ref("timer"))).toMatchObject({ status: "held" });
  });

  it("an early give-up opens the seat without telling the leader; the leader may remove a holder", async () => {
    const { club, members, ref } = await clubWithMembers(["Sol", "Tam"]);
    const [sol, tam] = members as [TestUser, TestUser];
    await seatAction(testApp, sol, ref("timer"), "take");
    expect((await seatAction(testApp, sol, ref("timer"), "give-up")).statusCode).toBe(200);
    expect(await seatOf(sol, ref("timer"))).toMatchObject({ status: "open" });
    expect(await notificationTitles(testApp, club.leader.id, "role-given-up")).toEqual([]);
    expect((await seatAction(testApp, sol, ref("timer"), "give-up")).statusCode).toBe(409);
    await seatAction(testApp, tam, ref("timer"), "take");
    expect((await seatAction(testApp, other.leader, ref("timer"), "give-up")).statusCode).toBe(403);
    expect((await seatAction(testApp, club.leader, ref("timer"), "give-up")).statusCode).toBe(200);
    expect(await seatOf(tam, ref("timer"))).toMatchObject({ status: "open" });
    // Interest withdrawn is gone; withdrawing twice is no error.
    await seatAction(testApp, sol, ref("timer"), "take");
    await interest(testApp, tam, ref("timer"), "PUT");
    expect((await interest(testApp, tam, ref("timer"), "DELETE")).statusCode).toBe(200);
    expect((await interest(testApp, tam, ref("timer"), "DELETE")).statusCode).toBe(200);
    expect(await seatOf(tam, ref("timer"))).toMatchObject({ interested: 0, mineInterest: false });
  });
});

it("frees a leaving member's roles at meetings to come, keeping the ones held before", async () => {
  const { club, members, ref } = await clubWithMembers(["Vic", "Wen"]);
  const [vic, wen] = members as [TestUser, TestUser];
  await seatAction(testApp, vic, ref("timer"), "take");
  await seatAction(testApp, vic, ref("timer", LATER), "take");
  await seatAction(testApp, wen, ref("grammarian"), "take");
  await interest(testApp, vic, ref("grammarian"), "PUT");
  moveTo("2026-03-10T00:00:00Z");
  await testApp.database.db.transaction((tx) => releaseRoles(tx, clock.now(), vic.id, club.clubId));
  const rows = await testApp.database.db
    .select({ meetingKey: meetingRoleAssignments.meetingKey })
    .from(meetingRoleAssignments)
    .where(eq(meetingRoleAssignments.userId, vic.id));
  expect(rows).toEqual([{ meetingKey: NEXT }]);
  moveTo(START.toISOString());
  expect(await seatOf(wen, ref("grammarian"))).toMatchObject({ interested: 0 });
});

it("a member who leaves the club gives up their roles to come (the leave route frees them)", async () => {
  // Leaving runs on the app's real time: a meeting after it, on the club's Monday.
  const FAR = "2027-03-08";
  const { club, members, ref } = await clubWithMembers(["Xia", "Yan"]);
  const [xia, yan] = members as [TestUser, TestUser];
  await seatAction(testApp, xia, ref("timer", FAR), "take");
  await interest(testApp, yan, ref("timer", FAR), "PUT");
  const left = await injectJson(testApp.app, {
    method: "POST",
    url: `/api/clubs/${club.clubId}/leave`,
    cookie: xia.cookie,
    payload: {},
  });
  expect(left.statusCode).toBe(200);
  expect(await seatOf(yan, ref("timer", FAR))).toMatchObject({
    status: "assigned",
    holder: { mine: true },
  });
});

describe("role history", () => {
  it("lists roles held at meetings that have ended, on the history and the public profile", async () => {
    const { club, members, ref } = await clubWithMembers(["Uma"]);
    const uma = members[0] as TestUser;
    await seatAction(testApp, uma, ref("timer"), "take");
    await seatAction(testApp, uma, ref("grammarian", LATER), "take");
    const history = async (user: TestUser) =>
      (await injectJson(testApp.app, { url: "/api/roles/history", cookie: user.cookie })).json();
    expect(await history(uma)).toEqual({ roles: [] });
    moveTo("2026-03-10T00:00:00Z");
    expect(await history(uma)).toEqual({
      roles: [
        {
          label: "Timer",
          kind: "timer",
          clubName: club.clubName,
          meetingKey: NEXT,
          startsAt: "2026-03-09T13:30:00.000Z",
        },
      ],
    });
    expect((await injectJson(testApp.app, { url: "/api/roles/history" })).statusCode).toBe(401);
    const visible = await injectJson(testApp.app, {
      method: "PUT",
      url: "/api/public-profile",
      cookie: uma.cookie,
      payload: { isPublic: true },
    });
    const profile = await injectJson(testApp.app, {
      url: `/api/public-profiles/${visible.json().publicId}`,
      headers: { "accept-language": "ml" },
    });
    expect(profile.json().roles).toEqual([
      expect.objectContaining({ label: "സമയപാലകൻ", clubName: club.clubName, meetingKey: NEXT }),
    ]);
  });
});

it("keeps nothing for a member who never held a role", async () => {
  const lonely = await buildUser(testApp.app, { name: "Lonely" });
  const response = await injectJson(testApp.app, {
    url: "/api/roles/history",
    cookie: lonely.cookie,
  });
  expect(response.json()).toEqual({ roles: [] });
  const rows = await testApp.database.db
    .select()
    .from(meetingRoleAssignments)
    .where(and(eq(meetingRoleAssignments.userId, lonely.id)));
  expect(rows).toEqual([]);
});
