import type { Browser, Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { type ClubSetup, joinClub, post, unique } from "./club-steps.ts";
import { expect, expectAccessible, signUpViaApi, test } from "./fixtures.ts";

// Issue 32 end to end: a leader sets the roles, members take them, one gives up late and the
// member who asked is offered it and accepts; members say they're going; the Toastmaster shows
// the check-in code, another member's phone opens the link the QR code holds (decoded from a
// screenshot) and is checked in; the leader sees the attendance.
test.describe.configure({ timeout: 240_000 });
test.use({ timezoneId: "Asia/Kolkata" });

const ZONE = "Asia/Kolkata";
const WEEKDAYS = ["sunday", "monday", "tuesday", "wednesday", "thursday", "friday", "saturday"];

/** The local date, time and weekday of `instant` in the club's zone. */
function localIn(instant: Date) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone: ZONE,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return {
    date,
    time: `${parts.hour}:${parts.minute}`,
    weekday: WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? "monday",
  };
}

/**
 * An in-person club in Kochi whose weekly meetings fall three days from now, with an extra
 * meeting starting in 20 minutes: inside the check-in window and less than 48 hours away.
 */
async function clubMeetingSoon(browser: Browser) {
  const context = await browser.newContext();
  const leaderPage = await context.newPage();
  const leader = await signUpViaApi(leaderPage, { name: `Leader ${unique()}` });
  const clubName = `Roles Club ${unique()}`;
  const farDay = localIn(new Date(Date.now() + 3 * 86_400_000)).weekday;
  const { clubId } = (await post(leaderPage, "/api/clubs", {
    clubName,
    location: "Kochi",
    meetingDays: [farDay],
    meetingTime: "evening",
    clubType: "web3",
    meetingFormat: "inperson",
  })) as { clubId: number };
  const soon = localIn(new Date(Date.now() + 20 * 60_000));
  await post(leaderPage, `/api/clubs/${clubId}/meetings`, {
    date: soon.date,
    startTime: soon.time,
  });
  const setup: ClubSetup = { leaderPage, leader, clubId, clubName, close: () => context.close() };
  return { setup, meetingKey: soon.date };
}

/** A member in a browser context of their own, in the club. */
async function memberOf(browser: Browser, setup: ClubSetup, name: string) {
  const context = await browser.newContext({ timezoneId: ZONE });
  const memberPage = await context.newPage();
  const member = await signUpViaApi(memberPage, { name: `${name} ${unique()}` });
  await joinClub(memberPage, setup);
  return { page: memberPage, member, close: () => context.close() };
}

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
  await chitra.page.getByRole("button", { name: "Express interest in Timekeeper" }).click();
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
