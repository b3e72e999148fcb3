import type { Page } from "@playwright/test";
import { expect } from "./fixtures.ts";

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
