#!/usr/bin/env bash
# Installs (when needed), builds the web app and the server, and serves web + API + socket on one port
# (PORT, default 8080) from the compiled server; `npm run dev` runs the TypeScript source under tsx instead.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
node scripts/check-node.mjs >/dev/null
VITE_SIGN_KEY="${SIGN_KEY:-haiwai-dev-sign-key}" npm run -s build -w apps/web
npm run -s build -w apps/server
exec node apps/server/dist/main.js
