import { describe, expect, it } from "vitest";
import type { PublicCredential } from "../../../../contract/credentials.ts";
import { dataUrlOf, linkedInAddUrl } from "./credential-links.ts";

const credential = {
  id: "0f8b7a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
  url: "https://blockvocates.app/credentials/0f8b7a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
  achievementName: "Mission 1 & more",
  clubName: "Lisbon Builders",
  issuedAt: "2026-03-05T10:00:00.000Z",
} as PublicCredential;

describe("linkedInAddUrl", () => {
  it("fills LinkedIn's certification form with the credential's name, issuer, date, address and id", () => {
    const url = new URL(linkedInAddUrl(credential));
    expect(url.origin + url.pathname).toBe("https://www.linkedin.com/profile/add");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      startTask: "CERTIFICATION_NAME",
      name: "Mission 1 & more",
      organizationName: "Blockvocates – Lisbon Builders",
      issueYear: "2026",
      issueMonth: "3",
      certUrl: credential.url,
      certId: credential.id,
    });
  });
});

describe("downloads", () => {
  it("encodes a file as a data: address", () => {
    expect(
      decodeURIComponent(dataUrlOf('{"a":"#1"}', "application/json").split(",")[1] ?? ""),
    ).toBe('{"a":"#1"}');
  });
});
