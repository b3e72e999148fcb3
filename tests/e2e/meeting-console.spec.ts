import type { Page } from "@playwright/test";
import { post } from "./club-steps.ts";
import { expect, expectAccessible, tabTo, test } from "./fixtures.ts";
import { clubMeetingSoon, memberOf, ZONE } from "./meeting-steps.ts";

// Issue 33 end to end, three people on their own phones: the Toastmaster, the Timer and the
// speaker (the leader evaluates). The Timer starts the timer and every console shows the same
// light within a second as time passes (Table Topics: green at 1:00); the evaluator submits an
// evaluation and the speaker reads it; votes are cast and revealed; the report lists it all.
test.describe.configure({ timeout: 300_000 });
test.use({ timezoneId: ZONE });

/** Every role, the speech and the check-ins, through the API (part 1 has its own browser test). */
async function meetingWithRoles(browser: Parameters<typeof clubMeetingSoon>[0]) {
  const { setup, meetingKey } = await clubMeetingSoon(browser);
  const toastmaster = await memberOf(browser, setup, "Tara");
  const timer = await memberOf(browser, setup, "Tim");
  const speaker = await memberOf(browser, setup, "Sam");
  const base = `/api/clubs/${setup.clubId}/meetings/${meetingKey}`;
  const roles = (await (
    await setup.leaderPage.request.get(`/api/clubs/${setup.clubId}/roles`)
  ).json()) as {
    roles: { id: number; kind: string }[];
  };
  const roleId = (kind: string) => roles.roles.find((role) => role.kind === kind)?.id;
  await post(toastmaster.page, `${base}/roles/${roleId("toastmaster")}/1/take`);
  await post(timer.page, `${base}/roles/${roleId("timer")}/1/take`);
  await post(setup.leaderPage, `${base}/roles/${roleId("evaluator")}/1/take`);
  await post(speaker.page, "/api/journeys/choice", { journeyId: 2 });
  const slot = (await post(speaker.page, "/api/slots", {
    clubId: setup.clubId,
    meetingKey,
  })) as { slotId?: number; id?: number };
  const { url } = (await (await setup.leaderPage.request.get(`${base}/check-in-code`)).json()) as {
    url: string;
  };
  const token = new URL(url).searchParams.get("token");
  for (const person of [toastmaster, timer, speaker]) {
    await post(person.page, "/api/check-in", { token });
  }
  await post(setup.leaderPage, "/api/check-in", { token });
  const speeches = (await (await setup.leaderPage.request.get(`${base}/speeches`)).json()) as {
    speeches: { slotId: number }[];
  };
  const slotId = slot.slotId ?? speeches.speeches[0]?.slotId;
  return { setup, meetingKey, toastmaster, timer, speaker, slotId };
}

/** Waits until `page`'s light panel shows `light`; answers when it saw it. */
async function lightShown(page: Page, light: string) {
  await expect(page.locator("[data-light]").first()).toHaveAttribute("data-light", light, {
    timeout: 80_000,
  });
  return Date.now();
}

