import { REWARD_SIGNAL_THRESHOLDS, type RewardSignals } from "../../../contract/rewards.ts";
import type { Executor } from "../../db/client.ts";
import * as adminRepository from "./admin-repository.ts";
import { deviceSignals, leaderSignals, regionOf } from "./signals-policy.ts";

const DAY_MS = 86_400_000;

/**
 * The admins' abuse signals (ADR 038): deciders whose decisions are far from their region's, and
 * distinct accounts checking in from one device within minutes (ADR 042), over the last
 * `windowDays`. Signals only: nothing is paid, taken or blocked because of one.
 */
export async function rewardSignals(db: Executor, now: Date): Promise<RewardSignals> {
  const thresholds = REWARD_SIGNAL_THRESHOLDS;
  const since = new Date(now.getTime() - thresholds.windowDays * DAY_MS);
  const [decisionRows, checkIns] = await Promise.all([
    adminRepository.decisionsSince(db, since),
    adminRepository.sharedDeviceCheckIns(db, since, thresholds.deviceAccounts),
  ]);
  const leaders = leaderSignals(
    decisionRows.map(({ location, ...row }) => ({ ...row, region: regionOf(location) })),
  );
  const devices = deviceSignals(checkIns);
  const flaggedCheckIns = devices.flat();
  const [people, clubs] = await Promise.all([
    adminRepository.peopleByIds(db, [
      ...new Set([...leaders.map((l) => l.deciderId), ...flaggedCheckIns.map((c) => c.userId)]),
    ]),
    adminRepository.clubsByIds(db, [
      ...new Set([...leaders.map((l) => l.clubId), ...flaggedCheckIns.map((c) => c.clubId)]),
    ]),
  ]);
  const personOf = new Map(people.map((person) => [person.userId, person]));
  const clubOf = new Map(clubs.map((club) => [club.clubId, club]));
  const named = (userId: string, clubId: number) => ({
    userId,
    name: personOf.get(userId)?.name ?? "",
    email: personOf.get(userId)?.email ?? "",
    clubId,
    clubName: clubOf.get(clubId)?.clubName ?? "",
    clubSlug: clubOf.get(clubId)?.clubSlug ?? "",
  });
  return {
    leaders: leaders.map(({ deciderId, clubId, ...standing }) => ({
      ...standing,
      ...named(deciderId, clubId),
    })),
    devices: devices.map((group) => ({
      device: (group[0]?.deviceMark ?? "").slice(0, 8),
      accounts: new Set(group.map((c) => c.userId)).size,
      firstAt: (group[0]?.at ?? now).toISOString(),
      lastAt: (group.at(-1)?.at ?? now).toISOString(),
      checkIns: group.map((c) => ({
        ...named(c.userId, c.clubId),
        meetingKey: c.meetingKey,
        checkedInAt: c.at.toISOString(),
      })),
    })),
  };
}
