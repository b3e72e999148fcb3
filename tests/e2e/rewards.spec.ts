import { LOCALE_COOKIE } from "../../contract/locales.ts";
import {
  appOrigin,
  expect,
  expectAccessible,
  expectSettledAccessible,
  signInAsAdmin,
  signUpViaApi,
  tabTo,
  test,
} from "./fixtures.ts";

// Issue 36, the admins' side and the member's: an admin changes a rule by keyboard and adjusts a
// member's balance naming them by email (their name shown before anything is written); the
// member reads the entry, with its reason, on /Rewards in Arabic on a phone. The admin console
// shows the abuse signals panel. Each screen checked by axe.
test.describe.configure({ timeout: 120_000 });

test("an admin edits a rule and adjusts a balance by email; the member reads it in Arabic at 375 px", async ({
  browser,
}) => {
  const memberContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const memberPage = await memberContext.newPage();
  const member = await signUpViaApi(memberPage, { name: `Rewarded ${Date.now().toString(36)}` });

  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto("/Rewards");
  await expect(admin.getByRole("heading", { name: "Rules (admins)" })).toBeVisible();

  // A rule, by keyboard: the attendance pays 60, then back to 50 (other tests share the server).
  const amount = admin
    .getByTestId("reward-rule")
    .filter({ has: admin.getByRole("heading", { name: "Attendance" }) })
    .getByRole("textbox", { name: "Amount per event" });
  for (const [value, backwards] of [
    ["60", false],
    ["50", true],
  ] as const) {
    // The second time focus is on the rule's Save button, below the field: back up to it.
    await tabTo(admin, amount, { limit: 80, backwards });
    await admin.keyboard.press("ControlOrMeta+a");
    await admin.keyboard.type(value);
    await admin.keyboard.press("Tab");
    const save = admin.getByRole("button", { name: "Save “Attendance”" });
    await tabTo(admin, save, { limit: 10 });
    await admin.keyboard.press("Enter");
    await expect(admin.getByText("“Attendance” is saved.").last()).toBeVisible();
  }
  await expectSettledAccessible(admin);

  // An adjustment names the member by email; their name is shown before it is written.
  await admin.getByRole("textbox", { name: "Member's email" }).fill(member.email);
  await admin.getByRole("textbox", { name: "Amount (negative to take away)" }).fill("300");
  await admin
    .getByRole("textbox", { name: "Reason (kept in the ledger and the audit log)" })
    .fill("Hosted the regional demo day for two clubs.");
  await admin.getByRole("button", { name: "Adjust", exact: true }).click();
  // Names and numbers in a sentence are isolated (U+2068 ... U+2069) for right-to-left readers.
  const question = admin.getByRole("group", { name: /^Adjust the balance of / });
  await expect(question).toBeVisible();
  expect((await question.textContent())?.replace(/[\u2068\u2069]/g, "")).toBe(
    `Adjust the balance of ${member.name} (${member.email}) by +300 $VOCATE?Reason: Hosted the regional demo day for two clubs.Yes, adjustChange`,
  );
  await admin.getByRole("button", { name: "Yes, adjust" }).click();
  await expect(admin.getByText("The adjustment is in the ledger.")).toBeVisible();
  await expectSettledAccessible(admin);

  // The abuse signals are on the admin console (none need to fire for the panel to be there).
  await admin.goto("/Admin");
  await expect(admin.getByRole("heading", { name: "Admin console", level: 1 })).toBeVisible();
  await expectSettledAccessible(admin);

  // The member, in Arabic on a phone: the balance, the entry and its reason; nothing sideways.
  await memberContext.addCookies([{ name: LOCALE_COOKIE, value: "ar", url: appOrigin() }]);
  await memberPage.goto("/Rewards");
  await expect(memberPage.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(
    memberPage.getByRole("heading", { name: /^مكافآت \u2066?\$VOCATE\u2069?$/, level: 1 }),
  ).toBeVisible();
  await expect(
    memberPage.getByText(/^السبب: .?Hosted the regional demo day for two clubs\./),
  ).toBeVisible();
  expect(
    await memberPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);
  await expectAccessible(memberPage);
  await memberContext.close();
});
