import { joinClub, leaderWithClub, unique } from "./club-steps.ts";
import { expect, expectAccessible, signUpViaApi, test } from "./fixtures.ts";

const PHONE = { width: 375, height: 740 };

test("a leader hands their club to a member, who accepts it on their dashboard", async ({
  page,
  browser,
}) => {
  const setup = await leaderWithClub(browser);
  const member = await signUpViaApi(page, { name: `Nadia ${unique()}` });
  await joinClub(page, setup);
  const { leaderPage } = setup;

  // The leader, on a phone, offers the club by keyboard from the club's Details tab.
  await leaderPage.setViewportSize(PHONE);
  await leaderPage.goto(`/ClubLeaderPage?club=${setup.clubId}&tab=details`);
  const panel = leaderPage.getByRole("region", { name: "Hand the club over" });
  const chooser = panel.getByRole("combobox", { name: "Member who will lead the club" });
  await chooser.fill(member.name);
  await expect(leaderPage.getByRole("option")).toHaveText([member.name]);
  await chooser.press("ArrowDown");
  await chooser.press("Enter");
  await expect(chooser).toHaveValue(member.name);
  await panel.getByRole("button", { name: "Offer the club" }).focus();
  await leaderPage.keyboard.press("Enter");
  await expect(panel.getByRole("status")).toContainText(`You offered the club to ${member.name}`);
  await expect(panel.getByRole("button", { name: "Withdraw the offer" })).toBeVisible();
  await expectAccessible(leaderPage);

  // The member is told, and accepts on their dashboard (a phone too).
  const inbox = await (await page.request.get("/api/notifications")).json();
  expect(inbox.items[0]).toMatchObject({
    kind: "club-leadership-given",
    title: `${setup.leader.name} offers you the leadership of ${setup.clubName}`,
  });
  await page.setViewportSize(PHONE);
  await page.goto("/Dashboard");
  const offers = page.getByRole("region", { name: "Clubs offered to you" });
  await expect(offers).toContainText(
    `${setup.leader.name} offers you the leadership of ${setup.clubName}.`,
  );
  await expectAccessible(page);
  await offers.getByRole("button", { name: "Accept" }).click();
  await expect(page.getByText(`You now lead ${setup.clubName}`)).toBeVisible();
  await expect(offers).toBeHidden();

  // The new leader's page has the club; the former leader is told and keeps a member's place.
  await page.goto("/ClubLeaderPage");
  await expect(page.getByRole("heading", { name: setup.clubName, level: 2 })).toBeVisible();
  const told = await (await leaderPage.request.get("/api/notifications")).json();
  expect(told.items[0]).toMatchObject({
    kind: "club-leadership-taken",
    title: `${member.name} now leads ${setup.clubName}`,
  });
  const club = await (await leaderPage.request.get(`/api/clubs/${setup.clubId}`)).json();
  expect(club.standing).toBe("member");
  await setup.close();
});
