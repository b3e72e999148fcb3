// The built-in content in the reader's language (ADR 020): English is content/*.ts itself.
import type { Locale } from "../contract/locales.ts";
import { curriculumMissions, nameParts, type Text3 } from "./curriculum/index.ts";
import { type JourneyContent, journeys } from "./journeys.ts";
import { builtInMissions } from "./missions.ts";
import { membershipPlan } from "./plan.ts";
import { ar } from "./translations/ar.ts";
import { ml } from "./translations/ml.ts";
import type { ContentTranslation } from "./translations/types.ts";

const translations: Record<Exclude<Locale, "en">, ContentTranslation> = { ml, ar };
const curriculumIds: Record<string, true> = Object.fromEntries(
  curriculumMissions.map((mission) => [mission.id, true]),
);

/** The six journeys in `locale` (a journey or text not translated stays in English). */
export function journeysIn(locale: Locale): JourneyContent[] {
  const translation = locale === "en" ? undefined : translations[locale].journeys;
  return journeys.map((journey) => {
    const own = translation?.[journey.slug];
    return own
      ? { ...journey, ...own, modules: [...own.modules] }
      : { ...journey, modules: [...journey.modules] };
  });
}

/** The membership plan's name and perks in `locale`. */
export function planTextIn(locale: Locale): { name: string; perks: string[] } {
  if (locale === "en") return { name: membershipPlan.name, perks: [...membershipPlan.perks] };
  const { name, perks } = translations[locale].plan;
  return { name, perks: [...perks] };
}

/** A step's texts that a member reads: its own, and its quiz's or evidence's when it has them. */
interface StepTexts {
  stepName: string;
  description: string;
  quiz?: { questions: { prompt: string; options: { text: string }[] }[] };
  evidence?: { asks: string };
}

interface MissionTexts {
  id: string;
  missionName: string;
  objective: string;
  goal?: string | null;
  steps?: StepTexts[];
}

/** Each English text of a curriculum mission, with its translation in `locale`. */
function curriculumTextsIn(locale: Exclude<Locale, "en">, missionId: string): Map<string, string> {
  const texts = new Map<string, string>();
  const shipped = curriculumMissions.find((candidate) => candidate.id === missionId);
  if (!shipped) return texts;
  const add = (text: Text3) => texts.set(text.en, text[locale]);
  const english = nameParts(shipped.name.en);
  const translated = nameParts(shipped.name[locale]);
  texts.set(english.missionName, translated.missionName);
  texts.set(english.objective, translated.objective);
  add(shipped.objective);
  for (const step of shipped.steps) {
    add(step.name);
    add(step.description);
    if (step.kind === "evidence") add(step.asks);
    if (step.kind !== "quiz") continue;
    for (const question of step.quiz.questions) {
      add(question.prompt);
      for (const option of question.options) add(option.text);
    }
  }
  return texts;
}

/** Each shipped English text of a built-in mission, with its translation in `locale`. */
function missionTextsIn(locale: Exclude<Locale, "en">, missionId: string): Map<string, string> {
  const texts = new Map<string, string>();
  if (missionId in curriculumIds) return curriculumTextsIn(locale, missionId);
  const shipped = builtInMissions.find((candidate) => candidate.id === missionId);
  const own = translations[locale].missions[missionId];
  if (!shipped || !own) return texts;
  texts.set(shipped.missionName, own.missionName);
  texts.set(shipped.objective, own.objective);
  for (const step of shipped.steps) {
    const translated = own.steps[step.stepId];
    if (!translated) continue;
    texts.set(step.stepName, translated.stepName);
    texts.set(step.description, translated.description);
  }
  return texts;
}

/**
 * A built-in mission's texts in `locale` (its summary, or its detail with the steps), as the
 * missions feature answers them: each text that
 * is still the shipped English one is translated; a text an admin has changed is theirs and stays
 * as written (ADR 020). Other missions come back unchanged.
 */
