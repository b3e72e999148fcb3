import { and, eq } from "drizzle-orm";
import type { RoleKind } from "../../contract/meeting-roles.ts";
import {
  clubRoles,
  meetingAttendance,
  meetingRoleAssignments,
  meetingSlots,
} from "../../server/db/schema/index.ts";
import { injectJson, type TestApp } from "../helpers.ts";
import { buildMeetingClub } from "./attendance.ts";
import { buildMember, type TestClub } from "./missions.ts";
import type { TestUser } from "./users.ts";

const positions: Record<string, number> = {
  toastmaster: 1,
  timer: 2,
  "ah-counter": 3,
  grammarian: 4,
  "table-topics-master": 5,
  "general-evaluator": 6,
  evaluator: 7,
};

/** Gives `userId` a role (its seat) at one meeting, accepted, written directly. */
export async function giveRole(
  testApp: TestApp,
  target: { clubId: number; meetingKey: string; userId: string },
  kind: RoleKind,
  seat = 1,
) {
  const db = testApp.database.db;
  const [existing] = await db
    .select({ id: clubRoles.id })
    .from(clubRoles)
    .where(and(eq(clubRoles.clubId, target.clubId), eq(clubRoles.kind, kind)));
  const roleId =
    existing?.id ??
    (
      await db
        .insert(clubRoles)
        .values({ clubId: target.clubId, kind, position: positions[kind] ?? 9 })
        .returning({ id: clubRoles.id })
    )[0]?.id;
  if (!roleId) throw new Error(`no ${kind} role`);
  await db
    .insert(meetingRoleAssignments)
    .values({ ...target, roleId, seat, status: "held", source: "taken" });
}

/** Books a speech for `user` at the meeting (written directly, in booking order). */
export async function bookSpeech(
  testApp: TestApp,
  target: { clubId: number; meetingKey: string },
  user: TestUser,
  createdAt: Date,
) {
  const [row] = await testApp.database.db
    .insert(meetingSlots)
    .values({ ...target, userId: user.id, userName: user.name, createdAt })
    .returning({ id: meetingSlots.id });
  if (!row) throw new Error("no slot");
  return row.id;
}

/** Records `user` as checked in (present) at the meeting. */
export async function checkInAt(
  testApp: TestApp,
  target: { clubId: number; meetingKey: string },
  user: TestUser,
  at: Date,
) {
  await testApp.database.db.insert(meetingAttendance).values({
    ...target,
    userId: user.id,
    status: "present",
    method: "code",
    recordedAt: at,
  });
}

/** A club meeting with its people: roles held, two speeches, and who checked in. */
export interface ConsoleMeeting {
  club: TestClub;
  meetingKey: string;
  leader: TestUser;
  toastmaster: TestUser;
  timer: TestUser;
  ahCounter: TestUser;
  grammarian: TestUser;
  speakers: [TestUser, TestUser];
  evaluator: TestUser;
  /** Checked in, no role. */
  attendee: TestUser;
  /** A member who did not check in. */
  absentee: TestUser;
  slotIds: [number, number];
}

/**
 * A Wednesday-meeting club (18:00-19:30 UTC) with everyone of a meeting: the Toastmaster, Timer,
 * Ah-Counter, Grammarian, two speakers (in booking order), the first speech's evaluator, a
 * checked-in attendee and a member who did not come. All but the absentee checked in.
 */
export async function buildConsoleMeeting(
  testApp: TestApp,
  meetingKey: string,
  checkedInAt: Date,
): Promise<ConsoleMeeting> {
  const club = await buildMeetingClub(testApp);
  const member = (name: string) => buildMember(testApp, club.clubId, { name });
  const [toastmaster, timer, ahCounter, grammarian, first, second, evaluator, attendee, absentee] =
    (await Promise.all(
      ["Tara", "Timo", "Aziz", "Gita", "Asha", "Bala", "Eva", "Anil", "Zed"].map(member),
    )) as TestUser[] as [
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
      TestUser,
    ];
  const target = { clubId: club.clubId, meetingKey };
  for (const [user, kind] of [
    [toastmaster, "toastmaster"],
    [timer, "timer"],
    [ahCounter, "ah-counter"],
    [grammarian, "grammarian"],
    [evaluator, "evaluator"],
  ] as const) {
    await giveRole(testApp, { ...target, userId: user.id }, kind);
  }
  const slotIds: [number, number] = [
    await bookSpeech(testApp, target, first, new Date("2026-01-01T00:00:00Z")),
    await bookSpeech(testApp, target, second, new Date("2026-01-02T00:00:00Z")),
  ];
  for (const user of [
    toastmaster,
    timer,
    ahCounter,
    grammarian,
    first,
    second,
    evaluator,
    attendee,
  ]) {
    await checkInAt(testApp, target, user, checkedInAt);
  }
  return {
    club,
    meetingKey,
    leader: club.leader,
    toastmaster,
    timer,
    ahCounter,
    grammarian,
    speakers: [first, second],
    evaluator,
    attendee,
    absentee,
    slotIds,
  };
}

const consoleUrl = (clubId: number, meetingKey: string, tail = "") =>
  `/api/clubs/${clubId}/meetings/${meetingKey}/console${tail}`;

/** GET the console as `user` (signed out when undefined). */
export const readConsole = (
  testApp: TestApp,
  user: TestUser | undefined,
  clubId: number,
  meetingKey: string,
) =>
  injectJson(testApp.app, {
    url: consoleUrl(clubId, meetingKey),
    ...(user ? { cookie: user.cookie } : {}),
  });

/** A write to the console as `user`: `tail` is e.g. "/timer/start". */
export const consoleWrite = (
  testApp: TestApp,
  user: TestUser | undefined,
  target: { clubId: number; meetingKey: string },
  route: { method?: "POST" | "PUT"; tail: string; payload?: Record<string, unknown> },
) =>
  injectJson(testApp.app, {
    method: route.method ?? "POST",
    url: consoleUrl(target.clubId, target.meetingKey, route.tail),
    ...(user ? { cookie: user.cookie } : {}),
    payload: route.payload ?? {},
  });

/** GET the meeting report as `user`. */
export const readReport = (testApp: TestApp, user: TestUser, clubId: number, meetingKey: string) =>
  injectJson(testApp.app, {
    url: `/api/clubs/${clubId}/meetings/${meetingKey}/report`,
    cookie: user.cookie,
  });
