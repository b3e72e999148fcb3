import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/**
 * The dependency graph's rules (.dependency-cruiser.cjs, ADR 032) bite: forbidden imports written
 * to temporary files are each reported under their rule, and an allowed one is not. `npm test`
 * runs the tool over the whole tree; this proves a new violation would fail it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const PROBE = "_dependency-probe";

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
}

/** Writes the probe files, cruises them (and what they import), and always removes them. */
function violationsOf(files: Record<string, string>): Violation[] {
  const written = Object.keys(files).map((file) => path.join(root, file));
  try {
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    let output: string;
    try {
      output = execFileSync(
        path.join(root, "node_modules/.bin/depcruise"),
        ["--config", ".dependency-cruiser.cjs", "--output-type", "json", ...Object.keys(files)],
        { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] },
      );
    } catch (error) {
      // Violations make the tool exit non-zero; its report is still on standard output.
      output = (error as { stdout: string }).stdout;
    }
    const report = JSON.parse(output) as { summary: { violations: Violation[] } };
    return report.summary.violations.filter((violation) => violation.from.includes(PROBE));
  } finally {
    for (const file of written) rmSync(file, { force: true });
  }
}

const rulesOf = (violations: Violation[]) =>
  violations.map((violation) => `${violation.rule.name}: ${violation.from}`).sort();

describe("the enforced dependency graph", () => {
  it("reports each kind of forbidden import, and not an allowed one", () => {
    const violations = violationsOf({
      [`server/lib/${PROBE}.ts`]: 'import "../features/clubs/repository.ts";\n',
      [`server/features/slots/${PROBE}.ts`]:
        'import "../clubs/repository.ts";\nimport "../clubs/index.ts";\n',
      [`web/features/missions/${PROBE}.ts`]: 'import "../meetings/messages.ts";\n',
      [`web/lib/${PROBE}.ts`]: 'import "../../server/env.ts";\n',
      [`contract/${PROBE}.ts`]: 'import "../web/lib/paging.ts";\n',
      [`server/events/${PROBE}-a.ts`]: `import "./${PROBE}-b.ts";\n`,
      [`server/events/${PROBE}-b.ts`]: `import "./${PROBE}-a.ts";\n`,
    });
    expect(rulesOf(violations)).toEqual([
      `contract-and-content-import-no-side: contract/${PROBE}.ts`,
      `feature-through-public-entry: server/features/slots/${PROBE}.ts`,
      `infrastructure-imports-no-feature: server/lib/${PROBE}.ts`,
      `no-cycles: server/events/${PROBE}-a.ts`,
      `web-features-independent: web/features/missions/${PROBE}.ts`,
      `web-imports-no-server: web/lib/${PROBE}.ts`,
    ]);
    // The slots probe's import of clubs' public entry is allowed: only the repository is reported.
    const slots = violations.filter((violation) => violation.from.includes("features/slots/"));
    expect(slots.map((violation) => violation.to)).toEqual(["server/features/clubs/repository.ts"]);
  });
});
