import type { Leaderboard, Progress } from "../../../contract/progress.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Executor } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { notFound } from "../../lib/errors.ts";
import { refuse } from "../../lib/refusal.ts";
import { journeyCredentialIdOf } from "../credentials/index.ts";
import { leaderboardRefusal, monthStartOf, progressState } from "./policy.ts";
import * as progressRepository from "./repository.ts";

/** The dashboard's progress map: each mission of the member's journey and where it stands. */
export async function progressOf(db: Executor, user: SessionUser): Promise<Progress> {
  const journeyId = await progressRepository.findJourneyOf(db, user.id);
  if (journeyId === null) return { items: [], journeyCredentialId: null };
  const rows = await progressRepository.listJourneyProgress(db, user.id, journeyId);
  return {
    items: rows.map((row) => {
      const state = progressState(row.missionStatus);
      const since =
        state === "waiting" ? row.submittedAt : state === "verified" ? row.decidedAt : null;
      return {
        missionId: row.missionId,
        missionName: row.missionName,
        objective: row.objective,
        slug: row.slug,
        state,
        since: since?.toISOString() ?? null,
        credentialId: row.credentialId,
      };
    }),
    journeyCredentialId: await journeyCredentialIdOf(db, user.id, journeyId),
  };
}

const LEADERBOARD_LIMIT = 100;

/** The signed-in member's club leaderboard; members who hid themselves are left out. */
export async function leaderboardOf(
  db: Executor,
  clock: Clock,
  user: SessionUser,
): Promise<Leaderboard> {
  const club = await progressRepository.findClubOf(db, user.id);
  refuse(leaderboardRefusal(club?.clubId ?? null));
  if (!club) throw notFound("User");
  const rows = await progressRepository.leaderboardRows(
    db,
    club.clubId,
    user.id,
    monthStartOf(clock.now()),
    LEADERBOARD_LIMIT,
  );
  return {
    clubName: club.clubName,
    hidden: await progressRepository.isHidden(db, user.id),
    items: rows.map((row, index) => ({
      rank: index + 1,
      name: row.name,
      verifiedThisMonth: row.verifiedThisMonth,
      verifiedOverall: row.verifiedOverall,
      isMe: row.userId === user.id,
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
