#!/usr/bin/env bash
# Installs what the tests need and runs every test: type-check, unit, integration on PGlite and on a
# throwaway PostgreSQL cluster (with Redis), then browser tests on the built app. Prints one closing summary line.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
RESULTS=$(mktemp -d)
PG_DIR=""
REDIS_PID=""
cleanup() {
  [ -n "$REDIS_PID" ] && kill "$REDIS_PID" 2>/dev/null || true
  if [ -n "$PG_DIR" ] && [ -d "$PG_DIR" ]; then
    [ -d "$PG_DIR/replica" ] && runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DIR/replica" -m immediate stop >/dev/null 2>&1 || true
    runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -m immediate stop >/dev/null 2>&1 || true
    rm -rf "$PG_DIR"
  fi
}
trap cleanup EXIT

STEPS="$RESULTS/steps.tsv"
step() { # prints a banner and notes when each step began (the summary reports every step's duration)
  printf '\n==== %s ====\n' "$*"
  # A pass run in the background (BESIDE=1) keeps its own clock (durations.tsv), not a place in the sequence.
  [ -n "${BESIDE:-}" ] || printf '%s\t%s\n' "$(date +%s)" "$*" >>"$STEPS"
}

# --- system packages (Debian): Chromium for browser tests, PostgreSQL, CJK fonts for screenshots -----
need=()
[ -x /usr/bin/chromium ] || need+=(chromium)
command -v redis-server >/dev/null || need+=(redis-server)
ls /usr/lib/postgresql/*/bin/pg_ctl >/dev/null 2>&1 || need+=(postgresql)
[ -x /usr/sbin/nginx ] || command -v nginx >/dev/null || need+=(nginx-light) # tests/cluster: nginx in front of two nodes
fc-list 2>/dev/null | grep -ci 'noto sans cjk' >/dev/null || need+=(fonts-noto-cjk) # not -q: under pipefail an early exit makes fc-list fail with SIGPIPE
if [ ${#need[@]} -gt 0 ]; then
  step "apt-get install ${need[*]}"
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
  else
    echo "Missing system packages: ${need[*]} (run as root or install them)" >&2
    exit 1
  fi
fi
PG_BIN=$(dirname "$(ls -d /usr/lib/postgresql/*/bin/pg_ctl | sort -V | tail -n1)")

# --- node packages ----------------------------------------------------------------------------------
step "npm ci"
npm ci --no-audit --no-fund --loglevel=error

step "runtime"
node scripts/check-node.mjs

# Type-check and lint run beside the unit and web tests (each of the four uses about one core); a failure of either
# still fails the command, after the tests have reported.
step "type-check + lint (beside the unit and web tests)"
# `npm run typecheck`'s two halves side by side (the server's check is half of it): one after the other, the
# type-check outlasted the unit tests, the web tests and lint by a minute with one core idle (122 s for this step).
( npm run -s typecheck:server >"$RESULTS/typecheck-server.log" 2>&1 &
  server=$!
  rest=0
  npm run -s typecheck:rest >"$RESULTS/typecheck.log" 2>&1 || rest=1
  wait "$server" || { cat "$RESULTS/typecheck-server.log" >>"$RESULTS/typecheck.log"; exit 1; }
  exit "$rest" ) &
TYPECHECK_PID=$!
npm run -s lint >"$RESULTS/lint.log" 2>&1 &
LINT_PID=$!

run_vitest() { # name, project, extra env...
  local name=$1 project=$2 began
  shift 2
  step "vitest $name"
  began=$(date +%s)
  # Keep going after a failing step so one run reports every failure; the summary sets the exit code.
  env "$@" npx vitest run --project "$project" --reporter=default --reporter=json --outputFile="$RESULTS/$name.json" || {
    [ -s "$RESULTS/$name.json" ] || echo "{\"numPassedTests\":0,\"numFailedTests\":1,\"numPendingTests\":0,\"crashed\":true}" >"$RESULTS/$name.json"
  }
  printf '%s\t%s\n' "$name" "$(($(date +%s) - began))" >>"$RESULTS/durations.tsv"
}

