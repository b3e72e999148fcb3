import type { Page } from "@playwright/test";
import { fillClubForm, joinClub, leaderWithClub, post, unique } from "./club-steps.ts";
import { expect, expectSettledAccessible, signInAsAdmin, signUpViaApi, test } from "./fixtures.ts";

// Two or three people each: more than the default minute.
test.describe.configure({ timeout: 120_000 });

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** Every control of the bar is within the window, and nothing scrolls sideways. */
async function expectBarFits(page: Page) {
  const overflowing = await page.evaluate(() =>
    [...document.querySelectorAll(".sticky-header a, .sticky-header button")]
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > window.innerWidth))
      .map(({ element }) => element.textContent || element.getAttribute("aria-label")),
  );
  expect(overflowing).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );
}

/** The links of the phone menu, after opening it. */
async function openPhoneMenu(page: Page) {
  await page.getByRole("button", { name: "Open menu" }).click();
  return page.getByRole("dialog", { name: "Menu" });
}

test("a leader is told of an application at once: the bell counts it, the inbox shows it, opening it clears the count", async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  await signUpViaApi(page, { name: `Leader ${unique()}` });
  const clubName = `Bell Club ${unique()}`;

  // Creating a club lands the new leader on the leader page, now in the navigation.
  await page.goto("/CreateClub");
  await fillClubForm(page, {
    clubName,
    location: `Belltown ${unique()}`,
    meetingLink: "https://meet.example.com/bell",
  });
  await page.getByRole("button", { name: "Create Club" }).click();
  await expect(page).toHaveURL(/\/ClubLeaderPage$/);
  await expect(page.getByRole("heading", { name: clubName })).toBeVisible();
  const leaderLink = mainNav(page).getByRole("link", { name: /^LEADER PAGE/ });
  await expect(leaderLink).toHaveAccessibleName("LEADER PAGE");
  await expect(leaderLink).toHaveAttribute("aria-current", "page");
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAccessibleName("Notifications");
  const led = (await (await page.request.get("/api/clubs/led")).json()) as {
    items: { clubId: number }[];
  };
  const clubId = led.items[0]?.clubId;

  // Someone applies, in a browser of their own: the leader's bell and badge rise, no reload.
  const applicantContext = await browser.newContext();
  const applicantPage = await applicantContext.newPage();
  const applicant = await signUpViaApi(applicantPage, { name: `Applicant ${unique()}` });
  await post(applicantPage, `/api/clubs/${clubId}/applications`);
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await expect(page.getByTestId("notification-count")).toHaveText("1");
  await expect(leaderLink).toHaveAccessibleName("LEADER PAGE, 1 waiting");

  // The bell opens the inbox: the application, unread.
  await bell.click();
  await expect(page).toHaveURL(/\/Notifications$/);
  await expect(page.getByRole("heading", { name: "Notifications", level: 1 })).toBeVisible();
  const received = page.getByRole("article", { name: `New application to ${clubName}` });
  await expect(received).toContainText(`${applicant.name} asked to join ${clubName}.`);
  await expect(received).toContainText("Unread");
  await expect(page.getByText("You have 1 unread notification.")).toBeVisible();
  await expectSettledAccessible(page);

  // Opening it marks it read and goes where the leader acts.
  await received.getByRole("link", { name: `New application to ${clubName}` }).click();
  await expect(page).toHaveURL(/\/ClubLeaderPage$/);
  await expect(bell).toHaveAccessibleName("Notifications");
  await expect(page.getByTestId("notification-count")).toHaveCount(0);
  // The application still waits for a decision.
  await expect(leaderLink).toHaveAccessibleName("LEADER PAGE, 1 waiting");

  // A second application, then "Mark all as read".
  const secondContext = await browser.newContext();
  const secondPage = await secondContext.newPage();
  await signUpViaApi(secondPage, { name: `Second ${unique()}` });
  await post(secondPage, `/api/clubs/${clubId}/applications`);
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  await expect(leaderLink).toHaveAccessibleName("LEADER PAGE, 2 waiting");
  await bell.click();
  await expect(page.getByTestId("notification")).toHaveCount(2);
  await page.getByRole("button", { name: "Mark all as read" }).click();
  await expect(page.getByText("You have no unread notifications.")).toBeVisible();
  await expect(page.getByText("Unread", { exact: true })).toHaveCount(0);
  await expect(bell).toHaveAccessibleName("Notifications");
  await expectSettledAccessible(page);

  // Deciding an application leaves one less waiting.
  await leaderLink.click();
  await page.getByRole("button", { name: `Accept ${applicant.name}` }).click();
  await expect(leaderLink).toHaveAccessibleName("LEADER PAGE, 1 waiting");

  await applicantContext.close();
  await secondContext.close();
});

