#!/usr/bin/env bash
# Every test of the repo, in the order a failure is cheapest to find. Called by `pnpm test:all`.
# Two cores: steps overlap where one mostly waits. The system packages install in the background from the start
# (apt waits on the network and the disk, so lint, typecheck and build go on meanwhile), and the browser e2e
# (one worker, mostly waiting on pages and servers) runs beside Storybook's story tests.
set -euo pipefail
cd "$(dirname "$0")/.."
reports="$PWD/.test-reports"
logs="$reports/logs" # output of the background steps; the summary reads only $reports/*.json
rm -rf "$reports" && mkdir -p "$logs"
started=$SECONDS
step() { printf '\n=== %s (%ss)\n' "$*" "$((SECONDS - started))"; }

declare -A job_pid job_start
# Starts a step in the background, in a process group of its own, its output into $logs/NAME.log.
start_job() {
  local name=$1
  shift
  job_start[$name]=$SECONDS
  setsid "$@" >"$logs/$name.log" 2>&1 &
  job_pid[$name]=$!
}
# Waits for a background step, prints its output, and fails as it failed.
finish_job() {
  local name=$1 status=0
  wait "${job_pid[$name]}" || status=$?
  unset "job_pid[$name]"
  cat "$logs/$name.log"
  printf '=== %s: %s after %ss\n' "$name" "$([ "$status" = 0 ] && echo done || echo "FAILED ($status)")" \
    "$((SECONDS - job_start[$name]))"
  return "$status"
}
# Whatever happens, stop what still runs in the background, then end with one line that counts every test.
on_exit() {
  for pid in "${job_pid[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  node scripts/summarize-tests.mjs "$reports"
}
trap on_exit EXIT

step "system packages, in the background: chromium, redis, postgresql; then firefox-esr, webkit2gtk-driver, xvfb"
start_job packages bash -c 'bash scripts/ensure-chromium.sh && bash scripts/ensure-services.sh &&
  touch "$0/base-ready" && bash scripts/ensure-engines.sh' "$logs"
# Waits until the first three are there (the engines may still be installing).
wait_for_base_packages() {
  until [ -f "$logs/base-ready" ]; do
    if ! kill -0 "${job_pid[packages]}" 2>/dev/null; then finish_job packages; return 1; fi
    sleep 1
  done
}

step "lint (biome)"; pnpm run lint
step "typecheck"; pnpm run typecheck
step "build"; pnpm run build
# CI puts the spec in ../shared beside the clone: compare docs/spec-sections.md with it when it is there.
spec=../shared/spec/service-interface.md
step "README spec maps (each package's \"Where the spec lives\" table)"
if [ -f "$spec" ]; then VERIFRAME_SPEC="$spec" pnpm run check:spec-map; else pnpm run check:spec-map; fi
step "chromium, redis and postgresql installed"; wait_for_base_packages
step "examples from the packed packages (next build, vite build, their e2e)"; bash scripts/test-examples.sh "$reports"
step "package checks (publint, attw)"; pnpm run check:packages
step "sandbox Playwright drivers on the real hosted pages"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright-sandbox-drivers.json" pnpm --filter @veriframe/sandbox test:browser --reporter=list,json
# It installs the tarballs test-examples.sh packed above (nothing is built again in between).
step "user repo from scratch: packed sandbox + Playwright fixture (examples/sandbox-playwright)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright-sandbox-example.json" bash examples/sandbox-playwright/run.sh
step "unit and conformance tests (vitest)"
pnpm run test --reporter=default --reporter=json --outputFile.json="$reports/vitest-unit.json"
step "size budgets (size-limit)"; pnpm run size
step "storybook build, no credential in it"; pnpm run build-storybook --quiet && bash scripts/check-storybook-static.sh
step "firefox-esr, webkit2gtk-driver and xvfb installed"; finish_job packages

# The e2e (Chromium, then the key flows in Firefox and WebKit) beside the story tests; both run to the end.
step "browser e2e (playwright: chromium, firefox, webkit), in the background"
start_job e2e env PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright-e2e.json" pnpm run test:e2e --reporter=list,json
failed=0
step "storybook tests (vitest browser, a11y)"
pnpm run test:storybook --reporter=default --reporter=json --outputFile.json="$reports/vitest-storybook.json" ||
  failed=1
step "browser e2e: waiting for it"; finish_job e2e || failed=1
step "done in $((SECONDS - started))s"
exit "$failed"
