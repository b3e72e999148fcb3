import { leaderVerifies, memberWaitingForMissionOne, unique } from "./club-steps.ts";
import {
  confirmEmail,
  expect,
  expectSettledAccessible,
  signInAsAdmin,
  signUpViaApi,
  test,
} from "./fixtures.ts";

// Issue 37 end to end: an organisation registers and an admin approves it; its person posts a
// bounty for the Developer journey asking for Mission 1 verified; the admin publishes it; a member
// of that journey with Mission 1 verified finds it on their dashboard and applies sharing one
// credential; the partner verifies the credential with one click and shortlists; the member is
// told. axe on each new screen.
test.describe.configure({ timeout: 240_000 });

const DEVELOPER = 6;

test("a partner is approved, posts a bounty, a verified member applies with a credential, is shortlisted and told", async ({
  page,
  browser,
}) => {
  // The member: Developer journey, Mission 1 verified by their leader (its credential issued).
  const { setup, member } = await memberWaitingForMissionOne(page, browser, DEVELOPER);
  await leaderVerifies(setup, member.name);

  // A person of the organisation registers it (a confirmed address is needed).
  const partnerPage = await (await browser.newContext()).newPage();
  const person = await signUpViaApi(partnerPage, { name: `Priya ${unique()}` });
  await confirmEmail(partnerPage, person);
  const organisation = `Chainworks ${unique()}`;
  await partnerPage.goto("/Partners");
  await partnerPage.getByRole("textbox", { name: "Organisation's name" }).fill(organisation);
  await partnerPage.getByRole("textbox", { name: "Website" }).fill("https://chainworks.example");
  await partnerPage
    .getByRole("textbox", { name: "Description" })
    .fill("We build open-source tooling for smart contract audits in Kerala and beyond.");
  await partnerPage.getByRole("button", { name: "Register" }).click();
  await expect(
    partnerPage.getByText(`${organisation} is registered: an admin will review it.`),
  ).toBeVisible();
  await expectSettledAccessible(partnerPage);

  // An admin approves it (not trusted: its first post is reviewed).
  const admin = await (await browser.newContext()).newPage();
  await signInAsAdmin(admin);
  await admin.goto("/Admin");
  const registration = admin.getByTestId("admin-partner").filter({ hasText: organisation });
  await registration.getByRole("button", { name: "Approve" }).click();
  await expect(
    admin.getByText(`${organisation} is approved; the registrant is told.`),
  ).toBeVisible();

  // The partner posts a bounty for the Developer journey, asking for Mission 1 verified.
  const mine = (await (await partnerPage.request.get("/api/me/partners")).json()) as {
    partners: { partnerId: number; name: string }[];
  };
  const partnerId = mine.partners.find((partner) => partner.name === organisation)?.partnerId;
  expect(partnerId).toBeDefined();
  await partnerPage.goto(`/Partners/${partnerId}/Opportunities`);
  const title = `Audit a token vesting contract ${unique()}`;
  await partnerPage.getByRole("combobox", { name: "Kind" }).selectOption({ label: "Bounty" });
  await partnerPage.getByRole("combobox", { name: "Region" }).selectOption({ label: "Anywhere" });
  await partnerPage.getByRole("textbox", { name: "Title" }).fill(title);
  await partnerPage
    .getByRole("textbox", { name: "Description" })
    .fill(
      "Review a 300-line vesting contract, write up what you find and suggest tests. Paid on delivery.",
    );
  await partnerPage.getByRole("checkbox", { name: "Developer" }).check();
  await partnerPage.getByRole("checkbox", { name: "Remote work is possible" }).check();
  const deadline = new Date(Date.now() + 14 * 24 * 3600 * 1000);
  const local = new Date(deadline.getTime() - deadline.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
  await partnerPage.getByLabel("Deadline").fill(local);
  await partnerPage.getByRole("button", { name: "Add a credential" }).click();
  await partnerPage
    .getByRole("combobox", { name: "Kind of credential" })
    .selectOption({ label: "A verified mission" });
  await partnerPage
    .getByRole("combobox", { name: "Journey", exact: true })
    .selectOption({ label: "Developer" });
  await partnerPage.getByRole("combobox", { name: "Mission number" }).selectOption("1");
  await partnerPage.getByRole("button", { name: "Post the opportunity" }).click();
  await expect(
    partnerPage.getByText("Posted. It waits for an admin's review before it reaches the board."),
  ).toBeVisible();
  await expectSettledAccessible(partnerPage);

  // The admin publishes it.
  await admin.reload();
  const waiting = admin.getByRole("article").filter({ hasText: title });
  await waiting.getByRole("button", { name: "Publish" }).click();
  await expect(waiting).toBeHidden();

  // The member finds it on their dashboard and applies, sharing their Mission 1 credential only.
  await page.goto("/Dashboard");
  const forYou = page.getByRole("region", { name: "Opportunities for you" });
  await forYou.getByRole("link", { name: title }).click();
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText("You meet this")).toBeVisible();
  await page
    .getByRole("textbox", { name: `A note to ${organisation}` })
    .fill("I verified Mission 1 and have been reading audit reports every week.");
  await page.getByRole("checkbox", { name: /Mission 1/ }).check();
  await page.getByRole("button", { name: "Send my application" }).click();
  await expect(
    page.getByText(
      `Your application was sent to ${organisation}. You will be told when they move it.`,
    ),
  ).toBeVisible();
  await expectSettledAccessible(page);

  // The partner sees the shared credential only, verifies it with one click, and shortlists.
  await partnerPage.goto("/Partners");
  await partnerPage.goto(`/Partners/${partnerId}/Opportunities`);
  await partnerPage.getByRole("link", { name: /1 applicant/ }).click();
  await expect(partnerPage.getByRole("heading", { name: `Applicants: ${title}` })).toBeVisible();
  await expect(partnerPage.getByText("Not shared").first()).toBeVisible();
  await partnerPage.getByRole("button", { name: /^Verify Mission 1/ }).click();
  await expect(partnerPage.getByText("Verified ✓")).toBeVisible();
  await partnerPage.getByRole("button", { name: `Shortlist ${member.name}` }).click();
  await expect(partnerPage.getByText(`${member.name}: shortlisted.`)).toBeVisible();
  await expectSettledAccessible(partnerPage);

  // The member is told.
  await page.goto("/Notifications");
  await expect(
    page.getByText(new RegExp(`shortlisted.*${title}|${title}.*shortlisted`, "i")).first(),
  ).toBeVisible();
  await setup.close();
});
