#!/usr/bin/env bash
# The test command's npm installs, all at once (each mostly waits on the registry: a cold npm cache on a fresh
# machine): each example folder (scripts/install-example.sh), the Expo example (its run.sh --install; its
# checks are run.sh --check, a step of its own) and the Next.js guide's own install lines, word for word
# (scripts/follow-nextjs-guide.mjs). scripts/test-examples.sh runs this under `node scripts/registry.mjs
# --exec`, so all of them share one local registry. Usage: scripts/install-examples.sh <example>...
set -euo pipefail
cd "$(dirname "$0")/.."
pids=()
for example in "$@"; do
  bash scripts/install-example.sh "examples/$example" &
  pids+=($!)
done
bash examples/expo-app/run.sh --install &
pids+=($!)
node scripts/follow-nextjs-guide.mjs --install "$PWD/.guide-app" &
pids+=($!)
for pid in "${pids[@]}"; do wait "$pid"; done
