import type { FastifyInstance } from "fastify";
import { dirOf, type Locale } from "../../contract/locales.ts";
import { pageLocale } from "../lib/i18n.ts";
import { errorMessages } from "./messages.ts";

/** The theme's colours (web/app/theme.ts: the hero's indigo, the page's background). */
export const THEME_COLOR = "#2b2d7c";
export const BACKGROUND_COLOR = "#f7f8ff";

export interface WebAppIcon {
  src: string;
  sizes: string;
  type: "image/png";
  purpose: "any" | "maskable";
}

/**
 * The installed app's icons, drawn in web/public/icons/*.svg and rendered by
 * scripts/render-icons.ts: for launchers that show the icon as drawn, and for those that cut
 * it to their own shape (maskable: the drawing within the middle 80 %).
 */
export const WEB_APP_ICONS: readonly WebAppIcon[] = [
  { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
  { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
  { src: "/icons/icon-maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
  { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
];

/** iOS's home screen icon (web/index.html links it): full bleed, iOS rounds its corners. */
export const APPLE_TOUCH_ICON = { src: "/icons/apple-touch-icon.png", sizes: "180x180" } as const;

/**
 * The web app manifest in `locale` (ADR 043): the same app (`id`) in every language, with that
 * language's description and writing direction, starting at the dashboard.
 */
export function webAppManifest(locale: Locale) {
  return {
    id: "/Dashboard",
    name: "Blockvocates",
    short_name: "Blockvocates",
    description: errorMessages.t(locale, "manifest.description"),
    lang: locale,
    dir: dirOf(locale),
    start_url: "/Dashboard",
    scope: "/",
    display: "standalone",
    orientation: "any",
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ["education", "social"],
    icons: WEB_APP_ICONS,
  };
}

const MANIFESTS = new Map<Locale, string>();

/**
 * GET /manifest.webmanifest, in the visitor's language: each page links it with its own `?lang=`
 * (scripts/prerender.ts), since browsers fetch a manifest without cookies.
 */
export async function registerWebAppManifest(app: FastifyInstance) {
  app.get("/manifest.webmanifest", { schema: { hide: true } }, async (request, reply) => {
    const locale = pageLocale(request);
    let body = MANIFESTS.get(locale);
    if (body === undefined) {
      body = JSON.stringify(webAppManifest(locale));
      MANIFESTS.set(locale, body);
    }
    return reply
      .header("content-type", "application/manifest+json; charset=utf-8")
      .header("cache-control", "public, max-age=3600")
      .header("vary", "accept-language, cookie")
      .send(body);
  });
}
