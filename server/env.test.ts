import { describe, expect, it } from "vitest";
import { ConfigError, loadEnv } from "./env.ts";

describe("loadEnv", () => {
  it("needs no configuration: port 3000, embedded database, local base URL", () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe("./data");
    expect(env.BASE_URL).toBe("http://localhost:3000");
  });

  it("follows PORT in the default base URL and strips a trailing slash", () => {
    expect(loadEnv({ PORT: "8080" }).BASE_URL).toBe("http://localhost:8080");
    expect(loadEnv({ BASE_URL: "https://app.example/" }).BASE_URL).toBe("https://app.example");
  });

  it.each([
    [{ PORT: "eighty" }, /^Configuration error: PORT /],
    [{ PORT: "70000" }, /^Configuration error: PORT must be between 0 and 65535$/],
    [
      { DATABASE_URL: "mysql://x" },
      /^Configuration error: DATABASE_URL must be a postgres:\/\/ URL/,
    ],
    [{ SMTP_URL: "http://mail" }, /^Configuration error: SMTP_URL /],
    [{ REVIEW_DIGEST_AFTER_DAYS: "0" }, /^Configuration error: REVIEW_DIGEST_AFTER_DAYS /],
    [{ REVIEW_ESCALATE_AFTER_DAYS: "-1" }, /^Configuration error: REVIEW_ESCALATE_AFTER_DAYS /],
    [
      { REVIEW_SWEEP_INTERVAL_MINUTES: "100000" },
      /^Configuration error: REVIEW_SWEEP_INTERVAL_MINUTES must be between 1 and 10080/,
    ],
  ])("stops with one line naming the variable: %o", (source, message) => {
    expect(() => loadEnv(source)).toThrow(ConfigError);
    expect(() => loadEnv(source)).toThrow(message);
  });

  it("reminds after 2 days and escalates after 7 unless told otherwise", () => {
    const env = loadEnv({});
    expect([env.REVIEW_DIGEST_AFTER_DAYS, env.REVIEW_ESCALATE_AFTER_DAYS]).toEqual([2, 7]);
    expect(loadEnv({ REVIEW_ESCALATE_AFTER_DAYS: "0" }).REVIEW_ESCALATE_AFTER_DAYS).toBe(0);
  });

  it("splits and lowercases ADMIN_EMAILS", () => {
    expect(loadEnv({ ADMIN_EMAILS: " A@x.io, b@y.io ," }).ADMIN_EMAILS).toEqual([
      "a@x.io",
      "b@y.io",
    ]);
  });
});
