import { readFileSync } from "node:fs";
import { createRemoteJWKSet, jwtVerify } from "jose";
import { leaderVerifies, memberWaitingForMissionOne } from "./club-steps.ts";
import {
  expect,
  expectAccessible,
  expectSettledAccessible,
  signInAsAdmin,
  test,
} from "./fixtures.ts";

test.describe.configure({ timeout: 180_000 });

test("a verified mission's credential: its page says verified, its download verifies with the published key, and after an admin revokes it the page says revoked", async ({
  page,
  browser,
}) => {
  const { setup, member } = await memberWaitingForMissionOne(page, browser, 4);

  // The member waits for verification; the progress map says so.
  await page.goto("/Dashboard");
  const missionOne = page.getByTestId("progress-item").filter({ hasText: "Mission 1" });
  await expect(missionOne).toContainText("Waiting for verification");

  // The leader verifies on the Mission Verification screen.
  await leaderVerifies(setup, member.name);

  // The member follows the progress map to the credential page.
  await page.reload();
  await expect(missionOne).toContainText("Verified");
  await missionOne.getByRole("link", { name: /View credential/ }).click();
  await expect(page).toHaveURL(/\/credentials\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Mission 1", level: 1 })).toBeVisible();
  await expect(page.getByText(`Awarded to ${member.name}`)).toBeVisible();
  await expect(page.getByText(setup.clubName).first()).toBeVisible();
  await expect(page.getByTestId("verification-result")).toHaveText("Verified");
  await expect(page.getByRole("link", { name: "Add to LinkedIn profile" })).toHaveAttribute(
    "href",
    /^https:\/\/www\.linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME&name=Mission\+1/,
  );
  await expectAccessible(page);
  const credentialUrl = page.url();

  // The downloads: the signed form verifies with the published keys only; the JSON is its content.
  const jsonDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download as JSON" }).click();
  const json = JSON.parse(readFileSync((await (await jsonDownload).path()) ?? "", "utf8"));
  const jwtDownload = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download signed credential (JWT)" }).click();
  const jwt = readFileSync((await (await jwtDownload).path()) ?? "", "utf8");
  const baseURL = test.info().project.use.baseURL ?? "";
  const keys = createRemoteJWKSet(new URL(`${baseURL}/.well-known/jwks.json`));
  const { payload } = await jwtVerify(jwt, keys, { algorithms: ["EdDSA"] });
  // The JSON carries its own Data Integrity proof; the JWT names its subject in `sub` (ADR 037).
  const { iss: _iss, jti: _jti, nbf: _nbf, iat: _iat, sub, ...credential } = payload;
  const { proof, ...content } = json;
  expect(content).toEqual(credential);
  expect(sub).toBe(json.credentialSubject.id);
  expect(proof).toEqual([expect.objectContaining({ cryptosuite: "eddsa-rdfc-2022" })]);
  expect(json.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
  expect(json.id).toBe(credentialUrl);

  // An admin revokes it from the credential page; anyone then sees it revoked.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAsAdmin(admin);
  await admin.goto(credentialUrl);
  await admin.getByRole("button", { name: "Revoke credential" }).click();
  await admin.getByRole("button", { name: "Yes, revoke" }).click();
  await expect(admin.getByTestId("verification-result")).toHaveText("Revoked");
  await page.reload();
  await expect(page.getByTestId("verification-result")).toHaveText("Revoked");
  await expect(page.getByRole("button", { name: "Revoke credential" })).toHaveCount(0);

  // An unknown credential is a 404 page.
  await page.goto("/credentials/6f1c2a0e-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await adminContext.close();
  await setup.close();
});

test("a member's public profile: private until switched on, then anyone with its address sees the verified mission; switched off, the address is a 404 page", async ({
  page,
  browser,
}) => {
  const { setup, member } = await memberWaitingForMissionOne(page, browser, 4);
  await leaderVerifies(setup, member.name);

  // Private by default: the dashboard's switch is off.
  await page.goto("/Dashboard");
  const profileSwitch = page.getByRole("switch", { name: "Show my public profile" });
  await expect(profileSwitch).not.toBeChecked();
  await profileSwitch.click();
  await expect(profileSwitch).toBeChecked();
  const address = page.getByTestId("public-profile-url").getByRole("link");
  await expect(address).toHaveText(/\/Profile\/[\w-]{16}$/);
  const profileUrl = (await address.textContent()) ?? "";
  await expect(page.getByRole("button", { name: "Copy link" })).toBeVisible();
  // The switch's toast fades out first (a fading toast has no stable colours).
  await expectSettledAccessible(page);

  // A visitor who never signed in opens the address and sees the verified mission.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(new URL(profileUrl).pathname);
  await expect(visitor.getByRole("heading", { name: member.name, level: 1 })).toBeVisible();
  await expect(visitor.getByText(`Member of ${setup.clubName}`)).toBeVisible();
  const mission = visitor
    .getByTestId("profile-missions")
    .getByText("Mission 1: Create Your Identity", { exact: true });
  await expect(mission).toBeVisible();
  await expect(visitor.getByText(member.email)).toHaveCount(0);
  await expectAccessible(visitor);
  await visitor.getByRole("link", { name: /View credential/ }).click();
  await expect(visitor.getByTestId("verification-result")).toHaveText("Verified");

  // Switched off: the same address is "Page not found" for the visitor at once.
  await profileSwitch.click();
  await expect(profileSwitch).not.toBeChecked();
  await visitor.goto(new URL(profileUrl).pathname);
  await expect(visitor.getByRole("heading", { name: "Page not found" })).toBeVisible();
  // The owner may still preview it, told that nobody else sees it.
  await page.goto(new URL(profileUrl).pathname);
  await expect(page.getByText("Only you can see this page")).toBeVisible();
  await visitorContext.close();
  await setup.close();
});
