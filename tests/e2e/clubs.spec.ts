import type { Page } from "@playwright/test";
import { fillClubForm } from "./club-steps.ts";
import { expect, expectAccessible, signUpViaApi, test } from "./fixtures.ts";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function createClubOnScreen(page: Page, clubName: string, location: string) {
  await page.goto("/CreateClub");
  await expect(page.getByRole("heading", { name: "Create a Club" })).toBeVisible();
  // Nothing filled in: a message per required field.
  await page.getByRole("button", { name: "Create Club" }).click();
  await expect(page.getByText("Enter the club's name.")).toBeVisible();
  await expect(page.getByText("Choose at least one meeting day.")).toBeVisible();
  await expect(page.getByText("Choose Morning or Evening.")).toBeVisible();
  // Focus goes to the first invalid field, which its message describes.
  const clubNameField = page.getByLabel("Club Name");
  await expect(clubNameField).toBeFocused();
  await expect(clubNameField).toHaveAttribute("aria-invalid", "true");
  await expect(clubNameField).toHaveAccessibleDescription(/Enter the club's name\./);
  await expectAccessible(page);

  await fillClubForm(page, { clubName, location, meetingLink: "not a link" });
  await page.getByRole("button", { name: "Create Club" }).click();
  await expect(page.getByText("Enter a link that starts with http:// or https://.")).toBeVisible();
  await page.getByLabel("Meeting Link").fill("https://meet.example.com/e2e");
  await page.getByRole("button", { name: "Create Club" }).click();
  // The new leader lands on the leader page, their club on it.
  await expect(page).toHaveURL(/\/ClubLeaderPage$/);
  await expect(page.getByRole("heading", { name: clubName })).toBeVisible();
}

test("a member applies, the leader accepts, and the member belongs to the club", async ({
  page,
  browser,
}) => {
  const town = `Zeltown${unique()}`;
  const clubName = `Zelva Builders ${unique()}`;

  // The leader, in a browser of their own, creates the club on the Create Club screen.
  const leaderContext = await browser.newContext();
  const leaderPage = await leaderContext.newPage();
  const leader = await signUpViaApi(leaderPage, { name: `Leader ${unique()}` });
  await createClubOnScreen(leaderPage, clubName, `${town}, Harbour`);
  const led = await leaderPage.request.get("/api/clubs/led");
  const club = ((await led.json()) as { items: { clubId: number; slug: string }[] }).items[0];
  if (!club) throw new Error("the leader leads no club");

  // The member searches by location and applies.
  const member = await signUpViaApi(page, { name: `Member ${unique()}` });
  await page.goto("/ClubSearch");
  await expect(page.getByRole("heading", { name: "Find a Club" })).toBeVisible();
  await page.getByLabel("Location").fill(town.toLowerCase());
  await page.getByRole("radio", { name: "Friday" }).check();
  await page.getByRole("button", { name: "Search" }).click();
  const card = page.getByRole("article").filter({ hasText: clubName });
  await expect(card).toBeVisible();
  await expect(card).toContainText("Tuesday, Friday");
  await expect(card).toContainText("In-person");
  await expectAccessible(page);
  await card.getByRole("button", { name: `Join ${clubName}` }).click();
  await expect(card.getByText("Application Submitted", { exact: true })).toBeVisible();

  // No match: the empty text.
  await page.getByRole("radio", { name: "Sunday" }).check();
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page.getByText("No clubs found for the selected criteria.")).toBeVisible();

  // The leader sees the request with the applicant's name and email, and accepts it.
  await leaderPage.goto("/ClubLeaderPage");
  const section = leaderPage.getByRole("region", { name: clubName });
  const membersTab = section.getByRole("tab", { name: "Members" });
  await membersTab.click();
  await expect(section.getByText("No members found for the club.")).toBeVisible();
  // The Requests tab says one waits; the request is there, with Accept.
  await section.getByRole("tab", { name: "Requests, 1 waiting" }).click();
  const request = section.getByRole("article").filter({ hasText: member.email });
  await expect(request).toContainText(member.name);
  await expect(request).toContainText("pending");
  await expectAccessible(leaderPage);
  await request.getByRole("button", { name: `Accept ${member.name}` }).click();
  await expect(request.getByText("Accepted", { exact: true })).toBeVisible();
  await expect(section.getByRole("tab", { name: "Requests" })).toHaveAccessibleName("Requests");
  await membersTab.click();
  await expect(section.getByRole("article").filter({ hasText: member.name }).first()).toBeVisible();
  await expect(section.getByText("No members found for the club.")).toBeHidden();

  // The member now belongs to the club.
  const me = await page.request.get("/api/me");
  expect(await me.json()).toMatchObject({ clubId: club.clubId, clubName });
  await page.getByRole("radio", { name: "Any" }).check();
  await page.getByRole("button", { name: "Search" }).click();
  await expect(card.getByText("Member", { exact: true })).toBeVisible();

  // The club's page at / + its name without spaces.
  await page.goto(`/${club.slug}`);
  await expect(page.getByRole("heading", { name: clubName, level: 1 })).toBeVisible();
  await expect(page.getByText(`Led by ${leader.name}`)).toBeVisible();
  await expect(page.getByText("1 member", { exact: false }).first()).toBeVisible();
  await expect(page.getByText("Member", { exact: true })).toBeVisible();
  await expectAccessible(page);

  await leaderContext.close();
});

