import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const WEB = path.resolve(import.meta.dirname, "..");

function sources(folder: string, found: string[] = []): string[] {
  for (const name of readdirSync(folder)) {
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) sources(full, found);
    else if (name.endsWith(".tsx") && !name.endsWith(".test.tsx")) found.push(full);
  }
  return found;
}

/** Each `<Button …>` element's text up to its children or its end. */
function buttonsIn(source: string): string[] {
  return [...source.matchAll(/<(?:Button|ActionIcon)\b/g)].map((match) => {
    const rest = source.slice(match.index);
    const end = rest.search(/\n\s*>\n|\/>|<\/(?:Button|ActionIcon)>/);
    return rest.slice(0, end < 0 ? undefined : end);
  });
}

describe("buttons stay legible", () => {
  it("no light button has a shaded colour: Mantine fills it with that shade under its light text (red on red)", () => {
    const offenders = sources(WEB).flatMap((file) =>
      buttonsIn(readFileSync(file, "utf8"))
        .filter((tag) => /variant="light"/.test(tag) && /color="[a-z]+\.\d"/.test(tag))
        .map((tag) => `${path.relative(WEB, file)}: ${tag.split("\n")[0]}`),
    );
    expect(offenders).toEqual([]);
  });
});
