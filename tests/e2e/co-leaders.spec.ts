import { joinClub, leaderWithClub, post, unique } from "./club-steps.ts";
import { appOrigin, expect, expectAccessible, signUpViaApi, test } from "./fixtures.ts";

const PHONE = { width: 375, height: 740 };

test("a leader appoints a co-leader, who then decides the club's requests", async ({
  page,
  browser,
}) => {
  const setup = await leaderWithClub(browser);
  const coLeader = await signUpViaApi(page, { name: `Chitra ${unique()}` });
  await joinClub(page, setup);
  const { leaderPage } = setup;

  // The leader, on a phone, appoints the member by keyboard from the club's Details tab.
  await leaderPage.setViewportSize(PHONE);
  await leaderPage.goto(`/ClubLeaderPage?club=${setup.clubId}&tab=details`);
  const panel = leaderPage.getByRole("region", { name: "Co-leaders" });
  await expect(panel).toContainText("The club has no co-leaders.");
  const chooser = panel.getByRole("combobox", { name: "Member who will co-lead the club" });
  await chooser.fill(coLeader.name);
  await expect(leaderPage.getByRole("option")).toHaveText([coLeader.name]);
  await chooser.press("ArrowDown");
  await chooser.press("Enter");
  await panel.getByRole("button", { name: "Make co-leader" }).focus();
  await leaderPage.keyboard.press("Enter");
  await expect(panel.getByRole("listitem")).toContainText(coLeader.name);
  await expect(
    panel.getByRole("button", { name: `Remove ${coLeader.name} as co-leader` }),
  ).toBeVisible();
  await expectAccessible(leaderPage);

  // Someone applies; the co-leader is told of the appointment and decides the request.
  const applicantContext = await browser.newContext({ baseURL: appOrigin() });
  const applicantPage = await applicantContext.newPage();
  const applicant = await signUpViaApi(applicantPage, { name: `Amal ${unique()}` });
  await post(applicantPage, `/api/clubs/${setup.clubId}/applications`);
  const inbox = await (await page.request.get("/api/notifications")).json();
  expect(inbox.items[0]).toMatchObject({ title: `You now co-lead ${setup.clubName}` });

  await page.setViewportSize(PHONE);
  await page.goto(`/ClubLeaderPage?club=${setup.clubId}`);
  const section = page.getByRole("region", { name: setup.clubName });
  await section.getByRole("tab", { name: "Requests, 1 waiting" }).click();
  const request = section.getByRole("article").filter({ hasText: applicant.email });
  await request.getByRole("button", { name: `Accept ${applicant.name}` }).click();
  await expect(request.getByText("Accepted", { exact: true })).toBeVisible();

  // The co-leader sees the co-leaders but no hand-over and no appointing.
  await section.getByRole("tab", { name: "Details" }).click();
  const theirPanel = page.getByRole("region", { name: "Co-leaders" });
  await expect(theirPanel).toContainText(coLeader.name);
  await expect(theirPanel.getByRole("button", { name: "Make co-leader" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Hand the club over" })).toHaveCount(0);
  await expectAccessible(page);
  await applicantContext.close();
  await setup.close();
});
