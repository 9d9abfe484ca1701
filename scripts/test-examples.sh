#!/usr/bin/env bash
# The examples as users get them: packs the packages (run after `pnpm build`), publishes them to a local
# registry (scripts/registry.mjs) and installs them from it into examples/next-app, examples/vite-react18 and
# examples/expo-app with npm (never workspace links: scripts/install-examples.sh), then runs
# the Playwright e2e of the first two: its global setup starts the packed sandbox, builds the app with no
# VERIFRAME_* variable in the environment, serves it and drives the journeys to outcomes the service confirms.
# The Next.js app is the one docs/guide/nextjs.md builds: scripts/follow-nextjs-guide.mjs follows the guide
# into .guide-app/ (its files and install lines with --install, then its build and start with --run) and
# runs examples/next-app's e2e against it.
# Usage: scripts/test-examples.sh [--install | --e2e] [report-dir]
#   (no flag: both phases; --install: pack and install only; --e2e: the e2e of what --install left.
#   test-all.sh runs --install in the background, since npm mostly waits on the network, then --e2e.)
#   Playwright JSON reports land in report-dir for the summary.
set -euo pipefail
cd "$(dirname "$0")/.."
phase=all
case "${1:-}" in --install) phase=install && shift ;; --e2e) phase=e2e && shift ;; esac
reports="${1:-$PWD/.test-reports}"
mkdir -p "$reports"
export NEXT_TELEMETRY_DISABLED=1
source scripts/pins/npm-pin.sh # npm resolves as of the committed date (or today's under `pnpm test:latest`)
examples=(next-app vite-react18 next-minimal)

if [ "$phase" != e2e ]; then
  node scripts/check-readme-examples.mjs
  node scripts/pack-packages.mjs >/dev/null
  # The installs reach the packed packages as if published: a local registry (scripts/registry.mjs: Verdaccio
  # in a temporary folder, @veriframe/* only) lives for them alone and stops when they end, whatever happens.
  started=$SECONDS
  node scripts/registry.mjs --exec -- bash scripts/install-examples.sh "${examples[@]}"
  echo "examples: installs (registry included) in $((SECONDS - started)) s"
  node scripts/pins/check-installed.mjs # the versions docs/reference/tested-versions.md lists
fi
[ "$phase" = install ] && exit 0

status=0
for example in "${examples[@]}"; do
  dir="examples/$example"
  started=$SECONDS
  if [ "$example" = next-app ]; then
    PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright-example-$example.json" \
      node scripts/follow-nextjs-guide.mjs --run "$PWD/.guide-app" -- --reporter=list,json || status=1
  else
    (cd "$dir" && PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright-example-$example.json" \
      npx --no-install playwright test --reporter=list,json) || status=1
  fi
  echo "examples/$example: build and e2e in $((SECONDS - started)) s"
done
exit "$status"
