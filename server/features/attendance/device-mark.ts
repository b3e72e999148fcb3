import { createHmac, hkdfSync, randomBytes } from "node:crypto";
import { cookieValue } from "../../auth/session-cookie.ts";

/**
 * Device marks of check-ins (ADR 042): a browser that checks in keeps a random id in a cookie
 * sent only to the check-in route; the check-in stores a keyed hash of it. Two check-ins with one
 * mark came from one browser; the mark says nothing else (not who, not where, not which
 * browser), and without the key nobody can tell which cookie it came from.
 */
export const DEVICE_COOKIE = "bv_device";
/** The cookie's path: only the check-in request carries it. */
const DEVICE_COOKIE_PATH = "/api/check-in";
/** Browsers keep a cookie at most 400 days. */
const DEVICE_COOKIE_SECONDS = 400 * 86_400;
/** Check-ins keep their mark this long; a sweep clears older ones. */
export const DEVICE_MARK_DAYS = 90;
const KEY_LABEL = "blockvocates/device-mark/v1";
const DEVICE_ID = /^[A-Za-z0-9_-]{22}$/;

/** The key of device marks, derived from AUTH_SECRET for this purpose alone. */
export function deviceMarkKey(secret: string): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", secret, "", KEY_LABEL, 32));
}

/** The mark stored with a check-in: HMAC-SHA256 of the cookie's id, 32 hex characters. */
export const deviceMarkOf = (key: Uint8Array, deviceId: string) =>
  createHmac("sha256", key).update(deviceId).digest("hex").slice(0, 32);

/**
 * The browser's device id from its Cookie header, or a new random one (128 bits) to set when it
 * has none or a malformed one. `setCookie`: the Set-Cookie header to send, when a new one.
 */
export function deviceIdOf(
  cookieHeader: string | undefined,
  https: boolean,
): { deviceId: string; setCookie?: string } {
  const sent = cookieHeader ? cookieValue(cookieHeader, DEVICE_COOKIE) : undefined;
  if (sent && DEVICE_ID.test(sent)) return { deviceId: sent };
  const deviceId = randomBytes(16).toString("base64url");
  const attributes = [
    `${DEVICE_COOKIE}=${deviceId}`,
    `Path=${DEVICE_COOKIE_PATH}`,
    `Max-Age=${DEVICE_COOKIE_SECONDS}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(https ? ["Secure"] : []),
  ];
  return { deviceId, setCookie: attributes.join("; ") };
}
