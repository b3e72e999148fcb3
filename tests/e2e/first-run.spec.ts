import type { Page } from "@playwright/test";
import { leaderWithClub, unique } from "./club-steps.ts";
import { expect, expectSettledAccessible, signInAsAdmin, signUpViaApi, test } from "./fixtures.ts";

// A newcomer's whole first run with a leader beside them: several minutes of screens.
test.describe.configure({ timeout: 240_000 });

const DESKTOP = { width: 1280, height: 800 };

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** A step of 'Your next steps' on the getting-started dashboard. */
const startStep = (page: Page, name: string) =>
  page.getByTestId("start-step").and(page.locator(`[data-step="${name}"]`));

/** What /api/me says of the person's club (the number the screens show as "Club Number"). */
async function clubOf(page: Page): Promise<number | null> {
  const response = await page.request.get("/api/me");
  expect(response.status()).toBe(200);
  return ((await response.json()) as { clubId: number | null }).clubId;
}

test("a brand-new person signs up, joins a club, pays, chooses a journey and submits Mission 1, led by the screen", async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  // No network in tests: Mission 1's video cannot load, as when YouTube is blocked.
  await page.route("https://www.youtube-nocookie.com/**", (route) => route.abort());
  // A club that the person finds by its place in the club search.
  const place = `Firstrun ${unique()}`;
  const setup = await leaderWithClub(browser, { location: place });
  const name = `Noor ${unique()}`;
  const email = `first-run-${unique()}@example.com`;

  // Sign up on the screen: it lands on MY ACCOUNT with a welcome and the next steps.
  await page.goto("/SignUp");
  await page.getByLabel("Username").fill(name);
  await page.getByLabel("Email").fill(email);
  await page
    .getByRole("textbox", { name: "Password", exact: true })
    .fill("a first-run passphrase 42");
  await page.getByRole("button", { name: "Sign Up", exact: true }).click();
  await expect(page).toHaveURL(/\/Dashboard\?welcome=1$/);
  await expect(page.getByTestId("welcome")).toContainText(`Welcome to Blockvocates, ${name}!`);
  await expect(page.getByTestId("welcome")).toContainText(
    "Start with the first step that is not ticked.",
  );
  await expect(page.getByRole("heading", { name: "My Account", level: 1 })).toBeVisible();
  await expect(page.getByText("You are not in a club yet.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Your next steps" })).toBeVisible();
  await expect(page.getByText("0 of 5 done")).toBeVisible();
  for (const step of ["email", "apply", "join", "journey", "mission1"]) {
    await expect(startStep(page, step)).toHaveAttribute("data-done", "false");
  }
  await expect(startStep(page, "email")).toContainText(`Open the link we sent to ${email}.`);
  const apply = startStep(page, "apply");
  await expect(apply).toContainText("Find a club that meets when you can and press Join.");
  await expect(page.getByRole("heading", { name: "Your applications" })).toBeVisible();
  await expect(page.getByText("You have not applied to a club yet.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Clubs to apply to" })).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "BECOME A MEMBER" })).toBeVisible();
  await expectSettledAccessible(page);

  // The first step not ticked: "Find a club", then the club search narrowed to the club's place.
  await apply.getByRole("link", { name: "Find a club" }).click();
  await expect(page).toHaveURL(/\/ClubSearch$/);
  await expect(page.getByRole("heading", { name: "Find a Club", level: 1 })).toBeVisible();
  await page.getByLabel("Location").fill(place);
  await page.getByRole("button", { name: "Search" }).click();
  const results = page.getByRole("region", { name: "Search results" });
  await expect(results.getByRole("article")).toHaveCount(1);
  await results.getByRole("link", { name: setup.clubName }).click();

  // The club's page: Join, and the screen says what happens next.
  await expect(page.getByRole("heading", { name: setup.clubName, level: 1 })).toBeVisible();
  await expect(page.getByText(`Led by ${setup.leader.name}`)).toBeVisible();
  await page.getByRole("button", { name: `Join ${setup.clubName}` }).click();
  await expect(page.getByText(`Application sent to ${setup.clubName}.`)).toBeVisible();
  await expect(page.getByText("Application Submitted", { exact: true })).toBeVisible();
  const afterJoin = page.getByTestId("after-join");
  await expect(afterJoin).toContainText(
    "Your application is with the club's leader. You will hear by the bell and by email when they decide.",
  );
  await expectSettledAccessible(page);
  await afterJoin.getByRole("link", { name: "Go to MY ACCOUNT" }).click();

  // MY ACCOUNT ticks the application and says who acts next.
  await expect(page).toHaveURL(/\/Dashboard$/);
  await expect(startStep(page, "apply")).toHaveAttribute("data-done", "true");
  await expect(startStep(page, "apply")).toContainText(
    `${setup.clubName}: waiting for the club's leader since`,
  );
  await expect(startStep(page, "join")).toHaveAttribute("data-done", "false");
  await expect(startStep(page, "join")).toContainText(
    "The club's leader decides on your application. You will hear by the bell and by email.",
  );
  await expect(page.getByText("1 of 5 done")).toBeVisible();

  // The leader accepts on the leader page.
  await setup.leaderPage.goto("/ClubLeaderPage");
  await setup.leaderPage.getByRole("button", { name: `Accept ${name}` }).click();
  await expect(setup.leaderPage.getByText(`${name} was accepted.`)).toBeVisible();

  // Now a member of the club: MY ACCOUNT greets them there, and still offers the membership.
  await page.reload();
  await expect(page.getByRole("heading", { name: `Welcome, ${name}!` })).toBeVisible();
  await expect(page.getByText(`You're a member of ${setup.clubName}`)).toBeVisible();
  await expect(page.getByText(`Club Number: 00${setup.clubId}`)).toBeVisible();
  expect(await clubOf(page)).toBe(setup.clubId);
  const becomeMember = mainNav(page).getByRole("link", { name: "BECOME A MEMBER" });
  await becomeMember.click();

  // Checkout: their membership is not paid yet; the pay button says what it does.
  await expect(page).toHaveURL(/\/Checkout$/);
  await expect(page.getByRole("heading", { name: "Checkout", level: 1 })).toBeVisible();
  await expect(page.getByText("Not paid", { exact: true })).toBeVisible();
  await expect(page.getByText("Test mode: no real payment is taken")).toBeVisible();
  await expectSettledAccessible(page);
  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    page.getByRole("button", { name: "Pay $60 for 6 months" }).click(),
  ]);
  await tab.waitForURL(/\/TestCheckout\/[0-9a-f-]+$/);
  await expect(tab.getByText("Test mode — no card is charged")).toBeVisible();
  await tab.getByRole("button", { name: "Pay" }).click();
  await expect(tab.getByText("Payment complete")).toBeVisible();
  await tab.close();
  await expect(page.getByText("Payment successful! Club membership updated.")).toBeVisible();
  await page.waitForURL(/\/dashboard$/i);

  // Paying kept them in their club; the nav no longer asks them to become a member.
  await expect(page.getByText(`You're a member of ${setup.clubName}`)).toBeVisible();
  await expect(page.getByText(`Club Number: 00${setup.clubId}`)).toBeVisible();
  expect(await clubOf(page)).toBe(setup.clubId);
  await expect(becomeMember).toHaveCount(0);
  const membership = (await (await page.request.get("/api/payments/membership")).json()) as {
    active: boolean;
  };
  expect(membership.active).toBe(true);

  // The journey: chosen on the screen, confirmed once.
  await expect(
    page.getByRole("heading", {
      name: "Choose your Blockvocates Journey (Journey cannot be changed once picked)",
    }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Community" }).click();
  await expect(page).toHaveURL(/\/PreviewPage$/);
  await page.getByRole("button", { name: "Select Community" }).click();
  const confirmJourney = page.getByRole("dialog", { name: "Confirm your journey" });
  await expect(confirmJourney).toContainText("cannot be changed once picked");
  await confirmJourney.getByRole("button", { name: "Confirm" }).click();

  // The main dashboard names the journey and opens its first mission; the nav gains MISSIONS.
  await expect(page).toHaveURL(/\/Dashboard$/);
  await expect(page.getByText("Your journey:")).toBeVisible();
  await expect(page.getByText("Community Builder", { exact: true })).toBeVisible();
  await expect(mainNav(page).getByRole("link", { name: "MISSIONS" })).toBeVisible();
  const firstMission = page.getByTestId("mission-card").filter({ hasText: "Mission 1" });
  await expect(firstMission).toContainText("Create Your Identity");
  await expectSettledAccessible(page);
  await firstMission.getByRole("link", { name: "Open Mission" }).click();

  // Mission 1's wizard, step by step with Next.
  await expect(page).toHaveURL(/\/Mission1$/);
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Step 2 of 5")).toBeVisible();
  await page.getByLabel("Your hobby").fill("running");
  await page.getByLabel("Your favourite animal or character").fill("fox");
  await page.getByRole("button", { name: "Generate Identity" }).click();
  await expect(page.getByTestId("identity")).toHaveText("RunningFox");
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Step 3 of 5")).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Step 4 of 5")).toBeVisible();
  await page.getByRole("button", { name: "Connect" }).click();
  const connect = page.getByRole("dialog", { name: "Connect your social account" });
  await connect.getByRole("button", { name: "Farcaster" }).click();
  await connect.getByLabel("Social link").fill("https://warpcast.com/runningfox");
  await connect.getByRole("button", { name: "Confirm" }).click();
  await expect(connect).toBeHidden();
  await expect(
    page.getByRole("list", { name: "Connected accounts" }).getByRole("listitem"),
  ).toHaveText(["Farcaster: https://warpcast.com/runningfox"]);
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Step 5 of 5")).toBeVisible();
  await page.getByRole("button", { name: "Mark as Complete" }).click();
  await expect(page.getByText("Awaiting verification", { exact: true })).toBeVisible();
  await expectSettledAccessible(page);

  // MY ACCOUNT shows it waiting for the leader.
  await mainNav(page).getByRole("link", { name: "MY ACCOUNT" }).click();
  await expect(page).toHaveURL(/\/Dashboard$/);
  await expect(firstMission.getByText("Awaiting verification", { exact: true })).toBeVisible();
  expect(await clubOf(page)).toBe(setup.clubId);
  await setup.close();
});

