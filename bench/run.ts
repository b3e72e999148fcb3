// `npm run bench`: every scenario in sequence, then one table with each row's budget; exits
// non-zero when a budget is missed (BENCH_ONLY=<regex> runs only the matching API rows, and the
// email queue's row when it matches `email`).
import { existsSync } from "node:fs";
import path from "node:path";
import {
  type BenchRow,
  REFERENCE_LABELS,
  type ReferenceName,
  referencesOf,
  runApiBench,
} from "./api.ts";
import {
  LANDING_JS_BUDGET_KB,
  landingBundleReport,
  landingInitialJavaScript,
} from "./bundle-report.ts";
import { runConcurrencyBench } from "./concurrency.ts";
import { EMAIL_BUDGET_PER_SECOND, runEmailBench } from "./email.ts";
import { FULL_SIZE_SCENARIOS, runFullSizeBench } from "./full-size.ts";
import { checkInstallability, installabilityMisses } from "./installability.ts";
import {
  lighthouseBudgetMisses,
  measureLandingMobile,
  measurePublicPages,
  measureSignedInPages,
  PUBLIC_PAGE_SCORE_BUDGET,
  publicPageMisses,
  SIGNED_IN_PERFORMANCE_BUDGET,
  signedInMisses,
  signedInRows,
  startBuiltApp,
} from "./lighthouse.ts";
import { CONSOLE_BUDGET_P99_MS, runConsoleBench } from "./meeting-console.ts";
import { MEMORY_IDLE_BUDGET_MB, MEMORY_STREAM_BUDGET_KB, runMemoryBench } from "./memory.ts";
import { runWritePathBench } from "./write-path.ts";

interface Verdict {
  share?: number;
  budget: string;
  met: boolean;
}

/** A row against its budget: the share of its reference (measured in the same run) and its p99. */
function judge(row: BenchRow, references: Record<ReferenceName, number>): Verdict {
  const { budget } = row;
  if (!budget) return { budget: "(reference)", met: true };
  const parts: string[] = [];
  let met = true;
  let share: number | undefined;
  if (budget.reference && budget.minShare !== undefined) {
    share = row.requestsPerSecond / references[budget.reference];
    parts.push(`>= ${budget.minShare * 100}% of ${REFERENCE_LABELS[budget.reference]}`);
    // A reference not measured (NaN) is no pass.
    if (!(share >= budget.minShare)) met = false;
  }
  if (budget.maxP99 !== undefined) {
    parts.push(`p99 <= ${budget.maxP99} ms`);
    if (row.p99 > budget.maxP99) met = false;
  }
  if (row.non2xx > 0) met = false;
  return { share, budget: parts.join(", "), met };
}

/** A share as the tables print it (`empty` when there is none, or its reference was not run). */
function shareText(share: number | undefined, empty = "") {
  return share === undefined || Number.isNaN(share) ? empty : `${Math.round(share * 100)}%`;
}

function printTable(header: string[], lines: string[][]) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 || column >= header.length - 2
          ? cell.padEnd(widths[column] ?? 0)
          : cell.padStart(widths[column] ?? 0),
      )
      .join("  ")
      .trimEnd();
  console.log(format(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const line of lines) console.log(format(line));
}

let missed = 0;

console.error("API (PostgreSQL, 50 connections):");
const rows = await runApiBench();
// Rows other sections return are judged against the same references as the API's own.
const references = referencesOf(rows);
console.log("\nAPI, 50 connections, autocannon, one run:");
printTable(
  ["scenario", "req/s", "share", "p50 ms", "p99 ms", "non-2xx", "budget", "met"],
  rows.map((row) => {
    const verdict = judge(row, references);
    if (!verdict.met) missed += 1;
    return [
      row.scenario,
      String(row.requestsPerSecond),
      shareText(verdict.share),
      String(row.p50),
      String(row.p99),
      String(row.non2xx),
      verdict.budget,
      verdict.met ? "yes" : "NO",
    ];
  }),
);

