#!/usr/bin/env bash
# npm test: type checks, lint, translations, the web app's unit tests, the server suite
# on PGlite and on PostgreSQL, then the browser end-to-end suite against a freshly started server.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_SERVER_URL="${TEST_POSTGRES_SERVER_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
REPORTS="$(mktemp -d)"
trap 'rm -rf "$REPORTS"' EXIT

step() { printf '\n==> %s\n' "$*"; }

# Runs independent stages side by side (the machine running the gate may have only two cores, so never more than
# two at once), each into its own log, then prints the logs in order. Fails when any stage failed. While they run,
# a line a minute says which are still running, so a long pair of stages is not mistaken for a stalled gate.
side_by_side() {
  local names=() pids=() logs=() status=0 i started=$SECONDS
  while [ "$#" -gt 0 ]; do
    names+=("$1")
    logs+=("$REPORTS/stage-${#logs[@]}.log")
    bash -c "$2" >"${logs[-1]}" 2>&1 &
    pids+=("$!")
    shift 2
  done
  while :; do
    local running=()
    for i in "${!pids[@]}"; do
      if kill -0 "${pids[$i]}" 2>/dev/null; then running+=("${names[$i]}"); fi
    done
    [ "${#running[@]}" -eq 0 ] && break
    sleep 5
    if [ $(((SECONDS - started) % 60)) -lt 5 ]; then
      printf '… %d min, still running: %s\n' "$(((SECONDS - started) / 60))" "$(IFS=';'; echo "${running[*]}")"
    fi
  done
  for i in "${!pids[@]}"; do
    local stage=0
    wait "${pids[$i]}" || stage=$?
    step "${names[$i]}"
    cat "${logs[$i]}"
    if [ "$stage" -ne 0 ]; then
      echo "${names[$i]}: failed (exit status $stage)" >&2
      status=1
    fi
  done
  return "$status"
}

# The contracts' declarations first: the linter reads them (e2e resolves the package through its dist).
step "Contracts' declarations"
npx tsc -b packages/contracts

side_by_side \
  "Type check" "npm run -s typecheck" \
  "Lint, format and translations complete in every language" \
  "npm run -s lint && npm run -s format:check && npm run -s i18n:check"

# The build writes only apps/*/dist*, which the web unit tests never read.
side_by_side \
  "Build, and public pages within their first-load budgets" "node scripts/build.mjs && node scripts/check-bundle-size.mjs" \
  "Web unit tests" \
  "npx vitest run --project web --reporter=default --reporter=json --outputFile.json='$REPORTS/web.json'"

# The server suite on PostgreSQL, in a database of its own that is dropped afterwards. PostgreSQL is required in CI.
postgres_suite() {
  if node scripts/pg-db.mjs check "$PG_SERVER_URL"; then
    local db status=0
    db="stagedoor_test_$(date +%s)_$$"
    node scripts/pg-db.mjs create "$PG_SERVER_URL" "$db"
    echo "Database $db"
    TEST_DATABASE_URL="${PG_SERVER_URL%/*}/$db" CRASH_TEST_REQUIRED=1 \
      npx vitest run --project server --reporter=default --reporter=json --outputFile.json="$REPORTS/postgres.json" || status=$?
    node scripts/pg-db.mjs drop "$PG_SERVER_URL" "$db" || true
    return "$status"
  elif [ -n "${CI:-}" ]; then
    echo "PostgreSQL is required in CI but not reachable at $PG_SERVER_URL" >&2
    return 1
  else
    echo "Skipping the PostgreSQL run: no server at $PG_SERVER_URL (set TEST_POSTGRES_SERVER_URL)"
  fi
}
export -f postgres_suite
export PG_SERVER_URL REPORTS

# The two server runs share nothing (PGlite runs in the test processes; PostgreSQL's run has its own database), and
# each runs its files one at a time: side by side they keep both cores busy.
side_by_side \
  "Server tests on PGlite" \
  "npx vitest run --project server --reporter=default --reporter=json --outputFile.json='$REPORTS/pglite.json'" \
  "Server tests on PostgreSQL" "postgres_suite"

step "End-to-end in Chromium"
npx vitest run --project e2e --reporter=default --reporter=json --outputFile.json="$REPORTS/e2e.json"

node scripts/summarize-tests.mjs "$REPORTS"/*.json
