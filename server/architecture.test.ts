import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

/** The seams the server is built on (docs/architecture.md), checked on the source itself. */
const serverRoot = path.dirname(fileURLToPath(import.meta.url));

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "migrations" ? [] : sourceFiles(full);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [full] : [];
  });
}

const files = sourceFiles(serverRoot).map((file) => ({
  name: path.relative(serverRoot, file),
  text: readFileSync(file, "utf8"),
}));
const importsOf = (text: string) => [...text.matchAll(/from "([^"]+)"/g)].map((match) => match[1]);

/**
 * Who imports whom (no cycles, infrastructure imports no feature, features through their
 * index.ts) is the dependency tool's (.dependency-cruiser.cjs, ADR 032); these are what it
 * cannot see: what a policy may read, where a type is defined, which module writes a table.
 */
describe("the server's seams", () => {
  it("no policy imports a repository or the database", () => {
    const offenders = files
      .filter((file) => file.name.endsWith("/policy.ts"))
      .filter((file) =>
        importsOf(file.text).some((target) => /repository|\/db\//.test(target ?? "")),
      );
    expect(offenders.map((file) => file.name)).toEqual([]);
  });

  it("SessionUser is defined once, in server/auth", () => {
    const definitions = files.filter((file) => /interface SessionUser\b/.test(file.text));
    expect(definitions.map((file) => file.name)).toEqual(["auth/session.ts"]);
  });

  it("only the membership module writes club_members and users.club_id", () => {
    const writers = files.filter((file) =>
      /insert\(clubMembers\)|delete\(clubMembers\)|set\(\{[^}]*clubId/.test(file.text),
    );
    expect(writers.map((file) => file.name)).toEqual(["features/memberships/repository.ts"]);
  });
});
