import { signOutThenSignInWith } from "./account-steps.ts";
import { expect, expectAccessible, expectFocusVisible, signUpViaApi, test } from "./fixtures.ts";

/**
 * Passkeys (issue 36) with Chromium's virtual authenticator (DevTools' WebAuthn domain): the
 * whole ceremony runs headless, at http://localhost (browsers refuse an IP address as RP ID).
 */
test("a member adds a passkey, signs out, signs in with it and removes it", async ({ page }) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("WebAuthn.enable");
  await cdp.send("WebAuthn.addVirtualAuthenticator", {
    options: {
      protocol: "ctap2",
      transport: "internal",
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page);
  await page.goto("/Account");
  const section = page.getByRole("region", { name: "Passkeys" });
  await expect(section.getByText("No passkey yet.")).toBeVisible();
  await section.getByRole("textbox", { name: "Passkey name" }).fill("My laptop");
  const add = section.getByRole("button", { name: "Add a passkey" });
  await add.focus();
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Your passkey is added.")).toBeVisible();
  await expect(section.getByTestId("passkey")).toContainText("My laptop");
  await expectAccessible(page);

  await signOutThenSignInWith(page, "Sign in with a passkey");

  await page.goto("/Account");
  const passkeys = page.getByRole("region", { name: "Passkeys" });
  await passkeys.getByRole("button", { name: "Remove passkey My laptop" }).click();
  await expect(page.getByText("The passkey is removed.")).toBeVisible();
  await expect(passkeys.getByText("No passkey yet.")).toBeVisible();
});
