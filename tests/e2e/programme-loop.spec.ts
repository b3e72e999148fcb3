import { leaderWithClub, post, saveMissionOneEvidence, unique } from "./club-steps.ts";
import { expect, mailTo, signUpViaApi, test } from "./fixtures.ts";

// Two people, the whole loop: every step is seen by the person it concerns, in the app and by
// email (the e2e server's real SMTP receiver).
test.describe.configure({ timeout: 180_000 });

test("nobody waits without knowing: apply, reject with a note, apply again, accept, submit, verify", async ({
  page,
  browser,
}) => {
  const setup = await leaderWithClub(browser);
  const leader = setup.leaderPage;
  await leader.goto("/ClubLeaderPage");
  const nav = leader.getByRole("navigation", { name: "Main" });
  const leaderBell = leader.getByTestId("notification-bell");
  await expect(leaderBell).toHaveAccessibleName("Notifications");

  // 1. Someone applies: the leader's badge and bell rise live, and an email says so.
  const applicant = await signUpViaApi(page, { name: `Applicant ${unique()}` });
  await page.goto(`/${setup.clubName.replaceAll(" ", "")}`);
  await page.getByRole("button", { name: `Join ${setup.clubName}` }).click();
  await expect(page.getByText("Application Submitted", { exact: true })).toBeVisible();
  await expect(nav.getByRole("link", { name: "LEADER PAGE, 1 waiting" })).toBeVisible();
  await expect(leaderBell).toHaveAccessibleName("Notifications, 1 unread");
  expect(
    await mailTo(setup.leader.email, new RegExp(`New application to ${setup.clubName}`)),
  ).toContain(applicant.name);

  // 2. The leader rejects with a note.
  const request = leader.getByTestId("club-request").filter({ hasText: applicant.name });
  await request.getByRole("button", { name: `Reject ${applicant.name}` }).click();
  const dialog = leader.getByRole("dialog", { name: "Reject application" });
  await dialog.getByLabel("Note for the applicant (optional)").fill("Come to one meeting first.");
  await dialog.getByRole("button", { name: "Reject" }).click();
  await expect(request.getByText("Rejected", { exact: true })).toBeVisible();

  // 3. The applicant is told by the bell and by email, sees the note, and applies again.
  const bell = page.getByTestId("notification-bell");
  await expect(bell).toHaveAccessibleName("Notifications, 1 unread");
  expect(
    await mailTo(
      applicant.email,
      new RegExp(`Your application to ${setup.clubName} was not accepted`),
    ),
  ).toContain("Come to one meeting first.");
  await page.goto("/Dashboard");
  const mine = page.getByTestId("my-application").filter({ hasText: setup.clubName });
  await expect(mine).toContainText("The leader's note: Come to one meeting first.");
  await mine.getByRole("link", { name: `Apply to ${setup.clubName} again` }).click();
  await page.getByRole("button", { name: `Join ${setup.clubName}` }).click();
  await expect(page.getByText("Application Submitted", { exact: true })).toBeVisible();

  // 4. The leader accepts; the new member is told.
  await leader.goto("/ClubLeaderPage");
  await leader
    .getByTestId("club-request")
    .filter({ hasText: applicant.name })
    .filter({ hasText: "Pending" })
    .getByRole("button", { name: `Accept ${applicant.name}` })
    .click();
  expect(await mailTo(applicant.email, new RegExp(`Welcome to ${setup.clubName}`))).toBeTruthy();

  // 5. The member chooses a journey and submits Mission 1: the leader is told.
  await post(page, "/api/journeys/choice", { journeyId: 1 });
  await saveMissionOneEvidence(page);
  await post(page, "/api/missions/mission101/submission");
  expect(await mailTo(setup.leader.email, /Mission 1 is waiting for your verification/)).toContain(
    applicant.name,
  );

  // 6. The leader verifies it; the member is told by the bell and by email.
  await leader.goto("/MissionVerification");
  const submission = leader.getByTestId("pending-completion").filter({ hasText: applicant.name });
  await submission.getByRole("button", { name: /^Verify/ }).click();
  await leader
    .getByRole("dialog", { name: `Verify Mission 1 for ${applicant.name}?` })
    .getByRole("button", { name: "Yes, verify" })
    .click();
  await expect(submission).toBeHidden();
  await page.goto("/Dashboard");
  await expect(bell).toHaveAccessibleName(/Notifications, \d+ unread/);
  await bell.click();
  await expect(page.getByText("Mission 1 is verified")).toBeVisible();
  expect(await mailTo(applicant.email, /Mission 1 is verified/)).toContain("verified");
  await setup.close();
});
