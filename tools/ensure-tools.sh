# Shared by tools/dev.sh and tools/test.sh: installs pnpm 10 and Chromium when they are missing.
export COREPACK_INTEGRITY_KEYS=0

ensure_pnpm() {
  if ! command -v pnpm >/dev/null 2>&1 || [[ "$(pnpm --version)" != 10.* ]]; then
    echo "Installiere pnpm 10 …"
    npm install -g pnpm@10 >/dev/null
  fi
}

# Chromium drives the browser tests; pdftotext (poppler-utils) reads the printed PDFs they make.
ensure_chromium() {
  local missing=()
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
  if ((${#missing[@]})); then
    echo "Installiere ${missing[*]} (Debian) …"
    local sudo=""
    [[ "$(id -u)" != 0 ]] && sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
  fi
}
