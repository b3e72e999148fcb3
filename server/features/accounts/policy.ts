/**
 * The account page's rules that need no database (pure, unit-tested as tables): which browser and
 * system a session's user agent names, and what a requested address change may be.
 */
import { invalidBecause, type Refusal } from "../../lib/refusal.ts";
import { accountMessages } from "./messages.ts";

/** A new address that is the current one, in other letters' case: nothing would change. */
export const SAME_ADDRESS = invalidBecause(accountMessages.text("accounts.email.same"), "newEmail");

/** Browsers by the token that names them, most specific first (Edge and Opera say "Chrome" too). */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\bChrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bVersion\/[\d.]+.*\bSafari\//, "Safari"],
];

/** Systems by their token, phones before the desktops they borrow words from. */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\bAndroid\b/, "Android"],
  [/\biPhone\b|\biPad\b|\biPod\b/, "iOS"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bWindows\b/, "Windows"],
  [/\bMac OS X\b|\bMacintosh\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

const first = (table: readonly [RegExp, string][], userAgent: string) =>
  table.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** "Firefox" and "Windows" from a user agent; null for what is not recognised. */
export function deviceOf(userAgent: string | null | undefined): {
  browser: string | null;
  system: string | null;
} {
  const agent = (userAgent ?? "").slice(0, 512);
  return { browser: first(BROWSERS, agent), system: first(SYSTEMS, agent) };
}

/** Why an address change is refused before anything is mailed; null when it may go ahead. */
export function emailChangeRefusal(currentEmail: string, newEmail: string): Refusal | null {
  return currentEmail.toLowerCase() === newEmail.toLowerCase() ? SAME_ADDRESS : null;
}
