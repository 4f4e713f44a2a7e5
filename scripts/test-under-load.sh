#!/usr/bin/env bash
# The unit suite under load: two busy processes (one per core of a 2-core CI runner) spin while the unit
# project runs, as other work would load a shared machine. It must pass all the same: no unit test may depend
# on timing, and the limits must fit tests that spawn processes. The busy processes end with the script.
#   scripts/test-under-load.sh [vitest args...]
set -euo pipefail
cd "$(dirname "$0")/.."

busy=()
stop_busy() {
  for pid in "${busy[@]}"; do kill "$pid" 2>/dev/null || true; done
}
trap stop_busy EXIT
for _ in 1 2; do
  node -e 'for (;;) {}' &
  busy+=("$!")
done
echo "test-under-load: busy processes ${busy[*]} on $(nproc) core(s)"
node_modules/.bin/vitest run --project unit --reporter=dot "$@"
