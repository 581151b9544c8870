#!/usr/bin/env bash
# `npm start`: installs everything, builds the brand sites and starts the product: the API on its
# embedded database (seeded on first start) and both brand sites.
set -euo pipefail
source "$(dirname "$0")/toolchain.sh"
cd "$ROOT"
export TURBO_TELEMETRY_DISABLED=1 STORYBOOK_DISABLE_TELEMETRY=1
pnpm install
pnpm turbo run build --filter=@jobsite/management --filter=@jobsite/technology
exec node scripts/run-product.mjs start
