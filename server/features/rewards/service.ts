import { missionNameIn } from "../../../content/localized.ts";
import type { Locale } from "../../../contract/locales.ts";
import type {
  EditableRuleKey,
  RewardAdjustmentBody,
  RewardAdjustmentList,
  RewardEntry,
  RewardRecipient,
  RewardRule,
  RewardRuleBody,
  RewardRuleKey,
  RewardSourceKind,
  RewardSummary,
} from "../../../contract/rewards.ts";
import type { SessionUser } from "../../auth/session.ts";
import type { Database, Executor } from "../../db/client.ts";
import { badRequest, conflict, notFound } from "../../lib/errors.ts";
import { refuse } from "../../lib/refusal.ts";
import { recordAudit } from "../admin/index.ts";
import { roleName } from "../meeting-roles/index.ts";
import { hasActiveMembership } from "../payments/index.ts";
import { findPersonByEmail } from "./admin-repository.ts";
import { awardAmount, type LedgerEntry, reversalOf, seasonOf, settlement } from "./ledger.ts";
import { rewardsMessages } from "./messages.ts";
import {
  adjustmentRefusal,
  approvalRefusal,
  historyRefusal,
  needsSecondApproval,
} from "./policy.ts";
import * as rewardRepository from "./repository.ts";

/** Who or what wrote an entry no person decided on directly. */
export const SYSTEM = "system";

/** An event someone else verified, which may earn its rule's amount. */
export interface VerifiedEvent {
  userId: string;
  rule: RewardRuleKey;
  sourceKind: Exclude<RewardSourceKind, "adjustment">;
  sourceId: string;
  /** The verifier's user id, or `system` (a check-in). */
  verifiedBy: string;
}

/** Pays `event`'s rule as award `round`, under the person's ledger lock; its id, or undefined. */
async function payAward(tx: Executor, at: Date, event: VerifiedEvent, round: number) {
  const season = seasonOf(at);
  const rules = await rewardRepository.rulesOf(tx);
  const earned = await rewardRepository.earnedIn(tx, event.userId, season, event.rule);
  const amount = awardAmount(rules, event.rule, earned);
  if (amount === 0) return undefined;
  return rewardRepository.insertAward(tx, {
    userId: event.userId,
    amount,
    rule: event.rule,
    sourceKind: event.sourceKind,
    sourceId: event.sourceId,
    season,
    reversesId: null,
    round,
    createdBy: event.verifiedBy,
    createdAt: at,
  });
}

/** Writes the reversal of each award, by `actorId`; the reversals' ids. */
async function reverseEach(
  tx: Executor,
  at: Date,
  actorId: string,
  awards: readonly LedgerEntry[],
) {
  const written: number[] = [];
  for (const award of awards) {
    const id = await rewardRepository.insertReversal(tx, {
      ...reversalOf(award),
      createdBy: actorId,
      createdAt: at,
    });
    if (id !== undefined) written.push(id);
  }
  return written;
}

/**
 * Pays `event`'s rule once ever, in the caller's transaction (ADR 038): only during an active
 * membership, cut to the caps of its season; a second award for the same person, rule and source
 * writes nothing, even after a reversal. The entry's id, or undefined when nothing was written.
 */
export async function awardForVerifiedEvent(
  tx: Executor,
  at: Date,
  event: VerifiedEvent,
): Promise<number | undefined> {
  if (!(await hasActiveMembership(tx, event.userId, at))) return undefined;
  await rewardRepository.lockLedgerOf(tx, event.userId);
  return payAward(tx, at, event, 1);
}

/**
 * Makes what a source that can change earned follow whether it earns now (ADR 038), in the
 * caller's transaction, for a state someone may correct (an attendance): when it earns and no award
 * stands, the next round is paid (during a membership, under the caps); when it does not, the
 * awards that stand are reversed by `event.verifiedBy`. Its net is then one award or 0, however
 * often and however concurrently it flips: the person's ledger lock orders the calls, and the
 * round's unique key backs it.
 */
