// Writes a brotli (`.br`, highest quality) and a gzip (`.gz`, level 9) copy beside each static
// file of the built web app that is worth compressing, once at build time. The server sends them
// as they are (`preCompressed` in server/plugins/static-spa.ts, ADR 051): before, every request
// for a script or style sheet was compressed again (brotli quality 4), for every new visitor and
// every page of the browser tests, and the bytes were larger.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const webRoot = path.resolve(process.env.WEB_ROOT ?? "dist/web");
/** What a browser fetches from the static files and compresses well. */
const COMPRESSIBLE = new Set([".js", ".mjs", ".css", ".svg", ".json", ".webmanifest", ".txt"]);
/** Below this the compressed copy saves less than a packet's headers. */
const MIN_BYTES = 1024;
/** Served by the server's own handlers (prerendered pages) or never served (the build manifest). */
const SKIPPED_FOLDERS = new Set(["prerendered", ".vite"]);

function* filesUnder(folder: string): Generator<string> {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) yield* filesUnder(full);
    } else if (COMPRESSIBLE.has(path.extname(entry.name)) && statSync(full).size >= MIN_BYTES) {
      yield full;
    }
  }
}

let files = 0;
let before = 0;
let after = 0;
for (const file of filesUnder(webRoot)) {
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  files += 1;
  before += bytes.length;
  after += br.length;
}
console.log(
  `precompressed ${files} files: ${(before / 1024).toFixed(0)} KB -> ${(after / 1024).toFixed(0)} KB brotli`,
);
