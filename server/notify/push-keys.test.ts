import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "../env.ts";
import { loadVapidKeys, vapidKeyFileOf } from "./push-keys.ts";

const PUBLIC =
  "BGOp888ewf8x6DFaMAUVRXBshDQ4ErD1IW0lSjhEeKb5Zhzp07g67rtEKzTN5IN1t13aTIpa33chwPlOuRSdfbw";
const PRIVATE = "QCJzhFEl2wlpdZmFPFf1Pcp6tmSYE0VtoCwX9ehki-I";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("VAPID configuration", () => {
  it.each([
    [{ VAPID_PUBLIC_KEY: PUBLIC }, /VAPID_PRIVATE_KEY must be set too/],
    [{ VAPID_PRIVATE_KEY: PRIVATE }, /VAPID_PUBLIC_KEY must be set too/],
    [{ VAPID_PUBLIC_KEY: PUBLIC.slice(1), VAPID_PRIVATE_KEY: PRIVATE }, /VAPID_PUBLIC_KEY must be/],
    [{ VAPID_PUBLIC_KEY: PUBLIC, VAPID_PRIVATE_KEY: `${PRIVATE}=` }, /VAPID_PRIVATE_KEY must be/],
    [{ VAPID_SUBJECT: "http://example.org" }, /VAPID_SUBJECT must be a mailto: or https: URL/],
  ])("stops with one line naming the variable: %o", (source, message) => {
    expect(() => loadEnv(source)).toThrow(ConfigError);
    expect(() => loadEnv(source)).toThrow(message);
  });

  it("takes the keys and the subject from the environment", () => {
    const env = loadEnv({
      VAPID_PUBLIC_KEY: PUBLIC,
      VAPID_PRIVATE_KEY: PRIVATE,
      VAPID_SUBJECT: "mailto:ops@example.org",
    });
    expect(loadVapidKeys(env)).toEqual({
      publicKey: PUBLIC,
      privateKey: PRIVATE,
      subject: "mailto:ops@example.org",
    });
  });

  it("without them: a pair generated into DATA_DIR once, readable by the server's user only", () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "vapid-"));
    dirs.push(dataDir);
    const env = loadEnv({
      DATA_DIR: path.join(dataDir, "data"),
      BASE_URL: "https://vocates.example",
    });
    const first = loadVapidKeys(env);
    expect(first.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(first.privateKey).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(first.subject).toBe("https://vocates.example");
    expect(statSync(vapidKeyFileOf(env.DATA_DIR)).mode & 0o777).toBe(0o600);
    expect(loadVapidKeys(env)).toEqual(first);
  });
});