test("the timer's light on three phones, an evaluation delivered, votes revealed, the report", async ({
  browser,
}) => {
  const { setup, meetingKey, toastmaster, timer, speaker, slotId } =
    await meetingWithRoles(browser);
  const livePath = `/Meetings/${setup.clubId}/${meetingKey}/Live`;
  const phones = [toastmaster.page, timer.page, speaker.page];
  for (const phone of phones) await phone.goto(livePath);

  // The Toastmaster opens the agenda and moves to the speech; the Timer times it.
  await toastmaster.page.getByRole("button", { name: "Start the agenda" }).click();
  await expect(toastmaster.page.locator("[aria-current='step']")).toContainText("Opening");
  const next = toastmaster.page.getByRole("button", { name: "Next item" });
  await next.click();
  await expect(timer.page.locator("[aria-current='step']")).toContainText("Speech 1");
  // The Timer starts it by keyboard: Tab to the button (its focus visible), then Space.
  const startSpeech = timer.page.getByRole("button", { name: /^Start the timer: Speech 1: Sam/ });
  await expect(startSpeech).toBeVisible();
  await tabTo(timer.page, startSpeech, { limit: 60 });
  await timer.page.keyboard.press("Space");
  for (const phone of phones) await lightShown(phone, "none");
  await expect(speaker.page.getByText(/running/)).toBeVisible();
  await timer.page.getByRole("button", { name: "Stop the timer" }).click();
  await expect(timer.page.getByText("The timer stopped.")).toBeVisible();

  // Table Topics: green at 1:00, on the three phones within a second of each other.
  await toastmaster.page.getByRole("button", { name: "Next item" }).click();
  await expect(
    timer.page.getByRole("button", { name: "Start the timer: Table Topics" }),
  ).toBeVisible();
  await timer.page.getByLabel("Who answers").selectOption({ label: speaker.member.name });
  await timer.page.getByRole("button", { name: "Start the timer: Table Topics" }).click();
  const green = Promise.all(phones.map((phone) => lightShown(phone, "green")));

  // While the minute runs, the leader, the speech's evaluator, evaluates it on their own device.
  const leaderPage = setup.leaderPage;
  await leaderPage.goto(`/Speeches/${slotId}`);
  await leaderPage.getByRole("button", { name: "Start the evaluation" }).click();
  for (const criterion of [
    "Clarity",
    "Structure",
    "Vocal variety",
    "Body language",
    "Use of time",
  ]) {
    await leaderPage
      .getByRole("radiogroup", { name: criterion })
      .getByRole("radio", { name: "4" })
      .check();
  }
  await leaderPage
    .getByLabel("What went well")
    .fill("A clear opening story that set up the whole talk.");
  await leaderPage.getByLabel("What to improve").fill("Pause after each main point.");
  await leaderPage.getByLabel("A challenge for next time").fill("Open without notes.");
  await leaderPage.getByRole("button", { name: "Submit evaluation" }).click();
  await expect(leaderPage.getByText(/Your evaluation was sent to/)).toBeVisible();

  const seen = await green;
  expect(Math.max(...seen) - Math.min(...seen)).toBeLessThan(1_000);
  await expect(speaker.page.getByText(/Green: 1:00 reached/)).toBeVisible();
  await expectAccessible(speaker.page);
  await timer.page.getByRole("button", { name: "Stop the timer" }).click();

  // The speaker reads the evaluation.
  await speaker.page.goto(`/Speeches/${slotId}`);
  await expect(
    speaker.page.getByText("A clear opening story that set up the whole talk."),
  ).toBeVisible();
  await expectAccessible(speaker.page);

  // Votes, secret until the Toastmaster reveals them.
  for (const phone of phones) {
    if (phone !== speaker.page) await phone.reload();
    else await phone.goto(livePath);
    await phone
      .getByRole("radiogroup", { name: "Your vote for Best Speaker" })
      .getByRole("radio", { name: speaker.member.name })
      .check();
    await phone.getByRole("button", { name: "Vote: Best Speaker" }).click();
    await expect(phone.getByText("Your vote for Best Speaker was counted.")).toBeVisible();
  }
  await expect(toastmaster.page.getByText("3 votes cast")).toBeVisible();
  await toastmaster.page.getByRole("button", { name: "Reveal results" }).click();
  await expect(
    speaker.page
      .getByRole("list", { name: "Winners: Best Speaker" })
      .getByText(speaker.member.name),
  ).toBeVisible();

  // The Toastmaster closes the meeting; the report lists it all.
  await toastmaster.page.getByRole("button", { name: "Close the meeting" }).click();
  await toastmaster.page.getByRole("button", { name: "Close it" }).click();
  await expect(
    toastmaster.page.getByText("The meeting is closed. The report is on its way to the members."),
  ).toBeVisible();
  await toastmaster.page.goto(`/Meetings/${setup.clubId}/${meetingKey}/Report`);
  const report = toastmaster.page.getByRole("main");
  await expect(report.getByText("1 evaluation was given.")).toBeVisible();
  await expect(report.getByText(new RegExp(`Best Speaker: ${speaker.member.name}`))).toBeVisible();
  await expect(report.getByText(/Table Topics: 1:0\d, Green/)).toBeVisible();
  await expectAccessible(toastmaster.page);
  await Promise.all([toastmaster.close(), timer.close(), speaker.close(), setup.close()]);
});
