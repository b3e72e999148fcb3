// What the service worker (web/sw.ts) reads from a push message and a notification's click, and
// how it refuses a write made offline: plain functions, tested on their own (sw-rules.test.ts).

/** A push message's payload (ADR 044): the notification's title, text and link, nothing else. */
export interface PushPayload {
  title: string;
  body?: string;
  url: string;
  tag?: string;
}

/** Where a notification without a usable link opens. */
export const DEFAULT_PATH = "/Dashboard";

/** The path of `url` when it is one of this origin's (a relative path is), else the dashboard. */
export function appPath(url: unknown, origin: string): string {
  if (typeof url !== "string") return DEFAULT_PATH;
  try {
    const resolved = new URL(url, origin);
    if (resolved.origin !== origin) return DEFAULT_PATH;
    return resolved.pathname + resolved.search + resolved.hash;
  } catch {
    return DEFAULT_PATH;
  }
}

/** The payload of a push message, or undefined when it is not one of ours (no title). */
export function readPushPayload(data: unknown, origin: string): PushPayload | undefined {
  if (typeof data !== "object" || data === null) return undefined;
  const { title, body, url, tag } = data as Record<string, unknown>;
  if (typeof title !== "string" || title.trim() === "") return undefined;
  return {
    title,
    ...(typeof body === "string" ? { body } : {}),
    url: appPath(url, origin),
    ...(typeof tag === "string" && tag !== "" ? { tag } : {}),
  };
}

/**
 * The answer to a write made offline: a problem (ADR 031, status 503) whose detail says it was
 * not saved, in the request's language (the API client sends the page's as Accept-Language).
 */
export function offlineWriteProblem(
  acceptLanguage: string | null,
  messages: { en: string; ml: string; ar: string },
): Response {
  const language = (acceptLanguage ?? "").trim().slice(0, 2).toLowerCase();
  const detail = language === "ml" || language === "ar" ? messages[language] : messages.en;
  const problem = { type: "about:blank", title: "Offline", status: 503, detail };
  return new Response(JSON.stringify(problem), {
    status: 503,
    headers: { "content-type": "application/problem+json" },
  });
}
