/**
 * The rules every person's and club's name follows besides its length (issue 27 item 9): no
 * character that shows nothing or changes how the text around it is shown. Names are
 * single-line text (`lineText`): NFKC-normalised, which leaves them NFC-normalised too (NFKC's
 * output is always NFC), trimmed, without control or bidirectional override characters.
 */

/**
 * Refused anywhere in a name: default-ignorable code points (zero-width space, word joiner, soft
 * hyphen, the byte order mark, LRM/RLM/ALM, bidi controls, Hangul fillers, tag characters,
 * variation selectors, the combining grapheme joiner, …), other format characters, line and
 * paragraph separators, spaces other than the plain space (NFKC has made most of them plain),
 * the blank Braille pattern, private-use, unassigned and surrogate code points.
 */
const HIDDEN = /[\p{Default_Ignorable_Code_Point}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}\p{Cs}\u2800]/u;
const OTHER_SPACE = /[^\S ]/;
const ZERO_WIDTH_JOINERS = /[\u200c\u200d]/;
const VARIATION_SELECTOR = /[\u180b-\u180d\u180f\ufe00-\ufe0f\u{e0100}-\u{e01ef}]/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;
const MARK = /\p{M}/u;
const SYMBOL = /\p{S}/u;

/**
 * Where a hidden character is part of writing rather than a disguise: a zero-width (non-)joiner
 * after a letter or mark and before a letter or mark (Malayalam writes `ക്‌ഷ` and the old-style
 * chillu `ര്‍` so), or after a mark at the end of a word; a variation selector after a symbol
 * (the emoji form of `❤️`).
 */
function isPartOfWriting(characters: readonly string[], index: number): boolean {
  const character = characters[index] ?? "";
  const before = characters[index - 1] ?? "";
  const after = characters[index + 1] ?? "";
  if (ZERO_WIDTH_JOINERS.test(character)) {
    if (!LETTER_OR_MARK.test(before)) return false;
    return LETTER_OR_MARK.test(after) || (MARK.test(before) && !HIDDEN.test(after));
  }
  if (VARIATION_SELECTOR.test(character)) return SYMBOL.test(before);
  return false;
}

export const INVISIBLE_NAME_MESSAGE =
  "Remove the invisible characters (zero-width, blank, filler or text-direction marks).";

/** True when a name shows everything it holds: the refinement every name schema adds. */
export function isVisibleName(name: string): boolean {
  const characters = [...name];
  for (let index = 0; index < characters.length; index += 1) {
    const character = characters[index] ?? "";
    // A combining mark needs a letter, digit or symbol to sit on: not first, not after a space.
    if (MARK.test(character) && (index === 0 || /\s/.test(characters[index - 1] ?? ""))) {
      return false;
    }
    if (OTHER_SPACE.test(character)) return false;
    if (HIDDEN.test(character) && !isPartOfWriting(characters, index)) return false;
  }
  return true;
}
