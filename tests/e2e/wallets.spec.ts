import type { Page } from "@playwright/test";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { signOutThenSignInWith } from "./account-steps.ts";
import { expect, expectAccessible, expectFocusVisible, signUpViaApi, test } from "./fixtures.ts";

/**
 * Wallets linked by signature (issue 36): a wallet injected into the page (EIP-1193) whose
 * personal_sign is answered by the test, signing with a viem local account.
 */
/** A wallet in the page (EIP-1193) on Ethereum, signing with a new viem local account. */
async function injectWallet(page: Page) {
  const account = privateKeyToAccount(generatePrivateKey());
  await page.exposeFunction("__e2eSign", (hex: string) =>
    account.signMessage({ message: { raw: hex as `0x${string}` } }),
  );
  await page.addInitScript((address: string) => {
    const sign = (window as unknown as { __e2eSign: (hex: string) => Promise<string> }).__e2eSign;
    (window as unknown as { ethereum: unknown }).ethereum = {
      async request({ method, params }: { method: string; params?: unknown[] }) {
        if (method === "eth_requestAccounts" || method === "eth_accounts") return [address];
        if (method === "eth_chainId") return "0x1";
        if (method === "personal_sign") return sign(String(params?.[0]));
        throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      },
    };
  }, account.address.toLowerCase());
  return account;
}

test("a member links a wallet by signature, shows it, signs in with it and unlinks it", async ({
  page,
}) => {
  const account = await injectWallet(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page);
  await page.goto("/Account");
  const section = page.getByRole("region", { name: "Wallets" });
  await expect(section.getByText("No wallet linked yet.")).toBeVisible();

  // By keyboard: the button takes focus and Enter links the wallet.
  const linkButton = section.getByRole("button", { name: "Link a wallet" });
  await linkButton.focus();
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  await expect(page.getByText("Your wallet is linked.")).toBeVisible();
  const row = section.getByTestId("wallet");
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(account.address);
  await expect(row).toContainText("Ethereum");
  await expectAccessible(page);

  // Shown on the public profile at the member's choice.
  const shown = row.getByRole("switch", { name: "Show on my public profile" });
  await expect(shown).not.toBeChecked();
  await shown.click();
  await expect(shown).toBeChecked();
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Wallets" }).getByRole("switch", {
      name: "Show on my public profile",
    }),
  ).toBeChecked();

  // The credentials issued from now on may name it (did:pkh, ADR 040): none by default, chosen
  // by keyboard, kept after a reload.
  const subject = section.getByRole("radiogroup", { name: "Wallet on your credentials" });
  await expect(
    subject.getByRole("radio", { name: "No wallet: each credential gets an id of its own" }),
  ).toBeChecked();
  const named = subject.getByRole("radio", { name: account.address });
  await named.focus();
  await page.keyboard.press("Space");
  await expect(
    page.getByText("Saved. It applies to credentials issued from now on."),
  ).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Wallets" }).getByRole("radio", { name: account.address }),
  ).toBeChecked();
  await expectAccessible(page);

  // Signed out, the wallet signs its owner back in.
  await signOutThenSignInWith(page, "Sign in with a wallet");

  // Unlinked at any time.
  await page.goto("/Account");
  const wallets = page.getByRole("region", { name: "Wallets" });
  await wallets.getByRole("button", { name: `Unlink wallet ${account.address}` }).click();
  await expect(page.getByText("The wallet is unlinked.")).toBeVisible();
  await expect(wallets.getByText("No wallet linked yet.")).toBeVisible();
  // Unlinked, it names no credential: the choice is gone with it.
  await expect(wallets.getByRole("radiogroup")).toHaveCount(0);
});

test("Mission 1's accounts step links a wallet inline: recommended, not required", async ({
  page,
}) => {
  await injectWallet(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await signUpViaApi(page);
  await page.goto("/Mission1/4");
  await expect(page.getByText("Recommended, not required.", { exact: false })).toBeVisible();
  await expectAccessible(page);
  const link = page.getByRole("button", { name: "Link a wallet" });
  await link.focus();
  await expectFocusVisible(page);
  await page.keyboard.press("Enter");
  // Proven by its signature: the step says so instead of offering the button.
  await expect(link).toBeHidden();
  await expect(page.getByText("Your wallet is linked.").first()).toBeVisible();
  await expectAccessible(page);
});
