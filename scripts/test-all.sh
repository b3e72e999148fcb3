#!/usr/bin/env bash
# Every check CI runs, in order: lint, types, the dependency graph, web components, the API/unit
# tests on PostgreSQL and the embedded database's own tests on PGlite, then the browser tests
# against the built server (on PGlite).
set -euo pipefail
cd "$(dirname "$0")/.."

step() { printf '\n== %s (%s) ==\n' "$*" "$(date +%T)"; }

# The production build (needed only by the browser tests) starts first and runs beside the checks
# and the component and API tests: TypeScript and the dependency graph use one core each, and on
# this 2-core machine the build takes the other (starting it after them left a core idle ~50 s).
# The test runs serve no built files (WEB_ROOT points nowhere), so a build half-written cannot
# reach them.
LOGS=.tmp/test-logs
mkdir -p "$LOGS"
declare -A RUNNING=()
in_background() {
  local name=$1
  shift
  printf '\n== %s: started beside the next steps (%s) ==\n' "$name" "$(date +%T)"
  "$@" >"$LOGS/$name.log" 2>&1 &
  RUNNING[$name]=$!
}
finish() {
  local name=$1 status=0
  wait "${RUNNING[$name]}" || status=$?
  step "$name: its output"
  cat "$LOGS/$name.log"
  if [ "$status" -ne 0 ]; then
    echo "$name failed (exit $status)." >&2
    exit "$status"
  fi
}
in_background "Production build" npm run build

step "Biome"
npx biome check .

step "TypeScript"
npx tsc --noEmit

# The enforced dependency graph (ADR 032): no cycles, infrastructure imports no feature, features
# use each other through their index.ts, web features do not import one another (~5 s).
step "Dependency graph"
npm run --silent deps

export WEB_ROOT=.tmp/no-web-root

step "Web components (happy-dom)"
npx vitest run --project web

# A PostgreSQL answering on 127.0.0.1:5432 (database test) is used when there is one; CI sets
# TEST_DATABASE_URL.
if [ -z "${TEST_DATABASE_URL:-}" ] && command -v pg_isready >/dev/null 2>&1 \
  && pg_isready -q -h 127.0.0.1 -p 5432 -d test; then
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:5432/test"
fi

# What only the embedded database does differently (ADR 021): its data folder and lock, backups,
# the job queue and LISTEN/NOTIFY on PGlite's adapter, one process per folder, demo accounts, the
# opportunities' full-text search (its tsvector, websearch_to_tsquery and GIN plan, issue 37).
# Every other server test runs its SQL the same on both (PGlite is PostgreSQL compiled to WASM):
# with PostgreSQL here they run once, there, and the browser tests below run the whole app on
# PGlite, as `npm start` does.
EMBEDDED_DATABASE_TESTS=(
  server/db
  tests/api/announcements.test.ts
  tests/api/audit-log-append-only.test.ts
  tests/api/backup.test.ts
  tests/api/cluster.test.ts
  tests/api/demo-accounts.test.ts
  tests/api/email-queue.test.ts
  tests/api/events.test.ts
  tests/api/log-redaction.test.ts
  tests/api/meeting-reminders.test.ts
  tests/api/opportunities-search.test.ts
  tests/api/session-cache.test.ts
  tests/api/social-links-migration.test.ts
  tests/api/two-processes.test.ts
)

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # Mostly waiting (queue retries, reminders, a second process): beside the PostgreSQL run.
  in_background "The embedded database's own tests (PGlite)" \
    env -u TEST_DATABASE_URL npx vitest run --project server "${EMBEDDED_DATABASE_TESTS[@]}"
  step "Unit and API tests on PostgreSQL (the production database)"
  # Two workers, not Vitest's default of one on two cores: the suite is CPU-bound (password
  # hashing, app start-up) and one worker left a core idle while the PGlite run waited (ADR 021).
  npx vitest run --project server --maxWorkers=2
  finish "The embedded database's own tests (PGlite)"
elif [ "${REQUIRE_POSTGRES:-}" = "1" ]; then
  echo "REQUIRE_POSTGRES=1 but no PostgreSQL is configured: the PostgreSQL suite cannot be skipped." >&2
  exit 1
else
  echo "(No PostgreSQL found: every server test runs on the embedded database.)"
  step "Unit and API tests on the embedded database (PGlite)"
  npx vitest run --project server
fi

finish "Production build"
unset WEB_ROOT

step "Browser tests (Playwright, Debian's Chromium)"
bash scripts/ensure-chromium.sh
npx playwright test

step "All checks passed"
