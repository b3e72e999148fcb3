import type { z } from "zod";
import type {
  Club,
  ClubDetail,
  ClubMemberList,
  ClubSearchQuerySchema,
  ClubSearchResult,
  CreateClubSchema,
  LedClubList,
} from "../../../contract/clubs.ts";
import { ClubNameListSchema, MAX_CLUBS_PER_LEADER } from "../../../contract/clubs.ts";
import { ErrorCode, isReservedSlug, type PageQuery, slugOf } from "../../../contract/common.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { violatedUniqueConstraint } from "../../lib/db-errors.ts";
import { AppError, badRequest, conflict, forbidden } from "../../lib/errors.ts";
import type { LocalisedText } from "../../lib/i18n.ts";
import { looksLikeReservedSlug, nameSkeleton } from "../../lib/names/skeleton.ts";
import { pageFrom, windowOf } from "../../lib/paging.ts";
import { type PrecomputedBody, precomputeJson } from "../../lib/precomputed-response.ts";
import { refuse } from "../../lib/refusal.ts";
import { notification, notify } from "../../notify/index.ts";
import type { ClubDirectory } from "./directory.ts";
import { clubMessages } from "./messages.ts";
import {
  archivedClubRefusal,
  canLeadClub,
  clubCreationRefusal,
  maySeeMeetingLink,
  meetingChangeOf,
} from "./policy.ts";
import * as clubRepository from "./repository.ts";
import * as clubSearch from "./search.ts";

/** 404 for an unknown club, in the reader's language (applications and memberships say it too). */
export const clubNotFound = () =>
  new AppError(ErrorCode.notFound, clubMessages.text("clubs.notFound"));

/**
 * A page of the landing's names list with the club count, as it is sent: the same for everyone,
 * so it is kept in the club directory (counting 100,000 rows on every public request would cost
 * more than the rest of the route) with its compressed forms and ETag.
 */
export async function clubNamesPage(
  db: Database,
  directory: ClubDirectory,
  limit: number,
  after?: number,
): Promise<PrecomputedBody> {
  return directory.names.getOrLoad(`${limit} ${after ?? 0}`, async () => {
    const [items, total] = await Promise.all([
      clubRepository.listClubNames(db, limit, after),
      clubRepository.countClubs(db),
    ]);
    return precomputeJson(ClubNameListSchema.parse({ items, total }), "fast");
  });
}

/** The club as `user` may see it (the policy decides on the meeting link). */
function forViewer<
  T extends { standing: Club["standing"]; meetingLink: string | null; leaderId: string | null },
>(row: T, user: SessionUser | undefined): Omit<T, "leaderId"> {
  const { leaderId: _leaderId, ...club } = row;
  return { ...club, meetingLink: maySeeMeetingLink(user, row) ? row.meetingLink : null };
}

/** The club search, for members and visitors alike (a visitor has no standing, no links). */
export async function searchClubs(
  db: Database,
  directory: ClubDirectory,
  user: SessionUser | undefined,
  query: z.output<typeof ClubSearchQuerySchema>,
): Promise<ClubSearchResult> {
  const { page, pageSize, ...filters } = query;
  const { limit, offset } = windowOf(page, pageSize);
  // The page is everyone's (cached, see directory.ts); how this person stands is read each time.
  const key = JSON.stringify([filters, limit, offset]);
  const [rows, standings] = await Promise.all([
    directory.searches.getOrLoad(key, () => clubSearch.searchClubs(db, filters, limit, offset)),
    user ? clubRepository.standingsOf(db, user.id) : new Map<number, Club["standing"]>(),
  ]);
  return pageFrom(
    rows.map((row) => forViewer({ ...row, standing: standings.get(row.clubId) ?? "none" }, user)),
    page,
    pageSize,
  );
}

export async function getClub(
  db: Database,
  user: SessionUser | undefined,
  clubId: number,
): Promise<ClubDetail> {
  const club = await clubRepository.findClubDetail(db, clubId, user?.id ?? "");
  if (!club) throw clubNotFound();
  return { ...forViewer(club, user), archivedAt: club.archivedAt?.toISOString() ?? null };
}

const SLUG_INDEX = "clubs_slug_lower_key";
const SKELETON_INDEX = "clubs_name_skeleton_key";

/** A club's name must not take the address of one of the app's pages or of a mission. */
async function assertNameUsable(db: Executor, clubName: string, slug: string) {
  const nameTaken = (message: LocalisedText) =>
    badRequest(message, [{ field: "clubName", message }]);
  if (isReservedSlug(slug)) {
    throw nameTaken(clubMessages.text("clubs.name.appPage", { club: clubName }));
  }
  if (looksLikeReservedSlug(slug)) {
    throw nameTaken(clubMessages.text("clubs.name.appPageLookalike", { club: clubName }));
  }
  if (await clubRepository.missionHasSlug(db, slug)) {
    throw nameTaken(clubMessages.text("clubs.name.missionPage", { club: clubName }));
  }
}

/**
 * Runs a write; another club's name becomes a 409 that says so: the same name (the slug index)
 * or one that only differs by look-alike letters (the skeleton index, issue 27 item 9). Both are
 * unique indexes, so two creations at once cannot both pass.
 */
