import { describe, expect, it } from "vitest";
import type { PortfolioChoice } from "../../../contract/opportunity-applications.ts";
import {
  applicantsRefusal,
  applyRefusal,
  moveRefusal,
  normalisedShare,
  type PortfolioRecords,
  roleCounts,
  sharedPortfolio,
  shareRefusal,
  withdrawRefusal,
} from "./policy.ts";

const nothing: PortfolioChoice = {
  credentialIds: [],
  speechSlotIds: [],
  roles: false,
  vocate: false,
  walletId: null,
};
const own = { credentialIds: ["c-mine"], speechSlotIds: [7], walletIds: [3] };

const records: PortfolioRecords = {
  credentials: [
    {
      credentialId: "c-mine",
      name: "Mission 5",
      issuedAt: "2026-01-05",
      revoked: false,
      url: "u1",
    },
    {
      credentialId: "c-other",
      name: "Mission 1",
      issuedAt: "2026-01-01",
      revoked: true,
      url: "u2",
    },
  ],
  speeches: [
    { slotId: 7, clubName: "Kochi", deliveredOn: "2026-01-12", durationSeconds: 400, scores: null },
    { slotId: 8, clubName: "Kochi", deliveredOn: "2026-02-12", durationSeconds: 380, scores: null },
  ],
  roles: [{ role: "Timer", count: 2 }],
  vocate: 120,
  wallets: [
    { walletId: 3, address: "0xabc", chainId: 1 },
    { walletId: 4, address: "0xdef", chainId: 10 },
  ],
};

describe("shareRefusal", () => {
  it("accepts one's own records, and sharing nothing", () => {
    expect(shareRefusal(nothing, own)).toBeNull();
    expect(
      shareRefusal(
        { credentialIds: ["c-mine"], speechSlotIds: [7], roles: true, vocate: true, walletId: 3 },
        own,
      ),
    ).toBeNull();
  });

  it.each([
    [{ ...nothing, credentialIds: ["c-mine", "c-theirs"] }, "share.credentialIds.1"],
    [{ ...nothing, speechSlotIds: [99] }, "share.speechSlotIds.0"],
    [{ ...nothing, walletId: 4 }, "share.walletId"],
  ])("refuses what is not one's own, naming the field (%j)", (share, field) => {
    expect(shareRefusal(share, own)).toMatchObject({ code: "validation", field });
  });
});

describe("sharedPortfolio", () => {
  it("shows nothing the member did not choose, whatever the records hold", () => {
    expect(sharedPortfolio(nothing, records)).toEqual({
      credentials: [],
      speeches: [],
      roles: null,
      vocate: null,
      wallet: null,
    });
  });

  it("shows exactly the chosen items", () => {
    const portfolio = sharedPortfolio(
      { credentialIds: ["c-mine"], speechSlotIds: [8], roles: true, vocate: true, walletId: 3 },
      records,
    );
    expect(portfolio.credentials.map((each) => each.credentialId)).toEqual(["c-mine"]);
    expect(portfolio.speeches.map((each) => each.slotId)).toEqual([8]);
    expect(portfolio.roles).toEqual([{ role: "Timer", count: 2 }]);
    expect(portfolio.vocate).toBe(120);
    expect(portfolio.wallet).toEqual({ address: "0xabc", chainId: 1 });
  });

  it("leaves out a chosen item that is gone since (an unlinked wallet)", () => {
    expect(sharedPortfolio({ ...nothing, walletId: 9 }, records).wallet).toBeNull();
  });
});

describe("moves and withdrawals", () => {
  it.each([
    ["submitted", "shortlisted", null],
    ["submitted", "hired", null],
    ["shortlisted", "declined", null],
    ["declined", "shortlisted", null],
    ["withdrawn", "shortlisted", "conflict"],
    ["hired", "declined", "conflict"],
    ["shortlisted", "shortlisted", "conflict"],
  ] as const)("moving %s to %s -> %s", (current, next, code) => {
    expect(moveRefusal(current, next)?.code ?? null).toBe(code);
  });

  it.each([
    ["submitted", null],
    ["shortlisted", null],
    ["declined", "conflict"],
    ["hired", "conflict"],
  ] as const)("withdrawing a %s one -> %s", (current, code) => {
    expect(withdrawRefusal(current)?.code ?? null).toBe(code);
  });
});

describe("who applies and who reads", () => {
  it("refuses a person of the posting partner", () => {
    expect(applyRefusal("member")?.code).toBe("forbidden");
    expect(applyRefusal(null)).toBeNull();
    expect(applicantsRefusal(false)?.code).toBe("forbidden");
    expect(applicantsRefusal(true)).toBeNull();
  });

  it("stores each chosen id once and counts roles by name", () => {
    expect(normalisedShare({ ...nothing, credentialIds: ["a", "a", "b"] }).credentialIds).toEqual([
      "a",
      "b",
    ]);
    expect(roleCounts(["Timer", "Speaker", "Timer"])).toEqual([
      { role: "Timer", count: 2 },
      { role: "Speaker", count: 1 },
    ]);
  });
});
