#!/usr/bin/env bash
# `npm test`: installs everything (Node 24 and pnpm 12 when missing, the dependencies, Chromium for the
# browser tests) and runs the whole test suite (`scripts/check.sh`).
set -euo pipefail
source "$(dirname "$0")/toolchain.sh"
source "$ROOT/scripts/browser.sh"
cd "$ROOT"
if [ "${CI:-}" = "true" ]; then pnpm install --frozen-lockfile; else pnpm install; fi
exec bash scripts/check.sh
