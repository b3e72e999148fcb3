import { type LeaderSignalReason, REWARD_SIGNAL_THRESHOLDS } from "../../../contract/rewards.ts";

/**
 * The admins' abuse signals (ADR 038), as pure arithmetic over what the repository read. What
 * "far" means is REWARD_SIGNAL_THRESHOLDS; nothing here pays or takes anything.
 */

/** What "far" means: the contract's thresholds, or others a test chooses. */
export type SignalThresholds = { [K in keyof typeof REWARD_SIGNAL_THRESHOLDS]: number };

/** A club's region (contract/regions.ts, shared with the reports). */
export { regionOf } from "../../../contract/regions.ts";

/** The median of some numbers (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}

/** One decision on a submitted mission: who decided, in which club, verified or not, how fast. */
export interface Decision {
  deciderId: string;
  clubId: number;
  region: string;
  verified: boolean;
  /** Seconds from the submission to the decision. */
  seconds: number;
}

export interface LeaderStanding {
  deciderId: string;
  clubId: number;
  region: string;
  decisions: number;
  verified: number;
  verificationRate: number;
  /** Everyone else's decisions in the region; the platform's when the region has no others. */
  regionVerificationRate: number | null;
  medianDecisionSeconds: number;
  regionMedianDecisionSeconds: number | null;
  reasons: LeaderSignalReason[];
}

const rateOf = (decisions: readonly Decision[]) =>
  decisions.length === 0 ? null : decisions.filter((d) => d.verified).length / decisions.length;

/**
 * The deciders (per club) whose decisions are far from their region's, with at least
 * `minDecisions` decisions: their share verified above the rest of the region's by more than
 * `verificationRatePoints` points, or half their decisions within `medianDecisionSeconds` of
 * the submission. The region's figures are everyone else's decisions there, or on the platform
 * when nobody else decided in the region.
 */
export function leaderSignals(
  decisions: readonly Decision[],
  thresholds: SignalThresholds = REWARD_SIGNAL_THRESHOLDS,
): LeaderStanding[] {
  const groups = new Map<string, Decision[]>();
  for (const decision of decisions) {
    const key = `${decision.deciderId}\u0000${decision.clubId}`;
    const group = groups.get(key);
    if (group) group.push(decision);
    else groups.set(key, [decision]);
  }
  const flagged: LeaderStanding[] = [];
  for (const group of groups.values()) {
    if (group.length < thresholds.minDecisions) continue;
    const { deciderId, clubId, region } = group[0] as Decision;
    const others = decisions.filter((d) => d.deciderId !== deciderId);
    const regionOthers = others.filter((d) => d.region === region);
    const baseline = regionOthers.length > 0 ? regionOthers : others;
    const verificationRate = rateOf(group) ?? 0;
    const regionVerificationRate = rateOf(baseline);
    const medianDecisionSeconds = median(group.map((d) => d.seconds)) ?? 0;
    const reasons: LeaderSignalReason[] = [];
    if (
      regionVerificationRate !== null &&
      (verificationRate - regionVerificationRate) * 100 > thresholds.verificationRatePoints
    ) {
      reasons.push("verification-rate");
    }
    if (medianDecisionSeconds < thresholds.medianDecisionSeconds) reasons.push("decision-speed");
    if (reasons.length === 0) continue;
    flagged.push({
      deciderId,
      clubId,
      region,
      decisions: group.length,
      verified: group.filter((d) => d.verified).length,
      verificationRate,
      regionVerificationRate,
      medianDecisionSeconds,
      regionMedianDecisionSeconds: median(baseline.map((d) => d.seconds)),
      reasons,
    });
  }
  return flagged.sort((a, b) => a.medianDecisionSeconds - b.medianDecisionSeconds);
}

/** A member's own check-in with the device mark it came with. */
export interface MarkedCheckIn {
  deviceMark: string;
  userId: string;
  at: Date;
}

/**
 * Groups of check-ins from one device where at least `deviceAccounts` distinct accounts checked
 * in within `deviceMinutes` of each other: every check-in inside such a span, spans that touch
 * merged into one group. Newest group first.
 */
export function deviceSignals<T extends MarkedCheckIn>(
  checkIns: readonly T[],
  thresholds: SignalThresholds = REWARD_SIGNAL_THRESHOLDS,
): T[][] {
  const spanMs = thresholds.deviceMinutes * 60_000;
  const byDevice = new Map<string, T[]>();
  for (const checkIn of checkIns) {
    const list = byDevice.get(checkIn.deviceMark);
    if (list) list.push(checkIn);
    else byDevice.set(checkIn.deviceMark, [checkIn]);
  }
  const groups: T[][] = [];
  for (const list of byDevice.values()) {
    const sorted = [...list].sort((a, b) => a.at.getTime() - b.at.getTime());
    const inGroup = new Array<boolean>(sorted.length).fill(false);
    let start = 0;
    for (let end = 0; end < sorted.length; end += 1) {
      const endAt = (sorted[end] as T).at.getTime();
      while (endAt - (sorted[start] as T).at.getTime() > spanMs) start += 1;
      const window = sorted.slice(start, end + 1);
      if (new Set(window.map((c) => c.userId)).size >= thresholds.deviceAccounts) {
        for (let i = start; i <= end; i += 1) inGroup[i] = true;
      }
    }
    let current: T[] = [];
    sorted.forEach((checkIn, i) => {
      const last = current.at(-1);
      if (inGroup[i] && (!last || checkIn.at.getTime() - last.at.getTime() <= spanMs)) {
        current.push(checkIn);
        return;
      }
      if (current.length > 0) groups.push(current);
      current = inGroup[i] ? [checkIn] : [];
    });
    if (current.length > 0) groups.push(current);
  }
  const newest = (group: T[]) => (group.at(-1) as T).at.getTime();
  return groups.sort((a, b) => newest(b) - newest(a));
}
