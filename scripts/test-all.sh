#!/usr/bin/env bash
# Every test of the repo, in the order a failure is cheapest to find. Called by `pnpm test:all`.
# Two cores: steps overlap where one mostly waits, and each step is waited for only where it is needed.
# - The system packages install in the background from the start (apt waits on the network and the disk):
#   Chromium is awaited before the first browser test, Redis and PostgreSQL before Vitest, Firefox, WebKit
#   and Xvfb before the e2e.
# - The examples' npm installs (the registry) run beside the package checks and the Storybook build.
# - The browser e2e (one worker, mostly waiting on pages and servers) runs beside Storybook's story tests.
# At the end it prints the time of every step (`time per step`), then one line that counts every test.
set -euo pipefail
cd "$(dirname "$0")/.."
reports="$PWD/.test-reports"
logs="$reports/logs" # output of the background steps; the summary reads only $reports/*.json
rm -rf "$reports" && mkdir -p "$logs"
started=$SECONDS
step_names=() step_starts=()
step() {
  step_names+=("$*")
  step_starts+=("$((SECONDS - started))")
  printf '\n=== %s (%ss)\n' "$*" "$((SECONDS - started))"
}

declare -A job_pid job_start job_took
job_order=()
# Starts a step in the background, in a process group of its own, its output into $logs/NAME.log.
start_job() {
  local name=$1
  shift
  job_start[$name]=$((SECONDS - started))
  job_order+=("$name")
  setsid "$@" >"$logs/$name.log" 2>&1 &
  job_pid[$name]=$!
}
# Waits for a background step, prints its output, and fails as it failed.
finish_job() {
  local name=$1 status=0
  wait "${job_pid[$name]}" || status=$?
  unset "job_pid[$name]"
  job_took[$name]=$((SECONDS - started - job_start[$name]))
  cat "$logs/$name.log"
  printf '=== %s: %s after %ss\n' "$name" "$([ "$status" = 0 ] && echo done || echo "FAILED ($status)")" \
    "${job_took[$name]}"
  return "$status"
}
# The table `time per step`: when each step started and how long it took (a foreground step lasts until the
# next one starts, so a wait for a background job is its own line), then the background jobs.
print_step_times() {
  local now=$((SECONDS - started)) i end name
  printf '\n=== time per step (seconds)\n%6s %6s  %s\n' start took step
  for i in "${!step_names[@]}"; do
    end=$now
    if [ $((i + 1)) -lt ${#step_names[@]} ]; then end=${step_starts[$((i + 1))]}; fi
    printf '%6s %6s  %s\n' "${step_starts[$i]}" "$((end - step_starts[i]))" "${step_names[$i]}"
  done
  for name in "${job_order[@]}"; do
    printf '%6s %6s  [background] %s\n' "${job_start[$name]}" "${job_took[$name]:--}" "$name"
  done
  printf '%6s %6s  total\n' 0 "$now"
}
# Whatever happens, stop what still runs in the background, then end with the step times and one line that
# counts every test.
on_exit() {
  for pid in "${job_pid[@]}"; do kill -- "-$pid" 2>/dev/null || true; done
  print_step_times | tee "$reports/step-times.txt"
  node scripts/summarize-tests.mjs "$reports"
}
trap on_exit EXIT

step "system packages, in the background: chromium; redis, postgresql; firefox-esr, webkit2gtk-driver, xvfb"
start_job packages bash -c 'bash scripts/ensure-chromium.sh && touch "$0/chromium-ready" &&
  bash scripts/ensure-services.sh && touch "$0/services-ready" && bash scripts/ensure-engines.sh' "$logs"
# Waits until the packages job has made $logs/$1 (the engines may still be installing).
wait_for_packages() {
  until [ -f "$logs/$1" ]; do
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
step "examples: README snippets, pack; npm installs and storybook build in the background"
start_job example-installs bash scripts/test-examples.sh --install "$reports"
start_job storybook-build bash -c 'pnpm run build-storybook --quiet && bash scripts/check-storybook-static.sh'
step "package checks (publint, attw)"; pnpm run check:packages
step "chromium installed"; wait_for_packages chromium-ready
step "examples: npm installs done"; finish_job example-installs
step "examples from the packed packages (next build, vite build, their e2e)"
bash scripts/test-examples.sh --e2e "$reports"
step "sandbox Playwright drivers on the real hosted pages"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright-sandbox-drivers.json" pnpm --filter @veriframe/sandbox test:browser --reporter=list,json
# It installs the tarballs test-examples.sh packed above (nothing is built again in between).
step "user repo from scratch: packed sandbox + Playwright fixture (examples/sandbox-playwright)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright-sandbox-example.json" bash examples/sandbox-playwright/run.sh
step "storybook build, no credential in it (started in the background)"; finish_job storybook-build
step "redis and postgresql installed"; wait_for_packages services-ready
# Vitest's default on two cores is one worker; two (one per core) took the unit tests from 200 s to 134 s on this
# idle 2-core machine (25 November 2026, 1,563 tests, all passing). Under a load of 10-30 two React tests that
# start the sandbox and the proxy outran the default 5 s timeout, so the React project allows 15 s.
step "unit and conformance tests (vitest)"
pnpm run test --maxWorkers=2 --reporter=default --reporter=json --outputFile.json="$reports/vitest-unit.json"
step "size budgets (size-limit)"; pnpm run size
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
