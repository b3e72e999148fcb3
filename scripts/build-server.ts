/**
 * Compiles the server for production: one ES module, `dist/server/main.js`, run with `node`
 * (no TypeScript at run time), and the admin CLI beside it (`dist/server/cli.js`). Packages stay in node_modules; the SQL migrations sit beside the
 * bundle, where the database client looks for them.
 */
import { cp, rm } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const outDir = path.join(root, "dist/server");

await rm(outDir, { recursive: true, force: true });
await build({
  // The server, and the admin CLI (backups, grant-admin, ...) for installs without the source.
  entryPoints: {
    main: path.join(root, "server/main.ts"),
    cli: path.join(root, "scripts/cli.ts"),
  },
  outdir: outDir,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node24",
  packages: "external",
  sourcemap: "linked",
  logLevel: "warning",
  legalComments: "none",
});
await cp(path.join(root, "server/db/migrations"), path.join(outDir, "migrations"), {
  recursive: true,
});
