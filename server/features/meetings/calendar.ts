import { createHash, randomBytes } from "node:crypto";
import { TZDate } from "@date-fns/tz";
import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { type ICalAttendeeStatus, ICalEventStatus } from "ical-generator";
import { DEFAULT_LOCALE, type Locale } from "../../../contract/locales.ts";
import type { CalendarLink } from "../../../contract/meetings.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { notFound } from "../../lib/errors.ts";
import { storedLocale } from "../../lib/i18n.ts";
import type { Said } from "../../lib/said.ts";
import { findLanguage, isAccountDisabled } from "../accounts/index.ts";
import { meetingMessages } from "./messages.ts";
import { horizonEnd, meetingsBetween } from "./policy.ts";
import * as meetingRepository from "./repository.ts";
import { scheduleOf } from "./service.ts";

/** How far back a feed still lists meetings (so a calendar keeps the recent past). */
const FEED_PAST_DAYS = 28;

export const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The iCalendar UID of a meeting: stable across moves and cancellation. */
export const meetingUid = (clubId: number, key: string) => `meeting-${clubId}-${key}@blockvocates`;

/** A member's answer to a meeting as iCalendar says it (RFC 5545 PARTSTAT). */
export type Partstat = "ACCEPTED" | "DECLINED" | "TENTATIVE" | "NEEDS-ACTION";
export interface FeedMeetingDetails {
  partstat: Partstat;
  /** The member's role at the meeting, in the feed's language; null: none. */
  role: Said | null;
}
/**
 * The member's answer and role per meeting ("clubId:meetingKey"), for their personal feed: the
 * attendance feature answers, passed in by the composition root (the meetings feature imports
 * neither attendance nor meeting-roles, ADR 033).
 */
export type PersonalFeedDetails = (
  db: Database,
  userId: string,
  meetings: { clubId: number; key: string }[],
) => Promise<Map<string, FeedMeetingDetails>>;

/** The owner of a personal feed: their speeches, and their answers and roles when known. */
interface FeedOwner {
  userId: string;
  name: string;
  email: string;
  speeches: Set<string>;
  details?: PersonalFeedDetails;
}

/**
 * One RFC 5545 calendar of the clubs' meetings (ical-generator): DTSTART/DTEND in the club's zone
 * with its VTIMEZONE, SEQUENCE from the meeting's changes, STATUS:CANCELLED for cancellations.
 * A personal feed (`owner`) names the owner's speeches, their answer (ATTENDEE's PARTSTAT) and
 * their role; events are named in `locale`.
 */
async function buildFeed(
  db: Database,
  clock: Clock,
  feed: { name: string; locale: Locale },
  clubIds: number[],
  baseUrl: string,
  owner?: FeedOwner,
) {
  const { name, locale } = feed;
  const now = clock.now();
  const from = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
  const calendar = ical({ name, prodId: { company: "Blockvocates", product: "meetings" } });
  calendar.timezone({ name: null, generator: getVtimezoneComponent });
  const clubs = await meetingRepository.findClubSchedules(db, clubIds);
  const changes = await meetingRepository.listChanges(db, clubIds);
  const entries = clubs.flatMap((club) => {
    const schedule = scheduleOf(club);
    const own = changes.filter((change) => change.clubId === club.clubId);
    return meetingsBetween(schedule, own, from, horizonEnd(now)).map((meeting) => ({
      club,
      zone: schedule.timeZone,
      meeting,
    }));
  });
  const details = owner?.details
    ? await owner.details(
        db,
        owner.userId,
        entries.map(({ club, meeting }) => ({ clubId: club.clubId, key: meeting.key })),
      )
    : new Map<string, FeedMeetingDetails>();
  for (const { club, zone, meeting } of entries) {
    const key = `${club.clubId}:${meeting.key}`;
    const speaking = owner?.speeches.has(key) ?? false;
    const mine = details.get(key);
    const description = meetingMessages.t(
      locale,
      speaking ? "meetings.calendar.speechDescription" : "meetings.calendar.meetingDescription",
      { club: club.clubName },
    );
    const role = mine?.role
      ? meetingMessages.t(locale, "meetings.calendar.role", { role: mine.role.in(locale) })
      : null;
    calendar.createEvent({
      id: meetingUid(club.clubId, meeting.key),
      sequence: meeting.sequence,
      stamp: now,
      start: new TZDate(meeting.startsAt.getTime(), zone),
      end: new TZDate(meeting.endsAt.getTime(), zone),
      timezone: zone,
      summary: meetingMessages.t(
        locale,
        speaking ? "meetings.calendar.speechSummary" : "meetings.calendar.meetingSummary",
        { club: club.clubName },
      ),
      description: role ? `${description}\n${role}` : description,
      location: club.location,
      url: `${baseUrl}/${club.slug}`,
      status:
        meeting.status === "cancelled" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      attendees:
        owner?.details && owner.email
          ? [
              {
                name: owner.name,
                email: owner.email,
                status: (mine?.partstat ?? "NEEDS-ACTION") as ICalAttendeeStatus,
              },
            ]
          : [],
    });
  }
  return calendar.toString();
}

