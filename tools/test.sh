#!/usr/bin/env bash
# Installs what the tests need (pnpm 10, Debian's Chromium, the packages) and runs the format check, lint,
# the import cycle check, typecheck and every package's tests, ending with one line 'N passed, N failed'.
# Used by the README and by CI. A failing step does not stop the later ones; the exit status is 1 if any failed.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/ensure-tools.sh
ensure_pnpm
ensure_chromium
use_node22
pnpm install --frozen-lockfile
rm -rf tmp/test-results
status=0
pnpm format:check || status=1
pnpm lint || status=1
pnpm check:cycles || status=1
pnpm typecheck || status=1
pnpm test || status=1
node tools/print-test-summary.cjs || status=1
exit $status
