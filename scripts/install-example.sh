#!/usr/bin/env bash
# npm install of one example folder as the test command does it: resolved as of the committed date
# (scripts/pins/npm-pin.sh; `pnpm test:latest` runs it unpinned), with npm's @veriframe scope on the local
# registry holding the packed packages (scripts/registry.mjs --exec: the one npm_config_@veriframe:registry
# names, or one started for this install). Used by scripts/install-examples.sh, examples/expo-app/run.sh and
# `pnpm test:latest`. Usage: scripts/install-example.sh <examples/NAME>
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/pins/npm-pin.sh # npm resolves as of the committed date (or today's under `pnpm test:latest`)
dir="$1"
# The packages keep their version from one pack to the next, and npm keeps an installed copy that matches it:
# the installed copies (and any lockfile) go first.
rm -rf "$dir/node_modules/@veriframe" "$dir/package-lock.json"
npm_pin_reset_node_modules "$dir"
registry="$PWD/scripts/registry.mjs"
(cd "$dir" && node "$registry" --exec -- \
  npm install --no-audit --no-fund --no-package-lock --loglevel=error)
npm_pin_stamp_node_modules "$dir"
echo "$dir: npm install done"
