// A CPU profile of one route under load, to find where its time goes (issue #16: profile, do
// not guess). The compiled app runs with --cpu-prof on a fresh PostgreSQL database with a
// signed-in user; autocannon sends REQUESTS requests; the profile's self time is then summed by
// function and by package. Usage: npx tsx bench/profile.ts /api/me [requests]
import { randomBytes } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { openDatabase } from "../server/db/client.ts";
import { seedBuiltInContent } from "../server/db/seed.ts";
import {
  adminQuery,
  appEnvironment,
  COMPILED_SERVER,
  discardResponseBodies,
  SERVER_URL,
  seedClubs,
  seedNotifications,
  seedOpportunities,
  seedRewardEntries,
  signIn,
  startServer,
  stopServer,
  withDatabase,
} from "./api.ts";

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const route = process.argv[2] ?? "/api/me";
const requests = Number(process.argv[3] ?? 20_000);
const port = 4292;
const profileDir = path.resolve(".tmp/profiles");

/** Where a frame's code comes from: a package name, our own file, or the runtime. */
function origin(url: string): string {
  if (!url) return "(runtime)";
  const inPackage = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inPackage?.[1]) return inPackage[1];
  if (url.startsWith("node:")) return url;
  return path.relative(process.cwd(), url.replace("file://", ""));
}

function summarise(profile: Profile) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfByFunction = new Map<string, number>();
  const selfByOrigin = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const node = byId.get(id);
    const micros = profile.timeDeltas[index] ?? 0;
    if (!node) return;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === "(idle)") return;
    total += micros;
    const where = origin(url);
    const key = `${functionName || "(anonymous)"}  ${where}:${lineNumber + 1}`;
    selfByFunction.set(key, (selfByFunction.get(key) ?? 0) + micros);
    selfByOrigin.set(where.split(":")[0] ?? where, (selfByOrigin.get(where) ?? 0) + micros);
  });
  const top = (map: Map<string, number>, count: number) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, count)
      .map(([key, micros]) => `${((micros / total) * 100).toFixed(1).padStart(5)}%  ${key}`);
  console.log(`\nbusy CPU: ${(total / 1000).toFixed(0)} ms for ${requests} requests`);
  console.log(`(${((total / requests) * 1).toFixed(0)} µs per request)\n\nby origin:`);
  for (const line of top(selfByOrigin, 25)) console.log(line);
  console.log("\nby function (self time):");
  for (const line of top(selfByFunction, 40)) console.log(line);
}

const name = `bv_profile_${randomBytes(5).toString("hex")}`;
await adminQuery(`create database ${name}`);
const databaseUrl = withDatabase(SERVER_URL, name);
const database = openDatabase({ databaseUrl, poolSize: 2 });
rmSync(profileDir, { recursive: true, force: true });
mkdirSync(profileDir, { recursive: true });
try {
  await database.migrate();
  await seedBuiltInContent(database.db);
  await seedClubs(databaseUrl, 4, 1000);
  const appUrl = `http://127.0.0.1:${port}`;
  const app = await startServer(
    COMPILED_SERVER,
    appEnvironment(port, databaseUrl),
    `${appUrl}/api/health`,
    ["--cpu-prof", `--cpu-prof-dir=${profileDir}`],
  );
  try {
    const email = `profile-${name}@example.com`;
    const cookie = await signIn(appUrl, email);
    await seedNotifications(databaseUrl, email);
    await seedOpportunities(databaseUrl);
    await seedRewardEntries(databaseUrl, email);
    const result = await autocannon({
      url: `${appUrl}${route}`,
      connections: 50,
      amount: requests,
      setupClient: discardResponseBodies,
      // As a browser asks (public content is compressed for it; see bench/api.ts), or as the
      // bench's signed-in rows ask (PROFILE_IDENTITY=1: no compression).
      headers: {
        cookie,
        ...(process.env.PROFILE_IDENTITY ? {} : { "accept-encoding": "gzip, deflate, br, zstd" }),
      },
    });
    console.log(
      `${route}: ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}`,
    );
  } finally {
    await stopServer(app);
  }
  const [file] = readdirSync(profileDir).filter((entry) => entry.endsWith(".cpuprofile"));
  if (!file) throw new Error("no profile was written (did the server exit cleanly?)");
  summarise(JSON.parse(readFileSync(path.join(profileDir, file), "utf8")) as Profile);
} finally {
  await database.close();
  await adminQuery(`drop database if exists ${name} with (force)`);
}
