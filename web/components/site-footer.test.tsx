import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { CONTACT_EMAIL } from "../../content/site.ts";
import {
  AboutPage,
  ContactPage,
  PrivacyPage,
  TermsPage,
} from "../features/info-pages/components/info-pages.tsx";
import { i18n, loadCatalogs } from "../i18n/index.ts";
import { queryKeys } from "../lib/query-keys.ts";
import { render, testQueryClient } from "../test/render.tsx";
import { AppLayout } from "./app-layout.tsx";

describe("the footer on every page", () => {
  it("links the layout's every page to About, Contact, the privacy policy and the terms", async () => {
    const queryClient = testQueryClient();
    queryClient.setQueryData(queryKeys.me, null);
    const { container } = await render(<AppLayout />, { queryClient });
    const footer = container.querySelector("footer");
    expect(footer).not.toBeNull();
    const links = [...(footer?.querySelectorAll("a") ?? [])].map((link) => [
      link.textContent,
      link.getAttribute("href"),
    ]);
    expect(links).toEqual([
      ["About", "/About"],
      ["Contact", "/Contact"],
      ["Privacy policy", "/Privacy"],
      ["Terms of use", "/Terms"],
    ]);
    expect(footer?.querySelector("nav")?.getAttribute("aria-label")).toBe("About this site");
  });
});

describe("the About, Contact, Privacy and Terms pages", () => {
  afterEach(() => act(() => i18n.activate("en")));

  it("say what is kept, why, how long, who sees it, how to take and delete it, and Stripe", async () => {
    const { container } = await render(<PrivacyPage />);
    const text = container.textContent ?? "";
    expect(container.querySelector("h1")?.textContent).toBe("Privacy policy");
    expect(text).toContain("leaders of a club you apply to see your name, your email address");
    expect(text).toContain("Partner organisations see only what you choose to share");
    expect(text).toContain("14 days to change your mind");
    expect(text).toContain("we never see or store your card number");
    const hrefs = [...container.querySelectorAll("a")].map((link) => link.getAttribute("href"));
    expect(hrefs).toEqual([
      "/Rewards",
      "/NotificationSettings",
      "/Account",
      `mailto:${CONTACT_EMAIL}`,
    ]);
    // The check-in's device mark is said plainly: what, why, how long.
    expect(text).toContain("removed from check-ins after 90 days");
  });

  it("say in the terms that $VOCATE are points with no cash value, not a cryptocurrency", async () => {
    const { container } = await render(<TermsPage />);
    expect(container.textContent).toContain("They are not a cryptocurrency, have no cash value");
    // Every screen that names $VOCATE links to the page that says what it is (round 3, 3).
    const vocate = [...container.querySelectorAll("a")].find((a) => a.textContent === "$VOCATE");
    expect(vocate?.getAttribute("href")).toBe("/Rewards");
  });

  it("give the contact address, read left to right in Arabic too", async () => {
    await loadCatalogs("ar");
    act(() => i18n.activate("ar"));
    const { container } = await render(<ContactPage />);
    const address = container.querySelector(`a[href="mailto:${CONTACT_EMAIL}"]`);
    expect(address?.textContent).toBe(CONTACT_EMAIL);
    expect(address?.getAttribute("dir")).toBe("ltr");
    expect(container.querySelector("h1")?.textContent).toBe("اتصل بنا");
  });

  it("are written in Malayalam too", async () => {
    await loadCatalogs("ml");
    act(() => i18n.activate("ml"));
    const { container } = await render(<AboutPage />);
    expect(container.querySelector("h1")?.textContent).toBe("ബ്ലോക്ക്‌വോക്കേറ്റ്സിനെക്കുറിച്ച്");
    expect(container.textContent).not.toContain("Blockvocates is a programme");
  });
});
