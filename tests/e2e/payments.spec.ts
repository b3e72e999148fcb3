import type { Page } from "@playwright/test";
import { expect, expectAccessible, signUpViaApi, test } from "./fixtures.ts";

async function clubIdOf(page: Page): Promise<number | null> {
  const response = await page.request.get("/api/me");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { clubId: number | null }).clubId;
}

/** Clicks the page's buy button and returns the test-mode checkout tab it opened. */
async function openTestCheckout(page: Page, buttonName: string) {
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("button", { name: buttonName }).click(),
  ]);
  await tab.waitForURL(/\/TestCheckout\/[0-9a-f-]+$/);
  await expect(tab.getByText("Test mode — no card is charged")).toBeVisible();
  await expect(tab.getByRole("button", { name: "Pay" })).toBeVisible();
  await expectAccessible(tab);
  return tab;
}

/** Pay in the test-mode tab: the first tab shows the success toast and lands on /dashboard. */
async function payAndLandOnDashboard(page: Page, tab: Page, level: number) {
  await tab.getByRole("button", { name: "Pay" }).click();
  await expect(tab.getByText("Payment complete")).toBeVisible();
  await expect(page.getByText("Payment successful! Club membership updated.")).toBeVisible();
  await page.waitForURL(/\/dashboard$/);
  expect(await clubIdOf(page)).toBe(level);
}

test("a member pays on /Checkout in the test-mode tab and lands on the dashboard with club 1", async ({
  page,
}) => {
  await signUpViaApi(page);
  await page.goto("/Checkout");
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  // The pay button says what it does.
  await expect(page.getByRole("button", { name: "Pay $60 for 6 months" })).toBeEnabled();
  // The demo's test mode is an explicit choice, and says so where people pay.
  await expect(page.getByText("Test mode: no real payment is taken")).toBeVisible();
  await expectAccessible(page);

  const tab = await openTestCheckout(page, "Pay $60 for 6 months");
  await expect(tab.getByText("Blockvocates Global")).toBeVisible();
  await payAndLandOnDashboard(page, tab, 1);
});

test("joining from the Kerala page gives club 2", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/KeralaBlockvocates?lang=en");
  await expect(page.getByRole("heading", { name: "Welcome to Kerala Blockvocates" })).toBeVisible();
  await expectAccessible(page);

  const tab = await openTestCheckout(page, "Pay $60 for 6 months");
  await expect(tab.getByText("Kerala Blockvocates")).toBeVisible();
  await payAndLandOnDashboard(page, tab, 2);
});

test("Cancel in the test-mode tab leaves membership at 0", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/Checkout");
  const tab = await openTestCheckout(page, "Pay $60 for 6 months");
  await tab.getByRole("button", { name: "Cancel" }).click();
  await expect(tab.getByText("Checkout canceled")).toBeVisible();
  await expectAccessible(tab);

  await expect(page).toHaveURL(/\/Checkout$/);
  await expect(
    page.getByText("Complete the payment in the new tab.", { exact: false }),
  ).toBeHidden();
  expect(await clubIdOf(page)).toBeNull();
});

test("a signed-out visitor is told to log in and sent to /login", async ({ page }) => {
  await page.goto("/OmanBlockvocates?lang=en");
  await page.getByRole("button", { name: "Pay $60 for 6 months" }).click();
  await expect(page.getByText("You must be logged in to checkout.")).toBeVisible();
  await page.waitForURL(/\/login$/);
});
