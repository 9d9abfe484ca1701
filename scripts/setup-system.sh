#!/usr/bin/env bash
# Installs what the tests need from the system, and nothing that is already there: Chromium (browser tests),
# redis-server and PostgreSQL (store tests), Firefox ESR, WebKitWebDriver and Xvfb (cross-engine e2e).
# Idempotent: on a machine that has everything it only looks, and apt's package lists are refreshed only when
# an install needs them. `pnpm setup:system` runs it alone; `pnpm test:all` runs it in the background.
# Usage: scripts/setup-system.sh [ready-dir]
#   With ready-dir, it touches chromium-ready, services-ready and engines-ready there as each group is in place,
#   so the test command waits for exactly the group a step needs.
set -euo pipefail
cd "$(dirname "$0")"
ready="${1:-}"
for group in chromium services engines; do
  bash "ensure-$group.sh"
  if [ -n "$ready" ]; then touch "$ready/$group-ready"; fi
done
echo "system packages: all in place"
