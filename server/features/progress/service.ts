import type { Leaderboard, LeaderboardOrder, Progress } from "../../../contract/progress.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Executor } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { notFound } from "../../lib/errors.ts";
import { refuse } from "../../lib/refusal.ts";
import { missionLock } from "../missions/index.ts";
import { seasonOf } from "../rewards/index.ts";
import { leaderboardRefusal, mapState, monthStartOf } from "./policy.ts";
import * as progressRepository from "./repository.ts";

/**
 * The dashboard's progress map: the eight missions of the member's path in order (then the
 * missions the manager added), each with where it stands, locked by the rule that locks it on the
 * missions page (ADR 036).
 */
export async function progressOf(db: Executor, clock: Clock, user: SessionUser): Promise<Progress> {
  const rows = await progressRepository.listJourneyProgress(db, user.id, clock.now());
  const [first] = rows;
  if (!first || first.journeyId === null) return { items: [], journeyCredentialId: null };
  const member = first.member;
  const statusAt = new Map(rows.map((row) => [row.number, row.missionStatus]));
  const items: Progress["items"] = [];
  for (const row of rows) {
    if (row.missionId === null) continue;
    const previous = row.number === null ? null : statusAt.get(row.number - 1);
    const mission = { number: row.number, journeyId: row.missionJourneyId };
    const { state, lockedBy } = mapState(row.missionStatus, missionLock(mission, previous, member));
    const since =
      state === "waiting" ? row.submittedAt : state === "verified" ? row.decidedAt : null;
    items.push({
      missionId: row.missionId,
      missionName: row.missionName ?? "",
      objective: row.objective ?? "",
      slug: row.slug ?? "",
      number: row.number,
      state,
      lockedBy,
      since: since?.toISOString() ?? null,
      credentialId: row.credentialId,
    });
  }
  return { items, journeyCredentialId: first.journeyCredentialId };
}

const LEADERBOARD_LIMIT = 100;

/**
 * The signed-in member's club leaderboard, ranked by verified missions or by $VOCATE earned this
 * season; members who hid themselves are left out, whichever the order.
 */
export async function leaderboardOf(
  db: Executor,
  clock: Clock,
  user: SessionUser,
  by: LeaderboardOrder = "missions",
): Promise<Leaderboard> {
  const club = await progressRepository.findClubOf(db, user.id);
  refuse(leaderboardRefusal(club?.clubId ?? null));
  if (!club) throw notFound("User");
  const now = clock.now();
  const season = seasonOf(now);
  const rows = await progressRepository.leaderboardRows(
    db,
    { clubId: club.clubId, userId: user.id },
    { monthStart: monthStartOf(now), season },
    by,
    LEADERBOARD_LIMIT,
  );
  return {
    clubName: club.clubName,
    by,
    season,
    hidden: club.hidden,
    items: rows.map(({ userId, ...row }, index) => ({
      rank: index + 1,
      ...row,
      isMe: userId === user.id,
    })),
  };
}

export async function setLeaderboardVisibility(
  db: Executor,
  user: SessionUser,
  hidden: boolean,
): Promise<{ hidden: boolean }> {
  await progressRepository.setHidden(db, user.id, hidden);
  return { hidden };
}
