#!/usr/bin/env bash
# `pnpm check`: the whole test suite on installed dependencies (`npm test` installs them first), then
# each task's time, passed or failed, from turbo's summaries of its runs.
set -uo pipefail
cd "$(dirname "$0")/.."
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1
status=0
# The builds first, then two turbo runs side by side, two tasks at a time each (decision 0090): the
# browser suites, which spend most of their time waiting on pages, with the checks of the built apps;
# and every other task. Each run keeps its own summary; the table reads both. `--continue`: a failure
# does not stop the other tasks, so a run reports every failure and stops no browser suite half way
# (which would leave its servers running on their ports).
started="$(date +%s%3N)"
check() { pnpm exec turbo run "$@" --concurrency=2 --continue=dependencies-successful --summarize; }
check build || status=$?
check e2e release:check topology:check &
browser=$!
check lint typecheck test storybook:build third-brand || status=$?
wait "$browser" || status=$?
node scripts/task-times.mjs "$started" || true
exit "$status"
