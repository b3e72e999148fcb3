import { describe, expect, it } from "vitest";
import { endpointRefusal, endpointRuleOf, isKnownPushHost, userAgentLabel } from "./policy.ts";

describe("endpointRefusal", () => {
  it("production: the browsers' push services only", () => {
    const rule = endpointRuleOf("production");
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAA",
      "https://web.push.apple.com/QGx",
      "https://wns2-par02p.notify.windows.com/w/?token=x",
    ]) {
      expect(endpointRefusal(endpoint, rule), endpoint).toBeNull();
    }
    for (const endpoint of [
      "https://169.254.169.254/latest/meta-data",
      "https://localhost:3000/api/admin",
      "https://fcm.googleapis.com.evil.example/x",
      "https://evilfcm.googleapis.com.example/x",
      "http://fcm.googleapis.com/fcm/send/abc",
      "http://127.0.0.1:9000/push/1",
    ]) {
      expect(endpointRefusal(endpoint, rule), endpoint).not.toBeNull();
    }
  });

  it("development: any https address; tests: also a local http receiver", () => {
    expect(endpointRefusal("https://push.example.org/1", endpointRuleOf("development"))).toBeNull();
    expect(
      endpointRefusal("http://127.0.0.1:9000/push/1", endpointRuleOf("development")),
    ).not.toBeNull();
    expect(endpointRefusal("http://127.0.0.1:9000/push/1", endpointRuleOf("test"))).toBeNull();
    expect(endpointRefusal("http://10.0.0.5/push/1", endpointRuleOf("test"))).not.toBeNull();
    expect(endpointRefusal("not a url", endpointRuleOf("test"))).not.toBeNull();
    expect(
      endpointRefusal("https://a:b@push.example.org/1", endpointRuleOf("test")),
    ).not.toBeNull();
  });

  it("a known host is matched whole or by its service's own suffix", () => {
    expect(isKnownPushHost("FCM.googleapis.com")).toBe(true);
    expect(isKnownPushHost("notify.windows.com.example")).toBe(false);
    expect(isKnownPushHost("x.push.apple.com")).toBe(true);
  });
});

describe("userAgentLabel", () => {
  it("names the browser and the system, nothing more", () => {
    expect(
      userAgentLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
    expect(
      userAgentLabel(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36 Edg/126.0.0.0",
      ),
    ).toBe("Edge on Windows");
    expect(
      userAgentLabel("Mozilla/5.0 (Android 14; Mobile; rv:127.0) Gecko/127.0 Firefox/127.0"),
    ).toBe("Firefox on Android");
    expect(userAgentLabel(undefined)).toBe("");
    expect(userAgentLabel("curl/8.0")).toBe("");
  });
});
