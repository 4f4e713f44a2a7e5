#!/usr/bin/env bash
# The main job on an embedded default: a local demo lab (3 SSH hosts in network namespaces, a registry), a
# cluster created on it by the CLI. Needs root.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
node scripts/build.mjs
exec node_modules/.bin/tsx demo/lab-demo.ts
