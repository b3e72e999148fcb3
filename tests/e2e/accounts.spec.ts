import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { expectSignedInOnGettingStarted, recordUrls } from "./account-steps.ts";
import { expect, expectAccessible, firstLinkIn, mailTo, test } from "./fixtures.ts";

const PASSWORD = "an e2e passphrase 42";

function freshEmail() {
  return `accounts-${randomUUID().slice(0, 8)}@example.com`;
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
}

test("sign up, log out, a wrong password, then log in", async ({ page }) => {
  const urls = recordUrls(page);
  const email = freshEmail();
  await page.goto("/SignUp");
  await expect(page.getByRole("heading", { name: "Sign Up" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Username").fill("Ada Accounts");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();

  // Signed in and sent to /Dashboard: without a club, the getting-started dashboard with a
  // welcome.
  await expectSignedInOnGettingStarted(page, urls);
  await expect(page.getByTestId("welcome")).toContainText("Welcome to Blockvocates, Ada Accounts!");
  const nav = page.getByRole("navigation", { name: "Main" });
  const me = await page.request.get("/api/me");
  expect(await me.json()).toMatchObject({ email, clubId: null, journeyId: null });
  await expectAccessible(page);

  await nav.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/Login$/);
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  expect((await page.request.get("/api/me")).status()).toBe(401);
  await expectAccessible(page);

  await logIn(page, email, "not the right passphrase");
  const error = page.getByTestId("form-error");
  await expect(error).toHaveText("Invalid email or password.");
  const [red, green, blue] = (await error.evaluate((element) => getComputedStyle(element).color))
    .match(/\d+/g)
    ?.map(Number) ?? [0, 0, 0];
  expect(red).toBeGreaterThan(150);
  expect(green).toBeLessThan(100);
  expect(blue).toBeLessThan(100);
  // Under the form: below its Login button.
  const buttonBox = await page.getByRole("button", { name: "Login", exact: true }).boundingBox();
  const errorBox = await error.boundingBox();
  expect(errorBox?.y ?? 0).toBeGreaterThan((buttonBox?.y ?? 0) + (buttonBox?.height ?? 0));
  await expect(nav.getByRole("link", { name: "Login" })).toBeVisible();
  await expectAccessible(page);

  urls.length = 0;
  await logIn(page, email, PASSWORD);
  await expectSignedInOnGettingStarted(page, urls);
});

test("a new account is asked to confirm its email; the mailed link does it", async ({ page }) => {
  const email = freshEmail();
  await page.goto("/SignUp");
  await page.getByLabel("Username").fill("Confirming Person");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("textbox", { name: "Password", exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  const notice = page.getByTestId("verify-email-notice");
  await expect(notice).toContainText(`open the link we sent to ${email}`);
  await expectAccessible(page);

  await notice.getByRole("button", { name: "Send a new link" }).click();
  // The address is isolated in the toast (FSI/PDI), so an Arabic sentence keeps its order.
  await expect(
    page.getByText(`A new confirmation link is on its way to \u2068${email}\u2069.`),
  ).toBeVisible();
  // The link proves the mailbox, ends every session of the account (someone else may have
  // registered the address) and asks whoever opened it to choose the password.
  await page.goto(firstLinkIn(await mailTo(email, /Confirm your email/)));
  await expect(page).toHaveURL(/\/ResetPassword\?.*confirmed=1/);
  await expect(page.getByTestId("email-confirmed")).toContainText(
    "Your email address is confirmed",
  );
  await expectAccessible(page);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill(PASSWORD);
  await page.getByLabel("Repeat the new password").fill(PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(notice).toBeHidden();
});

test("Login and Sign Up link to each other", async ({ page }) => {
  await page.goto("/Login");
  await page.getByRole("link", { name: "Sign Up" }).click();
  await expect(page).toHaveURL(/\/SignUp$/);
  await page.getByRole("main").getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/Login$/);
});

test.describe("Forgot Password, with the mail the server sent over SMTP", () => {
  test("the mailed link sets a new password; the old one stops working", async ({ page }) => {
    const email = freshEmail();
    const appUrl = test.info().project.use.baseURL ?? "";
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { name: "Reset Person", email, password: PASSWORD },
      headers: { origin: appUrl },
    });
    expect(signUp.status()).toBe(200);
    await page.context().clearCookies();

    await page.goto("/Login");
    await page.getByRole("link", { name: "Forgot Password" }).click();
    await expect(page).toHaveURL(/\/ForgotPassword$/);
    await expectAccessible(page);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText("Check your email")).toBeVisible();

    const link = firstLinkIn(await mailTo(email, /Reset your/));
    expect(link.startsWith(`${appUrl}/ResetPassword?`)).toBe(true);

    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Reset Password" })).toBeVisible();
    await expectAccessible(page);
    const newPassword = "a fresh e2e passphrase 43";
    await page.getByRole("textbox", { name: "New password", exact: true }).fill(newPassword);
    await page.getByLabel("Repeat the new password").fill(newPassword);
    const urls = recordUrls(page);
    await page.getByRole("button", { name: "Set new password" }).click();
    await expectSignedInOnGettingStarted(page, urls);
    const nav = page.getByRole("navigation", { name: "Main" });

    await nav.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/Login$/);
    await logIn(page, email, PASSWORD);
    await expect(page.getByTestId("form-error")).toHaveText("Invalid email or password.");
    urls.length = 0;
    await logIn(page, email, newPassword);
    await expectSignedInOnGettingStarted(page, urls);
  });
});
