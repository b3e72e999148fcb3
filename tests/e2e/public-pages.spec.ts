import { expect, expectAccessible, test } from "./fixtures.ts";

test("the landing accordion opens one journey at a time with its eight modules", async ({
  page,
}) => {
  await page.goto("/");
  await expect(
    page.getByRole("heading", { name: /Learn Blockchain, Improve Your Public Speaking/ }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Six Customized Journeys" })).toBeVisible();
  await expect(page.getByTestId("landing")).toHaveClass(/loaded/);

  await page.getByRole("button", { name: "Trader" }).click();
  const traderModules = page.getByRole("list", { name: "Trader modules" });
  await expect(traderModules.getByRole("listitem")).toHaveCount(8);
  await expect(traderModules.getByRole("listitem").first()).toHaveText(/^M1: /);

  await page.getByRole("button", { name: "Developer" }).click();
  await expect(
    page.getByRole("list", { name: "Developer modules" }).getByRole("listitem"),
  ).toHaveCount(8);
  await expect(traderModules).toBeHidden();
  await expectAccessible(page);
});

test("a visitor opens a club from the landing; Join's sign-up brings them back to it", async ({
  page,
}) => {
  // Visitors may browse clubs (docs/product.md, round 3 decision 1); applying asks them to sign up or log in.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await page.getByRole("button", { name: "Blockvocates Global" }).click();
  await expect(page).toHaveURL(/\/BlockvocatesGlobal$/);
  await expect(page.getByRole("heading", { name: "Blockvocates Global", level: 1 })).toBeVisible();
  await expect(page.getByText("Meeting link:")).toHaveCount(0);
  await expect(
    page.getByRole("link", { name: "Log in to join Blockvocates Global" }),
  ).toHaveAttribute("href", "/Login?next=%2FBlockvocatesGlobal");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await expectAccessible(page);

  await page.getByRole("link", { name: "Sign up to join Blockvocates Global" }).click();
  await expect(page).toHaveURL(/\/SignUp\?next=%2FBlockvocatesGlobal$/);
  await expect(page.getByRole("main").getByRole("link", { name: "Login" })).toHaveAttribute(
    "href",
    "/Login?next=%2FBlockvocatesGlobal",
  );
  await page.getByLabel("Username").fill("Vera Visitor");
  await page.getByLabel("Email").fill(`visitor-${Date.now().toString(36)}@example.com`);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill("an e2e passphrase 42");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/\/BlockvocatesGlobal$/);
  await expect(page.getByRole("button", { name: "Join Blockvocates Global" })).toBeVisible();
});

test("the menu collapses behind a button on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto("/");
  await expect(page.getByRole("link", { name: "MY ACCOUNT" })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("dialog", { name: "Menu" });
  await expect(menu.getByRole("link", { name: "HOME" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "MY ACCOUNT" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Login" })).toBeVisible();
  await expectAccessible(page);
  await menu.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/Login$/);
});

test("an unknown path shows the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page.getByRole("heading", { name: "Six Customized Journeys" })).toBeVisible();
});

test("/Journeys survives a reload and matches case-insensitively", async ({ page }) => {
  await page.goto("/Journeys");
  await expect(
    page.getByRole("heading", { name: "Six Customized Journeys", level: 1 }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole("button", { name: "Community Builder" })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/journeys");
  await expect(
    page.getByRole("heading", { name: "Six Customized Journeys", level: 1 }),
  ).toBeVisible();
});

test("the Kerala page welcomes visitors with the membership prices", async ({ page }) => {
  await page.goto("/KeralaBlockvocates?lang=en");
  await expect(page.getByRole("heading", { name: "Welcome to Kerala Blockvocates" })).toBeVisible();
  // One currency format per language (Intl), and the plan's rewards as docs/product.md settles them.
  const card = page.getByTestId("membership-card");
  await expect(card.getByTestId("membership-price")).toHaveText("$60 for 6 months ($10 a month)");
  await expect(card).toContainText("Original price: $25,000 per 6 months or $4,200 a month");
  await expect(card).toContainText("up to 6,000 $VOCATE per six-month membership");
  await expect(page.getByRole("button", { name: "Musician" })).toBeVisible();
  await expectAccessible(page);
  await page.goto("/omanblockvocates?lang=en");
  await expect(page.getByRole("heading", { name: "Welcome to Oman Blockvocates" })).toBeVisible();
});

test("the public pages arrive prerendered, then hydrate and refresh their data", async ({
  page,
}) => {
  for (const path of ["/", "/journeys", "/KeralaBlockvocates?lang=en"]) {
    const html = await (await page.request.get(path)).text();
    expect(html).toContain("Six Customized Journeys");
    expect(html).toContain("prerendered-state");
  }
  // A visitor's landing makes no request that answers 401 (no /api/me without a session), and
  // asks the club names again only once their list comes near the screen (ADR 048).
  const failed: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await page.goto("/");
  await page.waitForLoadState("networkidle");
  expect(asked).not.toContain("/api/me");
  expect(asked).not.toContain("/api/clubs/names");
  const refreshed = page.waitForResponse((response) => response.url().endsWith("/api/clubs/names"));
  await page.getByRole("heading", { name: "Find a Club" }).scrollIntoViewIfNeeded();
  expect((await refreshed).status()).toBe(200);
  expect(failed).toEqual([]);
  await page.getByRole("button", { name: "Founder" }).click();
  await expect(
    page.getByRole("list", { name: "Founder modules" }).getByRole("listitem"),
  ).toHaveCount(8);
});

test("the regional pages fit a 320 px phone in Malayalam and Arabic; the footer's pages are there", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of ["/KeralaBlockvocates?lang=ml", "/OmanBlockvocates?lang=ar"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(
      true,
    );
  }
  await page.goto("/?lang=en");
  const footer = page.getByRole("navigation", { name: "About this site" });
  await footer.getByRole("link", { name: "Privacy policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible();
  await expectAccessible(page);
  for (const [path, heading] of [
    ["/About", "About Blockvocates"],
    ["/Contact", "Contact"],
    ["/Terms", "Terms of use"],
  ]) {
    const html = await (await page.request.get(`${path}?lang=en`)).text();
    expect(html).toContain(heading);
  }
});
