import type { Page } from "@playwright/test";
import { expect, firstLinkIn, mailTo, test } from "./fixtures.ts";

/** Every URL the page's main frame shows from now on, client-side route changes included. */
export function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/**
 * After a sign-in that goes to /Dashboard: a member without a club is sent on to the landing
 * page, with Logout in the navigation bar.
 */
export async function expectSignedInOnLanding(page: Page, urls: string[]) {
  await expect(page.getByRole("heading", { name: "Six Customized Journeys" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/");
  expect(urls.some((url) => new URL(url).pathname.toLowerCase() === "/dashboard")).toBe(true);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
}

/** Signs `page` in as the e2e admin (ADMIN_EMAILS), verifying the address on first use. */
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
  const verification = await mailTo(credentials.email, /Confirm your email/);
  const opened = await page.request.get(firstLinkIn(verification));
  expect(opened.ok(), await opened.text()).toBe(true);
  const after = (await (await page.request.get("/api/me")).json()) as { isAdmin: boolean };
  expect(after.isAdmin).toBe(true);
}
