#!/usr/bin/env bash
# Installs what the tests need (pnpm 10, Debian's Chromium, the packages) and runs lint, typecheck and
# every package's tests, ending with one line 'N passed, N failed'. Used by the README and by CI.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/ensure-tools.sh
ensure_pnpm
ensure_chromium
pnpm install --frozen-lockfile
rm -rf tmp/test-results
status=0
pnpm lint || status=1
pnpm typecheck || status=1
pnpm test || status=1
node tools/print-test-summary.cjs || status=1
exit $status
