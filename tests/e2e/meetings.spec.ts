import nodeIcal, { type VEvent } from "node-ical";
import { joinClub, leaderWithClub, post, unique } from "./club-steps.ts";
import { expect, signUpViaApi, test } from "./fixtures.ts";

test.describe.configure({ timeout: 180_000 });
// The member reads times in Kochi; the club meets in Muscat.
test.use({ timezoneId: "Asia/Kolkata" });

const events = (text: string) =>
  Object.values(nodeIcal.sync.parseICS(text)).filter(
    (component): component is VEvent => component?.type === "VEVENT",
  );

test("leader schedules, member books the second meeting, agenda and feed follow, cancellation reaches both", async ({
  page,
  browser,
}) => {
  const setup = await leaderWithClub(browser);
  const leaderPage = setup.leaderPage;
  const member = await signUpViaApi(page, { name: `Noor ${unique()}` });
  await joinClub(page, setup);
  await post(page, "/api/journeys/choice", { journeyId: 2 });

  // The leader sets the schedule: Wednesdays 18:00 in Muscat.
  await leaderPage.goto("/ClubLeaderPage");
  await leaderPage.getByRole("tab", { name: "Meetings" }).click();
  // A time field (the browser's own), filled as HH:MM.
  await leaderPage.getByLabel("Start time").fill("18:00");
  // As a keyboard user picks a zone: type to filter, wait for the one option, arrow to it, Enter.
  const zone = leaderPage.getByRole("combobox", { name: "Time zone" });
  await zone.fill("Asia/Muscat");
  await expect(leaderPage.getByRole("option")).toHaveText(["Asia/Muscat"]);
  await zone.press("ArrowDown");
  await zone.press("Enter");
  await expect(zone).toHaveValue("Asia/Muscat");
  await expect(leaderPage.getByRole("listbox")).toBeHidden();
  await leaderPage.getByRole("button", { name: "Save schedule" }).click();
  await expect(leaderPage.getByText("The schedule is saved; members are told.")).toBeVisible();

  // The member books the second meeting in Mission 2, shown in their own zone with the club's.
  await page.goto("/mission2/4");
  await page.getByLabel("Meeting", { exact: true }).first().click();
  await expect(page.getByRole("option").nth(1)).toContainText("(18:00 Asia/Muscat)");
  await page.getByRole("option").nth(1).click();
  await page.getByRole("button", { name: "Book Your Slot" }).click();
  await expect(page.getByText("Booked Slot", { exact: true })).toBeVisible();
  await expect(page.getByText(/19:30 \(18:00 Asia\/Muscat\)/)).toBeVisible();
  const mine = (await (await page.request.get("/api/slots/mine")).json()) as {
    speech: { meetingKey: string; startsAt: string };
  };
  const { meetingKey, startsAt } = mine.speech;

  // The agenda shows the speaker; the Meetings tab is in the address, so a reload stays on it.
  await leaderPage.reload();
  await expect(leaderPage.getByRole("tab", { name: "Meetings" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  const row = leaderPage.locator(`[data-meeting="${meetingKey}"]`);
  await row.getByRole("button", { name: "Agenda" }).click();
  await expect(row.getByText(member.name)).toBeVisible();

  // The member's personal feed has the speech at 18:00 Muscat time.
  await page.goto("/Dashboard");
  await page.getByRole("button", { name: "Get my calendar address" }).click();
  const feedUrl = (await page.locator("[data-personal-feed]").textContent())?.trim() ?? "";
  const feed = events(await (await page.request.get(feedUrl)).text());
  const speech = feed.find((event) => String(event.summary).startsWith("Your speech at"));
  expect(speech?.start.tz).toBe("Asia/Muscat");
  expect(speech?.start.toISOString()).toBe(startsAt);
  expect(new Date(startsAt).getUTCHours()).toBe(14); // 18:00 in Muscat (UTC+4)

  // The leader cancels that meeting: the member is told and the feed says CANCELLED.
  await row.getByRole("button", { name: "Cancel meeting" }).click();
  await expect(leaderPage.getByText("The meeting is cancelled; members are told.")).toBeVisible();
  const inbox = (await (await page.request.get("/api/notifications")).json()) as {
    items: { kind: string }[];
  };
  expect(inbox.items.map((item) => item.kind)).toContain("meeting-cancelled");
  const after = events(await (await page.request.get(feedUrl)).text());
  const cancelled = after.find((event) => event.uid === speech?.uid);
  expect(cancelled?.status).toBe("CANCELLED");
  await setup.close();
});