if (!process.env.BENCH_ONLY || /write/i.test(process.env.BENCH_ONLY)) {
  console.error("\nWrite path (PostgreSQL, one process, 50 connections, a target per request):");
  const writes = await runWritePathBench();
  console.log("\nWrite path, 50 connections, each request its own write, rows counted after:");
  printTable(
    ["scenario", "req/s", "share", "p50 ms", "p99 ms", "non-2xx", "lost", "budget", "met"],
    writes.map((row) => {
      const verdict = judge(row, references);
      const met = verdict.met && row.lost === 0;
      if (!met) missed += 1;
      return [
        row.scenario,
        String(row.requestsPerSecond),
        shareText(verdict.share),
        String(row.p50),
        String(row.p99),
        String(row.non2xx),
        String(row.lost),
        `${verdict.budget}, none lost`,
        met ? "yes" : "NO",
      ];
    }),
  );
  for (const row of writes) console.log(`  ${row.scenario}: ${row.written}`);
}

if (!process.env.BENCH_ONLY || /email/i.test(process.env.BENCH_ONLY)) {
  console.error("\nEmail queue (PostgreSQL, one process, local SMTP server):");
  const email = await runEmailBench();
  console.log("\nEmail queue, one process, pooled SMTP to a local server, one run:");
  printTable(
    ["scenario", "emails/s", "seconds", "duplicates", "missing", "budget", "met"],
    [
      [
        `${email.emails.toLocaleString("en")} queued emails`,
        String(email.perSecond),
        String(email.seconds),
        String(email.duplicates),
        String(email.missing),
        `>= ${EMAIL_BUDGET_PER_SECOND}/s, each once`,
        email.met ? "yes" : "NO",
      ],
    ],
  );
  if (!email.met) missed += 1;
}

if (!process.env.BENCH_ONLY || /console/i.test(process.env.BENCH_ONLY)) {
  console.error("\nMeeting console (PostgreSQL, two processes, 200 event streams):");
  const live = await runConsoleBench();
  console.log("\nMeeting console, a timer start or stop to every open console, two processes:");
  printTable(
    ["scenario", "samples", "p50 ms", "p99 ms", "max ms", "state p99", "missing", "budget", "met"],
    [
      [
        `${live.consoles} consoles, write -> event`,
        String(live.samples),
        String(live.event.p50),
        String(live.event.p99),
        String(live.event.max),
        String(live.state.p99),
        String(live.missing),
        `p99 <= ${CONSOLE_BUDGET_P99_MS} ms, none missing`,
        live.met ? "yes" : "NO",
      ],
    ],
  );
  if (!live.met) missed += 1;
}

if (!process.env.BENCH_ONLY || /memory/i.test(process.env.BENCH_ONLY)) {
  console.error("\nMemory (PostgreSQL, one process, started as the Dockerfile starts it):");
  const memory = await runMemoryBench();
  console.log(
    "\nResident memory (VmRSS), one process (WEB_CONCURRENCY=1), started as in production:",
  );
  printTable(
    ["scenario", "measured", "budget", "met"],
    [
      [
        "idle, 3 s after start",
        `${memory.idleMb} MB`,
        `<= ${MEMORY_IDLE_BUDGET_MB} MB`,
        memory.idleMet ? "yes" : "NO",
      ],
      [`peak under load (${memory.loadScenario})`, `${memory.loadPeakMb} MB`, "", ""],
      [
        `per open event stream (${memory.streams} open, growth / ${memory.streams})`,
        `${memory.perStreamKb} KB`,
        `<= ${MEMORY_STREAM_BUDGET_KB} KB`,
        memory.streamMet ? "yes" : "NO",
      ],
    ],
  );
  if (!memory.idleMet) missed += 1;
  if (!memory.streamMet) missed += 1;
}

if (!process.env.BENCH_ONLY || /concurrency|processes/i.test(process.env.BENCH_ONLY)) {
  console.error("\nProcesses (PostgreSQL, WEB_CONCURRENCY=1 then 2):");
  const processes = await runConcurrencyBench();
  console.log(
    "\nWEB_CONCURRENCY=2 against 1, 50 connections, 2 cores shared with PostgreSQL and the load generator (no budget):",
  );
  printTable(
    ["scenario", "req/s x1", "req/s x2", "ratio", "p99 ms x1", "p99 ms x2", "non-2xx"],
    processes.map((row) => [
      row.scenario,
      String(row.one.requestsPerSecond),
      String(row.two.requestsPerSecond),
      `${row.ratio}x`,
      String(row.one.p99),
      String(row.two.p99),
      String(row.one.non2xx + row.two.non2xx),
    ]),
  );
  missed += processes.filter((row) => row.one.non2xx + row.two.non2xx > 0).length;
}

