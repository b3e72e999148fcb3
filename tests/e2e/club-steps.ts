import type { Browser, Page } from "@playwright/test";
import { appOrigin, type E2eUser, expect, signUpViaApi } from "./fixtures.ts";

export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A JSON POST from the page's signed-in context, as the app's own screens send it. */
export async function post(page: Page, url: string, data: unknown = {}) {
  const response = await page.request.post(url, {
    data,
    headers: { origin: appOrigin() },
  });
  expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
  return response.json();
}

async function saveProfile(page: Page, data: unknown) {
  const response = await page.request.patch("/api/profile", {
    data,
    headers: { origin: appOrigin() },
  });
  expect(response.ok(), `/api/profile: ${response.status()} ${await response.text()}`).toBe(true);
}

/** One connected account, saved as Mission 1's Connect modal saves it. */
export function saveConnectedAccount(page: Page) {
  return saveProfile(page, {
    socialLink: { platform: "twitter", url: "https://x.com/ada_builds" },
  });
}

/**
 * What Mission 1's steps collect, saved as its wizard saves them (an empty submission is
 * refused): the generated identity and one connected account.
 */
export async function saveMissionOneEvidence(page: Page) {
  await saveProfile(page, { identity: "Ada the Builder" });
  await saveConnectedAccount(page);
}

export interface ClubSetup {
  leaderPage: Page;
  leader: E2eUser;
  clubId: number;
  clubName: string;
  close(): Promise<void>;
}

/**
 * A leader (in a browser context of their own) with a new club, created through the real API;
 * `location` lets a test find that club with the club search's filter.
 */
export async function leaderWithClub(
  browser: Browser,
  { location = "Online" }: { location?: string } = {},
): Promise<ClubSetup> {
  const context = await browser.newContext({ baseURL: appOrigin() });
  const leaderPage = await context.newPage();
  const leader = await signUpViaApi(leaderPage, { name: `Leader ${unique()}` });
  const clubName = `Mission Club ${unique()}`;
  const club = (await post(leaderPage, "/api/clubs", {
    clubName,
    location,
    meetingDays: ["wednesday"],
    meetingTime: "evening",
    clubType: "web3",
    meetingFormat: "online",
  })) as { clubId: number };
  return { leaderPage, leader, clubId: club.clubId, clubName, close: () => context.close() };
}

/** The member applies and the leader accepts: the real way into a club. */
export async function joinClub(memberPage: Page, setup: ClubSetup) {
  const application = (await post(memberPage, `/api/clubs/${setup.clubId}/applications`)) as {
    applicationId: number;
  };
  await post(setup.leaderPage, `/api/applications/${application.applicationId}/accept`);
}

/** Fills the Create Club form: an in-person blockchain club meeting Tuesday and Friday evenings. */
export async function fillClubForm(
  page: Page,
  { clubName, location, meetingLink }: { clubName: string; location: string; meetingLink: string },
) {
  await page.getByLabel("Club Name").fill(clubName);
  await page.getByLabel("Location").fill(location);
  await page.getByRole("checkbox", { name: "tuesday" }).check();
  await page.getByRole("checkbox", { name: "friday" }).check();
  await page.getByRole("radio", { name: "Evening" }).check();
  await page.getByLabel("Club Type").selectOption("blockchain");
  await page.getByRole("radio", { name: "In-person" }).check();
  await page.getByLabel("Meeting Link").fill(meetingLink);
}

/** A member of a new club on journey `journeyId`, who has submitted Mission 1. */
export async function memberWaitingForMissionOne(page: Page, browser: Browser, journeyId: number) {
  const setup = await leaderWithClub(browser);
  const member = await signUpViaApi(page, { name: `Ada ${unique()}` });
  await joinClub(page, setup);
  await post(page, "/api/journeys/choice", { journeyId });
  await saveMissionOneEvidence(page);
  await post(page, "/api/missions/mission101/submission");
  return { setup, member };
}

/** The leader verifies the member's submission on the Mission Verification screen. */
export async function leaderVerifies(setup: ClubSetup, memberName: string) {
  await setup.leaderPage.goto("/MissionVerification");
  const submission = setup.leaderPage
    .getByTestId("pending-completion")
    .filter({ hasText: memberName });
  await submission.getByRole("button", { name: /^Verify/ }).click();
  await setup.leaderPage
    .getByRole("dialog", { name: `Verify Mission 1 for ${memberName}?` })
    .getByRole("button", { name: "Yes, verify" })
    .click();
  await expect(submission).toBeHidden();
}