/**
 * A club's public feed: its meetings, in English unless its address names a language (`?lang=`):
 * calendar apps send no cookie nor Accept-Language, and anyone may subscribe to it.
 */
export async function clubFeed(
  db: Database,
  clock: Clock,
  clubId: number,
  baseUrl: string,
  locale: Locale = DEFAULT_LOCALE,
) {
  const club = await meetingRepository.findClubSchedule(db, clubId);
  if (!club) throw notFound("Club");
  const name = meetingMessages.t(locale, "meetings.calendar.clubFeed", { club: club.clubName });
  return buildFeed(db, clock, { name, locale }, [clubId], baseUrl);
}

/** A member's secret feed: their clubs' meetings, their own speeches named. Unknown token: 404. */
export async function personalFeed(
  db: Database,
  clock: Clock,
  token: string,
  baseUrl: string,
  details?: PersonalFeedDetails,
) {
  const owner = await meetingRepository.findTokenOwner(db, hashToken(token));
  // A disabled account's feed is gone while it is disabled, like an address never made.
  if (!owner || (await isAccountDisabled(db, owner.userId))) throw notFound("Calendar");
  const { userId } = owner;
  const clubIds = await meetingRepository.listClubIdsOf(db, userId);
  const speeches = await meetingRepository.listSpeechKeys(db, userId);
  // In the member's stored language, like their emails.
  const locale = storedLocale(owner.language);
  const name = meetingMessages.t(locale, "meetings.calendar.personalFeed");
  const feedOwner = { userId, name: owner.name, email: owner.email, speeches, details };
  return buildFeed(db, clock, { name, locale }, clubIds, baseUrl, feedOwner);
}

/** A club feed's address for a member: in their stored language (English needs no `?lang=`). */
const clubFeedUrl = (baseUrl: string, clubId: number, locale: Locale) =>
  `${baseUrl}/api/calendars/clubs/${clubId}.ics${locale === DEFAULT_LOCALE ? "" : `?lang=${locale}`}`;

/** The user's feeds: their clubs' public ones and whether they have a personal one. */
export async function calendarLinks(
  db: Database,
  user: SessionUser,
  baseUrl: string,
  personalUrl: string | null = null,
): Promise<CalendarLink> {
  const clubIds = await meetingRepository.listClubIdsOf(db, user.id);
  const clubs = await meetingRepository.findClubSchedules(db, clubIds);
  const token = await meetingRepository.findToken(db, user.id);
  const locale = storedLocale(await findLanguage(db, user.id));
  return {
    clubFeeds: clubs.map((club) => ({
      clubId: club.clubId,
      clubName: club.clubName,
      url: clubFeedUrl(baseUrl, club.clubId, locale),
    })),
    personalUrl,
    personalCreatedAt: token?.createdAt.toISOString() ?? null,
  };
}

/** A new secret address for the user's feed; the previous one stops working at once. */
export async function regenerateFeed(
  db: Database,
  clock: Clock,
  user: SessionUser,
  baseUrl: string,
) {
  const token = randomBytes(32).toString("base64url");
  await meetingRepository.replaceToken(db, user.id, hashToken(token), clock.now());
  return calendarLinks(db, user, baseUrl, `${baseUrl}/api/calendars/feed/${token}.ics`);
}