if (FULL_SIZE_SCENARIOS.length > 0) {
  console.error(
    "\nA programme at full size (PostgreSQL; the small programme, then grown to the large):",
  );
  const full = await runFullSizeBench();
  console.log(
    `\nSigned-in reads and reports, 1,000 members then 100,000 in one run (small / large; generator ${full.generator.small} s / ${full.generator.large} s):`,
  );
  printTable(
    ["scenario", "req/s", "share", "p50 ms", "p99 ms", "non-2xx", "p50 growth", "budget", "met"],
    full.rows.map((row) => {
      const [small, large] = [judge(row.small, references), judge(row.large, references)];
      const grew = row.maxGrowth !== undefined && row.growth > row.maxGrowth;
      if (!small.met || !large.met || grew) missed += 1;
      const both = (pick: (size: BenchRow) => number) => `${pick(row.small)} / ${pick(row.large)}`;
      return [
        row.scenario,
        both((size) => size.requestsPerSecond),
        `${shareText(small.share, "-")} / ${shareText(large.share, "-")}`,
        both((size) => size.p50),
        both((size) => size.p99),
        both((size) => size.non2xx),
        `${row.growth.toFixed(2)}x`,
        `${large.budget}${row.maxGrowth === undefined ? "" : `, growth <= ${row.maxGrowth}x`}`,
        !small.met || !large.met || grew ? "NO" : "yes",
      ];
    }),
  );
}

const webRoot = path.resolve(process.env.WEB_ROOT ?? "dist/web");
if (process.env.BENCH_ONLY) {
  // An API-only run (iterating on one route): the landing is measured by the full run.
} else if (existsSync(path.join(webRoot, ".vite", "manifest.json"))) {
  console.log("\nLanding page, gzip:");
  for (const [name, bytes] of Object.entries(landingBundleReport())) {
    console.log(`  ${name.padEnd(10)} ${(bytes / 1024).toFixed(1)} KB`);
  }
  const initial = landingInitialJavaScript();
  console.log(
    `  initial JavaScript: ${initial.gzipKb} KB in ${initial.files} files (budget <= ${LANDING_JS_BUDGET_KB} KB)`,
  );
  if (!initial.withinBudget) missed += 1;
  console.log("\nLighthouse, landing page, mobile (median of 3 runs):");
  const app = await startBuiltApp(4500);
  try {
    const mobile = await measureLandingMobile(`${app.baseUrl}/`);
    const { runs: _runs, ...median } = mobile;
    console.table([median]);
    const misses = lighthouseBudgetMisses(mobile);
    for (const miss of misses) console.log(`  missed: ${miss}`);
    missed += misses.length;
    // Lighthouse 12 has no installability audit: Chromium's own check and ours (ADR 043).
    console.log("\nInstallability (Chromium's check, the manifest, the worker offline):");
    const installability = await checkInstallability(app.baseUrl);
    const notInstallable = installabilityMisses(installability);
    if (notInstallable.length === 0) console.log("  installable, opens offline");
    for (const miss of notInstallable) console.log(`  missed: ${miss}`);
    missed += notInstallable.length;
    // The heaviest signed-in pages, as the demo leader and admin (budget 90, one run each).
    console.log(
      `\nLighthouse, signed-in pages, mobile (budget >= ${SIGNED_IN_PERFORMANCE_BUDGET}):`,
    );
    const signedIn = await measureSignedInPages(app.baseUrl, app.demoAccounts());
    console.table(signedInRows(signedIn));
    const slow = signedInMisses(signedIn);
    for (const miss of slow) console.log(`  missed: ${miss}`);
    missed += slow.length;
    // Every public page in every language: accessibility, best practices, SEO (budget 100).
    console.log(
      `\nLighthouse, public pages: accessibility, best practices, SEO (budget ${PUBLIC_PAGE_SCORE_BUDGET}):`,
    );
    const pages = await measurePublicPages(app.baseUrl);
    console.table(pages);
    const below = publicPageMisses(pages);
    for (const miss of below) console.log(`  missed: ${miss}`);
    missed += below.length;
  } finally {
    app.stop();
  }
} else {
  console.log(`\n(No build in ${webRoot}: run \`npm run build\` for the landing bundle report.)`);
}

if (missed > 0) {
  console.error(`\n${missed} budget(s) missed.`);
  process.exitCode = 1;
}
