#!/usr/bin/env bash
# Installs everything and starts the local stack: Firestore, Auth and Functions emulators, demo data, web app.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/ensure-tools.sh
ensure_pnpm
use_node22
pnpm install --frozen-lockfile
exec pnpm dev