test("the navigation offers each person what they own, on a desktop and on a phone", async ({
  page,
  browser,
}) => {
  // Signed in without a club: the way to a membership.
  await page.setViewportSize(DESKTOP);
  await signUpViaApi(page, { name: `Member ${unique()}` });
  await page.goto("/Journeys");
  await expect(mainNav(page).getByRole("link", { name: "BECOME A MEMBER" })).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "MY CLUB" })).toHaveCount(0);
  await expect(mainNav(page).getByRole("link", { name: /LEADER PAGE/ })).toHaveCount(0);

  // A member: their club's page and, once a journey is chosen, their missions.
  const setup = await leaderWithClub(browser);
  await joinClub(page, setup);
  await post(page, "/api/journeys/choice", { journeyId: 1 });
  await page.goto("/Dashboard");
  const nav = mainNav(page);
  await expect(nav.getByRole("link", { name: "MY CLUB" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "MISSIONS" })).toBeVisible();
  // A club member without a paid membership or a scholarship may still get one (issue 29).
  await expect(nav.getByRole("link", { name: "BECOME A MEMBER" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "MY ACCOUNT" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(nav.getByRole("link", { name: "MISSION MANAGER" })).toHaveCount(0);
  await expectBarFits(page);
  await expectSettledAccessible(page);
  // The narrowest window that shows these links inline still has room for them.
  // (five links with BECOME A MEMBER: inline from the lg breakpoint on)
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(nav.getByRole("link", { name: "MISSIONS" })).toBeVisible();
  await expectBarFits(page);
  await nav.getByRole("link", { name: "MY CLUB" }).click();
  await expect(page.getByRole("heading", { name: setup.clubName, level: 1 })).toBeVisible();

  // On a phone: the bell stays in the bar, the same links are behind the menu button.
  await page.setViewportSize(PHONE);
  await expect(nav.getByRole("link", { name: "MY CLUB" })).toBeHidden();
  await expect(page.getByTestId("notification-bell")).toBeVisible();
  await expectBarFits(page);
  const menu = await openPhoneMenu(page);
  for (const name of ["HOME", "MY ACCOUNT", "MY CLUB", "MISSIONS"]) {
    await expect(menu.getByRole("link", { name })).toBeVisible();
  }
  await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
  await expectSettledAccessible(page);
  await menu.getByRole("link", { name: "MISSIONS" }).click();
  await expect(page).toHaveURL(/\/MissionCompletionPage$/);
  await setup.close();
});

test("an admin finds the mission manager and the admin queue, on a desktop and on a phone", async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInAsAdmin(page);
  await page.goto("/Journeys");
  const nav = mainNav(page);
  await expect(nav.getByRole("link", { name: "MISSION MANAGER" })).toHaveAttribute(
    "href",
    "/MissionManager",
  );
  await expect(nav.getByRole("link", { name: "ADMIN QUEUE" })).toHaveAttribute(
    "href",
    "/AdminQueue",
  );
  await expectBarFits(page);
  await expectSettledAccessible(page);
  await page.setViewportSize({ width: 1200, height: 800 });
  await expect(nav.getByRole("link", { name: "ADMIN QUEUE" })).toBeVisible();
  await expectBarFits(page);
  await nav.getByRole("link", { name: "MISSION MANAGER" }).click();
  await expect(page.getByRole("heading", { name: "Mission Manager", level: 1 })).toBeVisible();

  await page.setViewportSize(PHONE);
  const menu = await openPhoneMenu(page);
  await expect(menu.getByRole("link", { name: "MISSION MANAGER" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(menu.getByRole("link", { name: "ADMIN QUEUE" })).toBeVisible();
  await expectSettledAccessible(page);
});
