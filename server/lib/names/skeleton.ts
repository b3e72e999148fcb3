import { RESERVED_SLUGS } from "../../../contract/common.ts";
import { CONFUSABLES_DATA } from "./confusables-data.ts";

/**
 * Confusable skeletons (Unicode Technical Standard #39, section 4): two names whose skeletons are
 * equal look alike (`Prоbe` with a Cyrillic о and `Probe`). The mapping is Unicode's
 * confusables.txt, shipped as data in confusables-data.ts (its version and checksum are there;
 * scripts/confusables-data.ts regenerates it from a newer file).
 */
const PROTOTYPES = new Map<number, string>();
for (const chunk of CONFUSABLES_DATA) {
  for (const entry of chunk.split(",")) {
    const [source = "", target = ""] = entry.split(">");
    const prototype = String.fromCodePoint(
      ...target.split(" ").map((hex) => Number.parseInt(hex, 16)),
    );
    PROTOTYPES.set(Number.parseInt(source, 16), prototype);
  }
}

/** TS #39's skeleton(X): NFD, each character replaced by its prototype, NFD again. */
export function skeleton(text: string): string {
  let mapped = "";
  for (const character of text.normalize("NFD")) {
    mapped += PROTOTYPES.get(character.codePointAt(0) ?? 0) ?? character;
  }
  return mapped.normalize("NFD");
}

/**
 * The key two club names must not share: the skeleton, lower-cased, and the skeleton of that
 * (so `PRОBE` meets `Probe` as the slug's case-insensitive index already makes `PROBE` do), a dot
 * above i, j or l dropped (`İ` decomposes to I and a dot: `ADMİN` is `ADMIN`), and no white space
 * (as a slug has none). Equal skeletons always give equal keys: it is coarser than TS #39 alone.
 */
export function nameSkeleton(name: string): string {
  return skeleton(skeleton(name).toLowerCase())
    .replace(/(?<=[ijl])\u0307/g, "")
    .replace(/[\s\p{Z}]/gu, "");
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
const RESERVED_KEYS = new Set(
  RESERVED_SLUGS.flatMap((slug) => [slug, slug.toUpperCase(), capitalised(slug)]).map(nameSkeleton),
);

/** True when a slug looks like one of the app's own page paths (`ADMİN`, `Аdmin`, `ADMlN`). */
export function looksLikeReservedSlug(slug: string): boolean {
  return (
    RESERVED_KEYS.has(nameSkeleton(slug)) || RESERVED_KEYS.has(nameSkeleton(slug.toLowerCase()))
  );
}
