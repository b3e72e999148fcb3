import { isLocale, type Locale } from "../../../contract/locales.ts";
import type { Me } from "../../../contract/me.ts";
import type { Navigation } from "../../../contract/navigation.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import * as accountRepository from "./repository.ts";

export async function getMe(db: Database, user: SessionUser): Promise<Me> {
  const profile = await accountRepository.findProfile(db, user.id);
  if (!profile) throw notFound("User");
  return {
    ...profile,
    language: isLocale(profile.language) ? profile.language : null,
    isLeader: Boolean(profile.isLeader),
    isAdmin: user.isAdmin,
  };
}

/** The person's language from now on: the app's, their emails' and calendars'. */
export async function chooseLanguage(db: Database, user: SessionUser, language: Locale) {
  await accountRepository.updateLanguage(db, user.id, language);
  return { language };
}

/** What the navigation offers this person: their club, the clubs they lead and what waits there. */
export async function getNavigation(db: Database, user: SessionUser): Promise<Navigation> {
  const found = await accountRepository.findNavigation(db, user.id);
  if (!found) throw notFound("User");
  const { pathId, clubId, clubName, slug, meetingLink, ledClubs, membershipActive } = found;
  return {
    club:
      clubId !== null && clubName !== null && slug !== null
        ? { clubId, clubName, slug, meetingLink }
        : null,
    hasJourney: pathId !== 0,
    ledClubs,
    waiting: ledClubs.reduce(
      (sum, club) => sum + club.pendingApplications + club.pendingSubmissions,
      0,
    ),
    isAdmin: user.isAdmin,
    membershipActive: Boolean(membershipActive),
  };
}