run_vitest unit unit
run_vitest web web
static_failed=0
wait "$TYPECHECK_PID" || { echo "type-check failed:"; cat "$RESULTS/typecheck.log"; static_failed=1; }
wait "$LINT_PID" || { echo "lint failed:"; cat "$RESULTS/lint.log"; static_failed=1; }
[ "$static_failed" = 0 ] || exit 1
# The web build (about one core for half a minute) runs beside the PGlite pass.
(NODE_ENV=development VITE_SIGN_KEY="${SIGN_KEY:-haiwai-dev-sign-key}" npm run -s build -w apps/web >"$RESULTS/build-web.log" 2>&1) &
BUILD_PID=$!
run_vitest integration-pglite integration

# --- PostgreSQL: a throwaway cluster owned by the postgres user, in a temp folder --------------------
step "start PostgreSQL"
PG_DIR=$(mktemp -d /tmp/haiwai-pg.XXXXXX)
chown postgres "$PG_DIR"
PG_PORT=${PG_PORT:-55432}
runuser -u postgres -- "$PG_BIN/initdb" -D "$PG_DIR/data" -A trust -U postgres -E UTF8 --locale=C.UTF-8 >/dev/null
echo 'host replication all 127.0.0.1/32 trust' >>"$PG_DIR/data/pg_hba.conf" # the replica below streams from it
runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DIR/data" -l "$PG_DIR/log" -w -o "-p $PG_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200" start >/dev/null
# A hot standby streaming from it (wal_level=replica and max_wal_senders are the defaults), for tests/replica.
PG_REPLICA_PORT=${PG_REPLICA_PORT:-55433}
runuser -u postgres -- "$PG_BIN/pg_basebackup" -h 127.0.0.1 -p "$PG_PORT" -U postgres -D "$PG_DIR/replica" -R -C -S test_replica -X stream -c fast
runuser -u postgres -- "$PG_BIN/pg_ctl" -D "$PG_DIR/replica" -l "$PG_DIR/replica.log" -w -o "-p $PG_REPLICA_PORT -k $PG_DIR -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200 -c hot_standby=on" start >/dev/null
# Redis beside it, so this pass also runs the shared (multi-node) rate limits.
REDIS_PORT=${REDIS_PORT:-56379}
redis-server --port "$REDIS_PORT" --bind 127.0.0.1 --save '' --appendonly no >/dev/null &
REDIS_PID=$!
for _ in $(seq 50); do redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break; sleep 0.1; done

step "build web (finishing)"
# Built with NODE_ENV=development on purpose, as `NODE_ENV=development npm start` does: the web build's mode is its
# own (production), which the budgets step checks; any bundler warning fails the build (apps/web/build/strict-build.ts).
build_ok=1
wait "$BUILD_PID" || build_ok=0
cat "$RESULTS/build-web.log"
[ "$build_ok" = 1 ] || { echo "the web build failed"; exit 1; }
step "bundle budgets"
# First-load gzip sizes against apps/web/bundle-budgets.json; over a budget counts as a failed test in the summary.
budgets_failed=0
node scripts/check-bundle-budgets.mjs || budgets_failed=1
printf '{"numPassedTests":%d,"numFailedTests":%d,"numPendingTests":0}\n' $((1 - budgets_failed)) "$budgets_failed" >"$RESULTS/bundle-budgets.json"
# The PostgreSQL pass, then the browser tests. Tried (479d9ce): the PostgreSQL pass with one worker beside the browser
# tests took the command from 2,005 to 2,223 s and made timing-sensitive tests fail (a map tap, a durable timer): the
# 2-core machine is already busy during the browser tests, so the two passes run one after the other again.
# The browser tests' seeded folder and server build are prepared beside the PostgreSQL pass (one core for half a
# minute, while that pass's own set-up leaves the other idle) instead of at the start of the browser tests.
export E2E_PREPARED="$RESULTS/e2e-prepared.txt" # not .json: the summary reads every .json here as a pass's results
(node --import tsx e2e/support/prepare-seed.ts "$E2E_PREPARED" >"$RESULTS/e2e-prepare.log" 2>&1) &
PREPARE_PID=$!
run_vitest integration-postgres integration TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres" TEST_REDIS_URL="redis://127.0.0.1:$REDIS_PORT" TEST_DATABASE_REPLICA_URL="postgres://postgres@127.0.0.1:$PG_REPLICA_PORT/postgres"
# Without it (it failed: its log is printed), the browser tests' own set-up seeds as it does when run alone.
wait "$PREPARE_PID" || { cat "$RESULTS/e2e-prepare.log"; rm -f "$E2E_PREPARED"; }
run_vitest e2e e2e

