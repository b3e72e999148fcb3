import { randomUUID } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  DEFAULT_REWARD_RULES,
  REWARD_RULE_KEYS,
  type RewardRuleKey,
} from "../../contract/rewards.ts";
import { rewardEntries, rewardRules, scholarships, users } from "../../server/db/schema/index.ts";
import {
  awardForVerifiedEvent,
  reverseAwardsFor,
  settleAward,
} from "../../server/features/rewards/index.ts";
import {
  awardKey,
  balanceOf,
  type LedgerEntry,
  sourceKey,
} from "../../server/features/rewards/ledger.ts";
import { LEDGER_ENTRY_COLUMNS, rulesOf } from "../../server/features/rewards/repository.ts";
import { createTestDatabase, type TestDatabase } from "../test-database.ts";

/**
 * The ledger's invariants (issue 36's "Done when"), by fast-check against the real database and
 * the real service: any sequence of awards and reversals, in any order, for a few people. After
 * each sequence: a balance is the sum of the entries; every (person, rule, source) is awarded at
 * most once and replaying the sequence writes nothing; each reversal cancels exactly its entry,
 * once; the caps hold, and without reversals the season's total does not depend on the order.
 */
const AT = new Date("2026-04-01T12:00:00Z");
const DAY_MS = 86_400_000;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

/**
 * award: a once-ever verification (a mission); reverse: a revocation; earn and lose: a source
 * that can be corrected (an attendance) settled as earning, or no longer (`settleAward`).
 */
type Event = {
  kind: "award" | "reverse" | "earn" | "lose";
  person: number;
  rule: RewardRuleKey;
  source: number;
};

const SOURCE_KIND = {
  "verified-mission": "mission",
  "evaluated-speech": "speech",
  "role-fulfilled": "role",
  attendance: "attendance",
} as const;

const eventArbitrary = (kinds: readonly Event["kind"][]) =>
  fc.record({
    kind: fc.constantFrom(...kinds),
    person: fc.integer({ min: 0, max: 2 }),
    rule: fc.constantFrom(...REWARD_RULE_KEYS),
    source: fc.integer({ min: 0, max: 9 }),
  }) as fc.Arbitrary<Event>;

/** The third person has no membership: they earn nothing. */
const WITHOUT_MEMBERSHIP = 2;

/** Three people with a membership in force (the third without: they earn nothing). */
async function people(): Promise<string[]> {
  const ids = [randomUUID(), randomUUID(), randomUUID()];
  await database.db
    .insert(users)
    .values(ids.map((id) => ({ id, name: "Property", email: `${id}@example.com` })));
  await database.db.insert(scholarships).values(
    ids.slice(0, 2).map((userId) => ({
      userId,
      reason: "Property test",
      startsAt: new Date(AT.getTime() - DAY_MS),
      endsAt: new Date(AT.getTime() + 30 * DAY_MS),
    })),
  );
  return ids;
}

function applyOne(ids: readonly string[], event: Event) {
  const verified = {
    userId: ids[event.person] as string,
    rule: event.rule,
    sourceKind: SOURCE_KIND[event.rule],
    sourceId: `source-${event.source}`,
    verifiedBy: "verifier",
  };
  return database.db.transaction(async (tx) => {
    if (event.kind === "award") await awardForVerifiedEvent(tx, AT, verified);
    else if (event.kind === "reverse") await reverseAwardsFor(tx, AT, "admin", verified);
    else await settleAward(tx, AT, verified, event.kind === "earn");
  });
}

async function apply(ids: readonly string[], events: readonly Event[]) {
  for (const event of events) await applyOne(ids, event);
}

const entriesOf = async (ids: readonly string[]): Promise<LedgerEntry[]> =>
  database.db
    .select(LEDGER_ENTRY_COLUMNS)
    .from(rewardEntries)
    .where(inArray(rewardEntries.userId, [...ids]))
    .orderBy(rewardEntries.id);

/** The key of the source an event is about, as `sourceKey` names an entry's. */
const sourceOf = (ids: readonly string[], event: Event) =>
  sourceKey({
    userId: ids[event.person] as string,
    rule: event.rule,
    sourceKind: SOURCE_KIND[event.rule],
    sourceId: `source-${event.source}`,
  });

