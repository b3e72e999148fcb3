import { describe, expect, it } from "vitest";
import {
  BY_ANOTHER,
  commentRefusal,
  type EvaluationState,
  incompleteRefusal,
  isEditable,
  KEPT_AS_WRITTEN,
  MEETING_CANCELLED,
  mayReadEvaluation,
  mayReadReflection,
  missingParts,
  NO_OWN_NOTE,
  NOT_STARTED,
  NOT_SUBMITTED,
  NOTE_NEEDS_CHECK_IN,
  NOTHING_TO_SUBMIT,
  noteRefusal,
  ONLY_EVALUATOR,
  ONLY_GENERAL_EVALUATOR,
  ONLY_SPEAKER_PUBLISHES,
  ONLY_SPEAKER_REFLECTS,
  publishRefusal,
  readerRefusal,
  readsAllNotes,
  reflectRefusal,
  type SpeechParties,
  saveRefusal,
  submitRefusal,
  unknownCriterionRefusal,
} from "./policy.ts";

const NOW = new Date("2027-03-10T20:00:00Z");
const HOUR = 3_600_000;
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

/** The people of one speech; `reader` says who asks. */
const people = {
  speaker: "speaker",
  evaluator: "evaluator",
  ge: "ge",
  leader: "leader",
  member: "member",
  stranger: "stranger",
} as const;
type Who = keyof typeof people;

const parties = (reader: Who, overrides: Partial<SpeechParties> = {}): SpeechParties => ({
  readerId: people[reader],
  speakerId: people.speaker,
  evaluatorId: people.evaluator,
  generalEvaluatorId: people.ge,
  leaderId: people.leader,
  coLeaderIds: [],
  isMember: reader !== "stranger" && reader !== "leader",
  checkedIn: false,
  ...overrides,
});

const draft: EvaluationState = {
  authorId: people.evaluator,
  status: "draft",
  submittedAt: null,
  isPublic: false,
};
const submitted = (hours = 1, isPublic = false): EvaluationState => ({
  authorId: people.evaluator,
  status: "submitted",
  submittedAt: hoursAgo(hours),
  isPublic,
});
const meeting = { status: "scheduled" as const, startsAt: hoursAgo(2) };

describe("who opens a speech", () => {
  it.each([
    ["speaker", false],
    ["evaluator", false],
    ["member", false],
    ["leader", false],
    ["stranger", true],
  ] as const)("%s refused: %s", (who, refused) => {
    expect(readerRefusal(parties(who), "A")?.code === "forbidden").toBe(refused);
  });
  it("lets a speaker who is no longer listed as a member open their own speech", () => {
    expect(readerRefusal(parties("speaker", { isMember: false }), "A")).toBeNull();
  });
});

describe("who reads the evaluation", () => {
  it.each([
    // reader, a draft, submitted, submitted and public
    ["speaker", false, true, true],
    ["evaluator", true, true, true],
    ["ge", false, true, true],
    ["leader", false, true, true],
    ["member", false, false, true],
  ] as const)("%s: draft %s, submitted %s, public %s", (who, ofDraft, ofSubmitted, ofPublic) => {
    expect(mayReadEvaluation(parties(who), draft)).toBe(ofDraft);
    expect(mayReadEvaluation(parties(who), submitted())).toBe(ofSubmitted);
    expect(mayReadEvaluation(parties(who), submitted(1, true))).toBe(ofPublic);
  });
  it("shows a draft to its author only, even when the seat has passed to someone else", () => {
    const taken = parties("evaluator", { evaluatorId: "successor" });
    expect(mayReadEvaluation(taken, draft)).toBe(true);
    expect(mayReadEvaluation(parties("member", { evaluatorId: "member" }), draft)).toBe(false);
  });
  it("gives every note to the speaker and the leader; the reflection to the evaluators too", () => {
    expect(["speaker", "leader"].map((who) => readsAllNotes(parties(who as Who)))).toEqual([
      true,
      true,
    ]);
    expect(readsAllNotes(parties("evaluator"))).toBe(false);
    expect(readsAllNotes(parties("member"))).toBe(false);
    for (const who of ["speaker", "evaluator", "ge", "leader"] as const) {
      expect(mayReadReflection(parties(who)), who).toBe(true);
    }
    expect(mayReadReflection(parties("member"))).toBe(false);
  });
});

