#!/bin/bash
# Compiles the benchmarks (and what they import from src/ and test/lab/) into node_modules/.cache/sealos-action-bench/js, then runs one.
# Usage: bash bench/run.sh <copy-tree|copy-knobs|fan-out|relay|mirror-registry|layers|pull|image-cache> [args...]
set -euo pipefail
cd "$(dirname "$0")/.."
name=${1:?usage: bash bench/run.sh <benchmark> [args...]}
shift
node_modules/.bin/tsc -p bench/tsconfig.json
# The lab starts its hosts with a shell script that lives beside sshd-lab.ts; the test cluster images are
# built from test/fixtures (bench/relay.ts).
cp test/lab/*.sh node_modules/.cache/sealos-action-bench/js/test/lab/
rm -rf node_modules/.cache/sealos-action-bench/js/test/fixtures
cp -r test/fixtures node_modules/.cache/sealos-action-bench/js/test/
exec node "node_modules/.cache/sealos-action-bench/js/bench/$name.js" "$@"
