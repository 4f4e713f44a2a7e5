#!/usr/bin/env bash
# Regenerates the expected outputs of the renderer's differential corpus with real Go text/template + sprig.
# Go's minimal module compatibility (sprig/v3 -> sprig) only works for code inside a GOPATH, so the generator
# is copied into a throwaway GOPATH next to Debian's /usr/share/gocode and built offline.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
corpus="$(cd "${1:-$here/../fixtures/render/corpus}" && pwd)"
gopath="$(mktemp -d)"
trap 'rm -rf "$gopath"' EXIT
mkdir -p "$gopath/src/oracle"
cp "$here/main.go" "$gopath/src/oracle/main.go"
cd "$gopath/src/oracle"
GOPATH="$gopath:/usr/share/gocode" GO111MODULE=off GOFLAGS= GOCACHE="$gopath/cache" go build -o "$gopath/oracle" .
"$gopath/oracle" "$corpus"
