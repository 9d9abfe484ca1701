#!/usr/bin/env bash
# The examples as users get them: packs the four packages (run after `pnpm build`), installs the tarballs
# into examples/next-app and examples/vite-react18 with npm (never workspace links), then runs each
# example's Playwright e2e: its global setup starts the packed sandbox, builds the app with no VERIFRAME_*
# variable in the environment, serves it and drives the journeys to outcomes the service confirms.
# Usage: scripts/test-examples.sh [report-dir]   (Playwright JSON reports land there for the summary)
set -euo pipefail
cd "$(dirname "$0")/.."
reports="${1:-$PWD/.test-reports}"
mkdir -p "$reports"
export NEXT_TELEMETRY_DISABLED=1

node scripts/check-readme-examples.mjs
node scripts/pack-packages.mjs >/dev/null
status=0
for example in next-app vite-react18; do
  dir="examples/$example"
  started=$SECONDS
  # The tarballs change with every pack and npm keys an installed file: spec by its integrity, so the
  # installed copies (and any lockfile) go first.
  rm -rf "$dir/node_modules/@veriframe" "$dir/package-lock.json"
  (cd "$dir" && npm install --no-audit --no-fund --no-package-lock --loglevel=error)
  (cd "$dir" && PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright-example-$example.json" \
    npx --no-install playwright test --reporter=list,json) || status=1
  echo "examples/$example: install, build and e2e in $((SECONDS - started)) s"
done
exit "$status"
