#!/usr/bin/env bash
# `pnpm check`: the whole test suite on installed dependencies (`npm test` installs them first), then
# each task's time, passed or failed, from turbo's summaries of its runs.
set -uo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1
started="$(date +%s%3N)"
status=0
check() { pnpm exec turbo run "$@" --summarize; }
# The browser suites, the longest tasks, start as soon as the two brand apps are built and run beside
# the other checks, two at a time (decision 0089). The checks that read the apps' builds come last, when
# the browser suites no longer serve them.
(check build --filter=@jobsite/management --filter=@jobsite/technology --concurrency=2 &&
  check e2e --concurrency=2) &
browser=$!
check lint typecheck test storybook:build third-brand --concurrency=2 || status=$?
wait "$browser" || status=$?
check release:check topology:check --concurrency=2 || status=$?
node scripts/task-times.mjs "$started" || true
exit "$status"
