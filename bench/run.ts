// `npm run bench`: every scenario in sequence, then one table.
import { existsSync } from "node:fs";
import path from "node:path";
import { landingBundleReport } from "./bundle-report.ts";
import { type BenchRow, runClubSearchBench } from "./club-search.ts";
import { measureLanding, startBuiltApp } from "./lighthouse.ts";

function printTable(rows: BenchRow[]) {
  const header = ["scenario", "req/s", "p50 ms", "p97.5 ms", "p99 ms", "non-2xx/errors"];
  const lines = rows.map((row) => [
    row.scenario,
    String(row.requestsPerSecond),
    String(row.p50),
    String(row.p97_5),
    String(row.p99),
    String(row.non2xx),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    cells
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join("  ");
  console.log(format(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const line of lines) console.log(format(line));
}

console.error("Club search (PostgreSQL, 50 connections):");
const rows = await runClubSearchBench();
console.log("\nAPI, 50 connections, autocannon:");
printTable(rows);

const webRoot = path.resolve(process.env.WEB_ROOT ?? "dist/web");
if (existsSync(path.join(webRoot, ".vite", "manifest.json"))) {
  console.log("\nLanding page, gzip:");
  for (const [name, bytes] of Object.entries(landingBundleReport())) {
    console.log(`  ${name.padEnd(10)} ${(bytes / 1024).toFixed(1)} KB`);
  }
  console.log("\nLighthouse, landing page (performance):");
  const app = await startBuiltApp(4500);
  try {
    console.table(await measureLanding(`${app.baseUrl}/`));
  } finally {
    app.stop();
  }
} else {
  console.log(`\n(No build in ${webRoot}: run \`npm run build\` for the landing bundle report.)`);
}
