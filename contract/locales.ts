// The languages of the app (issue #15). Plain data, no zod: the web's entry imports it, and the
// `contract` chunk (zod) must stay out of the landing's initial JavaScript (ADR 018, ADR 020).

export const LOCALES = ["en", "ml", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

/** Each language named in itself, for the language switcher. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: "English",
  ml: "മലയാളം",
  ar: "العربية",
};

/** The cookie that remembers a visitor's choice (and a signed-in person's stored language). */
export const LOCALE_COOKIE = "lang";

export const isLocale = (value: unknown): value is Locale =>
  typeof value === "string" && (LOCALES as readonly string[]).includes(value);

export const dirOf = (locale: Locale): "ltr" | "rtl" => (locale === "ar" ? "rtl" : "ltr");

/**
 * The best of our languages for an `Accept-Language` header (RFC 9110 quality values; `ml-IN`
 * counts as `ml`), or undefined when it names none of them.
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  let best: { locale: Locale; q: number } | undefined;
  for (const part of header.split(",")) {
    const [tag = "", ...params] = part.trim().split(";");
    const language = tag.trim().toLowerCase().split("-")[0];
    const qParam = params.find((param) => param.trim().startsWith("q="));
    const q = qParam ? Number(qParam.trim().slice(2)) : 1;
    if (!isLocale(language) || !(q > 0)) continue;
    if (!best || q > best.q) best = { locale: language, q };
  }
  return best?.locale;
}

/** The value of the `lang` cookie in a Cookie header, when it names one of our languages. */
export function localeFromCookie(cookieHeader: string | undefined): Locale | undefined {
  const match = cookieHeader?.match(/(?:^|;\s*)lang=([a-z]{2})(?:;|$)/);
  return match && isLocale(match[1]) ? match[1] : undefined;
}
