import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Locator, type Page } from "@playwright/test";
import { e2eMailDir } from "../../playwright.config.ts";
import { bodyText, subjectOf } from "../mail-text.ts";

/** WCAG 2.2 AA as axe checks it. */
const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"];

/**
 * No accessibility violation of any impact (WCAG 2.2 AA) on the page. Live pages re-render when
 * another person's action arrives over the event stream, and axe may then measure an element
 * that is being replaced: the check runs again (a few times, briefly) before it fails, so only a
 * violation that stays fails the test.
 */
export async function expectAccessible(page: Page) {
  // Measured from the top of the page: scrolled down, the sticky header covers whatever passes
  // beneath it, and axe's target-size counts a button under it as too small (seen on the admin
  // queue after a decision had scrolled its item into view).
  await page.evaluate(() => window.scrollTo(0, 0));
  // Up to 20 s: axe on a long page (a regional page with its club) took over 10 s on a slow day
  // of this machine kind with two browsers running; a violation that stays still fails.
  // Legacy mode: axe runs in the page, without the blank page the frame-aware mode opens for
  // every check to merge its frames' results; the app's pages have no frames (ADR 057).
  await expect(async () => {
    const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).setLegacyMode().analyze();
    expect(
      results.violations.map(
        (violation) =>
          `${violation.impact} ${violation.id}: ${violation.nodes.map((node) => node.target).join(", ")}`,
      ),
    ).toEqual([]);
  }).toPass({ intervals: [500, 1000, 2000], timeout: 20_000 });
}

/** Checks the page once its toasts have gone (a toast fading in or out has no stable colours). */
export async function expectSettledAccessible(page: Page) {
  await expect(page.locator(".mantine-Notification-root")).toHaveCount(0);
  await expectAccessible(page);
}

/** Where focus is now: what a keyboard user sees, for the focus assertions below. */
async function focusState(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    const rect = element.getBoundingClientRect();
    // What is drawn at the element's centre: the element itself unless something covers it.
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    return {
      description: `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`,
      ringed:
        element.matches(":focus-visible") &&
        style.outlineStyle !== "none" &&
        Number.parseFloat(style.outlineWidth) >= 2,
      // In the window and not under the sticky header, a toast or anything else (2.4.11).
      unobscured: rect.height > 0 && hit !== null && (hit === element || element.contains(hit)),
      sideways: document.documentElement.scrollWidth > window.innerWidth,
    };
  });
}

/** Focus is somewhere (never `<body>`), ringed, in view, and nothing scrolls sideways. */
export async function expectFocusVisible(page: Page) {
  // Retried briefly: a closing dialog's overlay fades out after the dialog itself is hidden, and
  // covers what took focus back for those few frames; something that stays in the way still fails.
  await expect(async () => {
    const state = await focusState(page);
    expect(state, "focus fell to <body>").not.toBeNull();
    expect(state?.ringed, `no focus ring on ${state?.description}`).toBe(true);
    expect(state?.unobscured, `${state?.description} is hidden`).toBe(true);
    expect(state?.sideways, "the page scrolls sideways").toBe(false);
  }).toPass({ intervals: [100, 250, 500], timeout: 2_000 });
}

/** Focus is on `target` (and visible), and the tab says `title`. */
export async function expectFocusOn(page: Page, target: Locator, title: string | RegExp) {
  await expect(target).toBeFocused();
  await expectFocusVisible(page);
  await expect(page).toHaveTitle(title);
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target` has focus, checking at every stop that
 * focus is visible; fails after `limit` presses.
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, limit = 40 } = {}) {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    await expectFocusVisible(page);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab never reached ${target}`);
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
      // What caused an error React recovered from (web/main.tsx logs it beside the error event).
      page.on("console", (message) => {
        if (message.type() === "error" && message.text().startsWith("React recovered from:"))
          errors.push(message.text());
      });
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

let originOverride: string | undefined;

/**
 * The app's address as the API helpers send it in `Origin` (the server refuses a write from any
 * other): the e2e server's, or the one a spec that spawns its own server set with `useAppOrigin`.
 */
export function appOrigin(): string {
  return originOverride ?? test.info().project.use.baseURL ?? "";
}

/** For a spec on its own spawned server: the API helpers and new contexts go there (undefined: back). */
export function useAppOrigin(origin: string | undefined) {
  originOverride = origin;
}

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
  const baseURL = appOrigin();
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

/** Signs the page in as the e2e admin (listed in ADMIN_EMAILS), verifying the address once. */
export async function signInAsAdmin(page: Page) {
  const baseURL = test.info().project.use.baseURL ?? "";
  const credentials = { email: "e2e-admin@example.com", password: "an e2e admin passphrase 42" };
  const signUp = await page.request.post("/api/auth/sign-up/email", {
    data: { name: "E2E Admin", ...credentials },
    headers: { origin: baseURL },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: credentials,
    headers: { origin: baseURL },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  const me = (await (await page.request.get("/api/me")).json()) as { isAdmin: boolean };
  if (me.isAdmin) return;
  // ADMIN_EMAILS lists the address, but the rights apply only once it is verified: through the
  // link the server mailed (over SMTP, to the e2e receiver).
  await confirmEmail(page, credentials);
  const after = (await (await page.request.get("/api/me")).json()) as { isAdmin: boolean };
  expect(after.isAdmin).toBe(true);
}

/**
 * Confirms `person`'s address through the link the server mailed at sign-up (over SMTP, to the
 * e2e receiver). Opening it ends the account's sessions and leads to choosing the password again:
 * the same one is chosen, and the page signs in again.
 */
export async function confirmEmail(page: Page, person: { email: string; password: string }) {
  const baseURL = appOrigin();
  const verification = await mailTo(person.email, /Confirm your email/);
  const opened = await page.request.get(firstLinkIn(verification), { maxRedirects: 0 });
  expect(opened.status(), await opened.text()).toBe(302);
  const choose = new URL(opened.headers().location ?? "", baseURL);
  const chosen = await page.request.post("/api/auth/reset-password", {
    data: { token: choose.searchParams.get("token"), newPassword: person.password },
    headers: { origin: baseURL },
  });
  expect(chosen.ok(), await chosen.text()).toBe(true);
  const again = await page.request.post("/api/auth/sign-in/email", {
    data: { email: person.email, password: person.password },
    headers: { origin: baseURL },
  });
  expect(again.ok(), await again.text()).toBe(true);
}