export function builtInMissionIn<M extends MissionTexts>(locale: Locale, mission: M): M {
  if (locale === "en") return mission;
  const texts = missionTextsIn(locale, mission.id);
  if (texts.size === 0) return mission;
  const said = (text: string) => texts.get(text) ?? text;
  return {
    ...mission,
    missionName: said(mission.missionName),
    objective: said(mission.objective),
    ...(typeof mission.goal === "string" ? { goal: said(mission.goal) } : {}),
    ...(mission.steps ? { steps: mission.steps.map((step) => stepIn(step, said)) } : {}),
  };
}

/** A step's texts, each said in the reader's language by `said` (a text not known stays). */
function stepIn<S extends StepTexts>(step: S, said: (text: string) => string): S {
  return {
    ...step,
    stepName: said(step.stepName),
    description: said(step.description),
    ...(step.evidence ? { evidence: { ...step.evidence, asks: said(step.evidence.asks) } } : {}),
    ...(step.quiz
      ? {
          quiz: {
            ...step.quiz,
            questions: step.quiz.questions.map((question) => ({
              ...question,
              prompt: said(question.prompt),
              options: question.options.map((option) => ({ ...option, text: said(option.text) })),
            })),
          },
        }
      : {}),
  };
}

/**
 * A mission's name in `locale` when only its name is at hand (a queue row, a notification): the
 * shipped English name of a built-in mission is translated; a name an admin wrote, or changed,
 * stays as written.
 */
export function missionNameIn<N extends string | null>(locale: Locale, name: N): N {
  if (locale === "en" || name === null) return name;
  const shipped = builtInMissions.find((mission) => mission.missionName === name);
  const own = shipped ? translations[locale].missions[shipped.id] : undefined;
  if (own) return own.missionName as N;
  // "Mission 3" to "Mission 8": the curriculum's names are the same in every journey.
  const curriculum = curriculumMissions.find(
    (mission) => nameParts(mission.name.en).missionName === name,
  );
  return (curriculum ? nameParts(curriculum.name[locale]).missionName : name) as N;
}

/**
 * A journey's name in `locale`: the shipped English title (as `journeys.name` stores it) is
 * translated; any other name stays as stored.
 */
export function journeyNameIn<N extends string | null>(locale: Locale, name: N): N {
  if (locale === "en" || name === null) return name;
  const shipped = journeys.find((journey) => journey.title === name);
  const own = shipped ? translations[locale].journeys[shipped.slug] : undefined;
  return (own?.title ?? name) as N;
}

/**
 * Each item's built-in mission name (and objective, when it has one) in `locale`, as
 * `builtInMissionIn` does for a mission: shipped texts translated, an admin's own kept.
 */
export function missionNamesIn<M extends { missionId: string; missionName: string }>(
  locale: Locale,
  items: M[],
): M[] {
  if (locale === "en") return items;
  return items.map((item) => {
    const texts = missionTextsIn(locale, item.missionId);
    if (texts.size === 0) return item;
    const said = (text: string) => texts.get(text) ?? text;
    const objective = (item as { objective?: unknown }).objective;
    return {
      ...item,
      missionName: said(item.missionName),
      ...(typeof objective === "string" ? { objective: said(objective) } : {}),
    };
  });
}

/**
 * A mission's step name in `locale` when only the name is at hand (a refusal naming the step):
 * the shipped English name of a built-in step is translated; an admin's own name stays.
 */
export function stepNameIn(locale: Locale, missionId: string, stepName: string): string {
  if (locale === "en") return stepName;
  return missionTextsIn(locale, missionId).get(stepName) ?? stepName;
}

/** A step's name as a message value: said in each reader's language (English as a string). */
export function stepNameSaid(missionId: string, stepName: string) {
  return {
    in: (locale: Locale) => stepNameIn(locale, missionId, stepName),
    toString: () => stepName,
  };
}
