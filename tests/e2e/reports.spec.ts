import { readFile } from "node:fs/promises";
import { post, unique } from "./club-steps.ts";
import { expect, expectSettledAccessible, signInAsAdmin, signUpViaApi, test } from "./fixtures.ts";

test.describe.configure({ timeout: 120_000 });

/** A leader's in-person club in Kochi, Kerala (its region: kerala), made through the real API. */
async function keralaClub(page: Parameters<typeof signUpViaApi>[0]) {
  await signUpViaApi(page, { name: `Leader ${unique()}` });
  const clubName = `Kochi Report Club ${unique()}`;
  const club = (await post(page, "/api/clubs", {
    clubName,
    location: "Kochi, Kerala",
    meetingDays: ["tuesday"],
    meetingTime: "evening",
    clubType: "public-speaking",
    meetingFormat: "inperson",
  })) as { clubId: number };
  return { clubName, clubId: club.clubId };
}

test("an admin opens the regional report, filters to Kerala and downloads the clubs as CSV", async ({
  page,
  browser,
}) => {
  const leaderContext = await browser.newContext();
  const { clubName } = await keralaClub(await leaderContext.newPage());

  await signInAsAdmin(page);
  await page.goto("/Admin/Reports");
  await expect(page.getByRole("heading", { name: "Programme reports", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Figures", level: 2 })).toBeVisible();
  await expectSettledAccessible(page);

  await page.getByRole("combobox", { name: "Region", exact: true }).selectOption("kerala");
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/region=kerala/);
  const clubs = page.getByTestId("clubs-table");
  await expect(clubs.getByRole("rowheader", { name: clubName })).toBeVisible();
  await expect(clubs.getByRole("cell", { name: "Oman", exact: true })).toHaveCount(0);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Download the clubs (CSV)" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(
    /^report-clubs-kerala-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/,
  );
  const text = (await readFile(await download.path(), "utf8")).replace(/^\ufeff/, "");
  const [header, ...rows] = text.split("\r\n");
  expect(header).toMatch(/^"from","to","club_id","club","region","active_members",/);
  expect(rows.find((row) => row.includes(clubName))).toContain('"kerala"');
  await leaderContext.close();
});

test("the programme report's first load on a phone moves nothing already on the screen", async ({
  page,
}) => {
  // The footer sat at the window's bottom edge while the report's answers were on their way, and
  // they pushed it down: a layout shift of 0.08 in Lighthouse's phone (ADR 071).
  await page.setViewportSize({ width: 375, height: 667 });
  await signInAsAdmin(page);
  await page.goto("/Admin/Reports");
  await expect(page.getByRole("heading", { name: "Figures", level: 2 })).toBeVisible();
  const shifted = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: "layout-shift", buffered: true });
        // The buffered entries arrive in a task of their own.
        setTimeout(() => resolve(total), 250);
      }),
  );
  expect(shifted).toBeLessThan(0.01);
});

test("a leader reads their own club's report, and not another's", async ({ page, browser }) => {
  const { clubName, clubId } = await keralaClub(page);
  const otherContext = await browser.newContext();
  const other = await keralaClub(await otherContext.newPage());

  await page.goto("/ClubLeaderPage");
  await page.getByRole("link", { name: "This club's figures and health flags" }).click();
  await expect(page).toHaveURL(new RegExp(`/Reports/Club/${clubId}$`));
  await expect(page.getByRole("heading", { name: `Report: ${clubName}`, level: 1 })).toBeVisible();
  await expectSettledAccessible(page);

  await page.goto(`/Reports/Club/${other.clubId}`);
  await expect(
    page.getByText("Only this club's leader and the programme's admins can read its report."),
  ).toBeVisible();
  await otherContext.close();
});
