#!/usr/bin/env bash
# `pnpm typecheck`: two TypeScript programs side by side, each file checked once. tsconfig.check.json holds the
# packages, the e2e and the Storybook config; apps/demo has its own (its vite/client types stay out of the
# packages). Fails when either program has an error.
set -uo pipefail
cd "$(dirname "$0")/.."
tsc="node_modules/typescript/bin/tsc"
node "$tsc" --noEmit -p tsconfig.check.json &
packages=$!
node "$tsc" --noEmit -p apps/demo/tsconfig.json
demo=$?
wait "$packages"
packages=$?
[ "$packages" = 0 ] && [ "$demo" = 0 ]
