#!/usr/bin/env bash
# Every test of the repo, in the order a failure is cheapest to find. Called by `pnpm test:all`.
set -euo pipefail
cd "$(dirname "$0")/.."
reports="$PWD/.test-reports"
rm -rf "$reports" && mkdir -p "$reports"
started=$SECONDS
step() { printf '\n=== %s (%ss)\n' "$*" "$((SECONDS - started))"; }
# Whatever happens, end with one line that counts every test that ran.
trap 'node scripts/summarize-tests.mjs "$reports"' EXIT

step "browser"; bash scripts/ensure-chromium.sh
step "redis and postgresql"; bash scripts/ensure-services.sh
step "lint (biome)"; pnpm run lint
step "typecheck"; pnpm run typecheck
step "build"; pnpm run build
# CI puts the spec in ../shared beside the clone: compare docs/spec-sections.md with it when it is there.
spec=../shared/spec/service-interface.md
step "README spec maps (each package's \"Where the spec lives\" table)"
if [ -f "$spec" ]; then VERIFRAME_SPEC="$spec" pnpm run check:spec-map; else pnpm run check:spec-map; fi
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
step "storybook tests (vitest browser, a11y)"
pnpm run test:storybook --reporter=default --reporter=json --outputFile.json="$reports/vitest-storybook.json"
step "storybook build, no credential in it"; pnpm run build-storybook --quiet && bash scripts/check-storybook-static.sh
step "browser e2e (playwright)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$reports/playwright-e2e.json" pnpm run test:e2e --reporter=list,json
step "done in $((SECONDS - started))s"
