import { and, eq } from "drizzle-orm";
import {
  clubRoles,
  emailDeliveries,
  meetingAttendance,
  meetingRoleAssignments,
  meetingSlots,
  meetingTimings,
} from "../../server/db/schema/index.ts";
import { injectJson, type TestApp } from "../helpers.ts";
import { clubRoleList } from "./meeting-roles.ts";
import { buildLeaderWithClub, buildMember, type TestClub } from "./missions.ts";
import type { TestUser } from "./users.ts";

/**
 * Speeches and their evaluations (issue 33). The factory's clubs meet on Mondays at 19:00 in
 * Kochi (13:30 UTC); `MEETING` is Monday 9 March 2026, which a test clock after its start has
 * begun.
 */
export const MEETING = "2026-03-09";

export interface SpeechMeeting {
  club: TestClub;
  speakers: TestUser[];
  /** Evaluator seat N's holder evaluates speech N. */
  evaluators: TestUser[];
  generalEvaluator: TestUser;
  /** A member with no role there. */
  member: TestUser;
  slotIds: number[];
  meetingKey: string;
}

/** Gives `userId` a held role of `kind` (seat `seat`) at the meeting, written directly. */
export async function giveRole(
  testApp: TestApp,
  target: { clubId: number; meetingKey: string; userId: string },
  kind: "evaluator" | "general-evaluator",
  seat = 1,
) {
  const db = testApp.database.db;
  const [role] = await db
    .select({ id: clubRoles.id })
    .from(clubRoles)
    .where(and(eq(clubRoles.clubId, target.clubId), eq(clubRoles.kind, kind)));
  if (!role) throw new Error(`no ${kind} role`);
  await db
    .insert(meetingRoleAssignments)
    .values({ ...target, roleId: role.id, seat, status: "held", source: "taken" });
}

/**
 * A club's meeting with `speeches` booked speeches (written directly, in booking order), an
 * evaluator holding each Evaluator seat, a General Evaluator and a member without a role.
 */
export async function buildSpeechMeeting(
  testApp: TestApp,
  options: { speeches?: number; meetingKey?: string } = {},
): Promise<SpeechMeeting> {
  const count = options.speeches ?? 2;
  const meetingKey = options.meetingKey ?? MEETING;
  const club = await buildLeaderWithClub(testApp);
  // The defaults are written the first time the club's roles are read.
  await clubRoleList(testApp, club.leader, club.clubId);
  const speakers: TestUser[] = [];
  const evaluators: TestUser[] = [];
  const slotIds: number[] = [];
  const db = testApp.database.db;
  for (let index = 0; index < count; index++) {
    const speaker = await buildMember(testApp, club.clubId, { name: `Speaker ${index + 1}` });
    const [slot] = await db
      .insert(meetingSlots)
      .values({
        clubId: club.clubId,
        userId: speaker.id,
        userName: speaker.name,
        meetingKey,
        status: "booked",
        createdAt: new Date(Date.UTC(2026, 1, 1, 0, index)),
      })
      .returning({ id: meetingSlots.id });
    if (!slot) throw new Error("slot not created");
    const evaluator = await buildMember(testApp, club.clubId, { name: `Evaluator ${index + 1}` });
    const target = { clubId: club.clubId, meetingKey, userId: evaluator.id };
    await giveRole(testApp, target, "evaluator", index + 1);
    speakers.push(speaker);
    evaluators.push(evaluator);
    slotIds.push(slot.id);
  }
  const generalEvaluator = await buildMember(testApp, club.clubId, { name: "General Evaluator" });
  await giveRole(
    testApp,
    { clubId: club.clubId, meetingKey, userId: generalEvaluator.id },
    "general-evaluator",
  );
  const member = await buildMember(testApp, club.clubId, { name: "Plain Member" });
  return { club, speakers, evaluators, generalEvaluator, member, slotIds, meetingKey };
}

