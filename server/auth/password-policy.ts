import type { LocalisedText } from "../lib/i18n.ts";
import { authMessages } from "./messages.ts";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

// Passwords that meet the length rule but appear at the top of every leaked-password list, and
// the stems people pad with digits and symbols to reach a length ("password1234", "qwerty123456").
const commonPasswords = new Set([
  "123456789012",
  "1234567890123",
  "12345678910",
  "123123123123",
  "111111111111",
  "000000000000",
  "qwertyuiopas",
  "qwertyuiop123",
  "1q2w3e4r5t6y",
  "1qaz2wsx3edc",
  "zaq12wsxcde3",
  "iloveyou1234",
  "passwordpassword",
  "changemechangeme",
  "letmeinletmein",
  "correcthorsebatterystaple",
  "blockvocates",
  "blockvocates123",
]);

const commonStems = [
  "password",
  "passw0rd",
  "p@ssword",
  "p@ssw0rd",
  "qwerty",
  "qwertyuiop",
  "asdfgh",
  "asdfghjkl",
  "letmein",
  "welcome",
  "iloveyou",
  "admin",
  "administrator",
  "football",
  "baseball",
  "monkey",
  "dragon",
  "sunshine",
  "princess",
  "master",
  "shadow",
  "superman",
  "trustno1",
  "abc123",
  "abcdef",
  "changeme",
  "secret",
  "bitcoin",
  "ethereum",
  "crypto",
  "blockchain",
  "blockvocates",
];

/**
 * What is wrong with a password (said in the reader's language), or undefined when it is
 * acceptable. Length counts characters.
 */
export function passwordProblem(password: string): LocalisedText | undefined {
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) {
    return authMessages.text("auth.password.tooShort", { min: PASSWORD_MIN_LENGTH });
  }
  if (length > PASSWORD_MAX_LENGTH) {
    return authMessages.text("auth.password.tooLong", { max: PASSWORD_MAX_LENGTH });
  }
  const lowered = password.toLowerCase();
  const stem = lowered.replace(/[\d\W_]+$/u, "").replace(/^[\d\W_]+/u, "");
  if (commonPasswords.has(lowered) || commonStems.includes(stem) || /^(.)\1+$/u.test(lowered)) {
    return authMessages.text("auth.password.common");
  }
  return undefined;
}
