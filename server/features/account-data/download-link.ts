import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signed, expiring address of an export's download (ADR 027): HMAC-SHA256, with a key of its
 * own derived from the auth secret, over the export, its owner and the link's end. Changing any
 * of them, or using it after its end, fails; the route also requires the owner to be signed in.
 */
function keyOf(secret: string) {
  return createHmac("sha256", secret).update("blockvocates:data-export-link:v1").digest();
}

function signatureOf(secret: string, exportId: string, userId: string, expires: number) {
  return createHmac("sha256", keyOf(secret)).update(`${exportId}\n${userId}\n${expires}`).digest();
}

export function downloadPath(secret: string, exportId: string, userId: string, expiresAt: Date) {
  // In minutes since the epoch: an int4 holds them for millennia (seconds end in 2038), and a
  // link that ends up to a minute early is no loss.
  const expires = Math.floor(expiresAt.getTime() / 60_000);
  const signature = signatureOf(secret, exportId, userId, expires).toString("base64url");
  return `/api/me/data-export/${exportId}/download?expires=${expires}&signature=${signature}`;
}

/** Whether the link's signature is ours for this export and owner, and it has not ended. */
export function isValidDownload(
  secret: string,
  link: { exportId: string; userId: string; expires: number; signature: string },
  now: Date,
): boolean {
  if (link.expires * 60_000 <= now.getTime()) return false;
  const given = Buffer.from(link.signature, "base64url");
  const expected = signatureOf(secret, link.exportId, link.userId, link.expires);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
