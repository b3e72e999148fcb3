import { joinClub, leaderWithClub, post, unique } from "./club-steps.ts";
import { expect, expectSettledAccessible, signInAsAdmin, signUpViaApi, test } from "./fixtures.ts";

// Each test walks several screens with two or three people: more than the default minute.
test.describe.configure({ timeout: 180_000 });

test("a member picks a journey, walks Mission 1 and the leader verifies it", async ({
  page,
  browser,
}) => {
  // No network in tests: the video player cannot load, as when YouTube is blocked.
  await page.route("https://www.youtube-nocookie.com/**", (route) => route.abort());
  const setup = await leaderWithClub(browser);
  const member = await signUpViaApi(page, { name: `Asha ${unique()}` });
  await joinClub(page, setup);

  // The journey-choice dashboard.
  await page.goto("/Dashboard");
  await expect(page.getByRole("heading", { name: `Welcome, ${member.name}!` })).toBeVisible();
  await expect(page.getByText(`You're a member of ${setup.clubName}`)).toBeVisible();
  await expect(page.getByText(`Club Number: 00${setup.clubId}`)).toBeVisible();
  await expect(
    page.getByRole("heading", {
      name: "Choose your Blockvocates Journey (Journey cannot be changed once picked)",
    }),
  ).toBeVisible();
  await expectSettledAccessible(page);
  await page.getByRole("link", { name: "Developer" }).click();

  // PreviewPage: hovering shows a journey's modules; Select asks for confirmation first.
  await expect(page).toHaveURL(/\/PreviewPage$/);
  // Each journey's description and modules are there without hovering.
  await expect(
    page.getByRole("list", { name: "Developer modules" }).getByRole("listitem"),
  ).toHaveCount(8);
  await expectSettledAccessible(page);
  await page.getByRole("button", { name: "Select Developer" }).click();
  const dialog = page.getByRole("dialog", { name: "Confirm your journey" });
  await expect(dialog).toContainText("cannot be changed once picked");
  await dialog.getByRole("button", { name: "Confirm" }).click();

  // The main dashboard with the Mission Completion list.
  await expect(page).toHaveURL(/\/Dashboard$/);
  await expect(page.getByText("Developer", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Mission Completion" })).toBeVisible();
  const missionOne = page.getByTestId("mission-card").filter({ hasText: "Mission 1" });
  await expect(missionOne).toContainText("Create Your Identity");
  await expectSettledAccessible(page);
  await missionOne.getByRole("link", { name: "Open Mission" }).click();

  // Step 1: the intro video.
  await expect(page).toHaveURL(/\/Mission1$/);
  await expect(page.getByText("Step 1 of 5")).toBeVisible();
  await expect(page.locator("iframe")).toHaveAttribute(
    "src",
    /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
  );
  await expect(page.getByRole("link", { name: /on YouTube/ })).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();

  // Step 2: Generate Identity joins the two texts and saves them.
  await expect(page).toHaveURL(/\/Mission1\/2$/);
  await page.getByLabel("Your hobby").fill("chess");
  await page.getByLabel("Your favourite animal or character").fill("owl");
  await page.getByRole("button", { name: "Generate Identity" }).click();
  await expect(page.getByTestId("identity")).toHaveText("ChessOwl");
  await expectSettledAccessible(page);
  await page.reload();
  await expect(page.getByText("Step 2 of 5")).toBeVisible();
  await expect(page.getByTestId("identity")).toHaveText("ChessOwl");
  await page.getByRole("link", { name: "Next" }).click();

  // Step 3: AI image tools; the back button returns to step 2.
  await expect(page.getByRole("link", { name: "Leonardo.Ai" })).toHaveAttribute("target", "_blank");
  await page.goBack();
  await expect(page).toHaveURL(/\/Mission1\/2$/);
  await page.goForward();
  await expect(page).toHaveURL(/\/Mission1\/3$/);
  await page.getByRole("link", { name: "Next" }).click();

  // Step 4: the connect modal saves a validated link.
  await expect(page.getByRole("link", { name: "Farcaster" })).toBeVisible();
  await page.getByRole("button", { name: "Connect" }).click();
  const modal = page.getByRole("dialog", { name: "Connect your social account" });
  for (const platform of ["Farcaster", "X", "Bluesky", "Lens", "Threads"]) {
    await expect(modal.getByRole("button", { name: platform, exact: true })).toBeVisible();
  }
  await modal.getByRole("button", { name: "Bluesky" }).click();
  await modal.getByLabel("Social link").fill("not a link");
  await modal.getByRole("button", { name: "Confirm" }).click();
  await expect(modal.getByText(/Enter a full link starting with https:\/\//)).toBeVisible();
  const linkField = modal.getByLabel("Social link");
  await expect(linkField).toBeFocused();
  await expect(linkField).toHaveAttribute("aria-invalid", "true");
  await expect(linkField).toHaveAccessibleDescription(/Enter a full link/);
  await expectSettledAccessible(page);
  await modal.getByLabel("Social link").fill("https://bsky.app/profile/chessowl.bsky.social");
  await modal.getByRole("button", { name: "Confirm" }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByText("Connected:")).toBeVisible();
  // One link per platform: Farcaster's link joins Bluesky's instead of replacing it.
  await page.getByRole("button", { name: "Connect" }).click();
  await modal.getByRole("button", { name: "Farcaster" }).click();
  await modal.getByLabel("Social link").fill("https://warpcast.com/chessowl");
  await modal.getByRole("button", { name: "Confirm" }).click();
  await expect(modal).toBeHidden();
  const connected = page.getByRole("list", { name: "Connected accounts" });
  await expect(connected.getByRole("listitem")).toHaveText([
    "Farcaster: https://warpcast.com/chessowl",
    "Bluesky: https://bsky.app/profile/chessowl.bsky.social",
  ]);
  const me = (await (await page.request.get("/api/me")).json()) as {
    identity: string;
    socialLinks: { platform: string; url: string }[];
  };
  expect(me).toMatchObject({
    identity: "ChessOwl",
    socialLinks: [
      { platform: "farcaster", url: "https://warpcast.com/chessowl" },
      { platform: "bluesky", url: "https://bsky.app/profile/chessowl.bsky.social" },
    ],
  });
  await page.getByRole("link", { name: "Next" }).click();

  // Step 5: the first post, Post to X, Mark as Complete.
  await expect(page.getByRole("heading", { name: "Make Your First Post!" }).first()).toBeVisible();
  // The amount the rules pay for a verified mission, never the old "10,000".
  await expect(page.getByTestId("post-text")).toContainText("500 $VOCATE points");
  await expect(page.getByTestId("post-text")).not.toContainText("10,000");
  const tweet = page.getByRole("link", { name: /Post to X/ });
  await expect(tweet).toHaveAttribute(
    "href",
    /^https:\/\/x\.com\/intent\/post\?text=.*500%20%24VOCATE/,
  );
  await expect(tweet).toHaveAttribute("target", "_blank");
  await page.getByRole("button", { name: "Mark as Complete" }).click();
  await expect(page.getByText("Awaiting verification", { exact: true })).toBeVisible();
  await expectSettledAccessible(page);
  await page.goto("/Dashboard");
  await expect(missionOne.getByText("Awaiting verification", { exact: true })).toBeVisible();

  // The leader sees it on the leader page's panel and verifies on the Mission Verification screen.
  await setup.leaderPage.goto("/ClubLeaderPage");
  // The Submissions tab counts what waits there.
  await setup.leaderPage.getByRole("tab", { name: "Submissions, 1 waiting" }).click();
  await expect(
    setup.leaderPage.getByRole("heading", { name: "Mission Verification" }),
  ).toBeVisible();
  await expect(
    setup.leaderPage.getByTestId("pending-completion").filter({ hasText: member.name }),
  ).toContainText("Mission 1");
  await setup.leaderPage.goto("/MissionVerification");
  const submission = setup.leaderPage
    .getByTestId("pending-completion")
    .filter({ hasText: member.name });
  await expect(submission).toContainText("Mission 1");
  await expect(submission).toContainText("Submitted");
  // What the member saved: the identity and each account as a link opening in a new tab.
  const saved = submission.getByRole("group", { name: "What they saved" });
  await expect(saved).toContainText("ChessOwl");
  const bluesky = saved.getByRole("link", { name: /Bluesky/ });
  await expect(bluesky).toHaveAttribute("href", "https://bsky.app/profile/chessowl.bsky.social");
  await expect(bluesky).toHaveAttribute("target", "_blank");
  await expect(bluesky).toHaveAttribute("rel", "noopener noreferrer");
  await expect(saved.getByRole("link", { name: /Farcaster/ })).toBeVisible();
  await expectSettledAccessible(setup.leaderPage);
  // Verify asks first; Cancel sends nothing.
  await submission.getByRole("button", { name: /^Verify/ }).click();
  const confirmation = setup.leaderPage.getByRole("dialog", {
    name: `Verify Mission 1 for ${member.name}?`,
  });
  await expect(confirmation).toContainText("ChessOwl");
  await expect(confirmation).toContainText("issues its credential");
  await confirmation.getByRole("button", { name: "Cancel" }).click();
  await expect(confirmation).toBeHidden();
  await expect(submission).toBeVisible();
  await submission.getByRole("button", { name: /^Verify/ }).click();
  await confirmation.getByRole("button", { name: "Yes, verify" }).click();
  await expect(submission).toBeHidden();

  await page.reload();
  await expect(missionOne.getByText("Mission Completed", { exact: true })).toBeVisible();
  await setup.close();
});

test("Mission 2's slot booking shows 'Booked Slot' after a reload", async ({ page, browser }) => {
  const setup = await leaderWithClub(browser);
  const member = await signUpViaApi(page, { name: `Ravi ${unique()}` });
  await joinClub(page, setup);
  await post(page, "/api/journeys/choice", { journeyId: 2 });

  await page.goto("/mission2/2");
  await expect(page.getByRole("link", { name: /on Amazon/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /on Bookshop/ })).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByText("Your speech must be 4-6 minutes long, with:")).toBeVisible();
  await page.getByRole("link", { name: "Next" }).click();

  await expect(page).toHaveURL(/\/mission2\/4$/);
  await expect(page.getByRole("heading", { name: "Schedule Your Speech" }).first()).toBeVisible();
  await page.getByLabel("Meeting", { exact: true }).first().click();
  await page.getByRole("listbox", { name: "Meeting" }).getByRole("option").first().click();
  await page.getByRole("button", { name: "Book Your Slot" }).click();
  await expect(page.getByText("Booked Slot", { exact: true })).toBeVisible();
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  await expect(page.getByText("Booked Slot", { exact: true })).toBeVisible();
  // On a phone the wizard fits the screen: nothing scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectSettledAccessible(page);

  await page.getByRole("link", { name: "Next" }).click();
  await expect(page.getByRole("heading", { name: "Make a Post!" }).first()).toBeVisible();
  await page.getByLabel("Your post").fill("My first speech on Read Write Own");
  await expect(page.getByRole("link", { name: /Post to X/ })).toHaveAttribute(
    "href",
    "https://x.com/intent/post?text=My%20first%20speech%20on%20Read%20Write%20Own",
  );

  await page.getByRole("button", { name: "Mark as Complete" }).click();
  await expect(page.getByText("Awaiting verification", { exact: true })).toBeVisible();

  // The leader sees the booked slot and sends the mission back with a note.
  await setup.leaderPage.goto("/MissionVerification");
  await expect(setup.leaderPage.getByText(`${member.name} · ${setup.clubName}`)).toBeVisible();
  const submission = setup.leaderPage
    .getByTestId("pending-completion")
    .filter({ hasText: member.name });
  await submission.getByRole("button", { name: /^Reject/ }).click();
  const reject = setup.leaderPage.getByRole("dialog", { name: "Reject submission" });
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(reject.getByText("Write a short note for the member.")).toBeVisible();
  const note = reject.getByLabel("Note for the member");
  await expect(note).toBeFocused();
  await expect(note).toHaveAttribute("aria-invalid", "true");
  await expect(note).toHaveAccessibleDescription("Write a short note for the member.");
  await expectSettledAccessible(setup.leaderPage);
  await reject.getByLabel("Note for the member").fill("Please add the link to your post.");
  await reject.getByRole("button", { name: "Reject" }).click();
  await expect(submission).toBeHidden();

  // The member sees the note and may open the mission again.
  await page.goto("/Dashboard");
  const missionTwo = page.getByTestId("mission-card").filter({ hasText: /^Mission 2/ });
  await expect(missionTwo).toContainText("Please add the link to your post.");
  await expect(missionTwo.getByRole("link", { name: "Open Mission" })).toBeVisible();
  await expectSettledAccessible(page);
  await setup.close();
});

test("an admin creates a mission with two steps and a member of that journey walks it", async ({
  page,
  browser,
}) => {
  // A user without admin rights only sees the message.
  await signUpViaApi(page);
  await page.goto("/MissionManager");
  await expect(page.getByText("The mission manager is for admins only.")).toBeVisible();
  // Without a club: /Dashboard is the getting-started dashboard and no journey can be selected yet.
  await page.goto("/Dashboard");
  await expect(page).toHaveURL(/\/Dashboard$/);
  await expect(
    page.getByTestId("start-step").filter({ hasText: "Choose your journey" }),
  ).toHaveAttribute("data-done", "false");
  await page.goto("/PreviewPage");
  await expect(page.getByRole("button", { name: "Select Trader" })).toBeDisabled();
  await expect(
    page.getByText("You can choose a journey once you are a member of a club."),
  ).toBeVisible();
  await expectSettledAccessible(page);
  await page.goto("/WorkingPage");
  for (const path of ["Crypto Trader", "Marketing", "Community", "Developer", "Designer"]) {
    await expect(page.getByRole("heading", { name: path, exact: true })).toBeVisible();
  }
  await expectSettledAccessible(page);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/MissionManager");
  await expect(admin.getByRole("heading", { name: "Mission Manager" })).toBeVisible();
  await admin.getByRole("button", { name: "Create Mission" }).click();
  await expect(admin.getByText("Enter the mission's name.")).toBeVisible();
  await expect(admin.getByText("Enter the mission's objective.")).toBeVisible();
  await expectSettledAccessible(admin);

  const name = `Pitch Practice ${unique()}`;
  await admin.getByLabel("Mission name").fill(name);
  await admin.getByLabel("Objective").fill("Pitch your project in two minutes");
  await admin.getByLabel("Journey").selectOption({ label: "Founder" });
  await admin.getByRole("button", { name: "Create Mission" }).click();
  await expect(admin.getByRole("heading", { name: `Edit ${name}` })).toBeVisible();

  for (const [stepName, description, kind] of [
    ["Write the pitch", "Write what you build, for whom and why now.", "Speech guidance"],
    ["Scratch step", "To be deleted.", "Plain text"],
    ["Record it", "Record a two-minute video of your pitch.", "Plain text"],
  ] as const) {
    await admin.getByLabel("Kind").last().selectOption({ label: kind });
    await admin.getByLabel("Step name").last().fill(stepName);
    await admin.getByLabel("Description").last().fill(description);
    await admin.getByRole("button", { name: "Add Step" }).click();
    await expect(
      admin.getByTestId("step-editor").filter({ has: admin.locator(`input[value="${stepName}"]`) }),
    ).toBeVisible();
  }
  const scratch = admin
    .getByTestId("step-editor")
    .filter({ has: admin.locator('input[value="Scratch step"]') });
  await scratch.getByRole("button", { name: "Delete Step" }).click();
  const confirm = admin.getByRole("dialog", { name: "Delete this step?" });
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(admin.getByTestId("step-editor")).toHaveCount(2);
  // The steps' kinds travel with them: "Record it" moves first, the speech guidance follows.
  await admin.getByRole("button", { name: "Move step 2 up" }).click();
  await expect(admin.getByTestId("step-editor").first().getByLabel("Step name")).toHaveValue(
    "Record it",
  );
  await expectSettledAccessible(admin);

  // A member on the Founder journey walks it: a journey's own mission comes with the
  // membership, which an admin gives this member as a scholarship.
  const setup = await leaderWithClub(browser);
  const memberContext = await browser.newContext();
  const memberPage = await memberContext.newPage();
  const scholar = await signUpViaApi(memberPage);
  const granted = await admin.request.post("/api/admin/scholarships", {
    data: { email: scholar.email, months: 6, reason: "Founder pitch pilot" },
    headers: { origin: test.info().project.use.baseURL ?? "" },
  });
  expect(granted.status(), await granted.text()).toBe(201);
  await adminContext.close();
  await joinClub(memberPage, setup);
  await post(memberPage, "/api/journeys/choice", { journeyId: 4 });
  await memberPage.goto("/Dashboard");
  const card = memberPage.getByTestId("mission-card").filter({ hasText: name });
  await card.getByRole("link", { name: "Open Mission" }).click();
  await expect(memberPage).toHaveURL(new RegExp(`/${name.replace(/\s+/g, "")}$`));
  await expect(memberPage.getByRole("heading", { name: "Record it" })).toBeVisible();
  await expect(memberPage.getByText("Step 1 of 2")).toBeVisible();
  await expect(memberPage.getByText("Your speech must be 4-6 minutes long, with:")).toBeHidden();
  await memberPage.getByRole("link", { name: "Next" }).click();
  await expect(memberPage.getByRole("heading", { name: "Write the pitch" })).toBeVisible();
  await expect(memberPage.getByText("Your speech must be 4-6 minutes long, with:")).toBeVisible();
  await memberPage.getByRole("link", { name: "Previous" }).click();
  await expect(memberPage.getByRole("heading", { name: "Record it" })).toBeVisible();
  await memberPage.getByRole("link", { name: "Next" }).click();
  await memberPage.getByRole("button", { name: "Mark as Complete" }).click();
  await expect(memberPage.getByText("Awaiting verification", { exact: true })).toBeVisible();
  await expectSettledAccessible(memberPage);
  await memberContext.close();
  await setup.close();
});
