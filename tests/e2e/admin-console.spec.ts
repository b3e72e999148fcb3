import { joinClub, leaderWithClub, unique } from "./club-steps.ts";
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

  // Both decisions are in the audit log, newest first (other tests' admin actions may fall
  // between them: the two are found by their targets).
  const entries = admin.getByTestId("audit-entry");
  const handedOver = entries.filter({ hasText: `assigned a club's leader (club ${setup.clubId})` });
  const disabled = entries.filter({ hasText: `disabled an account (user ${person.id})` });
  await expect(handedOver).toHaveCount(1);
  await expect(disabled).toHaveCount(1);
  const texts = await entries.allTextContents();
  const position = (needle: string) => texts.findIndex((text) => text.includes(needle));
  expect(position(`(club ${setup.clubId})`)).toBeLessThan(position(`(user ${person.id})`));
  await setup.close();
  await adminContext.close();
});

test("the console is for admins only", async ({ page }) => {
  await signUpViaApi(page);
  await page.goto("/Admin");
  await expect(page.getByText("The admin console is for admins only.")).toBeVisible();
  expect((await page.request.get("/api/admin/users")).status()).toBe(403);
});

test("an admin archives a club (hidden from search, its page says so, its member is told) and restores it", async ({
  page,
  browser,
}) => {
  const setup = await leaderWithClub(browser);
  await signUpViaApi(page, { name: `Member ${unique()}` });
  await joinClub(page, setup);
  const clubIds = async () => {
    const response = await page.request.get(`/api/clubs/names?limit=100`);
    return ((await response.json()) as { items: { clubId: number }[] }).items.map(
      (club) => club.clubId,
    );
  };
  expect(await clubIds()).toContain(setup.clubId);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/Admin");
  const club = admin.getByTestId("admin-club").filter({ hasText: setup.clubName });
  await expect(club).toBeVisible();
  await expectSettledAccessible(admin);
  await club.getByRole("button", { name: `Archive club ${setup.clubName}` }).click();
  const dialog = admin.getByRole("dialog", { name: `Archive ${setup.clubName}?` });
  await expect(dialog).toContainText("disappears from the club search");
  await dialog.getByRole("button", { name: "Yes, archive" }).click();
  await expect(dialog).toBeHidden();
  await expect(club.getByText(/^Archived /)).toBeVisible();
  await expect(admin.getByTestId("audit-entry").first()).toContainText("archived a club");

  // Hidden from the club lists; its member is told and its page says it is archived.
  expect(await clubIds()).not.toContain(setup.clubId);
  await page.goto("/Notifications");
  await expect(page.getByText(`${setup.clubName} is archived`).first()).toBeVisible();
  await page.goto(`/${setup.clubName.replace(/\s+/g, "")}`);
  await expect(page.getByTestId("club-archived")).toContainText("This club is archived");

  // Restored: listed again, its member told.
  await club.getByRole("button", { name: `Restore club ${setup.clubName}` }).click();
  await admin
    .getByRole("dialog", { name: `Restore ${setup.clubName}?` })
    .getByRole("button", { name: "Yes, restore" })
    .click();
  await expect(club.getByText(/^Archived /)).toHaveCount(0);
  await expect(admin.getByTestId("audit-entry").first()).toContainText("restored a club");
  expect(await clubIds()).toContain(setup.clubId);
  await page.goto("/Notifications");
  await expect(page.getByText(`${setup.clubName} is back`).first()).toBeVisible();
  await setup.close();
  await adminContext.close();
});