export async function settleAward(
  tx: Executor,
  at: Date,
  event: VerifiedEvent,
  earns: boolean,
): Promise<void> {
  if (earns && !(await hasActiveMembership(tx, event.userId, at))) return;
  await rewardRepository.lockLedgerOf(tx, event.userId);
  const { userId, rule, sourceKind, sourceId } = event;
  const standing = await rewardRepository.unreversedAwards(tx, userId, sourceKind, sourceId, rule);
  const lastRound = earns ? await rewardRepository.lastRoundOf(tx, event) : 0;
  const { pay, reverse } = settlement(earns, standing, lastRound);
  if (pay !== null) await payAward(tx, at, event, pay);
  await reverseEach(tx, at, event.verifiedBy, reverse);
}

/**
 * Cancels what a source earned (a revoked credential, an undone verification), in the caller's
 * transaction: one reversing entry per award not yet reversed; the awards stay. The reversals' ids.
 */
export async function reverseAwardsFor(
  tx: Executor,
  at: Date,
  actorId: string,
  source: { userId: string; sourceKind: RewardSourceKind; sourceId: string },
): Promise<number[]> {
  await rewardRepository.lockLedgerOf(tx, source.userId);
  const awards = await rewardRepository.unreversedAwards(
    tx,
    source.userId,
    source.sourceKind,
    source.sourceId,
  );
  return reverseEach(tx, at, actorId, awards);
}

function entryOf(
  row: Omit<Awaited<ReturnType<typeof rewardRepository.entriesOf>>[number], "balance">,
  locale: Locale,
): RewardEntry {
  const {
    missionName,
    missionSlug,
    roleKind,
    roleName: ownName,
    createdAt,
    reason,
    ...entry
  } = row;
  const sourceHref =
    entry.sourceKind === "mission" && missionSlug
      ? `/${missionSlug}`
      : entry.sourceKind === "speech"
        ? `/Speeches/${entry.sourceId}`
        : null;
  return {
    ...entry,
    sourceName: missionName
      ? missionNameIn(locale, missionName)
      : roleKind
        ? roleName({ kind: roleKind, name: ownName }).in(locale)
        : null,
    sourceHref,
    reason,
    createdAt: createdAt.toISOString(),
  };
}

/** The person's balance, this season against its cap, their history and the rules in force. */
export async function summaryOf(
  db: Database,
  now: Date,
  reader: SessionUser,
  userId: string,
  locale: Locale,
): Promise<RewardSummary> {
  refuse(historyRefusal(reader, userId));
  if (userId !== reader.id && !(await rewardRepository.userExists(db, userId))) {
    throw notFound(rewardsMessages.text("rewards.noAccount"));
  }
  const season = seasonOf(now);
  const [rows, { rules, membershipActive }] = await Promise.all([
    rewardRepository.entriesOf(db, userId),
    rewardRepository.rulesAndMembership(db, userId, now),
  ]);
  const balance = rows[0]?.balance ?? 0;
  const entries = rows.map(({ balance: _, ...row }) => entryOf(row, locale));
  const earnedThisSeason = entries
    .filter((entry) => entry.season === season && entry.rule !== "adjustment")
    .reduce((sum, entry) => sum + entry.amount, 0);
  return {
    balance,
    season,
    earnedThisSeason,
    seasonCap: rules.find((rule) => rule.key === "all")?.capPerSeason ?? null,
    membershipActive,
    entries,
    rules,
  };
}

export const listRules = async (db: Executor): Promise<{ items: RewardRule[] }> => ({
  items: await rewardRepository.listRules(db),
});

/** An admin changes a rule; the audit log keeps it before and after, in the same transaction. */
export async function updateRule(
  db: Database,
  actor: SessionUser,
  at: Date,
  key: EditableRuleKey,
  change: RewardRuleBody,
): Promise<RewardRule> {
  return db.transaction(async (tx) => {
    const changed = await rewardRepository.updateRule(tx, key, change, at);
    if (!changed?.after) throw notFound(rewardsMessages.text("rewards.noRule"));
    const { updatedAt: _before, ...before } = changed.before;
    const { updatedAt: _after, ...after } = changed.after;
    await recordAudit(tx, actor, "reward-rule-changed", "reward-rule", key, { before, after });
    return after;
  });
}

