import { leaderWithClub, post, unique } from "./club-steps.ts";
import {
  expect,
  expectAccessible,
  expectSettledAccessible,
  signInAsAdmin,
  signUpViaApi,
  test,
} from "./fixtures.ts";

// Two or three people, several screens each.
test.describe.configure({ timeout: 120_000 });

test("the leader sees how long a request waits and rejects it with a note; the applicant sees it and applies again", async ({
  page,
  browser,
}) => {
  const setup = await leaderWithClub(browser);
  const applicant = await signUpViaApi(page, { name: `Applicant ${unique()}` });
  await post(page, `/api/clubs/${setup.clubId}/applications`);

  // The applicant's dashboard says what they wait for, and since when.
  await page.goto("/Dashboard");
  const mine = page.getByTestId("my-application").filter({ hasText: setup.clubName });
  await expect(mine).toContainText("Pending");
  await expect(mine).toContainText("waiting less than an hour");
  await expectSettledAccessible(page);

  // The leader page: the request, with how long it has waited.
  const leader = setup.leaderPage;
  await leader.goto("/ClubLeaderPage");
  const request = leader.getByTestId("club-request").filter({ hasText: applicant.name });
  await expect(request).toContainText("waiting less than an hour");
  await request.getByRole("button", { name: `Reject ${applicant.name}` }).click();
  const dialog = leader.getByRole("dialog", { name: "Reject application" });
  await dialog.getByLabel("Note for the applicant (optional)").fill("Come to one meeting first.");
  await expectAccessible(leader);
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(dialog).toBeHidden();
  await expect(request.getByText("Rejected", { exact: true })).toBeVisible();
  await expect(request).toContainText("Note: Come to one meeting first.");
  await expect(request).toContainText(`Decided by ${setup.leader.name}`);
  await expectSettledAccessible(leader);

  // The applicant is told, with the note, and applies again from the club's page.
  await page.goto("/Dashboard");
  await expect(mine).toContainText("Not accepted");
  await expect(mine).toContainText("The leader's note: Come to one meeting first.");
  await expectSettledAccessible(page);
  await mine.getByRole("link", { name: `Apply to ${setup.clubName} again` }).click();
  await page.getByRole("button", { name: `Join ${setup.clubName}` }).click();
  await expect(page.getByText("Application Submitted", { exact: true })).toBeVisible();
  await page.goto("/Dashboard");
  await expect(mine).toContainText("Pending");
  await expect(mine).toContainText("waiting less than an hour");
  await setup.close();
});

test("an admin decides a club's application from the admin queue; nobody else sees the queue", async ({
  page,
  browser,
}) => {
  const setup = await leaderWithClub(browser);
  const applicant = await signUpViaApi(page, { name: `Queued ${unique()}` });
  await post(page, `/api/clubs/${setup.clubId}/applications`);

  // Not an admin: the page says so, and the API refuses.
  await page.goto("/AdminQueue");
  await expect(page.getByText("The admin queue is for admins only.")).toBeVisible();
  expect((await page.request.get("/api/review/queue")).status()).toBe(403);
  await expectAccessible(page);

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto("/AdminQueue");
  await expect(admin.getByRole("heading", { name: "Admin queue", level: 1 })).toBeVisible();
  const item = admin.getByTestId("queue-item").filter({ hasText: applicant.name });
  await expect(item).toContainText(setup.clubName);
  await expect(item).toContainText("Application");
  await expect(item).toContainText(/waiting (less than an hour|\d+ hours?)/);
  await expectAccessible(admin);
  await item.getByRole("button", { name: `Accept ${applicant.name}'s application` }).click();
  await expect(item).toBeHidden();
  await expect(
    admin.getByText(`${applicant.name}'s application (${setup.clubName}): accepted by`),
  ).toBeVisible();
  await expectSettledAccessible(admin);

  // The leader sees who decided for the club.
  await setup.leaderPage.goto("/ClubLeaderPage");
  const request = setup.leaderPage.getByTestId("club-request").filter({ hasText: applicant.name });
  await expect(request).toContainText("Decided by E2E Admin");
  await adminContext.close();
  await setup.close();
});
