#!/usr/bin/env bash
# npm test: type checks, lint, translations, the web app's unit tests, the server suite
# on PGlite and on PostgreSQL, then the browser end-to-end suite against a freshly started server.
set -euo pipefail
cd "$(dirname "$0")/.."

PG_SERVER_URL="${TEST_POSTGRES_SERVER_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
REPORTS="$(mktemp -d)"
trap 'rm -rf "$REPORTS"' EXIT

step() { printf '\n==> %s\n' "$*"; }

step "Type check"
npm run -s typecheck

step "Lint"
npm run -s lint

step "Format"
npm run -s format:check

step "Translations complete in every language"
npm run -s i18n:check

step "Build"
node scripts/build.mjs

step "Public pages within their first-load budgets"
node scripts/check-bundle-size.mjs

step "Web unit tests"
npx vitest run --project web --reporter=default --reporter=json --outputFile.json="$REPORTS/web.json"

step "Server tests on PGlite"
npx vitest run --project server --reporter=default --reporter=json --outputFile.json="$REPORTS/pglite.json"

if node scripts/pg-db.mjs check "$PG_SERVER_URL"; then
  db="stagedoor_test_$(date +%s)_$$"
  node scripts/pg-db.mjs create "$PG_SERVER_URL" "$db"
  step "Server tests on PostgreSQL (database $db)"
  status=0
  TEST_DATABASE_URL="${PG_SERVER_URL%/*}/$db" CRASH_TEST_REQUIRED=1 \
    npx vitest run --project server --reporter=default --reporter=json --outputFile.json="$REPORTS/postgres.json" || status=$?
  node scripts/pg-db.mjs drop "$PG_SERVER_URL" "$db" || true
  [ "$status" -eq 0 ] || exit "$status"
elif [ -n "${CI:-}" ]; then
  echo "PostgreSQL is required in CI but not reachable at $PG_SERVER_URL" >&2
  exit 1
else
  step "Skipping the PostgreSQL run: no server at $PG_SERVER_URL (set TEST_POSTGRES_SERVER_URL)"
fi

step "End-to-end in Chromium"
npx vitest run --project e2e --reporter=default --reporter=json --outputFile.json="$REPORTS/e2e.json"

node scripts/summarize-tests.mjs "$REPORTS"/*.json
