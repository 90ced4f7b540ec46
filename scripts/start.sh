#!/usr/bin/env bash
# Installs (when needed), builds the web app and serves web + API + socket on one port (PORT, default 8080).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
node scripts/check-node.mjs >/dev/null
VITE_SIGN_KEY="${SIGN_KEY:-haiwai-dev-sign-key}" npm run -s build -w apps/web
exec node --import tsx apps/server/src/main.ts
