import { act } from "react";
import { describe, expect, it } from "vitest";
import type { PublicCredential } from "../../../../contract/credentials.ts";
import { i18n, loadCatalogs } from "../../../i18n/index.ts";
import { currentUserQuery } from "../../../lib/session.ts";
import { member } from "../../../test/fixtures.ts";
import { control, render, testQueryClient } from "../../../test/render.tsx";
import { credentialQuery } from "../api/credentials.ts";
import { CredentialPage } from "./credential-page.tsx";

const id = "0f8b7a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b";
const credential: PublicCredential = {
  id,
  kind: "mission",
  url: `https://blockvocates.app/credentials/${id}`,
  achievementName: "Mission 1",
  achievementDescription: "Create Your Identity",
  criteria: "Completed every step of the mission.",
  image: "https://blockvocates.app/images/badges/mission.svg",
  missions: [],
  recipientName: "Ada Lovelace",
  clubName: "Lisbon Builders",
  issuerName: "Lisbon Builders (Blockvocates)",
  issuedAt: "2026-03-05T10:00:00.000Z",
  revokedAt: null,
  document: { id: `https://blockvocates.app/credentials/${id}` },
  jwt: "aaa.bbb.ccc",
  verification: {
    signatureValid: true,
    issuerValid: true,
    status: "active",
    result: "verified",
    issuer: "did:web:blockvocates.app",
    checkedAt: "2026-03-06T10:00:00.000Z",
  },
};

async function open(viewer: typeof member | null, shown: PublicCredential = credential) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(credentialQuery(id).queryKey, shown);
  queryClient.setQueryData(currentUserQuery.queryKey, viewer);
  return render(<CredentialPage />, {
    path: `/credentials/${id}`,
    pattern: "credentials/:credentialId",
    queryClient,
  });
}

describe("the credential page", () => {
  it("shows what was achieved, by whom, when, by which club, and the live check", async () => {
    const { container } = await open(null);
    const text = container.textContent ?? "";
    expect(text).toContain("Mission 1");
    expect(text).toContain("Ada Lovelace");
    expect(text).toContain("March 5, 2026");
    // The live check's moment in the page's one date format, not "3/6/26, 10:00:00 AM".
    expect(text).toContain("March 6, 2026 at 10:00 AM");
    expect(text).toContain("Lisbon Builders");
    expect(container.querySelector("[data-testid=verification-result]")?.textContent).toBe(
      "Verified",
    );
    expect(control("Add to LinkedIn profile")?.getAttribute("href")).toMatch(
      /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME/,
    );
    expect(control("Download as JSON")?.getAttribute("download")).toBe(`credential-${id}.json`);
    expect(control("Revoke credential")).toBeUndefined();
  });

  it("presents a journey's credential as a certificate: the journey, the member, the day, its missions in order, the check and the ways to share it", async () => {
    const titles = Array.from(
      { length: 8 },
      (_, index) => `Mission ${index + 1}: Step ${index + 1}`,
    );
    const { container } = await open(null, {
      ...credential,
      kind: "journey",
      achievementName: "Developer journey",
      achievementDescription: "For builders who want to ship smart contracts.",
      criteria: "Completed the 8 missions of the Developer journey in order.",
      missions: titles.map((title, index) => ({ missionId: `developer-${index + 1}`, title })),
    });
    const certificate = container.querySelector("[data-testid=certificate]");
    expect(certificate?.querySelector("h1")?.textContent).toBe("Developer journey");
    const text = certificate?.textContent ?? "";
    expect(text).toContain("Certificate of completion");
    expect(text).toContain("Ada Lovelace");
    expect(text).toContain("March 5, 2026");
    expect(text).toContain("For builders who want to ship smart contracts.");
    expect(text).toContain("The 8 missions completed");
    expect([...(certificate?.querySelectorAll("ol li") ?? [])].map((li) => li.textContent)).toEqual(
      titles,
    );
    expect(container.querySelector("[data-testid=verification-result]")?.textContent).toBe(
      "Verified",
    );
    expect(control("Add to LinkedIn profile")?.getAttribute("href")).toContain(
      "name=Developer+journey",
    );
    expect(control("Copy link")).toBeDefined();
    expect(document.title).toContain("Developer journey");
  });

  it("offers the badge image with the credential inside, as PNG and as SVG", async () => {
    await open(null);
    const png = control("Download badge image (with the credential inside)");
    expect(png?.getAttribute("href")).toBe(`/api/credentials/${id}/badge.png`);
    expect(png?.getAttribute("download")).toBe(`credential-${id}.png`);
    const svg = control("Badge image as SVG");
    expect(svg?.getAttribute("href")).toBe(`/api/credentials/${id}/badge.svg`);
    expect(svg?.getAttribute("download")).toBe(`credential-${id}.svg`);
  });

  it("shows the wallet pickup address, its QR code and the Learner Credential Wallet's steps", async () => {
    const { container } = await open(null);
    const wallet = container.querySelector("section[aria-labelledby=wallet-title]");
    expect(wallet?.querySelector("h2")?.textContent).toBe("Add to a digital wallet");
    const qr = container.querySelector("[data-testid=wallet-qr]");
    expect(qr?.getAttribute("src")).toBe(`/api/credentials/${id}/pickup-qr.svg`);
    expect(qr?.getAttribute("alt")).toBe(
      "QR code of the address a wallet picks this credential up from",
    );
    const address = `https://blockvocates.app/api/credentials/${id}/pickup`;
    expect(container.querySelector("[data-testid=wallet-address]")?.getAttribute("href")).toBe(
      address,
    );
    expect(control("Copy wallet address")).toBeDefined();
    const steps = [...(wallet?.querySelectorAll("ol li") ?? [])].map((li) => li.textContent);
    expect(steps).toHaveLength(3);
    expect(steps[0]).toContain("Add Credential");
    expect(steps[1]).toContain("Scan QR Code");
    expect(wallet?.textContent).not.toContain("revoked");
  });

  it("says in Arabic how to add the credential to a wallet", async () => {
    await loadCatalogs("ar");
    act(() => i18n.activate("ar"));
    try {
      const { container } = await open(null);
      const wallet = container.querySelector("section[aria-labelledby=wallet-title]");
      expect(wallet?.querySelector("h2")?.textContent).toBe("إضافة إلى محفظة رقمية");
      expect(wallet?.textContent).toContain("Learner Credential Wallet");
      expect(control("تنزيل صورة الشارة (وبداخلها الشهادة)")).toBeDefined();
    } finally {
      act(() => i18n.activate("en"));
    }
  });

  it("offers to copy a mission credential's link too", async () => {
    await open(null);
    expect(control("Copy link")).toBeDefined();
  });

  it("offers admins a revoke button", async () => {
    await open({ ...member, isAdmin: true });
    expect(control("Revoke credential")).toBeDefined();
  });

  it("says revoked for a revoked credential, with no revoke button", async () => {
    const { container } = await open(
      { ...member, isAdmin: true },
      {
        ...credential,
        revokedAt: "2026-04-01T00:00:00.000Z",
        verification: { ...credential.verification, status: "revoked", result: "revoked" },
      },
    );
    expect(container.querySelector("[data-testid=verification-result]")?.textContent).toBe(
      "Revoked",
    );
    expect(control("Revoke credential")).toBeUndefined();
    // A wallet still picks it up; the page says what a wallet will show.
    const wallet = document.querySelector("section[aria-labelledby=wallet-title]");
    expect(wallet?.textContent).toContain("This credential is revoked");
  });
});
