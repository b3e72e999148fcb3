// The server's languages (ADR 020): the same ICU catalogs and Lingui runtime as the web, for the
// messages the server says itself (problem details shown in toasts, emails, calendar titles).
import { type I18n, setupI18n } from "@lingui/core";
import type { FastifyRequest } from "fastify";
import {
  DEFAULT_LOCALE,
  isLocale,
  type Locale,
  localeFromAcceptLanguage,
  localeFromCookie,
} from "../../contract/locales.ts";
import { compileCatalog } from "./compile-catalog.ts";

export type Catalog = Record<string, string>;
export type MessageValues = Record<string, unknown>;

/**
 * A value of a message that has its own words in each language (a built-in step's name): said
 * in the message's language; its `toString` is the English.
 */
export interface SaidInLocale {
  in(locale: Locale): string;
}

const isSaidInLocale = (value: unknown): value is SaidInLocale =>
  typeof value === "object" && value !== null && typeof (value as SaidInLocale).in === "function";

/** The values as `locale` says them (a SaidInLocale in its words, the others as they are). */
function valuesIn(locale: Locale, values?: MessageValues): MessageValues | undefined {
  if (!values || !Object.values(values).some(isSaidInLocale)) return values;
  return Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      isSaidInLocale(value) ? value.in(locale) : value,
    ]),
  );
}

/** One folder's catalogs, e.g. `defineServerCatalogs({ en, ml, ar })` of its JSON files. */
export interface ServerCatalogs {
  /** `id` in `locale` (English when that language lacks it). */
  t(locale: Locale, id: string, values?: MessageValues): string;
  /** A message said later, in the reader's language: an AppError's message (see toProblem). */
  text(id: string, values?: MessageValues): LocalisedText;
}

/** A message whose language is chosen when it is said; in English where no language is known. */
export class LocalisedText {
  constructor(
    private readonly catalogs: ServerCatalogs,
    readonly id: string,
    readonly values?: MessageValues,
  ) {}
  in(locale: Locale): string {
    return this.catalogs.t(locale, this.id, this.values);
  }
  toString(): string {
    return this.in(DEFAULT_LOCALE);
  }
}

/** Compiled once per language, on first use; English underneath every other language. */
export function defineServerCatalogs(catalogs: Record<Locale, Catalog>): ServerCatalogs {
  const instances = new Map<Locale, I18n>();
  const instance = (locale: Locale): I18n => {
    let found = instances.get(locale);
    if (!found) {
      const english = compileCatalog(catalogs.en, "en");
      const own = locale === DEFAULT_LOCALE ? {} : compileCatalog(catalogs[locale], locale);
      found = setupI18n({ locale, messages: { [locale]: { ...english, ...own } } });
      instances.set(locale, found);
    }
    return found;
  };
  const self: ServerCatalogs = {
    t: (locale, id, values) => instance(locale)._(id, valuesIn(locale, values)),
    text: (id, values) => new LocalisedText(self, id, values),
  };
  return self;
}

/**
 * The language of an API request: its `Accept-Language` (the web app sends its active language),
 * else the `lang` cookie, else English.
 */
export function requestLocale(request: FastifyRequest): Locale {
  return headerLocale(request.headers["accept-language"], request.headers.cookie);
}

/** `Accept-Language`, else the `lang` cookie, else English (any request's headers). */
export function headerLocale(acceptLanguage?: string | null, cookie?: string | null): Locale {
  return (
    localeFromAcceptLanguage(acceptLanguage ?? undefined) ??
    localeFromCookie(cookie ?? undefined) ??
    DEFAULT_LOCALE
  );
}

/**
 * The language of a page's first answer: `?lang=`, else the visitor's choice (the `lang` cookie),
 * else the page's own language (a regional page), else `Accept-Language`, else English.
 */
export function pageLocale(request: FastifyRequest, pageDefault?: Locale): Locale {
  const query = (request.query as Record<string, unknown> | undefined)?.lang;
  if (isLocale(query)) return query;
  return (
    localeFromCookie(request.headers.cookie) ??
    pageDefault ??
    localeFromAcceptLanguage(request.headers["accept-language"]) ??
    DEFAULT_LOCALE
  );
}

/** A stored language (the user's `language` column), or English when none or unknown. */
export const storedLocale = (value: string | null | undefined): Locale =>
  isLocale(value) ? value : DEFAULT_LOCALE;
