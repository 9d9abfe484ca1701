#!/usr/bin/env bash
# Browser tests need a Chromium. Use one that is already there (CHROMIUM_PATH, Debian's, or a Playwright
# download); otherwise install Debian's package. Users elsewhere can run `pnpm exec playwright install chromium`.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
if ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-*/chrome-linux*/chrome >/dev/null 2>&1; then exit 0; fi
source "$(dirname "$0")/install-debian-packages.sh"
install_debian_packages "browser tests" "run 'pnpm exec playwright install chromium' or set CHROMIUM_PATH." chromium
