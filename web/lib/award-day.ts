import { formatDay } from "../i18n/index.ts";

/**
 * The day of an award (UTC, as the credential records it), in the active language: a credential's
 * page, the progress map, the public profile.
 */
export function issuedOn(iso: string): string {
  return formatDay(iso, { timeZone: "UTC" });
}
