import type { Page } from "@playwright/test";
import { appOrigin, expect } from "./fixtures.ts";

/** Every URL the page's main frame shows from now on, client-side route changes included. */
export function recordUrls(page: Page): string[] {
  const urls: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) urls.push(frame.url());
  });
  return urls;
}

/**
 * After a sign-in that goes to /Dashboard: a member without a club stays there, on the
 * getting-started dashboard (never the landing page), with Logout in the navigation bar.
 */
export async function expectSignedInOnGettingStarted(page: Page, urls: string[]) {
  await expect(page.getByRole("heading", { name: "Your next steps" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "My Account", level: 1 })).toBeVisible();
  expect(new URL(page.url()).pathname.toLowerCase()).toBe("/dashboard");
  expect(urls.some((url) => new URL(url).pathname.toLowerCase() === "/dashboard")).toBe(true);
  expect(urls.some((url) => new URL(url).pathname === "/")).toBe(false);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("button", { name: "Logout" })).toBeVisible();
}

/**
 * Signs out (through the API, as the session's owner) and back in on /Login with the button
 * named `signInWith` ("Sign in with a passkey", "Sign in with a wallet"): lands on the dashboard.
 */
export async function signOutThenSignInWith(page: Page, signInWith: string) {
  const out = await page.request.post("/api/auth/sign-out", {
    data: {},
    headers: { origin: appOrigin() },
  });
  expect(out.status()).toBe(200);
  await page.goto("/Login");
  await page.getByRole("button", { name: signInWith }).click();
  await expect(page).toHaveURL(/\/dashboard/i);
}