/** The default rules (another property draws its own): no cap binds 40 events of these. */
async function resetRules() {
  for (const rule of REWARD_RULE_KEYS) {
    await database.db
      .update(rewardRules)
      .set({ amount: DEFAULT_AMOUNT[rule], capPerSeason: null, active: true })
      .where(eq(rewardRules.key, rule));
  }
  await database.db
    .update(rewardRules)
    .set({ capPerSeason: null })
    .where(eq(rewardRules.key, "all"));
}

const DEFAULT_AMOUNT = {
  "verified-mission": DEFAULT_REWARD_RULES.verifiedMission,
  "evaluated-speech": DEFAULT_REWARD_RULES.deliveredAndEvaluatedSpeech,
  "role-fulfilled": DEFAULT_REWARD_RULES.meetingRoleFulfilled,
  attendance: DEFAULT_REWARD_RULES.attendance,
} as const;

async function checkInvariants(ids: readonly string[], entries: readonly LedgerEntry[]) {
  const rules = await rulesOf(database.db);
  const byId = new Map(entries.map((entry) => [entry.id, entry]));
  const awards = entries.filter((entry) => entry.reversesId === null);
  const reversals = entries.filter((entry) => entry.reversesId !== null);
  // Exactly once: no two awards share a key (source and round).
  expect(new Set(awards.map(awardKey)).size).toBe(awards.length);
  // At most one award of a source stands unreversed.
  const reversedIds = new Set(entries.map((entry) => entry.reversesId));
  const standing = awards.filter((award) => !reversedIds.has(award.id));
  expect(new Set(standing.map(sourceKey)).size).toBe(standing.length);
  // A reversal cancels exactly its entry, and an entry is reversed at most once.
  expect(new Set(reversals.map((entry) => entry.reversesId)).size).toBe(reversals.length);
  for (const reversal of reversals) {
    const original = byId.get(reversal.reversesId as number);
    expect(original?.reversesId).toBeNull();
    expect(reversal).toMatchObject({
      userId: original?.userId,
      amount: -(original?.amount ?? 0),
      rule: original?.rule,
      sourceKind: original?.sourceKind,
      sourceId: original?.sourceId,
      season: original?.season,
    });
  }
  // Nobody without a membership earned; amounts are positive awards.
  expect(entries.filter((entry) => entry.userId === ids[2])).toEqual([]);
  for (const award of awards) expect(award.amount).toBeGreaterThan(0);
  for (const userId of ids) {
    const own = entries.filter((entry) => entry.userId === userId);
    // The caps hold: in all, and per rule.
    if (rules.seasonCap !== null) expect(balanceOf(own)).toBeLessThanOrEqual(rules.seasonCap);
    for (const rule of REWARD_RULE_KEYS) {
      const cap = rules.byKey[rule].capPerSeason;
      const paid = balanceOf(own.filter((entry) => entry.rule === rule));
      expect(paid).toBeGreaterThanOrEqual(0);
      if (cap !== null) expect(paid).toBeLessThanOrEqual(cap);
    }
    // The balance the database sums is the sum of the entries.
    const result = await database.db.execute<{ balance: number }>(
      sql`select coalesce(sum(amount), 0)::int as balance from reward_entries where user_id = ${userId}`,
    );
    expect(result.rows[0]?.balance).toBe(balanceOf(own));
  }
}

