import { vi } from "vitest";
import type { Me, Navigation } from "../../contract/accounts.ts";
import type { ClubDetail } from "../../contract/clubs.ts";
import type { Evaluation, SpeechRecord } from "../../contract/evaluations.ts";
import type { ConsoleState } from "../../contract/meeting-console.ts";
import type { ClubRole, MeetingRoles, RoleSeat } from "../../contract/meeting-roles.ts";
import type { ClubMeetings, Meeting } from "../../contract/meetings.ts";
import type { MissionDetail, MissionStep } from "../../contract/missions.ts";
import { answering } from "./render.tsx";

export const member: Me = {
  id: "user-1",
  name: "Asha",
  email: "asha@example.com",
  emailVerified: true,
  clubId: 1,
  journeyId: 1,
  completedMissions: [],
  isLeader: false,
  isAdmin: false,
  identity: null,
  socialLinks: [],
  clubName: "Club 1",
  journeyName: "Crypto Trader",
  language: null,
};

export function stepOf(position: number, step: Partial<MissionStep> = {}): MissionStep {
  return {
    stepId: 100 + position,
    position,
    stepName: `Step name ${position}`,
    description: `What to do in step ${position}.`,
    kind: "text",
    ...step,
  } as MissionStep;
}

export function missionOf(steps: MissionStep[]): MissionDetail {
  return {
    id: "mission101",
    missionName: "Mission 1",
    objective: "Create Your Identity",
    journeyId: null,
    slug: "Mission1",
    missionStatus: null,
    leaderNote: null,
    number: 1,
    locked: null,
    goal: null,
    steps,
    verifiedMissionReward: 500,
  };
}

/** A meeting of club 7 on `key` at 19:00 in Kochi (13:30 UTC), 3 slots, none booked. */
export function meetingOf(key: string, changes: Partial<Meeting> = {}): Meeting {
  return {
    clubId: 7,
    key,
    startsAt: `${key}T13:30:00.000Z`,
    endsAt: `${key}T15:00:00.000Z`,
    timeZone: "Asia/Kolkata",
    status: "scheduled",
    extra: false,
    sequence: 0,
    slots: 3,
    booked: 0,
    ...changes,
  };
}

/** What GET /api/clubs/:clubId/meetings answers for a club meeting on Mondays in Kochi. */
export function clubMeetingsOf(clubId: number, meetings: Meeting[]): ClubMeetings {
  return {
    clubId,
    clubName: `Club ${clubId}`,
    schedule: {
      days: ["monday"],
      startTime: "19:00",
      durationMinutes: 90,
      timeZone: "Asia/Kolkata",
      slotsPerMeeting: 3,
      capacity: null,
    },
    scheduleSaved: true,
    meetings: meetings.map((meeting) => ({ ...meeting, clubId })),
  };
}

/** Club 7's page as the API answers it: a visitor's or non-member's view (no standing, no link). */
export function clubDetailOf(changes: Partial<ClubDetail> = {}): ClubDetail {
  return {
    clubId: 7,
    clubName: "Muscat Builders",
    slug: "MuscatBuilders",
    location: "Muscat",
    meetingDays: ["monday"],
    meetingTime: "evening",
    clubType: "web3",
    meetingFormat: "online",
    meetingLink: null,
    standing: "none",
    leaderName: "Noor",
    memberCount: 3,
    archivedAt: null,
    ...changes,
  };
}

/** One open seat of club 7's meeting, for anyone (no prerequisite). */
export function seatOf(roleId: number, label: string, changes: Partial<RoleSeat> = {}): RoleSeat {
  return {
    roleId,
    seat: 1,
    kind: "custom",
    label,
    status: "open",
    holder: null,
    holderId: null,
    minSpeeches: 0,
    eligible: true,
    interested: 0,
    mineInterest: false,
    bySlotBooking: false,
    ...changes,
  };
}

/** What GET /api/clubs/7/meetings/:key/roles answers: a member's view of `meeting`'s seats. */
export function meetingRolesOf(
  meeting: Meeting,
  seats: RoleSeat[],
  changes: Partial<MeetingRoles> = {},
): MeetingRoles {
  return { meeting, clubName: "Club 7", seats, deliveredSpeeches: 0, leads: false, ...changes };
}

/** One role of club 7's role list. */
export function clubRoleOf(id: number, label: string, changes: Partial<ClubRole> = {}): ClubRole {
  return {
    id,
    kind: "custom",
    name: null,
    label,
    position: id,
    enabled: true,
    minSpeeches: 0,
    seats: 1,
    ...changes,
  };
}

/** A draft evaluation of speech 41 in the standard rubric (two criteria here), nothing scored. */
export function evaluationOf(changes: Partial<Evaluation> = {}): Evaluation {
  const levels = [1, 2, 3, 4, 5].map((level) => ({ level, description: `Level ${level} text` }));
  return {
    rubric: {
      id: "standard",
      name: "Standard rubric",
      criteria: [
        { id: "clarity", name: "Clarity", levels },
        { id: "structure", name: "Structure", levels },
      ],
    },
    scores: {},
    wentWell: "",
    toImprove: "",
    challenge: "",
    language: "en",
    status: "draft",
    submittedAt: null,
    updatedAt: "2031-03-03T15:00:00.000Z",
    editable: true,
    isPublic: false,
    evaluatorName: "Noor",
    evaluatorComment: null,
    ...changes,
  };
}

