import type { Locator, Page } from "@playwright/test";
import { leaderWithClub, saveConnectedAccount, unique } from "./club-steps.ts";
import { expect, expectAccessible, expectFocusOn, signUpViaApi, tabTo, test } from "./fixtures.ts";

// Keyboard and screen-reader users: every step is a key press; after each one the test asserts
// where focus is, that it is visible and uncovered, and the page's title. Reduced motion keeps
// dialogs and toasts still, so axe also checks them while they show.
test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 120_000 });

const PASSWORD = "a keyboard passphrase 42";

/**
 * Opens a dialog from `trigger` with the keyboard, checks it with axe, closes it with Escape and
 * expects focus back on the trigger, visible.
 */
async function openThenEscape(
  page: Page,
  trigger: Locator,
  dialogName: string,
  title: string,
  tabOptions?: { backwards?: boolean },
) {
  await tabTo(page, trigger, tabOptions);
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: dialogName });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expectFocusOn(page, trigger, title);
  return dialog;
}

/** Tabs to `control`, presses Enter, and expects focus on `result` and the tab titled `title`. */
async function activate(page: Page, control: Locator, result: Locator, title: string) {
  await tabTo(page, control);
  await page.keyboard.press("Enter");
  await expectFocusOn(page, result, title);
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: ReturnType<Page["getByLabel"]>, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

test("at 320 px: a protected page sends to Login and back; sign up, the phone menu, a failed login", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  const email = `keys-${unique()}@example.com`;

  // Signed out, /MissionVerification sends to Login at once, with a message naming the page.
  await page.goto("/MissionVerification");
  await expect(page).toHaveURL(/\/Login\?next=%2FMissionVerification$/);
  const notice = page.getByTestId("sign-in-required");
  await expect(notice).toHaveText("Please sign in to access Mission Verification.");
  await expectFocusOn(page, notice, "Login — Blockvocates");
  await expectAccessible(page);

  // To Sign Up, and sign up.
  await tabTo(page, page.getByRole("link", { name: "Sign Up" }));
  await page.keyboard.press("Enter");
  await expectFocusOn(page, page.getByRole("heading", { name: "Sign Up", level: 1 }), /^Sign Up/);
  await typeInto(page, page.getByLabel("Username"), "Kay Board");
  await typeInto(page, page.getByLabel("Email"), email);
  await typeInto(page, page.getByRole("textbox", { name: "Password", exact: true }), PASSWORD);
  await page.keyboard.press("Enter");
  // Sign Up keeps Login's ?next=: back on the page that asked for a sign-in, focus on its heading.
  await expect(page).toHaveURL(/\/MissionVerification$/);
  await expectFocusOn(
    page,
    page.getByRole("heading", { name: "Mission Verification", level: 1 }),
    "Mission Verification — Blockvocates",
  );

  // The phone menu: Escape closes it and gives focus back to its button.
  const menuButton = page.getByRole("button", { name: "Open menu" });
  const drawer = await openThenEscape(
    page,
    menuButton,
    "Menu",
    "Mission Verification — Blockvocates",
    { backwards: true },
  );

  // Logout from the menu: the Login page, focus on its heading. (Tab only once the menu is open:
  // before it, focus would still move through the page behind it.)
  await page.keyboard.press("Enter");
  await expect(drawer.getByRole("button", { name: "Logout" })).toBeVisible();
  await tabTo(page, drawer.getByRole("button", { name: "Logout" }));
  await page.keyboard.press("Enter");
  await expectFocusOn(page, page.getByRole("heading", { name: "Login" }), "Login — Blockvocates");

  // A wrong password: the message is announced, both fields are invalid and described by it,
  // and focus is back on the first.
  await typeInto(page, page.getByLabel("Email"), email);
  await typeInto(page, page.getByRole("textbox", { name: "Password", exact: true }), "wrong one");
  await page.keyboard.press("Enter");
  const error = page.getByTestId("form-error");
  await expect(error).toHaveText("Invalid email or password.");
  await expect(error).toHaveAttribute("role", "alert");
  const emailField = page.getByLabel("Email");
  await expectFocusOn(page, emailField, "Login — Blockvocates");
  await expect(emailField).toHaveAttribute("aria-invalid", "true");
  await expect(emailField).toHaveAccessibleDescription("Invalid email or password.");
  await expectAccessible(page);

  // Back to a protected page; login returns to it.
  await page.goto("/MissionVerification");
  await expectFocusOn(page, notice, "Login — Blockvocates");
  await typeInto(page, page.getByLabel("Email"), email);
  await typeInto(page, page.getByRole("textbox", { name: "Password", exact: true }), PASSWORD);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/MissionVerification$/);
  await expectFocusOn(
    page,
    page.getByRole("heading", { name: "Mission Verification", level: 1 }),
    "Mission Verification — Blockvocates",
  );
  await expectAccessible(page);
});

