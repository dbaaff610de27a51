#!/usr/bin/env bash
# The API suite (apps/api vitest: SQLite, and PostgreSQL when TEST_DATABASE_URL is set) on another Node major,
# by default 24, the production target (docs/decisions/0001-runtime.md). Run after `npm install`:
#
#   .ci/api-suite-on-node.sh [major]
#
# It runs in a temporary copy of this checkout (sources and node_modules), so the run's builds and caches never
# touch the checkout, and nothing in the Node 20 tree is rebuilt (ENVIRONMENT.md: one node_modules never serves
# two Node versions' native builds). The one version-bound addon, better-sqlite3 12, is never loaded there:
# on Node 22 and later src/db/sqlite-driver.ts loads better-sqlite3 13 instead, a Node-API prebuild
# (docs/decisions/0001-runtime.md). Node comes from the npm registry's `node-linux-<arch>` package.
set -euo pipefail

major="${1:-24}"
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
log() { printf 'api-suite-on-node: %s\n' "$*" >&2; }

case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64 | arm64) arch=arm64 ;;
  *)
    log "no node-linux package for $(uname -m)"
    exit 1
    ;;
esac
if [[ ! -d "$root/node_modules" ]]; then
  log "run npm install first: the copy starts from this checkout's node_modules"
  exit 1
fi

work="$(mktemp -d "${TMPDIR:-/tmp}/node$major-api.XXXXXX")"
trap 'rm -rf "$work"' EXIT

started=$SECONDS
(cd "$work" && npm pack --silent "node-linux-$arch@$major" >/dev/null)
mkdir "$work/node"
tar -xzf "$work"/node-linux-"$arch"-*.tgz -C "$work/node" --strip-components=1
rm -f "$work"/node-linux-"$arch"-*.tgz
log "Node $("$work/node/bin/node" --version) in $((SECONDS - started))s"

# Build outputs, databases and caches stay behind: the copy builds and creates its own.
started=$SECONDS
mkdir "$work/repo"
tar -C "$root" -cf - --anchored --no-wildcards-match-slash \
  --exclude=./.git --exclude=./data --exclude='./apps/*/dist' --exclude='./packages/*/dist' \
  --exclude=./node_modules/.vite --exclude=./node_modules/.cache \
  --exclude=./test-results --exclude=./playwright-report --exclude=./coverage \
  . | tar -C "$work/repo" -xf -
log "checkout and node_modules copied in $((SECONDS - started))s"

cd "$work/repo/apps/api"
export PATH="$work/node/bin:$PATH"
node ../../node_modules/vitest/vitest.mjs run
