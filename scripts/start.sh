#!/usr/bin/env bash
# `npm start`: installs everything and starts the product.
set -euo pipefail
source "$(dirname "$0")/toolchain.sh"
cd "$ROOT"
pnpm install
exec pnpm run dev
