#!/usr/bin/env bash
# `npm test`: installs everything and runs the whole test suite.
set -euo pipefail
source "$(dirname "$0")/toolchain.sh"
cd "$ROOT"
if [ "${CI:-}" = "true" ]; then pnpm install --frozen-lockfile; else pnpm install; fi
pnpm run check
