// The web's languages (ADR 020): one Lingui instance, catalogs per folder and language, loaded
// with the code that uses them. Components call `useT(catalogs)`; nothing else reads Lingui.
import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { use } from "react";
import { DEFAULT_LOCALE, dirOf, type Locale } from "../../contract/locales.ts";

export const i18n: I18n = setupI18n();

/** A message's values: ICU `{name}` arguments, `{count, plural, …}` numbers, dates. */
export type MessageValues = Record<string, unknown>;
/** Translates a message id of the loaded catalogs into the active language. */
export type Translate = (id: string, values?: MessageValues) => string;

/** What `import.meta.glob("./messages.*.json", { import: "default" })` returns. */
export type CatalogLoaders = Record<string, () => Promise<unknown>>;

/** One folder's catalogs: English with the code, the other languages on demand. */
export interface Catalogs {
  isLoaded(locale: Locale): boolean;
  /** Loads this folder's messages in `locale` (once; English is always there). */
  load(locale: Locale): Promise<void>;
}

const registered: Catalogs[] = [];

/**
 * Declares a folder's catalogs; call it once, in the folder's `messages.ts`:
 *
 *     import en from "./messages.en.json";
 *     export const catalogs = defineCatalogs(en, import.meta.glob(["./messages.*.json", "!./messages.en.json"], { import: "default" }));
 *
 * The English catalog comes with the code (the default language and every other's fallback: a
 * message not yet translated shows in English). The catalogs of a language are loaded when a
 * component first asks for them in it (`useT(catalogs)`), or all at once when the language changes.
 */
export function defineCatalogs(english: Messages, loaders: CatalogLoaders): Catalogs {
  // A copy: Lingui keeps the first object it is given for a language and merges the next ones
  // into it, which would write every folder's English into this one (and from there over the
  // other languages' messages, loaded on top of it).
  i18n.load(DEFAULT_LOCALE, { ...english });
  const loaded = new Set<Locale>([DEFAULT_LOCALE]);
  const pending = new Map<Locale, Promise<void>>();
  const catalogs: Catalogs = {
    isLoaded: (locale) => loaded.has(locale),
    load(locale) {
      if (loaded.has(locale)) return Promise.resolve();
      const waiting = pending.get(locale);
      if (waiting) return waiting;
      const files = Object.entries(loaders).filter(([file]) => file.endsWith(`.${locale}.json`));
      const loading = Promise.all(files.map(([, load]) => load())).then((parts) => {
        i18n.load(locale, Object.assign({}, english, ...(parts as Messages[])));
        loaded.add(locale);
      });
      pending.set(locale, loading);
      // A failed download (offline) is tried again the next time.
      loading.catch(() => pending.delete(locale));
      return loading;
    },
  };
  registered.push(catalogs);
  return catalogs;
}

/** Loads every catalog declared so far (the shell, the pages shown) in `locale`. */
export async function loadCatalogs(locale: Locale): Promise<void> {
  await Promise.all(registered.map((catalogs) => catalogs.load(locale)));
}

/**
 * The translate function of the active language. Pass the folder's catalogs: the component then
 * waits (Suspense) until they are loaded in that language, and renders again when it changes.
 */
export function useT(catalogs?: Catalogs): Translate {
  const { _, i18n: active } = useLingui();
  const locale = active.locale as Locale;
  if (catalogs && !catalogs.isLoaded(locale)) use(catalogs.load(locale));
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
