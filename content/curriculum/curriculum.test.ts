import { describe, expect, it } from "vitest";
import { journeys } from "../journeys.ts";
import { curriculum } from "./index.ts";
import type { CurriculumMission, CurriculumStep, Text3 } from "./types.ts";

// The curriculum's content rules (issue 34): six journeys x Missions 3 to 8, in three languages,
// every step of a kind the wizard renders, every quiz answerable and passable, nothing empty or
// left in English in another language.

const MALAYALAM = /[\u0D00-\u0D7F]/;
const ARABIC = /[\u0600-\u06FF]/;
const KINDS = new Set(["text", "quiz", "evidence", "reflection", "speech"]);

/** Every text of a mission, with where it is, for the language checks. */
function textsOf(mission: CurriculumMission): [string, Text3][] {
  const texts: [string, Text3][] = [
    [`${mission.id} name`, mission.name],
    [`${mission.id} objective`, mission.objective],
  ];
  for (const step of mission.steps) {
    const at = `${mission.id} step ${step.stepId}`;
    texts.push([`${at} name`, step.name], [`${at} description`, step.description]);
    if (step.kind === "evidence") texts.push([`${at} asks`, step.asks]);
    if (step.kind === "quiz") {
      for (const question of step.quiz.questions) {
        texts.push([`${at} ${question.id}`, question.prompt]);
        for (const option of question.options) {
          texts.push([`${at} ${question.id}.${option.id}`, option.text]);
        }
      }
    }
  }
  return texts;
}

const isSpeaking = (step: CurriculumStep) =>
  step.kind === "speech" || (step.kind === "evidence" && step.speaking === true);

it("has a curriculum for each journey, whole or not yet begun, never part of one", () => {
  expect(Object.keys(curriculum).sort()).toEqual(journeys.map((journey) => journey.slug).sort());
  for (const journey of journeys) {
    expect([0, 6], journey.slug).toContain(curriculum[journey.slug]?.length ?? 0);
  }
});

/** The journeys whose Missions 3 to 8 are written (issue 34 lands journey by journey). */
const written = journeys
  .map((journey) => journey.slug)
  .filter((slug) => (curriculum[slug]?.length ?? 0) > 0);

describe.runIf(written.length > 0).each(written.map((slug) => [slug] as const))(
  "the %s journey's curriculum",
  (slug) => {
    const missions = curriculum[slug] ?? [];

    it("has Missions 3 to 8, each with a unique id, 4 to 6 steps and a quiz", () => {
      expect(missions.map((mission) => mission.number)).toEqual([3, 4, 5, 6, 7, 8]);
      expect(missions.map((mission) => mission.id)).toEqual(
        [3, 4, 5, 6, 7, 8].map((number) => `${slug}-${number}`),
      );
      for (const mission of missions) {
        expect(mission.journeySlug, mission.id).toBe(slug);
        expect(mission.steps.length, mission.id).toBeGreaterThanOrEqual(4);
        expect(mission.steps.length, mission.id).toBeLessThanOrEqual(6);
        expect(
          mission.steps.map((step) => step.stepId),
          mission.id,
        ).toEqual(mission.steps.map((_, index) => String(index + 1)));
        expect(
          mission.steps.every((step) => KINDS.has(step.kind)),
          mission.id,
        ).toBe(true);
        expect(
          mission.steps.some((step) => step.kind === "quiz"),
          mission.id,
        ).toBe(true);
      }
    });

    it("asks for a speaking task in at least two missions", () => {
      const speaking = missions.filter((mission) => mission.steps.some(isSpeaking));
      expect(speaking.length).toBeGreaterThanOrEqual(2);
    });

    it("has quizzes that can be answered and passed", () => {
      for (const mission of missions) {
        for (const step of mission.steps) {
          if (step.kind !== "quiz") continue;
          const { questions, passMark } = step.quiz;
          const at = `${mission.id} step ${step.stepId}`;
          expect(questions.length, at).toBeGreaterThanOrEqual(3);
          expect(passMark, at).toBeGreaterThanOrEqual(1);
          expect(passMark, at).toBeLessThanOrEqual(questions.length);
          expect(new Set(questions.map((question) => question.id)).size, at).toBe(questions.length);
          for (const question of questions) {
            const ids = question.options.map((option) => option.id);
            expect(ids.length, `${at} ${question.id}`).toBeGreaterThanOrEqual(2);
            expect(ids.length, `${at} ${question.id}`).toBeLessThanOrEqual(6);
            expect(new Set(ids).size, `${at} ${question.id}`).toBe(ids.length);
            expect(question.correct.length, `${at} ${question.id}`).toBeGreaterThanOrEqual(1);
            expect(
              question.correct.every((id) => ids.includes(id)),
              `${at} ${question.id}`,
            ).toBe(true);
            expect(question.correct.length, `${at} ${question.id}`).toBeLessThan(ids.length);
          }
        }
      }
    });

    it("says everything in English, Malayalam and Arabic, nothing empty or left in English", () => {
      for (const mission of missions) {
        for (const [where, text] of textsOf(mission)) {
          expect(text.en.trim(), where).not.toBe("");
          expect(text.ml.trim(), where).not.toBe("");
          expect(text.ar.trim(), where).not.toBe("");
          expect(MALAYALAM.test(text.ml), `${where} (ml)`).toBe(true);
          expect(ARABIC.test(text.ar), `${where} (ar)`).toBe(true);
        }
      }
    });

    it("sets reflections a minimum length and says what evidence to hand in", () => {
      for (const mission of missions) {
        for (const step of mission.steps) {
          if (step.kind === "reflection") {
            expect(step.minLength, mission.id).toBeGreaterThanOrEqual(100);
          }
          if (step.kind === "evidence") {
            expect(step.link !== "none" || step.text !== "none", mission.id).toBe(true);
          }
        }
      }
    });
  },
);
