#!/usr/bin/env bash
# Every test of the repo, in the order a failure is cheapest to find. Called by `pnpm test:all`.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n=== %s\n' "$*"; }

step "browser"; bash scripts/ensure-chromium.sh
step "lint (biome)"; pnpm run lint
step "typecheck"; pnpm run typecheck
step "build"; pnpm run build
step "package checks (publint, attw)"; pnpm run check:packages
step "unit and conformance tests (vitest)"; pnpm run test
step "size budgets (size-limit)"; pnpm run size
step "storybook tests (vitest browser, a11y)"; pnpm run test:storybook
step "browser e2e (playwright)"; pnpm run test:e2e
step "all green"
