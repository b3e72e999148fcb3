#!/usr/bin/env bash
# The Dockerfile's steps without a container engine (this machine kind has the docker client but
# no daemon, so `docker build` cannot run here): the production files only, in a clean folder,
# with production dependencies installed there (`npm ci --omit=dev`, from npm's cache when it
# has them), started with `node` as the image does, against a fresh PostgreSQL database, until
# /api/health answers 200. Usage: npm run container:check (builds first when dist/ is missing).
# PostgreSQL: ADMIN_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
admin_url="${ADMIN_DATABASE_URL:-postgres://postgres@127.0.0.1:5432/test}"
work="$(mktemp -d)"
database="bv_container_$$"
server_pid=""
cleanup() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  psql "$admin_url" -qc "drop database if exists $database with (force)" >/dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
started=$(date +%s)

if [ ! -f "$root/dist/server/main.js" ] || [ ! -f "$root/dist/web/index.html" ]; then
  (cd "$root" && npm run build)
fi

# COPY package.json package-lock.json; RUN npm ci --omit=dev --ignore-scripts
cp "$root/package.json" "$root/package-lock.json" "$work/"
(cd "$work" && npm ci --omit=dev --ignore-scripts --prefer-offline --no-audit --no-fund --loglevel=error)
# COPY --from=build /app/dist ./dist
cp -r "$root/dist" "$work/dist"
# Nothing else: no sources, no dev dependencies, no tsx at run time.
test ! -e "$work/server" && test ! -e "$work/node_modules/typescript" && test ! -e "$work/node_modules/playwright-core"

psql "$admin_url" -qc "create database $database"
database_url="$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' "$admin_url" "$database")"
port="$(node -e 'const s = require("node:net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })')"

# CMD ["node", "--max-semi-space-size=16", "dist/server/main.js"] with the image's environment.
(
  cd "$work"
  exec env -i PATH="$PATH" HOME="$work" NODE_ENV=production HOST=127.0.0.1 PORT="$port" \
    DATA_DIR="$work/data" WEB_ROOT=dist/web DATABASE_URL="$database_url" \
    AUTH_SECRET="container-check-secret-container-check-0123" \
    node --max-semi-space-size=16 dist/server/main.js >"$work/server.log" 2>&1
) &
server_pid=$!

# HEALTHCHECK: GET /api/health answers 200.
for _ in $(seq 1 120); do
  if node -e 'fetch(process.argv[1]).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))' \
    "http://127.0.0.1:$port/api/health"; then
    page=$(node -e 'fetch(process.argv[1]).then((r) => r.text()).then((t) => console.log(t.includes("<div id=\"root\"") ? "ok" : "no"))' "http://127.0.0.1:$port/")
    echo "container steps: healthy on PostgreSQL after $(($(date +%s) - started)) s (web page: $page)"
    [ "$page" = "ok" ]
    exit 0
  fi
  if ! kill -0 "$server_pid" 2>/dev/null; then break; fi
  sleep 0.5
done
echo "container steps: the server did not become healthy" >&2
cat "$work/server.log" >&2
exit 1