/** What GET /api/speeches/41 answers: Asha's speech at club 7, as its evaluator Noor reads it. */
export function speechRecordOf(changes: Partial<SpeechRecord> = {}): SpeechRecord {
  return {
    slotId: 41,
    clubId: 7,
    clubName: "Club 7",
    meetingKey: "2031-03-03",
    startsAt: "2031-03-03T13:30:00.000Z",
    speakerName: "Asha",
    mission: null,
    status: "delivered",
    timing: null,
    evaluatorName: "Noor",
    evaluation: evaluationOf(),
    notes: [],
    reflection: null,
    may: { evaluate: true, note: false, reflect: false, publish: false, comment: false },
    ...changes,
  };
}

/** One person of a meeting, as the console lists them. */
const personOf = (userId: string, name: string) => ({ userId, name });

/**
 * What GET /api/clubs/7/meetings/2031-03-03/console answers: the agenda at Asha's speech (4-6
 * minutes), no timer yet, nothing counted or voted, and the reader may do nothing.
 */
export function consoleStateOf(changes: Partial<ConsoleState> = {}): ConsoleState {
  return {
    clubId: 7,
    clubName: "Club 7",
    meetingKey: "2031-03-03",
    startsAt: "2031-03-03T13:30:00.000Z",
    serverNow: "2031-03-03T14:00:00.000Z",
    version: 1,
    items: [
      {
        key: "opening",
        kind: "opening",
        label: "Opening",
        personId: null,
        personName: null,
        lights: null,
      },
      {
        key: "speech:41",
        kind: "speech",
        label: "Speech 1: Asha",
        personId: "user-1",
        personName: "Asha",
        lights: { green: 240, yellow: 300, red: 360 },
      },
      {
        key: "table-topics",
        kind: "table-topics",
        label: "Table Topics",
        personId: null,
        personName: null,
        lights: { green: 60, yellow: 90, red: 120 },
      },
    ],
    currentItem: "speech:41",
    timer: null,
    timings: [],
    fillerWords: ["um", "ah"],
    fillers: [],
    wordOfDay: null,
    wordUses: [],
    people: [personOf("user-1", "Asha"), personOf("user-2", "Noor"), personOf("user-3", "Ravi")],
    votes: { mine: {}, cast: {}, results: null },
    closed: false,
    may: {
      advance: false,
      time: false,
      countFillers: false,
      grammarian: false,
      vote: false,
      reveal: false,
      close: false,
    },
    ...changes,
  };
}

/** One request a component sent, as the stub of `recordRequests` saw it. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/**
 * Stubs `fetch` with `answering(routes)` and records every request; while `offline()` says so,
 * requests fail as a dropped connection does.
 */
export function recordRequests(
  routes: Parameters<typeof answering>[0],
  offline: () => boolean = () => false,
): SentRequest[] {
  const sent: SentRequest[] = [];
  const answer = answering(routes);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), "http://app.test").pathname;
      sent.push({
        method: init?.method ?? "GET",
        path,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (offline()) throw new TypeError("Failed to fetch");
      return answer(input);
    }),
  );
  return sent;
}

// The steps that collect evidence (issue 34).

/**
 * A quiz as the manager writes it: two questions (the second with two right answers), pass mark 2.
 */
export function quizKeyOf(): import("../../contract/steps.ts").QuizSettings {
  return {
    passMark: 2,
    questions: [
      {
        id: "q1",
        prompt: "What does a block hold?",
        options: [
          { id: "a", text: "Transactions" },
          { id: "b", text: "Passwords" },
        ],
        correct: ["a"],
      },
      {
        id: "q2",
        prompt: "Which are blockchains?",
        options: [
          { id: "a", text: "Bitcoin" },
          { id: "b", text: "Ethereum" },
          { id: "c", text: "A spreadsheet" },
        ],
        correct: ["a", "b"],
      },
    ],
  };
}

/** `quizKeyOf()`'s quiz as a member sees it: without its answers. */
export function quizStepOf(position: number, changes: Partial<MissionStep> = {}): MissionStep {
  const { passMark, questions } = quizKeyOf();
  return stepOf(position, {
    kind: "quiz",
    stepName: "Quiz on the reading",
    quiz: { passMark, questions: questions.map(({ correct: _answers, ...question }) => question) },
    ...changes,
  } as Partial<MissionStep>);
}

/** An evidence step asking for a required link and an optional text. */
export function evidenceStepOf(
  position: number,
  evidence: Partial<Extract<MissionStep, { kind: "evidence" }>["evidence"]> = {},
): MissionStep {
  return stepOf(position, {
    kind: "evidence",
    stepName: "Share your repository",
    evidence: {
      asks: "The link to your repository on GitHub.",
      link: "required",
      text: "optional",
      speaking: false,
      ...evidence,
    },
  } as Partial<MissionStep>);
}

/** A reflection step asking for at least `minLength` characters. */
export function reflectionStepOf(position: number, minLength = 50): MissionStep {
  return stepOf(position, {
    kind: "reflection",
    stepName: "Reflect",
    reflection: { minLength },
  } as Partial<MissionStep>);
}

/** What the member handed in for step `stepId`: nothing yet, unless `changes` says so. */
export function stepResponseOf(
  stepId: number,
  changes: Partial<import("../../contract/steps.ts").StepResponse> = {},
): import("../../contract/steps.ts").StepResponse {
  return {
    stepId,
    link: null,
    text: null,
    updatedAt: null,
    quiz: null,
    speechDelivered: null,
    walletLinked: null,
    leaderNote: null,
    ...changes,
  };
}

/** The navigation of someone with no club, no journey, nothing led and no membership. */
export const emptyNavigation: Navigation = {
  club: null,
  hasJourney: false,
  ledClubs: [],
  waiting: 0,
  isAdmin: false,
  membershipActive: false,
};
