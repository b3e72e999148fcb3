import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const css = readFileSync(path.join(import.meta.dirname, "global.css"), "utf8");

/** The declarations of the first rule whose selector is exactly `selector`. */
function declarationsOf(selector: string): string {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) return "";
  return css.slice(start, css.indexOf("}", start));
}

describe("the global styles on a 320 px phone", () => {
  it("break a heading's long word (Malayalam on the regional pages) instead of widening the page", () => {
    expect(declarationsOf(":is(h1, h2, h3, h4)")).toContain("overflow-wrap: anywhere");
  });

  it("make Malayalam's h1 a size smaller on phones", () => {
    expect(css).toMatch(/@media \(max-width: 36em\) \{\s*:root:lang\(ml\) h1 \{\s*font-size/);
  });
});
