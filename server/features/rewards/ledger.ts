import type { RewardRuleKey, RewardSourceKind } from "../../../contract/rewards.ts";

/**
 * The ledger's arithmetic, pure (ADR 038): what an award pays under the caps, what a reversal
 * writes, the balance. The repository stores what these say; `ledger.test.ts` checks their
 * invariants with fast-check, and `tests/api/rewards.test.ts` the same against the database.
 */
export interface LedgerEntry {
  id: number;
  userId: string;
  amount: number;
  rule: RewardRuleKey | "adjustment";
  sourceKind: RewardSourceKind;
  sourceId: string;
  season: string;
  reversesId: number | null;
  /** Which award of its (person, rule, source): 1 first, the next after a reversal (ADR 038). */
  round: number;
}

export interface RuleTerms {
  amount: number;
  capPerSeason: number | null;
  active: boolean;
}

/** Every rule's terms, and the cap of all rules together per person and season. */
export interface Rules {
  byKey: Record<RewardRuleKey, RuleTerms>;
  seasonCap: number | null;
}

/** The season of an instant: its calendar half-year in UTC, `2026-S1` (Jan-Jun) or `2026-S2`. */
export function seasonOf(at: Date): string {
  return `${at.getUTCFullYear()}-S${at.getUTCMonth() < 6 ? 1 : 2}`;
}

export const balanceOf = (entries: readonly Pick<LedgerEntry, "amount">[]) =>
  entries.reduce((sum, entry) => sum + entry.amount, 0);

/**
 * What the rules paid the person in the season, net of reversals (adjustments are an admin's and
 * count toward no cap); `rule` narrows it to one rule.
 */
export function earnedIn(
  entries: readonly LedgerEntry[],
  userId: string,
  season: string,
  rule?: RewardRuleKey,
): number {
  return balanceOf(
    entries.filter(
      (entry) =>
        entry.userId === userId &&
        entry.season === season &&
        entry.rule !== "adjustment" &&
        (rule === undefined || entry.rule === rule),
    ),
  );
}

const roomUnder = (cap: number | null, earned: number) =>
  cap === null ? Number.POSITIVE_INFINITY : Math.max(0, cap - earned);

/**
 * What an award of `rule` pays now: the rule's amount, cut to what is left under the rule's cap
 * and the season's cap (so the caps hold exactly); 0 for an inactive rule or no room left.
 */
export function awardAmount(
  rules: Rules,
  rule: RewardRuleKey,
  earnedBySeason: { total: number; byRule: number },
): number {
  const terms = rules.byKey[rule];
  if (!terms.active) return 0;
  return Math.max(
    0,
    Math.min(
      terms.amount,
      roomUnder(terms.capPerSeason, earnedBySeason.byRule),
      roomUnder(rules.seasonCap, earnedBySeason.total),
    ),
  );
}

/** What earned an award: the person, the rule, the source (at most one stands unreversed). */
export const sourceKey = (
  entry: Pick<LedgerEntry, "userId" | "rule" | "sourceKind" | "sourceId">,
) => `${entry.userId}\u0000${entry.rule}\u0000${entry.sourceKind}\u0000${entry.sourceId}`;

/** The key that makes an award happen once: its source and its round. */
export const awardKey = (
  entry: Pick<LedgerEntry, "userId" | "rule" | "sourceKind" | "sourceId" | "round">,
) => `${sourceKey(entry)}\u0000${entry.round}`;

/**
 * What settling a source does (ADR 038), from the awards of its (person, rule, source) that no
 * entry reversed and the round its awards reached: when it earns now and none stands, pay the
 * next round; when it does not and some stand, reverse them; otherwise nothing. So the source's
 * net is its award while it earns and 0 once it does not, however often it flips.
 */
export function settlement(
  earns: boolean,
  standing: readonly LedgerEntry[],
  lastRound: number,
): { pay: number | null; reverse: readonly LedgerEntry[] } {
  if (earns) return { pay: standing.length === 0 ? lastRound + 1 : null, reverse: [] };
  return { pay: null, reverse: standing };
}

/** The entry that cancels `entry`: the opposite amount, in its season, naming it. */
export function reversalOf(entry: LedgerEntry): Omit<LedgerEntry, "id"> {
  return {
    userId: entry.userId,
    amount: -entry.amount,
    rule: entry.rule,
    sourceKind: entry.sourceKind,
    sourceId: entry.sourceId,
    season: entry.season,
    reversesId: entry.id,
    round: entry.round,
  };
}
