// Words the server says later, in the reader's language (ADR 020): a notification is written
// once per recipient in their stored language, an email in the language of its row.
import type { Locale } from "../../contract/locales.ts";
import type { ServerCatalogs } from "./i18n.ts";

/** Words said in the reader's language, when it is known. A LocalisedText is one. */
export interface Said {
  in(locale: Locale): string;
}

/** A message's value: as it is (a name, a number) or said in the reader's language (a time). */
export type SaidValue = string | number | Said;

export const isSaid = (value: unknown): value is Said =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { in?: unknown }).in === "function";

/** A message's values in `locale`: each Said among them said in it too. */
function valuesIn(values: Record<string, SaidValue>, locale: Locale) {
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, isSaid(value) ? value.in(locale) : value]),
  );
}

/**
 * The `say` of one folder's catalogs: `say(id, values)` is message `id`, its values said in the
 * same language as it.
 */
export function sayerOf(catalogs: ServerCatalogs) {
  return (id: string, values: Record<string, SaidValue> = {}): Said => ({
    in: (locale) => catalogs.t(locale, id, valuesIn(values, locale)),
  });
}

/** Several pieces said one after the other (`separator` between them). */
export const joined = (parts: readonly Said[], separator = ""): Said => ({
  in: (locale) => parts.map((part) => part.in(locale)).join(separator),
});

/** "26 May 2027" in the reader's language (a day, in UTC: the day a period ends). */
export function dayOf(instant: Date): Said {
  return {
    in: (locale) =>
      new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
        dateStyle: "long",
        timeZone: "UTC",
      }).format(instant),
  };
}
