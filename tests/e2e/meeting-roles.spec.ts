import type { Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { joinClub, unique } from "./club-steps.ts";
import { expect, expectAccessible, signUpViaApi, tabTo, test } from "./fixtures.ts";
import { clubMeetingSoon, memberOf, ZONE } from "./meeting-steps.ts";

// Issue 32 end to end: a leader sets the roles, members take them, one gives up late and the
// member who asked is offered it and accepts; members say they're going; the Toastmaster shows
// the check-in code, another member's phone opens the link the QR code holds (decoded from a
// screenshot) and is checked in; the leader sees the attendance.
test.describe.configure({ timeout: 240_000 });
test.use({ timezoneId: ZONE });

/** The kinds of the person's notifications, newest first. */
async function notificationKinds(page: Page) {
  const inbox = (await (await page.request.get("/api/notifications")).json()) as {
    items: { kind: string }[];
  };
  return inbox.items.map((item) => item.kind);
}

/** Reads the QR code shown in `image` back from a screenshot of it. */
async function decodeQr(image: ReturnType<Page["locator"]>) {
  const png = PNG.sync.read(await image.screenshot());
  const code = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(code, "the check-in QR code decodes").not.toBeNull();
  return code?.data ?? "";
}

test("roles taken, a late give-up offered to the one who asked, answers and QR check-in", async ({
  page,
  browser,
}) => {
  const { setup, meetingKey } = await clubMeetingSoon(browser);
  const leaderPage = setup.leaderPage;
  const asha = await signUpViaApi(page, { name: `Asha ${unique()}` });
  await joinClub(page, setup);
  const bilal = await memberOf(browser, setup, "Bilal");
  const chitra = await memberOf(browser, setup, "Chitra");
  const meetingPath = `/Meetings/${setup.clubId}/${meetingKey}`;

  // The leader sets two roles in the role list: one renamed, one added.
  await leaderPage.goto(`/ClubLeaderPage?club=${setup.clubId}&tab=meetings`);
  await leaderPage.getByLabel("Name of Timer").fill("Timekeeper");
  await leaderPage.getByRole("button", { name: "Save Timer" }).click();
  await expect(leaderPage.getByText("Timekeeper is saved.")).toBeVisible();
  await leaderPage.getByLabel("Role name").fill("Word of the Day master");
  await leaderPage.getByRole("button", { name: "Add role" }).click();
  await expect(leaderPage.getByText("Word of the Day master is added.")).toBeVisible();

  // Asha takes the Toastmaster role, Bilal the Timekeeper's; Chitra asks for the Timekeeper's.
  await page.goto(meetingPath);
  await page.getByRole("button", { name: "I'll take it: Toastmaster of the meeting" }).click();
  await expect(page.getByText("You took Toastmaster of the meeting.")).toBeVisible();
  await bilal.page.goto(meetingPath);
  await bilal.page.getByRole("button", { name: "I'll take it: Timekeeper" }).click();
  await expect(bilal.page.getByText("You took Timekeeper.")).toBeVisible();
  await chitra.page.goto(meetingPath);
  // By keyboard: Tab to the control (its focus visible) and press Enter.
  const interest = chitra.page.getByRole("button", { name: "Express interest in Timekeeper" });
  await expect(interest).toBeVisible();
  await tabTo(chitra.page, interest, { limit: 60 });
  await chitra.page.keyboard.press("Enter");
  await expect(
    chitra.page.getByText("You will be offered Timekeeper if it frees up."),
  ).toBeVisible();
  await expectAccessible(chitra.page);

  // Bilal gives it up 20 minutes before: he is warned; the leader and Chitra are told at once.
  await bilal.page.getByRole("button", { name: "Give up Timekeeper" }).click();
  await expect(bilal.page.getByText(/less than 48 hours away/)).toBeVisible();
  await bilal.page.getByRole("button", { name: "Give it up" }).click();
  await expect(bilal.page.getByText("You gave up Timekeeper.")).toBeVisible();
  expect(await notificationKinds(leaderPage)).toContain("role-given-up");
  expect(await notificationKinds(chitra.page)).toContain("role-offered");

  // Chitra, offered it, accepts.
  await chitra.page.reload();
  await chitra.page.getByRole("button", { name: "Accept Timekeeper" }).click();
  await expect(chitra.page.getByText("You accepted Timekeeper.")).toBeVisible();

  // Asha and Chitra say they're going.
  await page.getByRole("button", { name: "I'll be there" }).click();
  await expect(page.getByText("You're going. See you there!")).toBeVisible();
  await chitra.page.getByRole("button", { name: "I'll be there" }).click();
  await expect(chitra.page.getByText("You're going. See you there!")).toBeVisible();

  // Asha, the Toastmaster, shows the check-in code; Chitra's phone opens the link it holds.
  await page.getByRole("link", { name: "Show check-in code" }).click();
  const image = page.locator("img[data-check-in-code]");
  await expect(image).toBeVisible();
  const link = await decodeQr(image);
  expect(link).toMatch(/\/CheckIn\?token=/);
  await expectAccessible(page);
  await chitra.page.goto(link);
  await expect(chitra.page.getByText(/You're checked in to .*'s meeting of/)).toBeVisible();

  // The leader sees who came.
  await leaderPage.goto(meetingPath);
  const panel = leaderPage.getByRole("region", { name: "Attendance" });
  await expect(panel.getByText(/2 going/)).toBeVisible();
  await expect(panel.getByText(/1 present/)).toBeVisible();
  expect(asha.name).toBeTruthy();
  await Promise.all([bilal.close(), chitra.close(), setup.close()]);
});
