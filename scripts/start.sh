#!/usr/bin/env bash
# Installs (when needed), builds the web app and the server, and serves web + API + socket on one port
# (PORT, default 8080) from the compiled server; `npm run dev` runs the TypeScript source under tsx instead.
# Mode: NODE_ENV unset is development (127.0.0.1 only, development keys, demo data, no dev routes);
# NODE_ENV=production is a real deployment and needs SIGN_KEY and TOKEN_SECRET (README, "Running for real").
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "${NODE_ENV:-}" = production ] && { [ -z "${SIGN_KEY:-}" ] || [ -z "${TOKEN_SECRET:-}" ]; }; then
  # Said before the build rather than after it: the server would refuse the development keys anyway.
  echo "NODE_ENV=production needs SIGN_KEY and TOKEN_SECRET (see README, Running for real)." >&2
  exit 78
fi
echo "Starting in ${NODE_ENV:-development} mode (README: Quick start, Running for real)." >&2
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi
node scripts/check-node.mjs >/dev/null
VITE_SIGN_KEY="${SIGN_KEY:-haiwai-dev-sign-key}" npm run -s build -w apps/web
npm run -s build -w apps/server
exec node apps/server/dist/main.js
