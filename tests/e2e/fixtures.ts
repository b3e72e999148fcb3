import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";
import { e2eMailDir } from "../../playwright.config.ts";
import { bodyText, subjectOf } from "../mail-text.ts";

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter(
    (violation) => violation.impact === "serious" || violation.impact === "critical",
  );
  expect(
    severe.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
    ),
  ).toEqual([]);
}

/**
 * Waits until React has taken over the page. The public pages arrive prerendered, so their
 * buttons exist before they work: a click in that moment would be lost.
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

export const test = base.extend<{ pageErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  // A script error on the page fails the test.
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface E2eUser {
  name: string;
  email: string;
  password: string;
  id: string;
}

let userCounter = 0;

/**
 * Signs up a fresh user through the API inside the page's browser context, so the page is
 * signed in as them (the session cookie lands in the context).
 */
export async function signUpViaApi(page: Page, overrides: Partial<E2eUser> = {}): Promise<E2eUser> {
  userCounter += 1;
  const unique = `${Date.now().toString(36)}${userCounter}${Math.random().toString(36).slice(2, 6)}`;
  const name = overrides.name ?? `Member ${unique}`;
  const email = overrides.email ?? `e2e-${unique}@example.com`;
  const password = overrides.password ?? "an e2e passphrase 42";
  const baseURL = test.info().project.use.baseURL ?? "";
  const response = await page.request.post("/api/auth/sign-up/email", {
    data: { name, email, password },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
  // Sign-up never starts a session (it answers alike for taken emails): sign in, as the screen does.
  const signedIn = await page.request.post("/api/auth/sign-in/email", {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const body = (await signedIn.json()) as { user: { id: string } };
  return { name, email, password, id: body.user.id };
}

/**
 * The text of the newest email the e2e server sent to `to` whose subject matches, as its SMTP
 * receiver got it; waits for it to arrive.
 */
export async function mailTo(to: string, subject: RegExp): Promise<string> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const names = readdirSync(e2eMailDir).sort().reverse();
    for (const name of names) {
      const mail = JSON.parse(readFileSync(path.join(e2eMailDir, name), "utf8")) as {
        to: string[];
        raw: string;
      };
      if (mail.to.includes(to.toLowerCase()) && subject.test(subjectOf(mail.raw))) {
        return bodyText(mail.raw);
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no email to ${to} matching ${subject}`);
}

/** The first http(s) link in a text. */
export function firstLinkIn(text: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in: ${text}`);
  return link;
}
