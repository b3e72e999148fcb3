// The plain Playwright test: this page is not the React app (no hydration marker to wait for).
import { expect, test } from "@playwright/test";

test("the API reference at /api/docs renders the operations, served from this server", async ({
  page,
}) => {
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith(test.info().project.use.baseURL ?? ""))
      foreign.push(request.url());
  });
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  await page.goto("/api/docs", { waitUntil: "networkidle" });
  await expect(page.getByText("Blockvocates API").first()).toBeVisible();
  // Every section is listed, closed; the reader opens the one they need.
  const clubs = page.locator(".opblock-tag", { hasText: /^clubs/ });
  await expect(page.locator(".opblock-tag", { hasText: /^evaluations/ })).toBeVisible();
  await clubs.click();
  const operation = page.locator(".opblock-summary-path", {
    hasText: "/api/clubs/{clubId}/members",
  });
  await expect(operation.first()).toBeVisible();
  await operation.first().click();
  await expect(page.getByText("The club's members (its leader only)").first()).toBeVisible();
  expect(foreign).toEqual([]);
  expect(errors).toEqual([]);
});