test("at 200% zoom: join, accept, choose a journey, Mission 1 to Mark as Complete, verify", async ({
  page,
  browser,
}) => {
  // 1280 x 800 at 200% zoom.
  await page.setViewportSize({ width: 640, height: 400 });
  await page.route("https://www.youtube-nocookie.com/**", (route) => route.abort());
  const setup = await leaderWithClub(browser);
  const leaderPage = setup.leaderPage;
  await leaderPage.setViewportSize({ width: 640, height: 400 });
  const member = await signUpViaApi(page, { name: `Keys ${unique()}` });

  // Join from the club's page: focus lands on the new status.
  const slug = setup.clubName.replace(/\s+/g, "");
  await page.goto(`/${slug}`);
  await expect(page).toHaveTitle(`${setup.clubName} — Blockvocates`);
  await activate(
    page,
    page.getByRole("button", { name: `Join ${setup.clubName}` }),
    page.getByText("Application Submitted", { exact: true }),
    `${setup.clubName} — Blockvocates`,
  );
  await expect(page.getByText(`Application sent to ${setup.clubName}.`)).toBeVisible();
  await expectAccessible(page); // with the toast showing

  // The leader accepts: focus lands on 'Accepted'.
  await leaderPage.goto("/ClubLeaderPage");
  await expect(leaderPage).toHaveTitle("Club Leader — Blockvocates");
  await activate(
    leaderPage,
    leaderPage.getByRole("button", { name: `Accept ${member.name}` }),
    leaderPage.getByText("Accepted", { exact: true }),
    "Club Leader — Blockvocates",
  );
  await expectAccessible(leaderPage);

  // The journey-choice dashboard: a tile to the journeys.
  await page.goto("/Dashboard");
  await expect(page).toHaveTitle("My Account — Blockvocates");
  await activate(
    page,
    page.getByRole("link", { name: "Developer" }),
    page.getByRole("heading", { name: "Choose your Blockvocates Journey", level: 1 }),
    "Choose your Journey — Blockvocates",
  );
  // Descriptions and modules are there without hover: no card is a Tab stop of its own.
  await expect(
    page.getByRole("list", { name: "Developer modules" }).getByRole("listitem"),
  ).toHaveCount(8);

  // Select opens the confirmation; Escape returns focus to Select, in view.
  const dialog = await openThenEscape(
    page,
    page.getByRole("button", { name: "Select Developer" }),
    "Confirm your journey",
    "Choose your Journey — Blockvocates",
  );
  await page.keyboard.press("Enter");
  await tabTo(page, dialog.getByRole("button", { name: "Confirm" }));
  await page.keyboard.press("Enter");

  // Mission 1 asks for a connected account (an empty submission is refused); this walk covers
  // the Connect modal elsewhere (missions.spec.ts), so the account is saved as the modal would.
  await saveConnectedAccount(page);
  // The main dashboard, then Mission 1.
  await expectFocusOn(
    page,
    page.getByRole("heading", { name: `Welcome, ${member.name}!` }),
    "My Account — Blockvocates",
  );
  await expectAccessible(page);
  const missionOne = page.getByTestId("mission-card").filter({ hasText: "Mission 1" });
  await activate(
    page,
    missionOne.getByRole("link", { name: "Open Mission" }),
    page.getByRole("heading", { name: "Mission 1", level: 1 }),
    "Mission 1, step 1 of 5 — Blockvocates",
  );

  const next = page.getByRole("link", { name: "Next" });
  const nextStep = async (step: number) => {
    await tabTo(page, next);
    await page.keyboard.press("Enter");
    await expectFocusOn(
      page,
      page.getByRole("heading", { level: 2 }).first(),
      `Mission 1, step ${step} of 5 — Blockvocates`,
    );
  };
  await nextStep(2);
  // Generate Identity: focus lands on the identity.
  await typeInto(page, page.getByLabel("Your hobby"), "chess");
  await typeInto(page, page.getByLabel("Your favourite animal or character"), "owl");
  await tabTo(page, page.getByRole("button", { name: "Generate Identity" }));
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("identity")).toHaveText("ChessOwl");
  await expectFocusOn(
    page,
    page.getByRole("alert").filter({ hasText: "Your identity" }),
    "Mission 1, step 2 of 5 — Blockvocates",
  );
  await nextStep(3);
  await nextStep(4);
  await nextStep(5);
  await expect(page.getByRole("heading", { name: "Make Your First Post!" }).first()).toBeVisible();

  // Mark as Complete (Next is gone on the last step): focus lands on the new status.
  await activate(
    page,
    page.getByRole("button", { name: "Mark as Complete" }),
    page.getByText("Awaiting verification", { exact: true }),
    "Mission 1, step 5 of 5 — Blockvocates",
  );
  await expectAccessible(page);

  // The leader verifies: Verify opens the confirmation (Escape returns focus to Verify); its
  // "Yes, verify" decides, and focus goes to what took the submission's place.
  await leaderPage.goto("/MissionVerification");
  await expect(leaderPage).toHaveTitle("Mission Verification — Blockvocates");
  const verify = leaderPage.getByRole("button", { name: `Verify Mission 1 for ${member.name}` });
  const confirmation = await openThenEscape(
    leaderPage,
    verify,
    `Verify Mission 1 for ${member.name}?`,
    "Mission Verification — Blockvocates",
  );
  await leaderPage.keyboard.press("Enter");
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toContainText("ChessOwl");
  await expect(confirmation.getByRole("link", { name: /^X / })).toBeVisible();
  await activate(
    leaderPage,
    confirmation.getByRole("button", { name: "Yes, verify" }),
    leaderPage.getByText("No missions are awaiting verification."),
    "Mission Verification — Blockvocates",
  );
  await expect(confirmation).toBeHidden();
  await expectAccessible(leaderPage);

  await page.goto("/Dashboard");
  await expect(missionOne.getByText("Mission Completed", { exact: true })).toBeVisible();
  await setup.close();
});
