import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";
import { verifyPassword } from "better-auth/crypto";
import type { PasswordHashing } from "../server/auth/better-auth.ts";

/**
 * The API tests' password hasher (ADR 021): scrypt at a cost 32 times lower than Better Auth's
 * (N 1024, r 8 against N 16384, r 16), so the hundreds of accounts the suite signs up do not
 * spend minutes of CPU. Its hashes carry a prefix; a hash without it (one written by Better
 * Auth's own hasher, as the demo accounts' seeding does) is checked by Better Auth's verifier.
 * The app itself never takes this: only code passes it, and main.ts does not.
 */
const PREFIX = "test-scrypt$";
const KEY_LENGTH = 64;

function derive(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFKC"), salt, KEY_LENGTH, { N: 1024, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export const cheapPasswordHashing: PasswordHashing = {
  async hash(password) {
    const salt = randomBytes(16).toString("hex");
    return `${PREFIX}${salt}:${(await derive(password, salt)).toString("hex")}`;
  },
  async verify({ hash, password }) {
    if (!hash.startsWith(PREFIX)) return verifyPassword({ hash, password });
    const [salt = "", key = ""] = hash.slice(PREFIX.length).split(":");
    const expected = Buffer.from(key, "hex");
    const actual = await derive(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};
