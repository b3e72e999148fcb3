import { readFileSync } from "node:fs";
import { joinClub, leaderWithClub, unique } from "./club-steps.ts";
import { expect, expectAccessible, signUpViaApi, test } from "./fixtures.ts";

test("a member leaves their club after a confirmation that keeps the subscription", async ({
  page,
  browser,
}) => {
  const setup = await leaderWithClub(browser);
  await signUpViaApi(page, { name: `Member ${unique()}` });
  await joinClub(page, setup);

  await page.goto(`/${setup.clubName.replace(/\s+/g, "")}`);
  await expect(page.getByText("Member", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Leave club" }).click();
  const dialog = page.getByRole("dialog", { name: `Leave ${setup.clubName}?` });
  await expect(dialog).toContainText("a paid membership is not cancelled");
  await expectAccessible(page);
  // Stay: nothing changes.
  await dialog.getByRole("button", { name: "Stay" }).click();
  await expect(dialog).toBeHidden();
  expect((await (await page.request.get("/api/me")).json()).clubId).toBe(setup.clubId);

  await page.getByRole("button", { name: "Leave club" }).click();
  await dialog.getByRole("button", { name: "Leave club" }).click();
  await expect(page.getByText(`You left ${setup.clubName}.`)).toBeVisible();
  await expect(page.getByRole("button", { name: `Join ${setup.clubName}` })).toBeVisible();
  expect((await (await page.request.get("/api/me")).json()).clubId).toBeNull();
  await setup.close();
});

test("the leader sees each member's progress, downloads it as CSV and removes a member with a reason", async ({
  page,
  browser,
}) => {
  const setup = await leaderWithClub(browser);
  const member = await signUpViaApi(page, { name: `Ana ${unique()}` });
  await joinClub(page, setup);
  const { leaderPage } = setup;

  await leaderPage.goto("/ClubLeaderPage");
  await leaderPage.getByRole("tab", { name: "Members" }).click();
  const section = leaderPage.getByRole("region", { name: setup.clubName });
  const card = section.getByRole("article", { name: member.name });
  await expect(card).toContainText(member.email);
  await expect(card).toContainText("Not chosen");
  await expectAccessible(leaderPage);

  // The CSV: an attachment, UTF-8 with a byte order mark, one record per member.
  const downloading = leaderPage.waitForEvent("download");
  await section.getByRole("link", { name: "Download progress (CSV)" }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(
    new RegExp(`^club-${setup.clubId}-members-\\d{4}-\\d{2}-\\d{2}\\.csv$`),
  );
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8");
  expect(text).toContain('"Name","Email","Journey","Missions verified"');
  expect(text).toContain(`\r\n"${member.name}","${member.email}","","0","0","0",`);

  // Remove: a reason is required, and the member is told it.
  await card.getByRole("button", { name: `Remove ${member.name}` }).click();
  const dialog = leaderPage.getByRole("dialog", { name: `Remove ${member.name}` });
  await dialog.getByRole("button", { name: "Remove member" }).click();
  const reason = dialog.getByLabel("Reason (the member will read it)");
  await expect(dialog.getByText("Give the member a reason.")).toBeVisible();
  await expect(reason).toBeFocused();
  await expectAccessible(leaderPage);
  await reason.fill("You have not come to a meeting since March.");
  await dialog.getByRole("button", { name: "Remove member" }).click();
  await expect(dialog).toBeHidden();
  await expect(leaderPage.getByText(`${member.name} was removed from the club.`)).toBeVisible();
  await expect(card).toBeHidden();
  await expect(section.getByText("No members found for the club.")).toBeVisible();

  const inbox = await (await page.request.get("/api/notifications")).json();
  expect(inbox.items[0]).toMatchObject({
    kind: "removed-from-club",
    title: `You were removed from ${setup.clubName}`,
  });
  expect(inbox.items[0].body).toContain("You have not come to a meeting since March.");
  expect((await (await page.request.get("/api/me")).json()).clubId).toBeNull();
  await setup.close();
});

test("/WorkingPage chooses a journey once, with the Select", async ({ page, browser }) => {
  const setup = await leaderWithClub(browser);
  await signUpViaApi(page, { name: `Member ${unique()}` });
  await joinClub(page, setup);

  await page.goto("/WorkingPage");
  await expect(page.getByRole("heading", { name: "Journeys in the works" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Select Community" })).toBeEnabled();
  await page.getByLabel("Journey", { exact: true }).selectOption({ label: "Musician" });
  await page.getByRole("button", { name: "Select the chosen journey" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm your journey" });
  await expect(dialog).toContainText("Musician");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
  expect((await (await page.request.get("/api/me")).json()).journeyName).toBe("Musician");

  // Once only: the page sends a person with a journey to the dashboard.
  await page.goto("/WorkingPage");
  await expect(page).toHaveURL(/\/Dashboard$/);
  await setup.close();
});
