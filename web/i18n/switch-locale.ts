// Changing the page's language: catalogs, font, <html lang dir>, and remembering the choice.
import { dirOf, LOCALE_COOKIE, type Locale } from "../../contract/locales.ts";
import { i18n, loadCatalogs } from "./catalogs.ts";

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The Malayalam and Arabic fonts, only for those languages (the English page never loads them). */
async function loadFont(locale: Locale): Promise<void> {
  if (locale === "ml") await import("./fonts-ml.css");
  else if (locale === "ar") await import("./fonts-ar.css");
}

/** Marks the document's language and direction (Mantine's DirectionProvider follows `dir`). */
function markDocument(locale: Locale) {
  if (typeof document === "undefined") return;
  document.documentElement.lang = locale;
  document.documentElement.dir = dirOf(locale);
}

/**
 * Shows the app in `locale`: loads every catalog in use (and the font) first, so the switch happens
 * in one render. `remember`: keep the choice in the `lang` cookie (the server's first answer, the
 * API's messages and the prerendered pages follow it).
 */
export async function switchLocale(locale: Locale, { remember = false } = {}): Promise<void> {
  await Promise.all([loadCatalogs(locale), loadFont(locale).catch(() => undefined)]);
  i18n.activate(locale);
  markDocument(locale);
  if (remember && typeof document !== "undefined") {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in older Safari and Firefox.
    document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
  }
}

/**
 * Whether the visitor chose a language: once (the cookie), or for this page (`?lang=`). A
 * regional page's own language applies otherwise.
 */
export const hasChosenLocale = () =>
  typeof document !== "undefined" &&
  (new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=`).test(document.cookie) ||
    new URLSearchParams(window.location.search).has("lang"));
