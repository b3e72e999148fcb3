import { describe, expect, it } from "vitest";
import { DEVICE_COOKIE, deviceIdOf, deviceMarkKey, deviceMarkOf } from "./device-mark.ts";

describe("check-in device marks (ADR 042)", () => {
  it("keeps a well-formed id the browser sent, and sets nothing", () => {
    const id = "AAAAAAAAAAAAAAAAAAAAAA";
    expect(deviceIdOf(`theme=dark; ${DEVICE_COOKIE}=${id}`, true)).toEqual({ deviceId: id });
  });

  it("gives a new random id for none or a malformed one, scoped to check-ins", () => {
    for (const header of [
      undefined,
      `${DEVICE_COOKIE}=short`,
      `${DEVICE_COOKIE}=${"a".repeat(21)}!`,
    ]) {
      const { deviceId, setCookie } = deviceIdOf(header, false);
      expect(deviceId).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(setCookie).toBe(
        `${DEVICE_COOKIE}=${deviceId}; Path=/api/check-in; Max-Age=34560000; HttpOnly; SameSite=Lax`,
      );
    }
    expect(deviceIdOf(undefined, true).setCookie).toMatch(/; Secure$/);
    expect(deviceIdOf(undefined, false).deviceId).not.toBe(deviceIdOf(undefined, false).deviceId);
  });

  it("stores a keyed hash: the same id marks alike under one key, differently under another", () => {
    const key = deviceMarkKey("test-secret-test-secret-test-secret-0123");
    const other = deviceMarkKey("another-secret-another-secret-0123456");
    const mark = deviceMarkOf(key, "AAAAAAAAAAAAAAAAAAAAAA");
    expect(mark).toMatch(/^[0-9a-f]{32}$/);
    expect(deviceMarkOf(key, "AAAAAAAAAAAAAAAAAAAAAA")).toBe(mark);
    expect(deviceMarkOf(other, "AAAAAAAAAAAAAAAAAAAAAA")).not.toBe(mark);
  });
});