step "summary"
# How long each step took and the slowest test files, so the command's 25-minute budget is watched run by run.
node -e '
const fs = require("fs"), path = require("path");
const steps = fs.readFileSync(process.argv[1], "utf8").trim().split("\n").map((l) => l.split("\t"));
const secs = (a, b) => Number(b) - Number(a);
for (let i = 0; i + 1 < steps.length; i++) console.log(`step ${steps[i][1]}: ${secs(steps[i][0], steps[i + 1][0])} s`);
console.log(`whole command so far: ${secs(steps[0][0], steps[steps.length - 1][0])} s`);
const durations = path.join(process.argv[2], "durations.tsv");
if (fs.existsSync(durations)) for (const [name, s] of fs.readFileSync(durations, "utf8").trim().split("\n").map((l) => l.split("\t"))) console.log(`vitest ${name} on its own clock: ${s} s`);
const files = [];
for (const f of fs.readdirSync(process.argv[2]).filter((f) => f.endsWith(".json"))) {
  const r = JSON.parse(fs.readFileSync(path.join(process.argv[2], f), "utf8"));
  for (const t of r.testResults ?? []) if (t.endTime && t.startTime) files.push([(t.endTime - t.startTime) / 1000, f.replace(".json", ""), path.relative(process.cwd(), t.name)]);
}
files.sort((a, b) => b[0] - a[0]);
console.log("slowest test files:");
for (const [s, project, name] of files.slice(0, 12)) console.log(`  ${s.toFixed(1).padStart(6)} s  ${project}  ${name}`);
' "$STEPS" "$RESULTS" || true
node -e '
const fs = require("fs"), path = require("path");
let passed = 0, failed = 0, skipped = 0;
const failures = [];
for (const f of fs.readdirSync(process.argv[1]).filter((f) => f.endsWith(".json"))) {
  const r = JSON.parse(fs.readFileSync(path.join(process.argv[1], f), "utf8"));
  // A result without counts (a pass that died before writing them) fails the run instead of adding NaN to the totals.
  if (typeof r.numPassedTests !== "number" || typeof r.numFailedTests !== "number") {
    console.log(`${f}: no test counts in it`);
    failed += 1;
    continue;
  }
  // A file that fails before any test (its beforeAll) counts as a failed suite, not a failed test: count it too.
  const suites = r.numFailedTests ? 0 : r.numFailedTestSuites || 0;
  passed += r.numPassedTests; failed += r.numFailedTests + suites; skipped += r.numPendingTests + (r.numTodoTests || 0);
  console.log(`${f.replace(".json", "")}: ${r.numPassedTests} passed, ${r.numFailedTests} failed${suites ? `, ${suites} file(s) failed before their tests` : ""}`);
  // Name what failed here, at the end: a CI log is often read from its tail only.
  for (const file of r.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name || "");
    const bad = (file.assertionResults ?? []).filter((t) => t.status === "failed");
    if (!bad.length && file.status === "failed") failures.push(`  ${f.replace(".json", "")}  ${where}: ${String(file.message || "failed before its tests").split("\n")[0].slice(0, 300)}`);
    for (const t of bad) failures.push(`  ${f.replace(".json", "")}  ${where} > ${t.fullName}\n      ${String((t.failureMessages ?? [])[0] ?? "").split("\n").slice(0, 3).join("\n      ").slice(0, 600)}`);
  }
}
if (failures.length) console.log("failed tests:\n" + failures.join("\n"));
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed ? 1 : 0);
' "$RESULTS"
