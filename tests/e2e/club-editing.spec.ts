import { joinClub, leaderWithClub, unique } from "./club-steps.ts";
import { expect, expectAccessible, signUpViaApi, test } from "./fixtures.ts";

test("a leader edits their club: the members see the new link, the old address leads to the new one", async ({
  browser,
  page,
}) => {
  const setup = await leaderWithClub(browser);
  const member = page;
  await signUpViaApi(member);
  await joinClub(member, setup);
  const { leaderPage } = setup;

  await leaderPage.goto("/ClubLeaderPage");
  await leaderPage.getByRole("tab", { name: "Club details" }).click();
  await leaderPage.getByRole("button", { name: "Edit club details" }).click();
  const nameField = leaderPage.getByLabel("Club Name");
  await expect(nameField).toHaveValue(setup.clubName);
  await expectAccessible(leaderPage);

  // Validated as on creation: a bad link is refused on its field.
  await leaderPage.getByLabel("Meeting Link").fill("not a link");
  await leaderPage.getByRole("button", { name: "Save Club" }).click();
  await expect(leaderPage.getByLabel("Meeting Link")).toHaveAttribute("aria-invalid", "true");

  const newName = `Renamed Club ${unique()}`;
  await nameField.fill(newName);
  await leaderPage.getByLabel("Meeting Link").fill("https://meet.example.com/new-room");
  await leaderPage.getByRole("button", { name: "Save Club" }).click();
  await expect(leaderPage.getByText(`${newName} was updated.`)).toBeVisible();
  await expect(leaderPage.getByRole("heading", { name: newName })).toBeVisible();

  // The old address redirects to the club's new page, which shows the member the new link.
  await member.goto(`/${setup.clubName.replaceAll(" ", "")}`);
  await expect(member).toHaveURL(new RegExp(`/${newName.replaceAll(" ", "")}$`));
  await expect(member.getByRole("link", { name: /meet\.example\.com\/new-room/ })).toBeVisible();
  await setup.close();
});
