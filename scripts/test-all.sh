#!/usr/bin/env bash
# Every check CI runs, in order: lint, types, API/unit tests on PGlite and on PostgreSQL,
# then the browser tests against the built server.
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s (%s) ==\n' "$*" "$(date +%T)"; }

step "Biome"
npx biome check .

step "TypeScript"
npx tsc --noEmit

step "Unit and API tests on the embedded database (PGlite)"
env -u TEST_DATABASE_URL npx vitest run

# The same suite on PostgreSQL: CI sets TEST_DATABASE_URL; locally a PostgreSQL answering on
# 127.0.0.1:5432 (database test) is used when there is one.
if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null 2>&1 \
  && pg_isready -q -h 127.0.0.1 -p 5432 -d test; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # The server project only: the web components' tests touch no database.
  step "Unit and API tests on PostgreSQL"
  npx vitest run --project server
elif [ "${REQUIRE_POSTGRES:-}" = "1" ]; then
  echo "REQUIRE_POSTGRES=1 but no PostgreSQL is configured: the PostgreSQL suite cannot be skipped." >&2
  exit 1
else
  echo "(No PostgreSQL found: the PostgreSQL run is skipped.)"
fi

step "Browser tests (Playwright, Debian's Chromium)"
bash scripts/ensure-chromium.sh
npm run build
npx playwright test

step "All checks passed"
