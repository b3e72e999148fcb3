import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { GOOGLE_CALLBACK_PATH, type OidcStandIn, startOidcStandIn } from "../oidc-stand-in.ts";
import { expectSignedInOnGettingStarted, recordUrls } from "./account-steps.ts";
import { expect, expectAccessible, test } from "./fixtures.ts";
import { type SpawnedServer, spawnServer } from "./spawned-server.ts";

const CLIENT_ID = "blockvocates-e2e-client";
const CLIENT_SECRET = "an-e2e-client-secret";
// This spec's own server, next to the config's one (which has no Google configured).
const appPort = Number(process.env.E2E_PORT ?? 4123) + 1000;
const appUrl = `http://localhost:${appPort}`;

/** The stand-in's login page pulls a web font; the test machine stays offline. */
async function blockFonts(page: Page) {
  await page.route(/fonts\.(googleapis|gstatic)\.com/, (route) => route.abort());
}

test.describe("Sign in with Google, against a local OpenID Connect provider", () => {
  test.describe.configure({ mode: "serial", timeout: 120_000 });
  test.use({ baseURL: appUrl });

  let standIn: OidcStandIn;
  let server: SpawnedServer;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    standIn = await startOidcStandIn({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUri: `${appUrl}${GOOGLE_CALLBACK_PATH}`,
    });
    server = await spawnServer({
      port: appPort,
      dataDir: ".tmp/e2e-google",
      env: {
        GOOGLE_CLIENT_ID: CLIENT_ID,
        GOOGLE_CLIENT_SECRET: CLIENT_SECRET,
        GOOGLE_ISSUER: standIn.issuer,
      },
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    await standIn?.close();
  });

  test("the first sign-in creates the user; a second one reuses it", async ({ page }) => {
    await blockFonts(page);
    const subject = `e2e-${randomUUID().slice(0, 8)}`;
    const email = `${subject}@example.com`;
    standIn.setAccount(subject, { email, emailVerified: true, name: "Grace Google" });

    await page.goto("/Login");
    const googleButton = page.getByRole("button", { name: "Sign in with Google" });
    await expect(googleButton).toBeVisible();
    await expectAccessible(page);
    const urls = recordUrls(page);
    await googleButton.click();

    // The provider's own login form (Google's account chooser in real life).
    await expect(page).toHaveURL(new RegExp(`^${standIn.issuer}/interaction/`));
    await page.locator('input[name="login"]').fill(subject);
    await page.locator('input[name="password"]').fill("anything");
    await page.getByRole("button", { name: "Sign-in" }).click();

    // Back at the app's /dashboard: without a club, the getting-started dashboard.
    await expectSignedInOnGettingStarted(page, urls);
    expect(urls).toContain(`${appUrl}/dashboard`);
    await expectAccessible(page);
    const first = await page.request.get("/api/me");
    expect(first.status()).toBe(200);
    const user = (await first.json()) as { id: string; email: string; name: string };
    expect(user).toMatchObject({ email, name: "Grace Google" });

    // Log out, then Google again: the provider remembers the person, the app the user.
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(`${appUrl}/Login`);
    expect((await page.request.get("/api/me")).status()).toBe(401);
    urls.length = 0;
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await expectSignedInOnGettingStarted(page, urls);
    const second = await page.request.get("/api/me");
    expect(((await second.json()) as { id: string }).id).toBe(user.id);
  });

  test("an unverified Google email is not linked to an existing account", async ({ page }) => {
    await blockFonts(page);
    const subject = `e2e-${randomUUID().slice(0, 8)}`;
    const email = `${subject}@example.com`;
    standIn.setAccount(subject, { email, emailVerified: false, name: "Not Verified" });
    const signUp = await page.request.post("/api/auth/sign-up/email", {
      data: { name: "Password Person", email, password: "an e2e passphrase 42" },
      headers: { origin: appUrl },
    });
    expect(signUp.status()).toBe(200);
    const passwordUser = (await signUp.json()) as { user: { id: string } };
    await page.context().clearCookies();

    await page.goto("/Login");
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await page.locator('input[name="login"]').fill(subject);
    await page.locator('input[name="password"]').fill("anything");
    await page.getByRole("button", { name: "Sign-in" }).click();

    await expect(page).toHaveURL(`${appUrl}/Login?error=account_not_linked`);
    await expect(page.getByTestId("form-error")).toHaveText(
      "This Google account could not be linked to your account.",
    );
    await expect(page.getByRole("link", { name: "Login" })).toBeVisible();
    expect((await page.request.get("/api/me")).status()).toBe(401);
    await expectAccessible(page);

    // The password account is untouched.
    const signIn = await page.request.post("/api/auth/sign-in/email", {
      data: { email, password: "an e2e passphrase 42" },
      headers: { origin: appUrl },
    });
    expect(((await signIn.json()) as { user: { id: string } }).user.id).toBe(passwordUser.user.id);
  });
});

test.describe("without Google configured", () => {
  test("Login and Sign Up show no Google button", async ({ page }) => {
    const config = page.waitForResponse("**/api/auth-config");
    await page.goto("/Login");
    expect(await (await config).json()).toEqual({ googleEnabled: false });
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Google/ })).toHaveCount(0);
    await expectAccessible(page);

    await page.getByRole("link", { name: "Sign Up" }).click();
    await expect(page.getByRole("button", { name: "Sign Up" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Google/ })).toHaveCount(0);
  });
});
