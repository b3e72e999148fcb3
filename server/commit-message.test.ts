import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const hook = join(import.meta.dirname, "..", ".githooks", "commit-msg");
const folder = mkdtempSync(join(tmpdir(), "commit-msg-"));

/** Runs the hook on `message` as git would (the message in a file); true when it accepts. */
function accepts(message: string): boolean {
  const file = join(folder, "COMMIT_EDITMSG");
  writeFileSync(file, message);
  return spawnSync("bash", [hook, file]).status === 0;
}

describe("the commit-msg hook", () => {
  it("accepts a short subject with a body that says why", () => {
    expect(accepts("Clubs: search moves to search.ts\n\nThe repository mixed two jobs.\n")).toBe(
      true,
    );
    expect(accepts("Short subject\n\nWhy.\n# Please enter the commit message\n")).toBe(true);
  });

  it.each([
    ["a subject of 72 characters or more", `${"x".repeat(72)}\n\nWhy.\n`],
    ["no body", "A subject alone\n"],
    ["no blank line after the subject", "A subject\nstraight into the body\n"],
    ["nothing", "# only comments\n"],
  ])("refuses %s", (_what, message) => {
    expect(accepts(message)).toBe(false);
  });

  it("lets git's own merges through", () => {
    expect(accepts("Merge branch 'main' of somewhere\n")).toBe(true);
  });
});
