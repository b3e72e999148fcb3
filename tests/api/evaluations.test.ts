import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  meetingRoleAssignments,
  meetingSlots,
  speechEvaluations,
  users,
} from "../../server/db/schema/index.ts";
import { collectPersonalData } from "../../server/features/account-data/personal-data.ts";
import {
  evaluationsGivenAt,
  speechSatisfiesStep,
} from "../../server/features/evaluations/index.ts";
import { ManualClock } from "../../server/lib/clock.ts";
import {
  buildSpeechMeeting,
  checkIn,
  completeEvaluation,
  evaluationEmailsTo,
  MEETING,
  type SpeechMeeting,
  speechApi,
  timeSpeech,
} from "../factories/evaluations.ts";
import { notificationTitles } from "../factories/meeting-roles.ts";
import {
  buildLeaderWithClub,
  buildMember,
  grantMembership,
  submitMission,
} from "../factories/missions.ts";
import type { TestUser } from "../factories/users.ts";
import { buildTestApp, injectJson, problemOf, type TestApp } from "../helpers.ts";

/**
 * Speech evaluations (issue 33): who writes, reads, publishes, comments, notes and reflects, and
 * every refusal, attackers first. The meeting (Monday 9 March 2026, 13:30 UTC) has begun when the
 * clock starts.
 */
const START = new Date("2026-03-09T14:00:00Z");
const HOUR_MS = 3_600_000;
const clock = new ManualClock(START);
let testApp: TestApp;
let api: ReturnType<typeof speechApi>;
let outsider: TestUser;

beforeAll(async () => {
  testApp = await buildTestApp({ clock });
  api = speechApi(testApp);
  const other = await buildLeaderWithClub(testApp);
  outsider = await buildMember(testApp, other.clubId, { name: "Outsider" });
});
afterAll(() => testApp?.close());
afterEach(() => clock.advance(START.getTime() - clock.now().getTime()));

const draft = { scores: { clarity: 4 }, wentWell: "Strong opening.", toImprove: "", challenge: "" };

/** A meeting whose first speech has its evaluation submitted. */
async function submittedMeeting(): Promise<SpeechMeeting> {
  const meeting = await buildSpeechMeeting(testApp);
  const [slotId] = meeting.slotIds as [number];
  const evaluator = meeting.evaluators[0] as TestUser;
  expect((await api.save(evaluator, slotId, completeEvaluation)).statusCode).toBe(200);
  expect((await api.submit(evaluator, slotId)).statusCode).toBe(200);
  return meeting;
}

const first = (meeting: SpeechMeeting) => ({
  slotId: meeting.slotIds[0] as number,
  speaker: meeting.speakers[0] as TestUser,
  evaluator: meeting.evaluators[0] as TestUser,
});

