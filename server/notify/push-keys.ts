import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import webpush from "web-push";
import type { Env } from "../env.ts";

/** The server's VAPID identity (RFC 8292): signs every push; the public key is the browsers'. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact: a mailto: or https: URL. */
  subject: string;
}

const KEY_FILE = "vapid-keys.json";

export function vapidKeyFileOf(dataDir: string): string {
  return path.join(dataDir, KEY_FILE);
}

/** VAPID_SUBJECT, or the site itself when it is https, or a mailto: address at its host. */
function subjectOf(env: Env): string {
  if (env.VAPID_SUBJECT) return env.VAPID_SUBJECT;
  const base = new URL(env.BASE_URL);
  return base.protocol === "https:" ? base.origin : `mailto:push@${base.hostname}`;
}

/**
 * The VAPID keys: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set, otherwise DATA_DIR's key file,
 * made on first start (readable by the server's user only, as the credential key file).
 */
export function loadVapidKeys(env: Env): VapidKeys {
  const subject = subjectOf(env);
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const file = vapidKeyFileOf(env.DATA_DIR);
  if (!existsSync(file)) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    const generated = webpush.generateVAPIDKeys();
    const stored = { ...generated, createdAt: new Date().toISOString() };
    // "wx": two processes starting at once cannot both write one; the loser reads the winner's.
    try {
      writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600, flag: "wx" });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
  }
  const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<VapidKeys>;
  if (typeof parsed.publicKey !== "string" || typeof parsed.privateKey !== "string") {
    throw new Error(`${file} holds no VAPID key pair.`);
  }
  return { publicKey: parsed.publicKey, privateKey: parsed.privateKey, subject };
}