describe("the ledger's invariants, against the database", () => {
  it("hold under any sequence of awards and reversals; awarding again writes nothing", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventArbitrary(["award", "reverse"]), { maxLength: 40 }),
        async (events) => {
          const ids = await people();
          await apply(ids, events);
          const entries = await entriesOf(ids);
          await checkInvariants(ids, entries);
          // Awarding once-ever sources again, even after a reversal, writes nothing.
          await apply(
            ids,
            events.filter((event) => event.kind === "award"),
          );
          expect(await entriesOf(ids)).toEqual(entries);
          // Reversing everything twice: the second time writes nothing; every balance is 0.
          const reverseAll = events.map((event) => ({ ...event, kind: "reverse" as const }));
          await apply(ids, reverseAll);
          const reversed = await entriesOf(ids);
          await checkInvariants(ids, reversed);
          await apply(ids, reverseAll);
          expect(await entriesOf(ids)).toEqual(reversed);
          expect(balanceOf(reversed)).toBe(0);
        },
      ),
      { numRuns: 25 },
    );
  });

  it("a corrected source's net is its award while it earns and 0 once it does not, in any order", async () => {
    await resetRules();
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventArbitrary(["earn", "lose", "award", "reverse"]), { maxLength: 40 }),
        async (events) => {
          const ids = await people();
          await apply(ids, events);
          const entries = await entriesOf(ids);
          await checkInvariants(ids, entries);
          // Settled sequentially, each source's last settlement decides its net, once.
          const rules = await rulesOf(database.db);
          const last = new Map<string, Event>();
          for (const event of events) last.set(sourceOf(ids, event), event);
          for (const [key, event] of last) {
            if (event.kind !== "earn" && event.kind !== "lose") continue;
            const net = balanceOf(entries.filter((entry) => sourceKey(entry) === key));
            const earns = event.kind === "earn" && event.person !== WITHOUT_MEMBERSHIP;
            expect(net).toBe(earns ? rules.byKey[event.rule].amount : 0);
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it("settled at once from many transactions, a source still ends with one award or none", async () => {
    await resetRules();
    await fc.assert(
      fc.asyncProperty(
        fc.array(eventArbitrary(["earn", "lose"]), { minLength: 1, maxLength: 30 }),
        async (events) => {
          const ids = await people();
          await Promise.all(events.map((event) => applyOne(ids, event)));
          const raced = await entriesOf(ids);
          await checkInvariants(ids, raced);
          // Whatever the race left, one more settlement decides: exactly one award, or 0.
          const rules = await rulesOf(database.db);
          for (const event of events) await applyOne(ids, { ...event, kind: "earn" });
          const earned = await entriesOf(ids);
          await checkInvariants(ids, earned);
          for (const event of events) {
            const key = sourceOf(ids, event);
            const net = balanceOf(earned.filter((entry) => sourceKey(entry) === key));
            const earns = event.person !== WITHOUT_MEMBERSHIP;
            expect(net).toBe(earns ? rules.byKey[event.rule].amount : 0);
          }
          await apply(
            ids,
            events.map((event) => ({ ...event, kind: "lose" as const })),
          );
          expect(balanceOf(await entriesOf(ids))).toBe(0);
        },
      ),
      { numRuns: 15 },
    );
  });

  it("without reversals, a season's total is the same in any order: min(cap, what the rules allow)", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .array(eventArbitrary(["award"]), { maxLength: 40 })
          .chain((events) =>
            fc.tuple(
              fc.constant(events),
              fc.shuffledSubarray(events, { minLength: events.length }),
            ),
          ),
        fc.record({
          amount: fc.integer({ min: 0, max: 900 }),
          cap: fc.option(fc.integer({ min: 0, max: 3_000 }), { nil: null }),
          seasonCap: fc.option(fc.integer({ min: 0, max: 8_000 }), { nil: null }),
        }),
        async ([events, shuffled], terms) => {
          // Any rules: the first rule's amount and cap, and the season's cap, drawn too.
          await database.db
            .update(rewardRules)
            .set({ amount: terms.amount, capPerSeason: terms.cap })
            .where(eq(rewardRules.key, "verified-mission"));
          await database.db
            .update(rewardRules)
            .set({ capPerSeason: terms.seasonCap })
            .where(eq(rewardRules.key, "all"));
          const first = await people();
          const second = await people();
          await apply(first, events);
          await apply(second, shuffled);
          const rules = await rulesOf(database.db);
          for (const person of [0, 1]) {
            const keys = new Set(
              events
                .filter((event) => event.person === person)
                .map((event) => `${event.rule}:${event.source}`),
            );
            const allowed = REWARD_RULE_KEYS.reduce((sum, rule) => {
              const count = [...keys].filter((key) => key.startsWith(`${rule}:`)).length;
              const { amount, capPerSeason, active } = rules.byKey[rule];
              const wanted = active ? count * amount : 0;
              return sum + (capPerSeason === null ? wanted : Math.min(capPerSeason, wanted));
            }, 0);
            const expected =
              rules.seasonCap === null ? allowed : Math.min(rules.seasonCap, allowed);
            const totalOf = async (ids: string[]) =>
              balanceOf((await entriesOf(ids)).filter((entry) => entry.userId === ids[person]));
            expect(await totalOf(first)).toBe(expected);
            expect(await totalOf(second)).toBe(expected);
          }
        },
      ),
      { numRuns: 20 },
    );
  });
});
