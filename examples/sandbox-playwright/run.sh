#!/usr/bin/env bash
# Creates a user's repo from scratch OUTSIDE the workspace (a temp dir: no workspace links, no parent
# node_modules), installs the packed packages (.packs/*.tgz from scripts/pack-packages.mjs) with npm as a user
# would, from a local registry holding them as if published (scripts/registry.mjs), and runs its Playwright
# test. Run after `pnpm build && node scripts/pack-packages.mjs`.
# SANDBOX_EXAMPLE_REPO=<dir>: make the repo there (emptied first) and keep it (`pnpm test:latest` reads it).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
packs="$root/.packs"
source "$root/scripts/pins/npm-pin.sh" # npm resolves as of the committed date (unpinned under test:latest)
for name in core server sandbox; do
  [ -f "$packs/veriframe-$name.tgz" ] || { echo "missing $packs/veriframe-$name.tgz: run pnpm build && node scripts/pack-packages.mjs" >&2; exit 1; }
done
if [ -n "${SANDBOX_EXAMPLE_REPO:-}" ]; then
  repo="$SANDBOX_EXAMPLE_REPO" && rm -rf "$repo" && mkdir -p "$repo"
else
  repo="$(mktemp -d "${TMPDIR:-/tmp}/veriframe-user-repo.XXXXXX")"
  trap 'rm -rf "$repo"' EXIT
fi
cp -R "$here/package.json" "$here/app.mjs" "$here/playwright.config.mjs" "$here/tests" "$repo/"
cd "$repo"
npm install --no-audit --no-fund --loglevel=error
node "$root/scripts/registry.mjs" --exec -- npm install --no-audit --no-fund --loglevel=error --save-dev \
  @veriframe/core @veriframe/server @veriframe/sandbox
# No browser download: the config uses the system Chromium (CHROMIUM_PATH or /usr/bin/chromium).
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npx --no-install playwright test "$@"
