// The built-in content in the reader's language (ADR 020): English is content/*.ts itself.
import type { Locale } from "../contract/locales.ts";
import { type JourneyContent, journeys } from "./journeys.ts";
import { builtInMissions } from "./missions.ts";
import { membershipPlan } from "./plan.ts";
import { ar } from "./translations/ar.ts";
import { ml } from "./translations/ml.ts";
import type { ContentTranslation } from "./translations/types.ts";

const translations: Record<Exclude<Locale, "en">, ContentTranslation> = { ml, ar };

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

interface MissionTexts {
  id: string;
  missionName: string;
  objective: string;
  steps?: { stepName: string; description: string }[];
}

/** Each shipped English text of a built-in mission, with its translation in `locale`. */
function missionTextsIn(locale: Exclude<Locale, "en">, missionId: string): Map<string, string> {
  const texts = new Map<string, string>();
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
    ...(mission.steps
      ? {
          steps: mission.steps.map((step) => ({
            ...step,
            stepName: said(step.stepName),
            description: said(step.description),
          })),
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
  return (own?.missionName ?? name) as N;
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
