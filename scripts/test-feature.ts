/**
 * `npm run test:feature <name>`: one feature's tests, in seconds rather than the whole suite's
 * minutes. A feature is a folder name in `server/features` or `web/features`; its tests are
 *   - the tests in `server/features/<name>/` and `web/features/<name>/` (policy, component tests),
 *   - `contract/<name>.test.ts` and `tests/api/<name>.test.ts`, and those named `<name>-*.test.ts`
 *     unless a longer feature name owns them (`account-data.test.ts` is account-data's, not
 *     account's),
 *   - what `scripts/feature-tests.json` adds: API tests named otherwise, tests outside the
 *     feature's folders.
 * Server tests run on PostgreSQL when one answers on 127.0.0.1:5432 (as `scripts/test-all.sh`
 * decides), else on the embedded database; with PostgreSQL, the feature's tests that
 * `test-all.sh` also runs on the embedded database (EMBEDDED_DATABASE_TESTS) run there too.
 * `--list` prints the files without running them. `server/test-feature.test.ts` checks that
 * every feature finds tests.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const LOCAL_POSTGRES = "postgres://postgres@127.0.0.1:5432/test";

/** Paths relative to the root, with `/`. */
function filesUnder(root: string, folder: string): string[] {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { recursive: true, encoding: "utf8" })
    .filter((file) => !file.split(path.sep).includes("node_modules"))
    .map((file) => path.posix.join(folder, file.split(path.sep).join("/")));
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file);

function foldersOf(root: string, folder: string): string[] {
  const absolute = path.join(root, folder);
  if (!existsSync(absolute)) return [];
  return readdirSync(absolute, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

/** Every feature: the folders of `server/features` and `web/features`, sorted. */
export function knownFeatures(root = ROOT): string[] {
  const names = new Set([
    ...foldersOf(root, "server/features"),
    ...foldersOf(root, "web/features"),
  ]);
  return [...names].sort();
}

/** `scripts/feature-tests.json`: feature -> the test files its name does not find. */
export function featureTestMap(root = ROOT): Record<string, string[]> {
  const text = readFileSync(path.join(root, "scripts/feature-tests.json"), "utf8");
  return (JSON.parse(text) as { features: Record<string, string[]> }).features;
}

/** The feature whose name a test file's name carries (the longest that fits), if any. */
function ownerByName(file: string, features: string[]): string | undefined {
  const name = path.posix.basename(file).replace(/\.test\.tsx?$/, "");
  return features
    .filter((feature) => name === feature || name.startsWith(`${feature}-`))
    .sort((a, b) => b.length - a.length)[0];
}

export interface FeatureTests {
  /** Run with `--project server`. */
  server: string[];
  /** Run with `--project web`. */
  web: string[];
}

/** The test files of `feature` (an unknown one has none). */
export function testsOf(feature: string, root = ROOT): FeatureTests {
  const features = knownFeatures(root);
  const found = new Set<string>([
    ...filesUnder(root, `server/features/${feature}`).filter(isTest),
    ...filesUnder(root, `web/features/${feature}`).filter(isTest),
    ...[...filesUnder(root, "contract"), ...filesUnder(root, "tests/api")].filter(
      (file) => isTest(file) && ownerByName(file, features) === feature,
    ),
    ...(featureTestMap(root)[feature] ?? []),
  ]);
  const files = [...found].sort();
  return {
    server: files.filter((file) => !file.startsWith("web/")),
    web: files.filter((file) => file.startsWith("web/")),
  };
}

/** `EMBEDDED_DATABASE_TESTS` of `scripts/test-all.sh`: files and folders. */
export function embeddedDatabaseTests(root = ROOT): string[] {
  const script = readFileSync(path.join(root, "scripts/test-all.sh"), "utf8");
  const list = /^EMBEDDED_DATABASE_TESTS=\(([^)]*)\)/m.exec(script)?.[1] ?? "";
  return list.split(/\s+/).filter(Boolean);
}

/** Whether a PostgreSQL answers on 127.0.0.1:5432 (database `test`), as test-all.sh asks. */
function postgresAnswers(): boolean {
  const check = spawnSync("pg_isready", ["-q", "-h", "127.0.0.1", "-p", "5432", "-d", "test"]);
  return check.error === undefined && check.status === 0;
}

function vitest(project: "server" | "web", files: string[], env: NodeJS.ProcessEnv): boolean {
  console.log(`\n$ npx vitest run --project ${project} ${files.join(" ")}`);
  const run = spawnSync("npx", ["vitest", "run", "--project", project, ...files], {
    cwd: ROOT,
    stdio: "inherit",
    env,
  });
  return run.status === 0;
}

const count = (files: string[]) =>
  files.length === 0 ? "none" : files.length === 1 ? "1 file" : `${files.length} files`;

function main(args: string[]): number {
  const listOnly = args.includes("--list");
  const [feature] = args.filter((arg) => arg !== "--list");
  const features = knownFeatures();
  if (!feature || !features.includes(feature)) {
    console.error(
      `${feature ? `Unknown feature "${feature}".` : "Which feature?"} ` +
        "Usage: npm run test:feature <name> [--list]\n" +
        `Known features (folders of server/features and web/features):\n  ${features.join("\n  ")}`,
    );
    return 2;
  }
  const tests = testsOf(feature);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WEB_ROOT: process.env.WEB_ROOT ?? ".tmp/no-web-root",
  };
  if (!env.TEST_DATABASE_URL && postgresAnswers()) env.TEST_DATABASE_URL = LOCAL_POSTGRES;
  const embeddedOnly = embeddedDatabaseTests();
  const alsoEmbedded = env.TEST_DATABASE_URL
    ? tests.server.filter((file) =>
        embeddedOnly.some((entry) => file === entry || file.startsWith(`${entry}/`)),
      )
    : [];
  const database = env.TEST_DATABASE_URL
    ? "PostgreSQL (TEST_DATABASE_URL)"
    : "the embedded database";
  console.log(`Feature ${feature}:`);
  console.log(`  web (happy-dom): ${count(tests.web)}`);
  for (const file of tests.web) console.log(`    ${file}`);
  console.log(`  server, on ${database}: ${count(tests.server)}`);
  for (const file of tests.server) console.log(`    ${file}`);
  if (alsoEmbedded.length) {
    console.log("  and again on the embedded database (EMBEDDED_DATABASE_TESTS in test-all.sh):");
    for (const file of alsoEmbedded) console.log(`    ${file}`);
  }
  if (listOnly) return 0;

  const failed: string[] = [];
  if (tests.web.length && !vitest("web", tests.web, env)) failed.push("web");
  if (tests.server.length && !vitest("server", tests.server, env))
    failed.push(`server (${database})`);
  if (alsoEmbedded.length) {
    const { TEST_DATABASE_URL: _postgres, ...embedded } = env;
    if (!vitest("server", alsoEmbedded, embedded)) failed.push("server (the embedded database)");
  }
  if (failed.length) {
    console.error(`\nFeature ${feature}: failed in ${failed.join(", ")}.`);
    return 1;
  }
  console.log(`\nFeature ${feature}: all tests passed.`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = main(process.argv.slice(2));
}
