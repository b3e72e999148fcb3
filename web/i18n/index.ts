// The web's languages (ADR 020): one Lingui instance, catalogs per folder and language, loaded
// with the code that uses them. Components call `useT(catalogs)`; nothing else reads Lingui.
import { useLingui } from "@lingui/react";
import { use } from "react";
import { DEFAULT_LOCALE, dirOf, type Locale } from "../../contract/locales.ts";

import {
  type CatalogLoaders,
  type Catalogs,
  defineCatalogs,
  i18n,
  loadCatalogs,
  type MessageValues,
  type Translate,
} from "./catalogs.ts";

export {
  type CatalogLoaders,
  type Catalogs,
  defineCatalogs,
  i18n,
  loadCatalogs,
  type MessageValues,
  type Translate,
};

/**
 * The translate function of the active language. Pass the folder's catalogs: the component then
 * waits (Suspense) until they are loaded in that language, and renders again when it changes.
 *
 * `use` is called whether they are loaded or not: a render in slices that waited for them is
 * replayed once they are in, and a replay that skipped the call would find the component's next
 * hook out of place (React's "Update hook called on initial render", ADR 070).
 */
export function useT(catalogs?: Catalogs): Translate {
  const { _, i18n: active } = useLingui();
  if (catalogs) use(catalogs.load(active.locale as Locale));
  return _ as Translate;
}

/** Translates outside components (a toast from a mutation's callback): the active language. */
export const t: Translate = (id, values) => i18n._(id, values);

/** The active language and its writing direction; the component renders again when it changes. */
export function useLocale(): { locale: Locale; dir: "ltr" | "rtl" } {
  const { i18n: active } = useLingui();
  const locale = active.locale as Locale;
  return { locale, dir: dirOf(locale) };
}

/**
 * Shows the app in `locale` (see switch-locale.ts), loading that module first: an English page
 * that never changes language does not download it (ADR 018's budget).
 */
export async function changeLocale(locale: Locale, options?: { remember?: boolean }) {
  const { switchLocale } = await import("./switch-locale.ts");
  await switchLocale(locale, options);
}

/**
 * Starts the page in the language the server chose: English (the catalogs are in) at once;
 * another language after its catalogs and font have loaded.
 */
export async function startLocale(locale: Locale): Promise<void> {
  if (locale === DEFAULT_LOCALE) i18n.activate(locale);
  else await changeLocale(locale);
}

/** The active language (outside components). */
export const activeLocale = (): Locale => (i18n.locale || DEFAULT_LOCALE) as Locale;

/** A date or time in the active language (`Intl.DateTimeFormat` options). */
export const formatDate = (value: Date | string | number, options?: Intl.DateTimeFormatOptions) =>
  i18n.date(typeof value === "number" ? new Date(value) : value, options);

/** Where a date is read: `timeZone` (e.g. "UTC" for a day a credential records in UTC). */
type DateZone = Pick<Intl.DateTimeFormatOptions, "timeZone">;

/**
 * A day, the one way every page shows one ("March 5, 2026", "2026, മാർച്ച് 5", "5 مارس 2026"):
 * screens never pick their own date style, so no page mixes two.
 */
export const formatDay = (value: Date | string | number, zone?: DateZone) =>
  formatDate(value, { dateStyle: "long", ...zone });

/** A moment: the day as `formatDay` shows it, then its time ("March 5, 2026 at 10:00 AM"). */
export const formatDateTime = (value: Date | string | number, zone?: DateZone) =>
  formatDate(value, { dateStyle: "long", timeStyle: "short", ...zone });

/** A month of a year ("November 2026"), for reports by month: the one way a month is shown. */
export const formatMonth = (value: Date | string | number, zone?: DateZone) =>
  formatDate(value, { month: "long", year: "numeric", ...zone });

/** A number in the active language (Arabic-Indic digits in Arabic), with `Intl` options. */
export const formatNumber = (value: number, options?: Intl.NumberFormatOptions) =>
  i18n.number(value, options);

/**
 * A message of the contract (a zod schema's English text, e.g. "Enter a valid email address.")
 * in the active language; the text itself when the `contract/messages` catalogs lack it.
 */
export function contractText(text: string): string {
  return Object.hasOwn(i18n.messages, text) ? i18n._(text) : text;
}
