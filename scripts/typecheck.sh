#!/usr/bin/env bash
# `pnpm typecheck`: each file checked once. tsconfig.check.json is one program over the packages below, the e2e
# and the Storybook config (each package's own tsconfig would check core again through the development
# condition); every other workspace package (apps/demo, whose vite/client types must stay out of the packages,
# and any package added later) runs its own `typecheck` script beside it. Fails when any of them has an error.
set -uo pipefail
cd "$(dirname "$0")/.."
in_check_program=(@veriframe/core @veriframe/react @veriframe/sandbox @veriframe/server @veriframe/e2e)
others=(--filter '!veriframe') # the workspace root: this script
for name in "${in_check_program[@]}"; do others+=(--filter "!$name"); done
node node_modules/typescript/bin/tsc --noEmit -p tsconfig.check.json &
program=$!
pnpm -r --parallel "${others[@]}" --if-present run typecheck
rest=$?
wait "$program"
program=$?
[ "$program" = 0 ] && [ "$rest" = 0 ]
