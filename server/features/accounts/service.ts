import type { Me } from "../../../contract/me.ts";
import type { Navigation } from "../../../contract/navigation.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database } from "../../db/client.ts";
import { notFound } from "../../lib/errors.ts";
import * as accountRepository from "./repository.ts";

export async function getMe(db: Database, user: SessionUser): Promise<Me> {
  const profile = await accountRepository.findProfile(db, user.id);
  if (!profile) throw notFound("User");
  return { ...profile, isLeader: Boolean(profile.isLeader), isAdmin: user.isAdmin };
}

/** What the navigation offers this person: their club, the clubs they lead and what waits there. */
export async function getNavigation(db: Database, user: SessionUser): Promise<Navigation> {
  const found = await accountRepository.findNavigation(db, user.id);
  if (!found) throw notFound("User");
  const { pathId, clubId, clubName, slug, meetingLink, ledClubs } = found;
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
  };
}
