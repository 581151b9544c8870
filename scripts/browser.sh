#!/usr/bin/env bash
# Sourced by scripts/test.sh. Finds Chromium for the browser tests, or installs Debian's package when
# this machine can (root, or password-less sudo, with apt-get), and exports CHROMIUM_PATH. Playwright
# cannot download its own browser here, so the tests use the system's.
set -euo pipefail

find_chromium() {
  if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then echo "$CHROMIUM_PATH"; return; fi
  for name in chromium chromium-browser google-chrome-stable google-chrome; do
    if command -v "$name" >/dev/null 2>&1; then command -v "$name"; return; fi
  done
}

chromium_path="$(find_chromium || true)"
if [ -z "$chromium_path" ]; then
  sudo_cmd=""
  if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then sudo_cmd="sudo"; fi
  if command -v apt-get >/dev/null 2>&1 && { [ "$(id -u)" -eq 0 ] || [ -n "$sudo_cmd" ]; }; then
    echo "browser: Chromium is missing; installing Debian's chromium package (once)" >&2
    $sudo_cmd apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium >/dev/null
    chromium_path="$(find_chromium || true)"
  fi
fi
if [ -z "$chromium_path" ]; then
  cat >&2 <<'MSG'
browser: the browser tests need Chromium, and this machine has none that the tests can find.
  Install it (on Debian or Ubuntu: sudo apt-get install chromium), or point CHROMIUM_PATH at a
  Chromium or Chrome binary, then run the command again.
MSG
  exit 1
fi
export CHROMIUM_PATH="$chromium_path"
echo "browser: using $CHROMIUM_PATH" >&2