describe("attackers", () => {
  it("refuses a member who is not the evaluator writing or submitting, in every variant", async () => {
    const meeting = await buildSpeechMeeting(testApp);
    const { slotId, speaker, evaluator } = first(meeting);
    const others = [
      speaker,
      meeting.member,
      meeting.generalEvaluator,
      meeting.club.leader,
      meeting.evaluators[1] as TestUser,
    ];
    for (const user of others) {
      const saved = await api.save(user, slotId, draft);
      expect(saved.statusCode, user.name).toBe(403);
      expect(problemOf(saved).detail).toMatch(/Only this speech's evaluator/);
      expect((await api.submit(user, slotId)).statusCode, user.name).toBe(403);
    }
    // Not even on top of the evaluator's own draft.
    expect((await api.save(evaluator, slotId, draft)).statusCode).toBe(200);
    for (const user of others) {
      expect((await api.save(user, slotId, completeEvaluation)).statusCode, user.name).toBe(403);
      expect((await api.submit(user, slotId)).statusCode, user.name).toBe(403);
    }
    const [row] = await testApp.database.db
      .select()
      .from(speechEvaluations)
      .where(eq(speechEvaluations.slotId, slotId));
    expect(row).toMatchObject({
      evaluatorId: evaluator.id,
      status: "draft",
      wentWell: "Strong opening.",
    });
  });

  it("refuses the evaluator of speech 1 writing speech 2's, and a seat only assigned", async () => {
    const meeting = await buildSpeechMeeting(testApp, { speeches: 3 });
    const [one, two, three] = meeting.evaluators as [TestUser, TestUser, TestUser];
    const [slot1, slot2, slot3] = meeting.slotIds as [number, number, number];
    expect((await api.save(one, slot2, draft)).statusCode).toBe(403);
    expect((await api.save(one, slot3, draft)).statusCode).toBe(403);
    expect((await api.save(three, slot1, draft)).statusCode).toBe(403);
    expect((await api.save(two, slot2, draft)).statusCode).toBe(200);
    expect((await api.submit(one, slot2)).statusCode).toBe(403);
    // A seat the leader assigned and its holder has not accepted gives no pen.
    await testApp.database.db
      .update(meetingRoleAssignments)
      .set({ status: "assigned" })
      .where(eq(meetingRoleAssignments.userId, three.id));
    expect((await api.save(three, slot3, draft)).statusCode).toBe(403);
  });

  it("refuses a member of another club (403) and the signed-out (401) everywhere", async () => {
    const meeting = await submittedMeeting();
    const { slotId } = first(meeting);
    const calls = [
      (user?: TestUser) => api.get(user, slotId),
      (user?: TestUser) => api.save(user, slotId, draft),
      (user?: TestUser) => api.submit(user, slotId),
      (user?: TestUser) => api.visibility(user, slotId, true),
      (user?: TestUser) => api.comment(user, slotId, "Good"),
      (user?: TestUser) => api.note(user, slotId, "Good"),
      (user?: TestUser) => api.reflection(user, slotId, "Mine"),
      (user?: TestUser) => api.meeting(user, meeting.club.clubId, MEETING),
    ];
    for (const call of calls) {
      const stranger = await call(outsider);
      expect(stranger.statusCode).toBe(403);
      expect(problemOf(stranger).detail).toMatch(/Only members of/);
      expect((await call(undefined)).statusCode).toBe(401);
    }
    expect((await api.mine(undefined)).statusCode).toBe(401);
  });

  it("refuses a note from a member who did not check in (or was marked absent)", async () => {
    const meeting = await buildSpeechMeeting(testApp);
    const { slotId } = first(meeting);
    const absent = await buildMember(testApp, meeting.club.clubId, { name: "Absent" });
    await checkIn(testApp, meeting, absent, "absent");
    for (const user of [meeting.member, absent, meeting.club.leader]) {
      const note = await api.note(user, slotId, "Loved it");
      expect(note.statusCode, user.name).toBe(403);
      expect(problemOf(note).detail).toMatch(/checked in/);
    }
  });

  it("refuses the speaker noting their own speech, even checked in", async () => {
    const meeting = await buildSpeechMeeting(testApp);
    const { slotId, speaker } = first(meeting);
    await checkIn(testApp, meeting, speaker);
    const note = await api.note(speaker, slotId, "I was great");
    expect(note.statusCode).toBe(403);
    expect(problemOf(note).detail).toMatch(/reflection instead/);
  });

  it("refuses a comment from anyone but the General Evaluator, and on a draft", async () => {
    const meeting = await buildSpeechMeeting(testApp);
    const { slotId, speaker, evaluator } = first(meeting);
    await api.save(evaluator, slotId, completeEvaluation);
    expect((await api.comment(meeting.generalEvaluator, slotId, "Good")).statusCode).toBe(409);
    await api.submit(evaluator, slotId);
    for (const user of [evaluator, speaker, meeting.member, meeting.club.leader]) {
      const comment = await api.comment(user, slotId, "Well evaluated");
      expect(comment.statusCode, user.name).toBe(403);
      expect(problemOf(comment).detail).toMatch(/General Evaluator/);
    }
  });

  it("refuses anyone but the speaker publishing or hiding the evaluation", async () => {
    const meeting = await submittedMeeting();
    const { slotId, evaluator } = first(meeting);
    for (const user of [evaluator, meeting.generalEvaluator, meeting.member, meeting.club.leader]) {
      const published = await api.visibility(user, slotId, true);
      expect(published.statusCode, user.name).toBe(403);
    }
    const [row] = await testApp.database.db
      .select({ isPublic: speechEvaluations.isPublic })
      .from(speechEvaluations)
      .where(eq(speechEvaluations.slotId, slotId));
    expect(row?.isPublic).toBe(false);
    // Nor does anyone but the speaker reflect.
    for (const user of [evaluator, meeting.member, meeting.club.leader]) {
      expect((await api.reflection(user, slotId, "Theirs")).statusCode, user.name).toBe(403);
    }
  });

  it("keeps an evaluation as written 48 hours after submitting", async () => {
    const meeting = await submittedMeeting();
    const { slotId, evaluator } = first(meeting);
    clock.advance(47 * HOUR_MS);
    const changed = { ...completeEvaluation, challenge: "Speak without notes for 5 minutes." };
    expect((await api.save(evaluator, slotId, changed)).statusCode).toBe(200);
    clock.advance(HOUR_MS + 1000);
    const late = await api.save(evaluator, slotId, { ...changed, challenge: "Rewritten" });
    expect(late.statusCode).toBe(409);
    expect(problemOf(late).detail).toMatch(/kept as written/);
    const record = (await api.get(evaluator, slotId)).json();
    expect(record.evaluation).toMatchObject({ challenge: changed.challenge, editable: false });
    expect(record.may.evaluate).toBe(false);
  });

  it("answers 404 for an unknown or cancelled speech, 400 for a bad id", async () => {
    const meeting = await buildSpeechMeeting(testApp);
    const { slotId, speaker } = first(meeting);
    for (const id of [2_000_000_000]) {
      const missing = await api.get(speaker, id);
      expect(missing.statusCode).toBe(404);
      expect(problemOf(missing).detail).toMatch(/speech was not found/);
      expect((await api.save(meeting.evaluators[0], id, draft)).statusCode).toBe(404);
    }
    expect((await api.get(speaker, 0)).statusCode).toBe(400);
    expect((await api.get(speaker, -1)).statusCode).toBe(400);
    await testApp.database.db
      .update(meetingSlots)
      .set({ status: "cancelled" })
      .where(eq(meetingSlots.id, slotId));
    expect((await api.get(speaker, slotId)).statusCode).toBe(404);
    expect((await api.meeting(speaker, meeting.club.clubId, "2026-03-10")).statusCode).toBe(404);
  });

  it("refuses bodies with unknown fields, and scores unknown or out of 1..5", async () => {
    const meeting = await buildSpeechMeeting(testApp);
    const { slotId, speaker, evaluator } = first(meeting);
    const bad = [
      { ...draft, evaluatorId: speaker.id },
      { ...draft, status: "submitted" },
      { ...draft, language: "ar" },
      { ...draft, scores: { clarity: 0 } },
      { ...draft, scores: { clarity: 6 } },
      { ...draft, scores: { clarity: 2.5 } },
      { ...draft, scores: { clarity: "5" } },
      { ...draft, scores: { charisma: 5 } },
      { ...draft, scores: { clarity: 3, "use-of-time": 2, humour: 1 } },
      { scores: {} },
    ];
    for (const body of bad) {
      const response = await api.save(evaluator, slotId, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      problemOf(response);
    }
    const unknown = problemOf(
      await api.save(evaluator, slotId, { ...draft, scores: { charisma: 5 } }),
    );
    expect(unknown.errors?.map((error) => error.field)).toEqual(["scores.charisma"]);
    for (const [path, body] of [
      ["evaluation/visibility", { isPublic: true, extra: 1 }],
      ["note", { text: "Hi", authorId: evaluator.id }],
      ["evaluation/comment", { text: "Hi", by: evaluator.id }],
      ["reflection", { text: "Hi", slotId }],
    ] as const) {
      const response = await injectJson(testApp.app, {
        method: "PUT",
        url: `/api/speeches/${slotId}/${path}`,
        cookie: speaker.cookie,
        payload: body,
      });
      expect(response.statusCode, path).toBe(400);
    }
    const submitWithBody = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/speeches/${slotId}/evaluation/submit`,
      cookie: evaluator.cookie,
      payload: { force: true },
    });
    expect(submitWithBody.statusCode).toBe(400);
    const rows = await testApp.database.db
      .select()
      .from(speechEvaluations)
      .where(eq(speechEvaluations.slotId, slotId));
    expect(rows).toEqual([]);
  });
});

describe("writing and submitting an evaluation", () => {
  it("saves drafts as typed, idempotently, in the language of the first save", async () => {
    const meeting = await buildSpeechMeeting(testApp);
    const { slotId, speaker, evaluator } = first(meeting);
    const saved = await api.save(evaluator, slotId, draft, "ml");
    expect(saved.statusCode).toBe(200);
    const record = saved.json();
    expect(record.evaluation).toMatchObject({
      status: "draft",
      language: "ml",
      editable: true,
      scores: { clarity: 4 },
      evaluatorName: "Evaluator 1",
    });
    expect(record.evaluation.rubric.criteria[0].name).toBe("വ്യക്തത");
    expect(record.may).toMatchObject({ evaluate: true, note: false, publish: false });
    const again = await api.save(evaluator, slotId, draft, "en");
    expect(again.json().evaluation).toMatchObject({ language: "ml", wentWell: "Strong opening." });
    expect(again.json().evaluation.rubric.criteria[0].name).toBe("Clarity");
    // A draft is its author's alone.
    for (const user of [speaker, meeting.generalEvaluator, meeting.club.leader, meeting.member]) {
      const seen = (await api.get(user, slotId)).json();
      expect(seen.evaluation, user.name).toBeNull();
    }
    const rows = await testApp.database.db
      .select()
      .from(speechEvaluations)
      .where(eq(speechEvaluations.slotId, slotId));
    expect(rows).toHaveLength(1);
  });

  it("submits only a complete evaluation, naming every missing part", async () => {
    const meeting = await buildSpeechMeeting(testApp);
    const { slotId, evaluator } = first(meeting);
    const nothing = await api.submit(evaluator, slotId);
    expect(nothing.statusCode).toBe(409);
    await api.save(evaluator, slotId, draft);
    const incomplete = await api.submit(evaluator, slotId);
    expect(incomplete.statusCode).toBe(400);
    const problem = problemOf(incomplete);
    expect(problem.detail).toMatch(/6 parts are missing/);
    expect(problem.errors?.map((error) => error.field)).toEqual([
      "scores.structure",
      "scores.vocal-variety",
      "scores.body-language",
      "scores.use-of-time",
      "toImprove",
      "challenge",
    ]);
    const arabic = await injectJson(testApp.app, {
      method: "POST",
      url: `/api/speeches/${slotId}/evaluation/submit`,
      cookie: evaluator.cookie,
      headers: { "accept-language": "ar" },
      payload: {},
    });
    expect(problemOf(arabic).detail).toMatch(/أكمل التقييم/);
  });

  it("delivers it: the speech delivered, the speaker told at once by notification and email", async () => {
    const meeting = await buildSpeechMeeting(testApp);
    const { slotId, speaker, evaluator } = first(meeting);
    await api.save(evaluator, slotId, completeEvaluation);
    const submitted = await api.submit(evaluator, slotId);
    expect(submitted.statusCode).toBe(200);
    expect(submitted.json()).toMatchObject({
      status: "delivered",
      evaluation: { status: "submitted", editable: true, submittedAt: START.toISOString() },
    });
    const [slot] = await testApp.database.db
      .select({ status: meetingSlots.status })
      .from(meetingSlots)
      .where(eq(meetingSlots.id, slotId));
    expect(slot?.status).toBe("delivered");
    expect(await notificationTitles(testApp, speaker.id, "evaluation-received")).toHaveLength(1);
    expect(await evaluationEmailsTo(testApp, speaker.id)).toHaveLength(1);
    // Submitting again tells nobody twice.
    expect((await api.submit(evaluator, slotId)).statusCode).toBe(200);
    expect(await notificationTitles(testApp, speaker.id, "evaluation-received")).toHaveLength(1);
    // A change within the 48 hours keeps it complete.
    const emptied = await api.save(evaluator, slotId, { ...completeEvaluation, wentWell: " " });
    expect(emptied.statusCode).toBe(400);
    expect(problemOf(emptied).errors?.map((error) => error.field)).toEqual(["wentWell"]);
  });

  it("is not submitted before its meeting starts", async () => {
    const meeting = await buildSpeechMeeting(testApp, { meetingKey: "2026-03-16" });
    const { slotId, evaluator } = first(meeting);
    expect((await api.save(evaluator, slotId, completeEvaluation)).statusCode).toBe(200);
    const early = await api.submit(evaluator, slotId);
    expect(early.statusCode).toBe(409);
    expect(problemOf(early).detail).toMatch(/once the meeting has started/);
  });
});

describe("reading a speech's record", () => {
  it("fills the evaluation per audience, and for every member once public", async () => {
    const meeting = await submittedMeeting();
    const { slotId, speaker, evaluator } = first(meeting);
    const readers = [
      [speaker, true],
      [evaluator, true],
      [meeting.generalEvaluator, true],
      [meeting.club.leader, true],
      [meeting.member, false],
      [meeting.evaluators[1] as TestUser, false],
    ] as const;
    for (const [user, sees] of readers) {
      const response = await api.get(user, slotId);
      expect(response.statusCode, user.name).toBe(200);
      const record = response.json();
      expect(record.evaluation !== null, user.name).toBe(sees);
      expect(record).toMatchObject({ speakerName: "Speaker 1", evaluatorName: "Evaluator 1" });
    }
    const published = await api.visibility(speaker, slotId, true);
    expect(published.statusCode).toBe(200);
    expect(published.json().evaluation.isPublic).toBe(true);
    for (const user of [meeting.member, meeting.evaluators[1] as TestUser]) {
      expect((await api.get(user, slotId)).json().evaluation, user.name).not.toBeNull();
    }
    expect((await api.get(outsider, slotId)).statusCode).toBe(403);
  });

  it("gives the speaker and leader every note, an author their own, and the reflection", async () => {
    const meeting = await submittedMeeting();
    const { slotId, speaker, evaluator } = first(meeting);
    for (const user of [meeting.member, evaluator]) await checkIn(testApp, meeting, user);
    expect((await api.note(meeting.member, slotId, "Great story")).statusCode).toBe(200);
    expect((await api.note(meeting.member, slotId, "Great story, clear close")).statusCode).toBe(
      200,
    );
    expect((await api.note(evaluator, slotId, "Loved the pause")).statusCode).toBe(200);
    const notesOf = async (user: TestUser) =>
      ((await api.get(user, slotId)).json().notes as { text: string }[]).map((note) => note.text);
    expect(await notesOf(speaker)).toEqual(["Great story, clear close", "Loved the pause"]);
    expect(await notesOf(meeting.club.leader)).toHaveLength(2);
    expect(await notesOf(meeting.member)).toEqual(["Great story, clear close"]);
    expect(await notesOf(meeting.generalEvaluator)).toEqual([]);
    const reflected = await api.reflection(speaker, slotId, "Next time: slower.");
    expect(reflected.json().reflection).toBe("Next time: slower.");
    expect((await api.get(meeting.member, slotId)).json().reflection).toBeNull();
    expect((await api.get(evaluator, slotId)).json().reflection).toBe("Next time: slower.");
  });

  it("lets the General Evaluator comment; the speaker and evaluator read it", async () => {
    const meeting = await submittedMeeting();
    const { slotId, speaker, evaluator } = first(meeting);
    const commented = await api.comment(
      meeting.generalEvaluator,
      slotId,
      "A specific, kind evaluation.",
    );
    expect(commented.statusCode).toBe(200);
    for (const user of [speaker, evaluator, meeting.club.leader]) {
      expect((await api.get(user, slotId)).json().evaluation.evaluatorComment).toBe(
        "A specific, kind evaluation.",
      );
    }
  });

  it("lists the meeting's speeches with their evaluators, timings and states", async () => {
    const meeting = await submittedMeeting();
    const [slot1, slot2] = meeting.slotIds as [number, number];
    await timeSpeech(testApp, meeting, slot1, 290);
    const listed = await api.meeting(
      meeting.evaluators[1] as TestUser,
      meeting.club.clubId,
      MEETING,
    );
    expect(listed.statusCode).toBe(200);
    expect(listed.json().speeches).toEqual([
      {
        slotId: slot1,
        speakerName: "Speaker 1",
        evaluatorName: "Evaluator 1",
        status: "delivered",
        timing: {
          durationSeconds: 290,
          light: "green",
          withinTime: true,
          greenAt: 240,
          yellowAt: 300,
          redAt: 360,
        },
        evaluationStatus: "submitted",
        mineToEvaluate: false,
      },
      {
        slotId: slot2,
        speakerName: "Speaker 2",
        evaluatorName: "Evaluator 2",
        status: "booked",
        timing: null,
        evaluationStatus: "none",
        mineToEvaluate: true,
      },
    ]);
    expect(await evaluationsGivenAt(testApp.database.db, meeting.club.clubId, MEETING)).toBe(1);
    expect(await speechSatisfiesStep(testApp.database.db, slot1)).toBe(true);
    expect(await speechSatisfiesStep(testApp.database.db, slot2)).toBe(false);
  });

  it("lists the member's own speeches, newest first, with their evaluations", async () => {
    const meeting = await submittedMeeting();
    const { speaker } = first(meeting);
    const mine = await api.mine(speaker);
    expect(mine.statusCode).toBe(200);
    const speeches = mine.json().speeches;
    expect(speeches).toHaveLength(1);
    expect(speeches[0]).toMatchObject({
      slotId: meeting.slotIds[0],
      evaluation: { status: "submitted", wentWell: completeEvaluation.wentWell },
      may: { reflect: true, publish: true },
    });
    expect((await api.mine(meeting.member)).json().speeches).toEqual([]);
  });
});

describe("where else an evaluation shows", () => {
  it("shows a published evaluation on the public profile, without the evaluator's name", async () => {
    const meeting = await submittedMeeting();
    const { slotId, speaker } = first(meeting);
    await api.comment(meeting.generalEvaluator, slotId, "Kind and specific.");
    const switched = await injectJson(testApp.app, {
      method: "PUT",
      url: "/api/public-profile",
      cookie: speaker.cookie,
      payload: { isPublic: true },
    });
    const { publicId } = switched.json() as { publicId: string };
    const profileOf = async () =>
      (await injectJson(testApp.app, { url: `/api/public-profiles/${publicId}` })).json();
    expect((await profileOf()).evaluations).toEqual([]);
    await api.visibility(speaker, slotId, true);
    const [published] = (await profileOf()).evaluations;
    expect(published).toMatchObject({
      slotId,
      clubName: meeting.club.clubName,
      meetingKey: MEETING,
      startsAt: "2026-03-09T13:30:00.000Z",
      evaluation: {
        wentWell: completeEvaluation.wentWell,
        evaluatorName: null,
        evaluatorComment: null,
      },
    });
    const text = JSON.stringify(published);
    expect(text).not.toContain("Evaluator 1");
    expect(text).not.toContain("Kind and specific.");
    await api.visibility(speaker, slotId, false);
    expect((await profileOf()).evaluations).toEqual([]);
  });

  it("shows the leader the speech's timing and evaluation when verifying Mission 2", async () => {
    const meeting = await submittedMeeting();
    const { slotId, speaker } = first(meeting);
    await timeSpeech(testApp, meeting, slotId, 300);
    // Mission 2 is on every journey; the member has chosen one and holds a membership.
    await testApp.database.db.update(users).set({ journeyId: 1 }).where(eq(users.id, speaker.id));
    await grantMembership(testApp.database.db, speaker.id);
    await submitMission(testApp, speaker, "mission111");
    const pending = await injectJson(testApp.app, {
      url: "/api/completions/pending",
      cookie: meeting.club.leader.cookie,
    });
    expect(pending.statusCode).toBe(200);
    const item = (pending.json().items as { memberName: string; evidence: unknown }[]).find(
      (each) => each.memberName === speaker.name,
    );
    expect(item?.evidence).toMatchObject({
      asks: ["speech"],
      speech: {
        status: "delivered",
        meetingKey: MEETING,
        slotId,
        timing: { durationSeconds: 300, withinTime: true },
        evaluation: { status: "submitted", challenge: completeEvaluation.challenge },
      },
    });
  });

  it("puts evaluations, notes and reflections in the people's data exports", async () => {
    const meeting = await submittedMeeting();
    const { slotId, speaker, evaluator } = first(meeting);
    await checkIn(testApp, meeting, meeting.member);
    await api.note(meeting.member, slotId, "Memorable close");
    await api.reflection(speaker, slotId, "Slow down the middle.");
    await api.comment(meeting.generalEvaluator, slotId, "Balanced.");
    const db = testApp.database.db;
    const speakerData = await collectPersonalData(db, speaker.id);
    expect(speakerData?.evaluationsOfMySpeeches).toMatchObject([
      { slotId, wentWell: completeEvaluation.wentWell, status: "submitted" },
    ]);
    expect(speakerData?.speechReflections).toMatchObject([
      { slotId, text: "Slow down the middle." },
    ]);
    // The speech sections name nobody else (the notification says who evaluated, as sent).
    const speakerText = JSON.stringify([
      speakerData?.evaluationsOfMySpeeches,
      speakerData?.speechReflections,
    ]);
    for (const other of [evaluator, meeting.member, meeting.generalEvaluator]) {
      expect(speakerText).not.toContain(other.id);
      expect(speakerText).not.toContain(other.name);
    }
    expect(speakerText).not.toContain("Balanced.");
    const evaluatorData = await collectPersonalData(db, evaluator.id);
    expect(evaluatorData?.evaluationsWritten).toMatchObject([
      { slotId, challenge: completeEvaluation.challenge, generalEvaluatorComment: "Balanced." },
    ]);
    const memberData = await collectPersonalData(db, meeting.member.id);
    expect(memberData?.speechNotesWritten).toMatchObject([{ slotId, text: "Memorable close" }]);
    const geData = await collectPersonalData(db, meeting.generalEvaluator.id);
    expect(geData?.evaluationCommentsWritten).toMatchObject([{ slotId, comment: "Balanced." }]);
  });
});
