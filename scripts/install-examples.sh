#!/usr/bin/env bash
# The examples' npm installs, all at once (each mostly waits on the registry: a cold npm cache on a fresh
# machine), for scripts/test-examples.sh, which runs this under `node scripts/registry.mjs --exec`: npm's
# @veriframe scope then points at the local registry holding the packed packages, everything else comes from
# the npm registry. The Next.js guide's own install lines run word for word (scripts/follow-nextjs-guide.mjs).
# Usage: scripts/install-examples.sh <example>...   (folders of examples/ installed with a plain npm install)
set -euo pipefail
cd "$(dirname "$0")/.."
pids=()
for example in "$@"; do
  dir="examples/$example"
  # The packages keep their version from one pack to the next, and npm keeps an installed copy that matches
  # it: the installed copies (and any lockfile) go first.
  rm -rf "$dir/node_modules/@veriframe" "$dir/package-lock.json"
  (cd "$dir" && npm install --no-audit --no-fund --no-package-lock --loglevel=error &&
    echo "examples/$example: npm install done") &
  pids+=($!)
done
# The Expo example's install too (its checks are examples/expo-app/run.sh --check, a step of its own).
bash examples/expo-app/run.sh --install &
pids+=($!)
node scripts/follow-nextjs-guide.mjs --install "$PWD/.guide-app" &
pids+=($!)
for pid in "${pids[@]}"; do wait "$pid"; done
