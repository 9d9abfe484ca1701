#!/usr/bin/env bash
# npm install of one example folder from the packed tarballs, as the test command does it (scripts/
# test-examples.sh; `pnpm test:latest` runs it unpinned). Usage: scripts/install-example.sh <examples/NAME>
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/pins/npm-pin.sh # npm resolves as of the committed date (or today's under `pnpm test:latest`)
dir="$1"
# The tarballs change with every pack and npm keys an installed file: spec by its integrity, so the installed
# copies (and any lockfile) go first.
rm -rf "$dir/node_modules/@veriframe" "$dir/package-lock.json"
npm_pin_reset_node_modules "$dir"
(cd "$dir" && npm install --no-audit --no-fund --no-package-lock --loglevel=error)
npm_pin_stamp_node_modules "$dir"
echo "$dir: npm install done"
