import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { cookieValue, sessionCookieName, verifiedSessionToken } from "./session-cookie.ts";

/**
 * The cookie the pages read before asking `GET /api/me` (ADR 048): "1" while this browser holds a
 * session cookie, absent otherwise. It is a hint, not a credential: it carries nothing secret,
 * pages may read it (no HttpOnly), and every route still decides on the session cookie alone. A
 * visitor without it is signed out, so the pages do not ask, and no signed-out visit makes a
 * request that answers 401.
 */
export const SIGNED_IN_HINT_COOKIE = "bv_signed_in";

/** Set on the HTML of a page for a visitor without a session: the service worker forgets what a signed-in person saw there (web/sw.ts). */
export const SIGNED_OUT_HEADER = "x-signed-out";

/** A browser keeps a cookie 400 days at most; the hint lives as long as it may. */
const HINT_MAX_AGE_SECONDS = 400 * 24 * 60 * 60;

/** The Set-Cookie header values of a reply, as an array. */
function setCookiesOf(reply: FastifyReply): string[] {
  const header = reply.getHeader("set-cookie");
  if (header === undefined) return [];
  return Array.isArray(header) ? header.map(String) : [String(header)];
}

/** Whether a Set-Cookie value removes its cookie (empty, expired at once, or in the past). */
function removes(setCookie: string): boolean {
  const [pair = "", ...attributes] = setCookie.split(";");
  if (pair.slice(pair.indexOf("=") + 1).trim() === "") return true;
  return attributes.some((attribute) => {
    const [name = "", value = ""] = attribute.split("=").map((part) => part.trim());
    if (name.toLowerCase() === "max-age") return Number(value) <= 0;
    if (name.toLowerCase() === "expires") return Date.parse(value) <= Date.now();
    return false;
  });
}

export function registerSignedInHint(app: FastifyInstance, authSecret: string) {
  const https = app.env.BASE_URL.startsWith("https:");
  const sessionCookie = sessionCookieName(https);
  const attributes = `Path=/; SameSite=Lax${https ? "; Secure" : ""}`;
  const hintCookie = (signedIn: boolean) =>
    signedIn
      ? `${SIGNED_IN_HINT_COOKIE}=1; Max-Age=${HINT_MAX_AGE_SECONDS}; ${attributes}`
      : `${SIGNED_IN_HINT_COOKIE}=; Max-Age=0; ${attributes}`;

  /**
   * Whether the browser holds a session after this reply, when the reply tells: it sets or
   * removes the session cookie (sign-in, sign-out, renewal), `/api/me` refused the session (ended
   * or expired elsewhere), or it is a page (whose request carries the cookie). Undefined for other
   * replies: API reads do not pay for the signature check.
   */
  const sessionAfter = (request: FastifyRequest, reply: FastifyReply): boolean | undefined => {
    const setSession = setCookiesOf(reply).find((cookie) => cookie.startsWith(`${sessionCookie}=`));
    if (setSession) return !removes(setSession);
    if (reply.statusCode === 401 && request.routeOptions.url === "/api/me") return false;
    const cookies = request.headers.cookie;
    if (String(reply.getHeader("content-type") ?? "").startsWith("text/html"))
      return verifiedSessionToken(cookies, sessionCookie, authSecret) !== undefined;
    // No session cookie at all: whatever the hint says, nobody is signed in.
    if (!cookies || cookieValue(cookies, sessionCookie) === undefined) return false;
    return undefined;
  };

  // A callback hook: it runs on every reply, and an async one costs a promise each.
  app.addHook("onSend", (request, reply, payload, done) => {
    const signedIn = sessionAfter(request, reply);
    if (signedIn !== undefined) {
      const hinted = cookieValue(request.headers.cookie ?? "", SIGNED_IN_HINT_COOKIE) === "1";
      if (signedIn !== hinted) reply.header("set-cookie", hintCookie(signedIn));
      if (!signedIn && String(reply.getHeader("content-type") ?? "").startsWith("text/html"))
        reply.header(SIGNED_OUT_HEADER, "1");
    }
    done(null, payload);
  });
}
