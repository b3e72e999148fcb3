/** The rules of a push subscription (issue 38, ADR 044). Pure: tested beside it. */
import { invalidBecause, type Refusal } from "../../lib/refusal.ts";
import { pushMessages } from "./messages.ts";

/**
 * Which push addresses the server posts to. The server makes a request to whatever address a
 * subscription names, so in production only the browsers' push services are accepted (no request
 * to an inner address of ours); elsewhere any https address; in tests also a local http receiver.
 */
export type EndpointRule = "known-services" | "any-https" | "https-or-loopback";

/** The push services of the browsers: Chrome, Edge, Firefox, Safari (and those built on them). */
const KNOWN_PUSH_HOSTS = [
  "fcm.googleapis.com",
  "android.googleapis.com",
  "updates.push.services.mozilla.com",
  "web.push.apple.com",
];
/** Suffixes of push services with many hosts (Edge's WNS, Mozilla's and Apple's pools). */
const KNOWN_PUSH_HOST_SUFFIXES = [
  ".notify.windows.com",
  ".push.services.mozilla.com",
  ".push.apple.com",
];

export function isKnownPushHost(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    KNOWN_PUSH_HOSTS.includes(host) ||
    KNOWN_PUSH_HOST_SUFFIXES.some((suffix) => host.endsWith(suffix))
  );
}

const LOOPBACK_HOSTS = ["127.0.0.1", "localhost", "[::1]"];

export function endpointRuleOf(nodeEnv: "development" | "production" | "test"): EndpointRule {
  if (nodeEnv === "production") return "known-services";
  return nodeEnv === "test" ? "https-or-loopback" : "any-https";
}

/** A subscription's endpoint the server would not post to: why, or null when it may. */
export function endpointRefusal(endpoint: string, rule: EndpointRule): Refusal | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return invalidBecause(pushMessages.text("push.endpointNotHttps"), "endpoint");
  }
  const loopbackHttp =
    rule === "https-or-loopback" &&
    url.protocol === "http:" &&
    LOOPBACK_HOSTS.includes(url.hostname);
  if ((url.protocol !== "https:" && !loopbackHttp) || url.username || url.password) {
    return invalidBecause(pushMessages.text("push.endpointNotHttps"), "endpoint");
  }
  if (rule === "known-services" && !isKnownPushHost(url.hostname)) {
    return invalidBecause(pushMessages.text("push.endpointUnknownService"), "endpoint");
  }
  return null;
}

const BROWSERS: [RegExp, string][] = [
  [/EdgA?\//, "Edge"],
  [/SamsungBrowser\//, "Samsung Internet"],
  [/OPR\/|Opera/, "Opera"],
  [/Firefox\/|FxiOS\//, "Firefox"],
  [/CriOS\/|Chrome\//, "Chrome"],
  [/Safari\//, "Safari"],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, "Android"],
  [/iPhone|iPad|iPod/, "iOS"],
  [/Windows/, "Windows"],
  [/Mac OS X|Macintosh/, "macOS"],
  [/CrOS/, "ChromeOS"],
  [/Linux/, "Linux"],
];

/**
 * A short name of the device's browser and system ("Chrome on Android"), for the person to tell
 * their devices apart; never the whole User-Agent.
 */
export function userAgentLabel(userAgent: string | undefined): string {
  if (!userAgent) return "";
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? "";
}
