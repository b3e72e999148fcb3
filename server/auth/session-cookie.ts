import { createHmac, timingSafeEqual } from "node:crypto";

export const SESSION_COOKIE = "better-auth.session_token";

/** The cookie's name: `__Secure-` prefixed when the app is served over https. */
export function sessionCookieName(https: boolean): string {
  return https ? `__Secure-${SESSION_COOKIE}` : SESSION_COOKIE;
}

/** One cookie's value from a Cookie header, or undefined. */
export function cookieValue(cookieHeader: string, name: string): string | undefined {
  for (const part of cookieHeader.split(";")) {
    const separator = part.indexOf("=");
    if (separator < 0 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/**
 * The session token of a signed session cookie (`token.signature`, HMAC-SHA256 with the auth
 * secret, as Better Auth signs it), or undefined when the cookie is absent or its signature wrong.
 */
export function verifiedSessionToken(
  cookieHeader: string | undefined,
  name: string,
  secret: string,
): string | undefined {
  if (!cookieHeader) return undefined;
  const value = cookieValue(cookieHeader, name);
  if (!value) return undefined;
  const dot = value.lastIndexOf(".");
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const signature = Buffer.from(value.slice(dot + 1), "base64");
  const expected = createHmac("sha256", secret).update(token).digest();
  if (signature.length !== expected.length || !timingSafeEqual(signature, expected))
    return undefined;
  return token;
}