/** Records `user` as present (or late, or absent) at the meeting, as the leader would. */
export async function checkIn(
  testApp: TestApp,
  meeting: SpeechMeeting,
  user: TestUser,
  status: "present" | "late" | "absent" = "present",
) {
  await testApp.database.db.insert(meetingAttendance).values({
    clubId: meeting.club.clubId,
    meetingKey: meeting.meetingKey,
    userId: user.id,
    status,
    method: "leader",
    recordedBy: meeting.club.leader.id,
    recordedAt: new Date("2026-03-09T13:35:00Z"),
  });
}

/** A stopped timing of speech `slotId` (what the console's Timer records). */
export async function timeSpeech(
  testApp: TestApp,
  meeting: SpeechMeeting,
  slotId: number,
  durationSeconds = 290,
) {
  const startedAt = new Date("2026-03-09T13:40:00Z");
  await testApp.database.db.insert(meetingTimings).values({
    clubId: meeting.club.clubId,
    meetingKey: meeting.meetingKey,
    itemKey: `speech:${slotId}`,
    greenAt: 240,
    yellowAt: 300,
    redAt: 360,
    startedAt,
    stoppedAt: new Date(startedAt.getTime() + durationSeconds * 1000),
    durationSeconds,
    light: durationSeconds >= 240 ? "green" : "none",
    withinTime: durationSeconds >= 240 && durationSeconds <= 390,
  });
}

/** A complete evaluation of the standard rubric. */
export const completeEvaluation = {
  scores: { clarity: 4, structure: 3, "vocal-variety": 5, "body-language": 3, "use-of-time": 4 },
  wentWell: "A story that held the room from the first line.",
  toImprove: "Pause after the key point so it lands.",
  challenge: "Open your next speech without notes.",
};

/** The speech routes as `user` (undefined: signed out). */
export function speechApi(testApp: TestApp) {
  const call = (
    method: "GET" | "PUT" | "POST",
    url: string,
    user: TestUser | undefined,
    payload?: unknown,
    language?: string,
  ) =>
    injectJson(testApp.app, {
      method,
      url,
      ...(user ? { cookie: user.cookie } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
      headers: language ? { "accept-language": language } : {},
    });
  return {
    get: (user: TestUser | undefined, slotId: number, language?: string) =>
      call("GET", `/api/speeches/${slotId}`, user, undefined, language),
    save: (user: TestUser | undefined, slotId: number, body: unknown, language?: string) =>
      call("PUT", `/api/speeches/${slotId}/evaluation`, user, body, language),
    submit: (user: TestUser | undefined, slotId: number) =>
      call("POST", `/api/speeches/${slotId}/evaluation/submit`, user, {}),
    visibility: (user: TestUser | undefined, slotId: number, isPublic: boolean) =>
      call("PUT", `/api/speeches/${slotId}/evaluation/visibility`, user, { isPublic }),
    comment: (user: TestUser | undefined, slotId: number, text: string) =>
      call("PUT", `/api/speeches/${slotId}/evaluation/comment`, user, { text }),
    note: (user: TestUser | undefined, slotId: number, text: string) =>
      call("PUT", `/api/speeches/${slotId}/note`, user, { text }),
    reflection: (user: TestUser | undefined, slotId: number, text: string) =>
      call("PUT", `/api/speeches/${slotId}/reflection`, user, { text }),
    mine: (user: TestUser | undefined) => call("GET", "/api/speeches/mine", user),
    meeting: (user: TestUser | undefined, clubId: number, meetingKey: string) =>
      call("GET", `/api/clubs/${clubId}/meetings/${meetingKey}/speeches`, user),
  };
}

/** The evaluation emails queued for `userId`. */
export async function evaluationEmailsTo(testApp: TestApp, userId: string) {
  return testApp.database.db
    .select({ subject: emailDeliveries.subject })
    .from(emailDeliveries)
    .where(
      and(eq(emailDeliveries.userId, userId), eq(emailDeliveries.kind, "evaluation-received")),
    );
}
