#!/usr/bin/env bash
# Installs what the tests need (pnpm 10, Debian's Chromium, the packages) and runs the format check, lint,
# the import cycle check, knip (unused files, exports and dependencies), typecheck and every package's
# tests, ending with one line 'N passed, N failed'.
# Used by the README and by CI. A failing step does not stop the later ones; the exit status is 1 if any failed.
#
# The work runs in three lanes at once (docs/testing.md, "Test time"): each lane is one process after the
# other waiting on its own stack, so alone it keeps about one core busy; three of them fill the machine's
# two. The lanes share nothing: the browser tests and the functions tests each start their own stack on
# free ports. Every output line is prefixed with its lane.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/ensure-tools.sh
ensure_pnpm
ensure_chromium
use_node22
pnpm install --frozen-lockfile
rm -rf tmp/test-results tmp/test-lanes
mkdir -p tmp/test-lanes

# The CPU seconds (user + system) of this shell's finished child processes so far, in CPU. `times` runs in
# this shell, not in a command substitution, whose own children would be none; one file per lane.
cpu_now() {
  local file="tmp/test-lanes/times.$BASHPID"
  times >"$file"
  CPU=$(awk 'NR == 2 { t = 0; for (i = 1; i <= NF; i++) { split($i, p, "m"); sub("s", "", p[2]); t += p[1] * 60 + p[2] } printf "%d", t }' "$file")
}

# Each step runs even when one before it failed; the lane's status is 1 if any did. Each step ends with
# its wall time and the CPU time of its processes (docs/testing.md, "Test time": where the minutes go).
steps() {
  local status=0 started cpu_before code outcome log
  for step in "$@"; do
    echo "▶ $step"
    started=$SECONDS
    cpu_now
    cpu_before=$CPU
    code=0
    log="tmp/test-lanes/step.$BASHPID.log"
    eval "$step" 2>&1 | tee "$log" || code=$?
    outcome=""
    # The summary names the failed step: a step can fail with every test green (a bench, a crash), so its
    # last lines are kept for the end of the run, where a CI log cut to its tail still shows them.
    if [[ $code != 0 ]]; then
      status=1
      outcome=" — FEHLER (Exit $code)"
      {
        echo "Ende der Ausgabe von: $step"
        sed 's/\x1b\[[0-9;]*m//g' "$log" | grep -v '^\s*$' | tail -n 25 | sed 's/^/    /'
      } >>tmp/test-lanes/failed-steps.txt
    fi
    cpu_now
    echo "$((SECONDS - started)) s, CPU $((CPU - cpu_before)) s: $step$outcome" | tee -a tmp/test-lanes/steps.txt
  done
  return $status
}

# Which step runs in which lane balances the lanes' ends (docs/testing.md, "Test time"): since TypeScript 7
# and oxlint the browser tests end first (998 s in a CI-like run on 2026-11-30, the backend lane 1,216 s and
# the checks lane 1,243 s), so the browser lane takes the bench smoke and the shared and content tests
# after them. The web tests end the checks lane, on two jest workers (jest's default on 2 cores is one, in
# band).
browser_lane() {
  steps 'pnpm --filter @speiseplaner/devstack test:browser' 'pnpm bench:web --smoke' \
    'pnpm --filter @speiseplaner/shared test' 'pnpm --filter @speiseplaner/content test'
}
backend_lane() {
  steps 'pnpm --filter @speiseplaner/functions test' \
    'TEST_SUMMARY_NAME=devstack pnpm --filter @speiseplaner/devstack exec jest --selectProjects conformance deploy'
}
checks_lane() {
  steps 'pnpm format:check' 'pnpm lint' 'pnpm check:cycles' 'pnpm knip' 'pnpm typecheck' \
    'pnpm --filter @speiseplaner/web test --maxWorkers=2'
}

# The machine is short of CPU for the whole run; the lanes get it by how much they wait on a clock
# (docs/testing.md, "Test time"): the browser tests wait up to 60 s for a page and come first, the
# other two lanes next (renice 5; at 10 the checks lane was starved and ended last, 2026-11-30). A lane's
# processes inherit its priority; an idle core still goes to whoever wants it.
declare -A LANE_NICE=([browser]=0 [backend]=5 [checks]=5)

lane() {
  local name=$1
  {
    local status=0
    renice -n "${LANE_NICE[$name]}" -p "$BASHPID" >/dev/null || true
    "${name}_lane" 2>&1 || status=1
    echo "$status" >"tmp/test-lanes/$name"
  } | sed -u "s/^/[$name] /" &
}

started=$SECONDS
lane browser
lane backend
lane checks
wait

status=0
for name in browser backend checks; do
  lane_status=$(cat "tmp/test-lanes/$name" 2>/dev/null || echo 1)
  echo "Lane $name: $([[ $lane_status == 0 ]] && echo grün || echo FEHLER)"
  [[ $lane_status == 0 ]] || status=1
done
echo "Gesamtzeit: $(((SECONDS - started) / 60)) min $(((SECONDS - started) % 60)) s (ohne Installation)"
echo "Schritte (Dauer, CPU-Zeit):"
sed 's/^/  /' tmp/test-lanes/steps.txt
[[ -f tmp/test-lanes/failed-steps.txt ]] && cat tmp/test-lanes/failed-steps.txt
node tools/print-test-summary.cjs || status=1
exit $status
