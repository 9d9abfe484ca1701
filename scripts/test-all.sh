#!/usr/bin/env bash
# Every test of the repo, in the order a failure is cheapest to find. Called by `pnpm test:all`; CI runs it.
# Two cores: steps overlap only where one mostly waits (apt and npm on the network, a browser on its pages).
# The system packages install in the background from the start (scripts/setup-system.sh) and each group is
# awaited just before the first step that needs it. The browser e2e in Chromium (one worker, the longest step)
# starts once the packages are built and runs beside every step after it; its Firefox and WebKit part starts
# once the examples are built (it serves the Next example) and those engines are there. Vitest starts after the
# examples and runs beside everything after it; the Storybook tests come last. Step bookkeeping:
# scripts/test-steps.sh. At the end: the time of every step, one line that counts every test, and after a
# failure the step, the tests and their reruns.
set -euo pipefail
cd "$(dirname "$0")/.."
reports="$PWD/.test-reports" logs="$PWD/.test-reports/logs"
rm -rf "$reports" && mkdir -p "$logs"
source scripts/test-steps.sh
trap on_exit EXIT
# CI puts the spec beside the clone: the README spec maps are checked against it when it is there.
if [ -f ../shared/spec/service-interface.md ]; then export VERIFRAME_SPEC=../shared/spec/service-interface.md; fi
pw_json() { env PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright-$1.json" "${@:2}" --reporter=list,json; }
vitest_json() { pnpm run "$2" --reporter=default --reporter=json --outputFile.json="$reports/vitest-$1.json" "${@:3}"; }

start_job system-packages bash scripts/setup-system.sh "$logs" # chromium, then redis + postgresql, then engines
step "lint (biome)" pnpm run lint
step "typecheck" pnpm run typecheck
step "build" pnpm run build
step "API reports (each entry's built API = packages/*/api; a changed one has a changeset)" pnpm run api:check
step "chromium installed" wait_ready chromium
# Its own stack (sandbox, proxy, demo build in a temporary directory) and output directory: the Firefox and
# WebKit part below runs beside it on another stack, so the clock project waits for Chromium's tests only.
start_job e2e env VERIFRAME_E2E_ENGINES_APART=1 VERIFRAME_E2E_OUTPUT=test-results/chromium \
  PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright-e2e.json" \
  pnpm run test:e2e --project chromium --project clock --reporter=list,json
step "docs spec maps (docs/reference/spec-map.md against the spec)" pnpm run check:spec-map
step "docs site (links, example blocks, snippets typecheck, README entry points; TypeDoc; VitePress build, dead links fail)" pnpm run docs:build
start_job example-installs bash scripts/test-examples.sh --install "$reports" # README snippets, pack, local registry, npm
start_job storybook-build bash -c 'pnpm run build-storybook --quiet && bash scripts/check-storybook-static.sh'
step "package checks (publint, attw)" pnpm run check:packages
step "examples: npm installs done" finish_job example-installs
step "examples from the packed packages (next build, vite build, their e2e)" \
  bash scripts/test-examples.sh --e2e "$reports"
# Redis and PostgreSQL install before the engines (scripts/setup-system.sh), so this wait is short.
step "redis and postgresql installed" wait_ready services
# = pnpm test (three workers per two cores): it takes the place of the Chromium e2e, which has ended about here,
# and runs beside every step after it.
start_job unit pnpm run test --reporter=default --reporter=json --outputFile.json="$reports/vitest-unit.json"
step "firefox-esr, webkit2gtk-driver and xvfb installed" wait_ready engines
# After the examples: the other engines serve the Next example's build again (e2e/cross-engine/next-app.ts).
start_job e2e-engines env VERIFRAME_E2E_OUTPUT=test-results/engines \
  PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright-e2e-engines.json" \
  pnpm run test:e2e --project firefox --project webkit --reporter=list,json
step "Expo example from the packed packages (tsc, jest, expo export android + ios, no credential)" \
  env EXPO_JEST_REPORT="$reports/jest-expo-app.json" bash examples/expo-app/run.sh --check
step "react-native package (jest over the real sandbox and proxy)" \
  pnpm --filter @veriframe/react-native exec jest --json --outputFile="$reports/jest-react-native.json"
step "sandbox Playwright drivers on the real hosted pages" \
  pw_json sandbox-drivers pnpm --filter @veriframe/sandbox test:browser
step "user repo from scratch: packed sandbox + Playwright fixture" \
  pw_json sandbox-example bash examples/sandbox-playwright/run.sh # installs the packages packed above, from a registry
step "storybook build, no credential in it" finish_job storybook-build
step "size budgets (size-limit)" pnpm run size
check "browser e2e in Chromium: waiting for it" finish_job e2e
check "storybook tests (vitest browser, a11y)" vitest_json storybook test:storybook
check "browser e2e in Firefox and WebKit: waiting for it" finish_job e2e-engines
check "unit and conformance tests (vitest): waiting for them" finish_job unit
begin_step "done in $((SECONDS - started))s"
exit "$failed"