describe("writing the evaluation", () => {
  it.each([
    ["evaluator", null, null],
    ["evaluator", draft, null],
    ["evaluator", submitted(47), null],
    ["evaluator", submitted(49), KEPT_AS_WRITTEN],
    ["speaker", null, ONLY_EVALUATOR],
    ["ge", draft, ONLY_EVALUATOR],
    ["leader", draft, ONLY_EVALUATOR],
    ["member", null, ONLY_EVALUATOR],
  ] as const)("%s on %o: %o", (who, evaluation, refusal) => {
    expect(saveRefusal(parties(who), evaluation, meeting, NOW)).toBe(refusal);
  });
  it("takes over a former evaluator's draft, never their submitted evaluation", () => {
    const successor = parties("member", { evaluatorId: people.member });
    expect(saveRefusal(successor, draft, meeting, NOW)).toBeNull();
    expect(saveRefusal(successor, submitted(), meeting, NOW)).toBe(BY_ANOTHER);
  });
  it("refuses a cancelled meeting, and nobody writes where no one holds the seat", () => {
    const cancelled = { status: "cancelled" as const, startsAt: meeting.startsAt };
    expect(saveRefusal(parties("evaluator"), null, cancelled, NOW)).toBe(MEETING_CANCELLED);
    const empty = parties("member", { evaluatorId: null });
    expect(saveRefusal(empty, null, meeting, NOW)).toBe(ONLY_EVALUATOR);
  });
  it("is editable by its author for 48 hours after submitting", () => {
    expect(isEditable(draft, people.evaluator, NOW)).toBe(true);
    expect(isEditable(draft, people.member, NOW)).toBe(false);
    expect(isEditable(submitted(47.9), people.evaluator, NOW)).toBe(true);
    expect(isEditable(submitted(48), people.evaluator, NOW)).toBe(false);
  });
  it("submits only a draft of one's own, once the meeting has started", () => {
    expect(submitRefusal(parties("evaluator"), draft, meeting, NOW)).toBeNull();
    expect(submitRefusal(parties("evaluator"), null, meeting, NOW)).toBe(NOTHING_TO_SUBMIT);
    const later = { status: "scheduled" as const, startsAt: new Date(NOW.getTime() + HOUR) };
    expect(submitRefusal(parties("evaluator"), draft, later, NOW)).toBe(NOT_STARTED);
    // The Timer timed the speech (delivered): the meeting began before its time.
    expect(submitRefusal(parties("evaluator"), draft, later, NOW, true)).toBeNull();
    expect(submitRefusal(parties("member"), draft, meeting, NOW)).toBe(ONLY_EVALUATOR);
    const successor = parties("member", { evaluatorId: people.member });
    expect(submitRefusal(successor, draft, meeting, NOW)).toBe(NOTHING_TO_SUBMIT);
  });
});

describe("what a complete evaluation has", () => {
  const criteria = ["clarity", "structure"];
  const content = {
    scores: { clarity: 3 },
    wentWell: "Eye contact",
    toImprove: " ",
    challenge: "",
  };
  it("names every missing level and text as the form's fields", () => {
    expect(missingParts(content, criteria)).toEqual(["scores.structure", "toImprove", "challenge"]);
    expect(incompleteRefusal(missingParts(content, criteria))).toMatchObject({
      code: "validation",
      field: "scores.structure",
    });
    const full = {
      ...content,
      scores: { clarity: 3, structure: 5 },
      toImprove: "a",
      challenge: "b",
    };
    expect(incompleteRefusal(missingParts(full, criteria))).toBeNull();
  });
  it("refuses scores for criteria the rubric does not have", () => {
    expect(unknownCriterionRefusal({ clarity: 2 }, criteria)).toBeNull();
    expect(unknownCriterionRefusal({ clarity: 2, charisma: 5 }, criteria)).toMatchObject({
      code: "validation",
      field: "scores.charisma",
    });
  });
});

describe("publishing, commenting, notes and reflections", () => {
  it.each([
    ["speaker", submitted(), null],
    ["speaker", draft, NOT_SUBMITTED],
    ["speaker", null, NOT_SUBMITTED],
    ["evaluator", submitted(), ONLY_SPEAKER_PUBLISHES],
    ["leader", submitted(), ONLY_SPEAKER_PUBLISHES],
    ["member", submitted(), ONLY_SPEAKER_PUBLISHES],
  ] as const)("publishing: %s on %o: %o", (who, evaluation, refusal) => {
    expect(publishRefusal(parties(who), evaluation)).toBe(refusal);
  });
  it.each([
    ["ge", submitted(), null],
    ["ge", draft, NOT_SUBMITTED],
    ["evaluator", submitted(), ONLY_GENERAL_EVALUATOR],
    ["leader", submitted(), ONLY_GENERAL_EVALUATOR],
    ["speaker", submitted(), ONLY_GENERAL_EVALUATOR],
  ] as const)("commenting: %s on %o: %o", (who, evaluation, refusal) => {
    expect(commentRefusal(parties(who), evaluation)).toBe(refusal);
  });
  it("no General Evaluator: nobody comments", () => {
    expect(commentRefusal(parties("member", { generalEvaluatorId: null }), submitted())).toBe(
      ONLY_GENERAL_EVALUATOR,
    );
  });
  it.each([
    ["member", true, null],
    ["leader", true, null],
    ["evaluator", true, null],
    ["member", false, NOTE_NEEDS_CHECK_IN],
    ["leader", false, NOTE_NEEDS_CHECK_IN],
    ["speaker", true, NO_OWN_NOTE],
  ] as const)("a note from %s (checked in: %s): %o", (who, checkedIn, refusal) => {
    expect(noteRefusal(parties(who, { checkedIn }))).toBe(refusal);
  });
  it("a reflection is the speaker's alone", () => {
    expect(reflectRefusal(parties("speaker"))).toBeNull();
    for (const who of ["evaluator", "ge", "leader", "member"] as const) {
      expect(reflectRefusal(parties(who)), who).toBe(ONLY_SPEAKER_REFLECTS);
    }
  });
});
