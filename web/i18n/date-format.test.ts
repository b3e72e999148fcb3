import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { formatDateTime, formatDay } from "./index.ts";

const WEB = join(import.meta.dirname, "..");

function sourcesOf(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe("one date format on every page", () => {
  it("a day is long ('March 5, 2026'), a moment is that day and its time", () => {
    expect(formatDay("2026-03-05T10:00:00.000Z", { timeZone: "UTC" })).toBe("March 5, 2026");
    expect(formatDateTime("2026-03-05T10:00:00.000Z", { timeZone: "UTC" })).toBe(
      "March 5, 2026 at 10:00 AM",
    );
  });

  it("no screen picks its own date style: every date goes through formatDay or formatDateTime", () => {
    const ownStyles = sourcesOf(WEB)
      .filter((path) => !relative(WEB, path).startsWith("i18n"))
      .filter((path) =>
        /\bformatDate\b|toLocaleDateString|toLocaleString\(/.test(readFileSync(path, "utf8")),
      )
      .map((path) => relative(WEB, path));
    expect(ownStyles).toEqual([]);
  });
});
