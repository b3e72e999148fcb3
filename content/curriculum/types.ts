// The curriculum's shape (issue 34): Missions 3 to 8 of each journey, written by us for this
// programme, each text in English, Malayalam and Arabic side by side. Missions 1 and 2 are
// content/missions.ts (shared by every journey).

/** One text in the three languages of the app. */
export interface Text3 {
  en: string;
  ml: string;
  ar: string;
}

/** A multiple-choice question: 2 to 6 options, one or more of them correct. */
export interface QuizQuestion {
  /** Unique within its quiz, e.g. "q1". */
  id: string;
  prompt: Text3;
  options: { id: string; text: Text3 }[];
  /** The ids of the correct options (held by the server, never sent before an attempt). */
  correct: string[];
}

/** A quiz on the mission's reading: passed with `passMark` questions answered right. */
export interface Quiz {
  passMark: number;
  questions: QuizQuestion[];
}

interface StepBase {
  /** "1", "2", ... in order within the mission. */
  stepId: string;
  name: Text3;
  /** What to do, concretely, with free tools: a member reads it and can act on it. */
  description: Text3;
}

/**
 * A step of a curriculum mission, by kind (ADR 008: the wizard renders a step by its kind):
 * - text: reading or instructions, nothing collected;
 * - quiz: questions on the mission's reading;
 * - evidence: a link and/or a short text, `asks` saying exactly what to hand in;
 * - reflection: a text of at least `minLength` characters in the member's own words;
 * - speech: a speech delivered at a club meeting (timed and evaluated by the club).
 */
export type CurriculumStep =
  | (StepBase & { kind: "text" })
  | (StepBase & { kind: "quiz"; quiz: Quiz })
  | (StepBase & {
      kind: "evidence";
      asks: Text3;
      link: "required" | "optional" | "none";
      text: "required" | "optional" | "none";
      /** A speaking task (presenting aloud, hosting a Space, pitching…) handed in as evidence. */
      speaking?: boolean;
    })
  | (StepBase & { kind: "reflection"; minLength: number })
  | (StepBase & { kind: "speech" });

export interface CurriculumMission {
  /** e.g. "trader-3": the journey's slug and the mission's number. */
  id: string;
  journeySlug: string;
  /** 3 to 8: follows the journey's module line of the same number (content/journeys.ts). */
  number: number;
  /** e.g. { en: "Mission 3: Market structure", ... }. */
  name: Text3;
  objective: Text3;
  /** 4 to 6 steps; at least one quiz. */
  steps: CurriculumStep[];
}
