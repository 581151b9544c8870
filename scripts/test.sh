#!/usr/bin/env bash
# `npm test`: installs everything (Node 24 and pnpm 12 when missing, the dependencies, Chromium for the
# browser tests) and runs the whole test suite.
set -euo pipefail
source "$(dirname "$0")/toolchain.sh"
source "$ROOT/scripts/browser.sh"
cd "$ROOT"
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1
if [ "${CI:-}" = "true" ]; then pnpm install --frozen-lockfile; else pnpm install; fi
# Each task's time is printed at the end, passed or failed, from turbo's summary of the run.
status=0
pnpm run check --summarize || status=$?
node scripts/task-times.mjs || true
exit "$status"
