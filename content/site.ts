/**
 * Where people write to the programme (the Contact, Privacy and Terms pages). One address, so the
 * pages never disagree.
 */
export const CONTACT_EMAIL = "hello@blockvocates.app";

/**
 * The public pages prerendered at build time, in every language (web/app/prerendered-data.ts,
 * scripts/prerender.ts), as their addresses are written in links: each is in /sitemap.xml.
 */
export const PRERENDERED_PAGES = [
  "/",
  "/Journeys",
  "/KeralaBlockvocates",
  "/OmanBlockvocates",
  "/About",
  "/Contact",
  "/Privacy",
  "/Terms",
] as const;

/** Public pages the browser draws (not prerendered), also in /sitemap.xml: the club directory. */
export const PUBLIC_APP_PAGES = ["/ClubSearch"] as const;
