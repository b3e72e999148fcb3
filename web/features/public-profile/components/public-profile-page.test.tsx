import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { PublicProfile } from "../../../../contract/public-profile.ts";
import { i18n, loadCatalogs } from "../../../i18n/index.ts";
import { render, testQueryClient } from "../../../test/render.tsx";
import { publicProfileQuery } from "../api/public-profile.ts";
import { PublicProfilePage } from "./public-profile-page.tsx";

const publicId = "AbCdEfGhIjKlMnOp";
const profile: PublicProfile = {
  publicId,
  url: `https://blockvocates.app/Profile/${publicId}`,
  displayName: "Ada Lovelace",
  clubName: "Lisbon Builders",
  journeyName: "Web3 Developer",
  verifiedMissions: [
    {
      missionId: "mission101",
      missionName: "Mission 1",
      objective: "Create Your Identity",
      verifiedAt: "2026-03-05T10:00:00.000Z",
      credentialId: "0f8b7a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
    },
    {
      missionId: "mission111",
      missionName: "Mission 2",
      objective: "Read, Write, Own",
      verifiedAt: null,
      credentialId: null,
    },
  ],
  journeyCredentials: [],
  roles: [],
  evaluations: [],
  wallets: [],
  isPublic: true,
};

async function open(shown: PublicProfile) {
  const queryClient = testQueryClient();
  queryClient.setQueryData(publicProfileQuery(publicId).queryKey, shown);
  return render(<PublicProfilePage />, {
    path: `/Profile/${publicId}`,
    pattern: "Profile/:publicId",
    queryClient,
  });
}

describe("the public profile page", () => {
  it("shows the name, club, journey and each verified mission with its date and credential link", async () => {
    const { container } = await open(profile);
    const text = container.textContent ?? "";
    expect(container.querySelector("h1")?.textContent).toBe("Ada Lovelace");
    expect(text).toContain("Member of Lisbon Builders");
    expect(text).toContain("Journey: Web3 Developer");
    expect(text).toContain("on March 5, 2026");
    const links = [...container.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(links).toContain("/credentials/0f8b7a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b");
    expect(text).not.toContain("Only you can see this page");
  });

  it("titles each mission by its name, and shows a journey's certificate with its link", async () => {
    const { container } = await open({
      ...profile,
      journeyCredentials: [
        {
          credentialId: "1a2b3c4d-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
          name: "Developer journey",
          issuedAt: "2026-04-01T10:00:00.000Z",
        },
      ],
    });
    const text = container.textContent ?? "";
    expect(text).toContain("Mission 1: Create Your Identity");
    const journeys = container.querySelector("section[aria-labelledby=journeys-title]");
    expect(journeys?.textContent).toContain("Developer journey");
    expect(journeys?.textContent).toContain("April 1, 2026");
    expect(journeys?.querySelector("a")?.getAttribute("href")).toBe(
      "/credentials/1a2b3c4d-1c2d-4e5f-8a9b-0c1d2e3f4a5b",
    );
  });

  it("tells the owner previewing a private profile that nobody else sees it", async () => {
    const { container } = await open({ ...profile, isPublic: false });
    expect(container.textContent).toContain("Only you can see this page");
  });

  it("shows each wallet the member shows, shortened, whole for screen readers and on hover", async () => {
    const address = "0x52908400098527886E0F7030069857D2E4169EE7";
    const { container } = await open({ ...profile, wallets: [{ address, chainId: 1 }] });
    const wallets = container.querySelector("section[aria-labelledby=wallets-title]");
    expect(wallets?.querySelector("h2")?.textContent).toBe("Wallets");
    const shown = wallets?.querySelector(`[title="${address}"]`);
    expect(shown?.querySelector("[aria-hidden=true]")?.textContent).toBe("0x5290…9EE7");
    expect(shown?.querySelector(".visually-hidden")?.textContent).toBe(address);
    expect(wallets?.textContent).toContain("on Ethereum");
    expect(wallets?.querySelector("button")?.getAttribute("aria-label")).toBe(
      `Copy the wallet address ${address}`,
    );
  });

  it("has no wallets section when none is shown", async () => {
    const { container } = await open(profile);
    expect(container.querySelector("section[aria-labelledby=wallets-title]")).toBeNull();
  });

  describe("in Malayalam and Arabic", () => {
    afterEach(() => act(() => i18n.activate("en")));

    it("says the page's words and the day in Malayalam", async () => {
      await loadCatalogs("ml");
      act(() => i18n.activate("ml"));
      const { container } = await open(profile);
      expect(container.textContent).toContain("Lisbon Builders അംഗം");
      expect(container.textContent).toContain("സ്ഥിരീകരിച്ച മിഷനുകൾ");
      expect(container.textContent).toContain("മാർച്ച്");
    });

    it("says the page's words and the day in Arabic", async () => {
      await loadCatalogs("ar");
      act(() => i18n.activate("ar"));
      const { container } = await open({
        ...profile,
        isPublic: false,
        wallets: [{ address: "0x52908400098527886E0F7030069857D2E4169EE7", chainId: 11155111 }],
      });
      expect(container.textContent).toContain("عضو في Lisbon Builders");
      expect(container.textContent).toContain("المحافظ");
      expect(container.textContent).toContain("على Sepolia");
      expect(container.textContent).toContain("أنت وحدك ترى هذه الصفحة");
      expect(container.textContent).toContain("مارس");
      expect(container.textContent).not.toContain("Verified missions");
    });
  });
});
