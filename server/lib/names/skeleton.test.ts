import { describe, expect, it } from "vitest";
import { CONFUSABLES_VERSION } from "./confusables-data.ts";
import { looksLikeReservedSlug, nameSkeleton, skeleton } from "./skeleton.ts";

describe("TS #39 skeleton", () => {
  it("uses Unicode's current confusables data", () => {
    expect(CONFUSABLES_VERSION).toBe("17.0.0");
  });

  it.each([
    // The standard's own kind of examples: prototypes, multi-character ones, NFD around them.
    ["\u0430", "a"], // Cyrillic а
    ["\u03bf", "o"], // Greek ο
    ["I", "l"],
    ["1", "l"],
    ["0", "O"],
    ["m", "rn"],
    ["\u2010", "-"], // hyphen
    ["\u00e9", "e\u0301"], // NFD first
  ])("skeleton(%j) = %j", (text, expected) => {
    expect(skeleton(text)).toBe(expected);
  });
});

describe("club name keys", () => {
  it.each([
    ["Probe", "Pr\u043ebe"], // Cyrillic о
    ["Probe", "\u0420robe"], // Cyrillic Р
    ["Probe", "\u03a1robe"], // Greek Ρ
    ["PROBE", "PR\u041eBE"], // Cyrillic О, capitals
    ["Probe", "PROBE"],
    ["ADMIN", "ADM\u0130N"], // İ: I and a combining dot above
    ["ADMIN", "ADMlN"], // a small L for the capital I
    ["Club m", "Club rn"],
    ["Pro Be", "ProBe"],
    ["Kochi", "K\u043echi"],
    ["Web3 Club", "Web\u0417 Club"], // Cyrillic З for 3
    ["Oman", "0man"],
    ["Caf\u00e9", "Cafe\u0301"], // composed and decomposed
  ])("%j and %j share a key", (first, second) => {
    expect(nameSkeleton(first)).toBe(nameSkeleton(second));
  });

  it.each([
    ["Probe", "Prove"],
    ["Kochi Club", "Kochin Club"],
    ["\u0d15\u0d4a\u0d1a\u0d4d\u0d1a\u0d3f", "\u0d15\u0d1a\u0d4d\u0d1a\u0d3f"], // കൊച്ചി / കച്ചി
    ["\u0645\u0633\u0642\u0637", "\u0645\u0633\u0642\u0637 \u0661"], // مسقط / مسقط ١
  ])("%j and %j keep distinct keys", (first, second) => {
    expect(nameSkeleton(first)).not.toBe(nameSkeleton(second));
  });

  it.each(["Admin", "ADMİN", "Аdmin", "ADMlN", "admіn", "Dashb0ard", "ClubSe\u0430rch"])(
    "%j looks like one of the app's pages",
    (slug) => {
      expect(looksLikeReservedSlug(slug)).toBe(true);
    },
  );

  it.each(["Administrators", "KochiBuilders", "\u0d15\u0d4a\u0d1a\u0d4d\u0d1a\u0d3f"])(
    "%j does not",
    (slug) => {
      expect(looksLikeReservedSlug(slug)).toBe(false);
    },
  );
});