async function withNameConflict<T>(clubName: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const index = violatedUniqueConstraint(error);
    if (index === SLUG_INDEX) {
      throw conflict(clubMessages.text("clubs.name.taken", { club: clubName }));
    }
    if (index === SKELETON_INDEX) {
      throw conflict(clubMessages.text("clubs.name.lookalike", { club: clubName }));
    }
    throw error;
  }
}

const clubFieldsOf = (input: z.output<typeof CreateClubSchema>, slug: string) => ({
  clubName: input.clubName,
  nameSkeleton: nameSkeleton(input.clubName),
  slug,
  location: input.location,
  meetingDays: input.meetingDays,
  meetingTime: input.meetingTime,
  clubType: input.clubType,
  meetingFormat: input.meetingFormat,
  meetingLink: input.meetingLink ?? null,
});

/** The creator becomes the club's leader; the id comes from the clubs sequence. */
export async function createClub(
  db: Database,
  user: SessionUser,
  input: z.output<typeof CreateClubSchema>,
): Promise<Club> {
  const slug = slugOf(input.clubName);
  await assertNameUsable(db, input.clubName, slug);
  const club = await withNameConflict(input.clubName, () =>
    db.transaction(async (tx) => {
      // The creator's row is locked while their clubs are counted: two creations at once
      // cannot both pass the limit.
      const led = await clubRepository.countLedClubsLocked(tx, user.id);
      refuse(clubCreationRefusal(led, MAX_CLUBS_PER_LEADER));
      await clubRepository.removeSlugRedirect(tx, slug);
      return clubRepository.insertClub(tx, { ...clubFieldsOf(input, slug), leaderId: user.id });
    }),
  );
  return { ...club, standing: "none" };
}

/**
 * What another feature does, in the same transaction, when a leader edits their club (the
 * composition root passes meetings' `followClubEdit`, so clubs does not import meetings).
 */
export type ClubEditFollower = (
  tx: Executor,
  now: Date,
  clubId: number,
  club: Pick<z.output<typeof CreateClubSchema>, "meetingDays" | "meetingTime">,
) => Promise<void>;

/**
 * The leader edits their club, validated as on creation. A new name moves its page (the old
 * address redirects); members are told when the meeting link or format changes.
 */
export async function updateClub(
  db: Database,
  clock: Clock,
  user: SessionUser,
  clubId: number,
  input: z.output<typeof CreateClubSchema>,
  followers: readonly ClubEditFollower[] = [],
): Promise<ClubDetail> {
  const slug = slugOf(input.clubName);
  await assertNameUsable(db, input.clubName, slug);
  await withNameConflict(input.clubName, () =>
    db.transaction(async (tx) => {
      const before = await clubRepository.findClubForUpdate(tx, clubId);
      if (!before) throw clubNotFound();
      if (!canLeadClub(user, before)) throw forbidden(clubMessages.text("clubs.onlyLeaderEdits"));
      const after = await clubRepository.updateClub(tx, clubId, clubFieldsOf(input, slug));
      if (slug.toLowerCase() !== before.slug.toLowerCase()) {
        await clubRepository.removeSlugRedirect(tx, slug);
        await clubRepository.saveSlugRedirect(tx, before.slug, clubId);
      }
      // Other features follow the edit in its transaction: meetings' saved schedule follows the
      // days and morning/evening (ADR 014).
      for (const follow of followers) await follow(tx, clock.now(), clubId, input);
      const change = meetingChangeOf(before, after);
      if (change) {
        const message = notification("club-meeting-changed", {
          club: { id: after.clubId, name: after.clubName },
          slug: after.slug,
          change,
          meetingFormat: after.meetingFormat,
        });
        for (const memberId of await clubRepository.listMemberIds(tx, clubId)) {
          if (memberId !== user.id) await notify(tx, memberId, message);
        }
      }
    }),
  );
  return getClub(db, user, clubId);
}

export async function listLedClubs(
  db: Database,
  user: SessionUser,
  { page, pageSize }: PageQuery,
): Promise<LedClubList> {
  const { limit, offset } = windowOf(page, pageSize);
  const rows = await clubRepository.listLedClubs(db, user.id, limit, offset);
  return pageFrom(rows, page, pageSize);
}

/** 404 for an unknown club, 403 unless `user` leads it (the club policy's rule). */
export async function assertLeadsClub(db: Executor, user: SessionUser, clubId: number) {
  const club = await clubRepository.findClubLeadership(db, clubId);
  if (!club) throw clubNotFound();
  if (!canLeadClub(user, club)) throw forbidden(clubMessages.text("clubs.onlyLeader"));
}

/** The club's members, a page at a time: its leader only. */
export async function listMembers(
  db: Database,
  user: SessionUser,
  clubId: number,
  { page, pageSize }: PageQuery,
): Promise<ClubMemberList> {
  await assertLeadsClub(db, user, clubId);
  const { limit, offset } = windowOf(page, pageSize);
  const rows = await clubRepository.listMembers(db, clubId, limit, offset);
  return pageFrom(rows, page, pageSize);
}

/** 409 when the club is archived (ADR 016): no new applications or members; 404 if unknown. */
export async function assertTakesNewMembers(tx: Executor, clubId: number) {
  const club = await clubRepository.findArchiveStateForShare(tx, clubId);
  if (!club) throw clubNotFound();
  refuse(archivedClubRefusal(club));
}
