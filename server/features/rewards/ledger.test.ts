import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REWARD_RULE_KEYS } from "../../../contract/rewards.ts";
import {
  awardAmount,
  awardKey,
  balanceOf,
  type LedgerEntry,
  type Rules,
  reversalOf,
  seasonOf,
  settlement,
} from "./ledger.ts";

const cap = fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null });
const rules: fc.Arbitrary<Rules> = fc.record({
  byKey: fc.record(
    Object.fromEntries(
      REWARD_RULE_KEYS.map((key) => [
        key,
        fc.record({
          amount: fc.integer({ min: 0, max: 2_000 }),
          capPerSeason: cap,
          active: fc.boolean(),
        }),
      ]),
    ) as Record<(typeof REWARD_RULE_KEYS)[number], fc.Arbitrary<Rules["byKey"]["attendance"]>>,
  ),
  seasonCap: cap,
});

/** An award of the attendance rule to person "u" for source "s". */
const attendanceAward = (id: number, amount: number, round: number): LedgerEntry => ({
  id,
  userId: "u",
  amount,
  rule: "attendance",
  sourceKind: "attendance",
  sourceId: "s",
  season: "2026-S1",
  reversesId: null,
  round,
});

describe("the ledger's arithmetic", () => {
  it("an award pays between 0 and its rule's amount, and never past either cap", () => {
    fc.assert(
      fc.property(
        rules,
        fc.constantFrom(...REWARD_RULE_KEYS),
        fc.integer({ min: 0, max: 12_000 }),
        fc.integer({ min: 0, max: 12_000 }),
        (terms, rule, total, byRule) => {
          const paid = awardAmount(terms, rule, { total, byRule });
          const { amount, capPerSeason, active } = terms.byKey[rule];
          expect(paid).toBeGreaterThanOrEqual(0);
          expect(paid).toBeLessThanOrEqual(active ? amount : 0);
          if (paid > 0 && capPerSeason !== null)
            expect(byRule + paid).toBeLessThanOrEqual(capPerSeason);
          if (paid > 0 && terms.seasonCap !== null) {
            expect(total + paid).toBeLessThanOrEqual(terms.seasonCap);
          }
        },
      ),
    );
  });

  it("a reversal cancels exactly its entry, in its season", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: -10_000, max: 10_000 }).filter((amount) => amount !== 0),
        (id, amount) => {
          const entry = attendanceAward(id, amount, 1);
          const reversal = reversalOf(entry);
          expect(balanceOf([entry, reversal])).toBe(0);
          expect(reversal).toMatchObject({
            reversesId: id,
            season: "2026-S1",
            userId: "u",
            round: 1,
          });
        },
      ),
    );
  });

  it("settling a source any number of times leaves its award while it earns, else 0", () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { maxLength: 30 }),
        fc.integer({ min: 1, max: 900 }),
        (states, amount) => {
          // One source's entries, settled after each change of whether it earns.
          const entries: LedgerEntry[] = [];
          for (const earns of states) {
            const reversed = new Set(entries.map((entry) => entry.reversesId));
            const standing = entries.filter(
              (entry) => entry.reversesId === null && !reversed.has(entry.id),
            );
            const lastRound = Math.max(0, ...entries.map((entry) => entry.round));
            const { pay, reverse } = settlement(earns, standing, lastRound);
            for (const entry of reverse)
              entries.push({ ...reversalOf(entry), id: entries.length + 1 });
            if (pay !== null) {
              expect(pay).toBe(lastRound + 1);
              entries.push(attendanceAward(entries.length + 1, amount, pay));
            }
            expect(balanceOf(entries)).toBe(earns ? amount : 0);
          }
          // Every award has its own round: the unique key never collides.
          const awards = entries.filter((entry) => entry.reversesId === null);
          expect(new Set(awards.map(awardKey)).size).toBe(awards.length);
        },
      ),
    );
  });

  it("a season is a calendar half-year in UTC", () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date("2000-01-01"), max: new Date("2999-12-31"), noInvalidDate: true }),
        (at) => {
          const season = seasonOf(at);
          expect(season).toMatch(/^\d{4}-S[12]$/);
          expect(season.startsWith(String(at.getUTCFullYear()))).toBe(true);
          expect(season.endsWith(at.getUTCMonth() < 6 ? "S1" : "S2")).toBe(true);
        },
      ),
    );
    expect(seasonOf(new Date("2026-06-30T23:59:59Z"))).toBe("2026-S1");
    expect(seasonOf(new Date("2026-07-01T00:00:00Z"))).toBe("2026-S2");
  });
});
