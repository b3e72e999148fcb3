import { leaderWithClub, post } from "./club-steps.ts";
import {
  expect,
  expectAccessible,
  mailTo,
  signUpViaApi,
  test,
  waitForHydration,
} from "./fixtures.ts";

const PHONE = { width: 375, height: 740 };

test("a notification email's unsubscribe link turns its kind off, on a phone, without signing in", async ({
  page,
  browser,
  baseURL,
}) => {
  const setup = await leaderWithClub(browser);
  await signUpViaApi(page, { name: "Emma Applicant" });
  await post(page, `/api/clubs/${setup.clubId}/applications`);

  // The leader's email came through the job queue and the SMTP server, its links on BASE_URL.
  const text = await mailTo(
    setup.leader.email,
    new RegExp(`^New application to ${setup.clubName}`),
  );
  expect(text).toContain("Emma Applicant asked to join");
  expect(text).toContain(`${baseURL}/ClubLeaderPage`);
  const link = /https?:\/\/\S+\/NotificationSettings\?unsubscribe=\S+/.exec(text)?.[0] ?? "";
  expect(new URL(link).origin).toBe(baseURL);

  // Opened on a phone where nobody is signed in.
  const context = await browser.newContext({ viewport: PHONE });
  const phone = await context.newPage();
  await phone.goto(link);
  await waitForHydration(phone);
  await expect(
    phone.getByRole("heading", { name: "Stop emails about “Applications to a club I lead”?" }),
  ).toBeVisible();
  await expectAccessible(phone);
  await phone.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(phone.getByText("You will no longer get emails about")).toBeVisible();
  await expectAccessible(phone);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth > innerWidth)).toBe(false);
  await context.close();

  // The leader's own settings page shows it off, and keeps another choice after a reload.
  const leaderPage = setup.leaderPage;
  await leaderPage.setViewportSize(PHONE);
  await leaderPage.goto("/NotificationSettings");
  await waitForHydration(leaderPage);
  await expect(leaderPage.getByRole("heading", { name: "Email notifications" })).toBeVisible();
  const applications = leaderPage.getByRole("switch", {
    name: "Applications to a club I lead",
    exact: true,
  });
  await expect(applications).not.toBeChecked();
  const paymentFailed = leaderPage.getByRole("switch", { name: "Payment failed", exact: true });
  await expect(paymentFailed).toBeChecked();
  await expectAccessible(leaderPage);
  await paymentFailed.click();
  await leaderPage.getByRole("button", { name: "Save" }).click();
  await expect(leaderPage.getByText("Your email settings are saved.")).toBeVisible();
  await leaderPage.reload();
  await waitForHydration(leaderPage);
  await expect(
    leaderPage.getByRole("switch", { name: "Payment failed", exact: true }),
  ).not.toBeChecked();
  await expect(
    leaderPage.getByRole("switch", { name: "Applications to a club I lead", exact: true }),
  ).not.toBeChecked();
  await setup.close();
});
