// "1 members": every English count says "1 member". A plural with only `other` reads wrongly for 1.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "../..");

function englishCatalogs(folder: string, found: string[] = []): string[] {
  for (const name of readdirSync(folder)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const full = path.join(folder, name);
    if (statSync(full).isDirectory()) englishCatalogs(full, found);
    else if (name === "messages.en.json") found.push(full);
  }
  return found;
}

/**
 * A plural whose `other` form counts things ("# members") but that has no form for one (`one` or
 * `=1`): it would say "1 members".
 */
function countsWithoutOne(message: string): boolean {
  return [...message.matchAll(/\{\s*\w+\s*,\s*plural\s*,/g)].some((match) => {
    const rest = message.slice(match.index);
    const other = /\bother\s*\{([^}]*)\}/.exec(rest);
    const hasOne = /(?:\bone|=1)\s*\{/.test(rest.slice(0, other?.index));
    return /#\s+[a-z]+s\b/.test(other?.[1] ?? "") && !hasOne;
  });
}

describe("English counts", () => {
  it("every plural has a form for one (no '1 members')", () => {
    const missing = ["web", "server"].flatMap((folder) =>
      englishCatalogs(path.join(ROOT, folder)).flatMap((file) =>
        Object.entries(JSON.parse(readFileSync(file, "utf8")) as Record<string, string>)
          .filter(([, message]) => countsWithoutOne(message))
          .map(([id]) => `${path.relative(ROOT, file)}: ${id}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
