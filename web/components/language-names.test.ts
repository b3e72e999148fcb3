import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALE_NAMES } from "../../contract/locales.ts";

const here = import.meta.dirname;
const read = (file: string) => readFileSync(join(here, file), "utf8");
const CSS_FILE = "language-names.css";

/** The code points a `unicode-range` lists (single ones, as this file writes them). */
const codePointsOf = (range: string) =>
  [...range.matchAll(/U\+([0-9A-F]+)/gi)].map((match) => Number.parseInt(match[1] ?? "", 16));

/** The @font-face rules of the CSS: source file, unicode-range and font-display. */
function fontFaces(css: string) {
  return [...css.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body = ""]) => ({
    src: /url\("\.\/([^"?]+)[^"]*"\)/.exec(body)?.[1] ?? "",
    query: /url\("[^"?]*(\?[^"]*)?"\)/.exec(body)?.[1] ?? "",
    range: codePointsOf(/unicode-range:([^;]*);/.exec(body)?.[1] ?? ""),
    display: /font-display:\s*(\w+)/.exec(body)?.[1],
  }));
}

describe("the language menu's own names on a machine without Malayalam or Arabic fonts", () => {
  it("has just the glyphs of each name, swapped in, a few KB in all", () => {
    const faces = fontFaces(existsSync(join(here, CSS_FILE)) ? read(CSS_FILE) : "");
    let bytes = 0;
    for (const name of [LOCALE_NAMES.ml, LOCALE_NAMES.ar]) {
      const needed = [...new Set([...name].map((char) => char.codePointAt(0) ?? 0))].sort(
        (a, b) => a - b,
      );
      const face = faces.find((candidate) => candidate.range.includes(needed[0] ?? -1));
      expect(face, name).toBeDefined();
      expect(face?.range.sort((a, b) => a - b)).toEqual(needed);
      expect(face?.display).toBe("swap");
      // Under Vite's 4 KB limit a font becomes a data: URL, which the CSP (font-src 'self') blocks.
      expect(face?.query).toBe("?no-inline");
      const file = join(here, face?.src ?? "missing");
      expect(readFileSync(file).subarray(0, 4).toString("latin1")).toBe("wOF2");
      bytes += statSync(file).size;
    }
    expect(bytes).toBeLessThan(6 * 1024);
  });

  it("loads them with the menu's own code, never with the landing's first load", () => {
    expect(read("language-list.tsx")).toContain(`import "./${CSS_FILE}";`);
    expect(read("../features/accounts/components/language-card.tsx")).toContain(CSS_FILE);
    for (const first of ["../main.tsx", "../app/global.css", "language-switcher.tsx"]) {
      expect(read(first)).not.toContain(CSS_FILE);
    }
  });
});
