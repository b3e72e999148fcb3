/**
 * Redirect targets that come from a request (`callbackURL`, `redirectTo`, `?next=`…) may only
 * name a page of this site. A string that starts with "/" is not enough: browsers read "//host"
 * and "/\host" as another origin, "/a/../..//host" and "/..//host" become "//host" once their dot
 * segments are resolved, and a library in between may percent-decode "/%2F%2Fhost" or drop a tab
 * in "/\t/host". So the value, and each form that decoding it gives, must resolve to this origin
 * with a path that does not start with two slashes (docs/security.md 8).
 */

const MAX_LENGTH = 2048;
/** Decoding rounds checked: a value encoded more often than this is refused outright. */
const DECODING_ROUNDS = 3;
const PROBE_ORIGIN = "http://same-origin.invalid";
/**
 * Backslashes (read as "/"), control characters (URL parsers drop tabs and line breaks) and
 * invisible format characters.
 */
const UNSAFE_CHARACTER = /[\\\p{Cc}\p{Cf}]/u;

function resolvesHere(candidate: string): URL | undefined {
  if (!candidate.startsWith("/") || candidate.startsWith("//")) return undefined;
  if (UNSAFE_CHARACTER.test(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(candidate, PROBE_ORIGIN);
  } catch {
    return undefined;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname.startsWith("//")) return undefined;
  return url;
}

/**
 * The normalised same-origin path (path, query and fragment) that `value` names, or undefined
 * when it could lead anywhere else.
 */
export function sameOriginPath(value: string | null | undefined): string | undefined {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) {
    return undefined;
  }
  const url = resolvesHere(value);
  if (!url) return undefined;
  let decoded = value;
  for (let round = 0; ; round += 1) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return undefined;
    }
    if (next === decoded) break;
    if (round === DECODING_ROUNDS || !resolvesHere(next)) return undefined;
    decoded = next;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}
