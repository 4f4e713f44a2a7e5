#!/usr/bin/env bash
# Tags a release from a clean tree: vX.Y.Z from package.json's version, and moves the major tag (v1 for 1.x,
# v2 for 2.x) to it. Refuses when the tree is dirty, dist/ is not a fresh build, the tag exists on another
# commit, or CHANGELOG.md has no section for the version. Pushing is the caller's (the release workflow pushes
# the tags and publishes the GitHub Release).
#   scripts/release.sh          tag
#   scripts/release.sh --notes  print the version's CHANGELOG section (the release notes), tag nothing
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "release: $*" >&2; exit 1; }

version=$(node -p "require('./package.json').version")
[[ $version =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || fail "package.json version \"$version\" is not X.Y.Z"
tag="v$version"
major="v${version%%.*}"
grep -q "^## \[$version\]" CHANGELOG.md || fail "CHANGELOG.md has no \"## [$version]\" section"

if [[ ${1:-} == --notes ]]; then
  # The lines under "## [X.Y.Z]" up to the next "## " heading, without the blank lines around them.
  awk -v heading="## [$version]" '
    index($0, heading) == 1 { inside = 1; next }
    inside && /^## / { exit }
    inside { lines[++n] = $0 }
    END {
      first = 1; while (first <= n && lines[first] ~ /^[[:space:]]*$/) first++
      last = n; while (last >= first && lines[last] ~ /^[[:space:]]*$/) last--
      for (i = first; i <= last; i++) print lines[i]
    }' CHANGELOG.md
  exit 0
fi
[[ -z ${1:-} ]] || fail "unknown argument \"$1\" (none, or --notes)"

[[ -z $(git status --porcelain) ]] || fail "the tree has changes; commit or stash them first"

node scripts/build.mjs >/dev/null
if [[ -n $(git status --porcelain -- dist) ]]; then
  git checkout -q -- dist && git clean -qfd -- dist
  fail "dist/ is not a fresh build of this commit: run \`npm run build\` and commit dist/"
fi

head=$(git rev-parse HEAD)
if existing=$(git rev-parse -q --verify "refs/tags/$tag^{commit}"); then
  [[ $existing == "$head" ]] || fail "$tag already tags $existing, not HEAD $head"
else
  git tag -a "$tag" -m "sealos-action $tag"
fi
git tag -f -a "$major" -m "sealos-action $major → $tag" "$head" >/dev/null
echo "release: $tag and $major at $head"