/**
 * The person an admin names by email for an adjustment, shown back before it is sent; an unknown
 * address is refused with a message on the email field (400).
 */
export async function recipientOf(db: Executor, email: string): Promise<RewardRecipient> {
  const person = await findPersonByEmail(db, email);
  if (!person) {
    const message = rewardsMessages.text("rewards.noEmail");
    throw badRequest(message, [{ field: "email", message }]);
  }
  return person;
}

/** The ledger entry of an approved adjustment, written by whoever approved it. */
async function writeAdjustment(
  tx: Executor,
  adjustment: { id: number; userId: string; amount: number },
  actorId: string,
  at: Date,
) {
  await rewardRepository.lockLedgerOf(tx, adjustment.userId);
  await rewardRepository.insertAward(tx, {
    userId: adjustment.userId,
    amount: adjustment.amount,
    rule: "adjustment",
    sourceKind: "adjustment",
    sourceId: String(adjustment.id),
    season: seasonOf(at),
    reversesId: null,
    round: 1,
    createdBy: actorId,
    createdAt: at,
  });
}

/**
 * An admin adjusts a person's balance with a reason, audit-logged. Up to the threshold it is
 * written at once; above it, it waits for a second admin (`decideAdjustment`).
 */
export async function requestAdjustment(
  db: Database,
  actor: SessionUser,
  at: Date,
  body: RewardAdjustmentBody,
): Promise<{ adjustmentId: number; status: "pending" | "approved" }> {
  const userId = body.email ? (await recipientOf(db, body.email)).userId : (body.userId ?? "");
  refuse(adjustmentRefusal(actor, userId));
  if (!body.email && !(await rewardRepository.userExists(db, userId))) {
    throw notFound(rewardsMessages.text("rewards.noAccount"));
  }
  const { amount, reason } = body;
  const status = needsSecondApproval(amount) ? "pending" : "approved";
  return db.transaction(async (tx) => {
    const id = await rewardRepository.insertAdjustment(tx, {
      userId,
      amount,
      reason,
      status,
      requestedBy: actor.id,
      requestedAt: at,
      ...(status === "approved" ? { decidedBy: actor.id, decidedAt: at } : {}),
    });
    if (status === "approved") await writeAdjustment(tx, { id, userId, amount }, actor.id, at);
    await recordAudit(
      tx,
      actor,
      status === "approved" ? "reward-adjustment-approved" : "reward-adjustment-requested",
      "reward-adjustment",
      String(id),
      { before: null, after: { userId, amount, reason, status } },
    );
    return { adjustmentId: id, status };
  });
}

/** A second admin approves (the entry is written) or rejects a pending adjustment, once. */
export async function decideAdjustment(
  db: Database,
  actor: SessionUser,
  at: Date,
  adjustmentId: number,
  decision: "approved" | "rejected",
): Promise<{ adjustmentId: number; status: "approved" | "rejected" }> {
  return db.transaction(async (tx) => {
    const adjustment = await rewardRepository.findAdjustment(tx, adjustmentId);
    if (!adjustment) throw notFound(rewardsMessages.text("rewards.adjustments.notFound"));
    refuse(approvalRefusal(actor, adjustment));
    const decided = await rewardRepository.decidePending(tx, adjustmentId, decision, actor.id, at);
    if (!decided) throw conflict(rewardsMessages.text("rewards.adjustments.notPending"));
    if (decision === "approved") await writeAdjustment(tx, decided, actor.id, at);
    await recordAudit(
      tx,
      actor,
      decision === "approved" ? "reward-adjustment-approved" : "reward-adjustment-rejected",
      "reward-adjustment",
      String(adjustmentId),
      { before: { status: "pending" }, after: { status: decision } },
    );
    return { adjustmentId, status: decision };
  });
}

export async function pendingAdjustments(db: Executor): Promise<RewardAdjustmentList> {
  const rows = await rewardRepository.pendingAdjustments(db);
  return { items: rows.map((row) => ({ ...row, requestedAt: row.requestedAt.toISOString() })) };
}
