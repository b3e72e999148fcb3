// The built-in content in the reader's language (ADR 020): English is content/*.ts itself.
import type { Locale } from "../contract/locales.ts";
import { type JourneyContent, journeys } from "./journeys.ts";
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
