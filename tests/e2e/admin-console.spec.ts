import { leaderWithClub, unique } from "./club-steps.ts";
import { expect, expectSettledAccessible, signInAsAdmin, signUpViaApi, test } from "./fixtures.ts";

test.describe.configure({ timeout: 120_000 });

test("an admin disables an account (its session ends at once), hands a club over, and reads the audit log", async ({
  page,
  browser,
}) => {
  const person = await signUpViaApi(page, { name: `Person ${unique()}` });
  const setup = await leaderWithClub(browser);
  const successor = await signUpViaApi(await (await browser.newContext()).newPage(), {
    name: `Successor ${unique()}`,
  });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/Admin");
  await expect(admin.getByRole("heading", { name: "Admin console", level: 1 })).toBeVisible();

  // Find the person and disable the account: their open session stops working at once.
  await admin.getByLabel("Name or email").fill(person.email);
  await admin.getByRole("button", { name: "Search" }).click();
  const row = admin.getByTestId("admin-person").filter({ hasText: person.email });
  await expect(row).toBeVisible();
  await expectSettledAccessible(admin);
  await row.getByRole("button", { name: "Disable account" }).click();
  await expect(row.getByText("Disabled", { exact: true })).toBeVisible();
  expect((await page.request.get("/api/me")).status()).toBe(401);

  // Hand the club to someone else.
  const club = admin.getByTestId("admin-club").filter({ hasText: setup.clubName });
  await club.getByLabel(`New leader of ${setup.clubName} (email)`).fill(successor.email);
  await club.getByRole("button", { name: "Transfer" }).click();
  await expect(club).toContainText(`Led by ${successor.name}`);

  // Both decisions are in the audit log, newest first.
  const entries = admin.getByTestId("audit-entry");
  await expect(entries.first()).toContainText("assigned a club's leader");
  await expect(entries.nth(1)).toContainText("disabled an account");
  await setup.close();
  await adminContext.close();
});

test("the console is for admins only", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/Admin");
  await expect(page.getByText("The admin console is for admins only.")).toBeVisible();
  expect((await page.request.get("/api/admin/users")).status()).toBe(403);
});