test("the leader page sends non-leaders home and signed-out visitors to /Login", async ({
  page,
}) => {
  await page.goto("/ClubLeaderPage");
  // At once, with a message naming the page, which login comes back to.
  await expect(page).toHaveURL(/\/Login\?next=%2FClubLeaderPage$/);
  await expect(page.getByTestId("sign-in-required")).toHaveText(
    "Please sign in to access Club Leader.",
  );
  await expect(page).toHaveTitle("Login — Blockvocates");
  await expectAccessible(page);
  await signUpViaApi(page);
  await page.goto("/ClubLeaderPage");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Six Customized Journeys" })).toBeVisible();
});

test("club search works on a phone, takes a location from navigation state, links to Create a club", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  // A visitor searches too (docs/product.md, round 3 decision 1): no trip to /Login; each card offers sign-up.
  await page.goto("/ClubSearch");
  await expect(page).toHaveURL(/\/ClubSearch$/);
  const kerala = page.getByRole("article").filter({ hasText: "Kerala Blockvocates" });
  await expect(
    kerala.getByRole("link", { name: "Sign up to join Kerala Blockvocates" }),
  ).toHaveAttribute("href", "/SignUp?next=%2FKeralaBlockvocates");
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
  await expectAccessible(page);
  // The longest labels (Malayalam) wrap inside the card's buttons: still no sideways scroll.
  await page.goto("/ClubSearch?lang=ml");
  await expect(
    kerala.getByRole("link", { name: "Kerala Blockvocates ൽ ചേരാൻ സൈൻ അപ്പ് ചെയ്യുക" }),
  ).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);

  await signUpViaApi(page);
  await page.goto("/ClubSearch");
  await expect(kerala).toBeVisible();
  await expect(kerala.getByRole("button", { name: "Join Kerala Blockvocates" })).toBeVisible();
  await expectAccessible(page);

  // Another screen navigating with `navigate("/ClubSearch", { state: { location } })`.
  await page.goto("/");
  await page.evaluate(() => {
    window.history.pushState(
      { usr: { location: "kerala" }, key: "e2e", idx: 1 },
      "",
      "/ClubSearch",
    );
    window.dispatchEvent(new PopStateEvent("popstate", { state: window.history.state }));
  });
  await expect(page.getByLabel("Location")).toHaveValue("kerala");
  await expect(page.getByRole("article")).toHaveCount(1);
  await expect(page.getByRole("article")).toContainText("Kerala Blockvocates");
  await page.getByRole("link", { name: "Create a club" }).click();
  await expect(page.getByRole("heading", { name: "Create a Club" })).toBeVisible();
  await expectAccessible(page);
});
