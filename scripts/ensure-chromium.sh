#!/usr/bin/env bash
# Browser tests need a Chromium. Use one that is already there (CHROMIUM_PATH, Debian's, or a Playwright
# download); otherwise install Debian's package. Users elsewhere can run `pnpm exec playwright install chromium`.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if [ -x /usr/bin/chromium ]; then exit 0; fi
if ls "${PLAYWRIGHT_BROWSERS_PATH:-$HOME/.cache/ms-playwright}"/chromium-*/chrome-linux*/chrome >/dev/null 2>&1; then exit 0; fi
if command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium for browser tests..."
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  exit 0
fi
echo "No Chromium found. Run 'pnpm exec playwright install chromium' or set CHROMIUM_PATH." >&2
exit 1
