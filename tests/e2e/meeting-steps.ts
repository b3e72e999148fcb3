import type { Browser } from "@playwright/test";
import { type ClubSetup, joinClub, post, unique } from "./club-steps.ts";
import { signUpViaApi } from "./fixtures.ts";

// A club with a meeting about to begin, and its members, for the meeting's browser tests.

export const ZONE = "Asia/Kolkata";
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
export async function clubMeetingSoon(browser: Browser) {
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
export async function memberOf(browser: Browser, setup: ClubSetup, name: string) {
  const context = await browser.newContext({ timezoneId: ZONE });
  const memberPage = await context.newPage();
  const member = await signUpViaApi(memberPage, { name: `${name} ${unique()}` });
  await joinClub(memberPage, setup);
  return { page: memberPage, member, close: () => context.close() };
}