test("an admin grants a scholarship at /Admin, the member's MY ACCOUNT shows it until the admin revokes it", async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  const member = await signUpViaApi(page, { name: `Scholar ${unique()}` });
  await page.goto("/Dashboard");
  const card = page
    .locator(".mantine-Card-root")
    .filter({ has: page.getByRole("heading", { name: "Your membership" }) });
  await expect(card).toContainText("Not paid");
  await expect(page.getByTestId("scholarship")).toHaveCount(0);
  await expect(mainNav(page).getByRole("link", { name: "BECOME A MEMBER" })).toBeVisible();

  // The admin grants it on the console's Scholarships section.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.setViewportSize(DESKTOP);
  await signInAsAdmin(admin);
  await admin.goto("/Admin");
  const section = admin.getByRole("region", { name: "Scholarships" });
  await expect(section).toBeVisible();
  await section.getByLabel("Scholar's email").fill(member.email);
  await section.getByLabel("Months").fill("3");
  await section.getByLabel("Reason").fill("First-run cohort");
  await section.getByRole("button", { name: "Grant scholarship" }).click();
  await expect(
    admin.getByText(`${member.email} now has the membership through a scholarship.`),
  ).toBeVisible();
  const row = section.getByTestId("admin-scholarship").filter({ hasText: member.email });
  await expect(row).toContainText(member.name);
  await expect(row).toContainText("In force");
  await expect(row).toContainText("Reason: First-run cohort");
  await expectSettledAccessible(admin);

  // The member's MY ACCOUNT: the scholarship with its end date, about three months from now.
  await page.reload();
  const scholarship = page.getByTestId("scholarship");
  await expect(scholarship).toContainText("A scholarship gives you the membership until");
  const { scholarshipEndsAt } = (await (
    await page.request.get("/api/payments/membership")
  ).json()) as { scholarshipEndsAt: string };
  const daysAhead = (Date.parse(scholarshipEndsAt) - Date.now()) / 86_400_000;
  expect(daysAhead).toBeGreaterThan(85);
  expect(daysAhead).toBeLessThan(95);
  const endDate = await page.evaluate(
    (iso) =>
      new Intl.DateTimeFormat("en", { year: "numeric", month: "long", day: "numeric" }).format(
        new Date(iso),
      ),
    scholarshipEndsAt,
  );
  await expect(scholarship).toHaveText(`A scholarship gives you the membership until ${endDate}.`);
  await expect(card).toContainText("Active");
  await expect(card).toContainText("Your membership opens missions 3 to 8 of your journey");
  await expect(mainNav(page).getByRole("link", { name: "BECOME A MEMBER" })).toHaveCount(0);
  await expectSettledAccessible(page);

  // The admin revokes it: asked once more, then it leaves the list of those in force.
  await row.getByRole("button", { name: "Revoke" }).click();
  await row.getByRole("button", { name: `Yes, end ${member.name}'s scholarship now` }).click();
  await expect(admin.getByText(`${member.name}'s scholarship has ended.`)).toBeVisible();
  await expect(row).toHaveCount(0);
  await section.getByRole("switch", { name: "Show ended and revoked scholarships too" }).check();
  await expect(row).toContainText("Revoked");
  await adminContext.close();

  // The member's card no longer shows it, and the nav offers the membership again.
  await page.reload();
  await expect(card).toContainText("Not paid");
  await expect(page.getByTestId("scholarship")).toHaveCount(0);
  await expect(mainNav(page).getByRole("link", { name: "BECOME A MEMBER" })).toBeVisible();
});
