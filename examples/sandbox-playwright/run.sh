#!/usr/bin/env bash
# Creates a user's repo from scratch OUTSIDE the workspace (a temp dir: no workspace links, no parent
# node_modules), installs the packed packages (.packs/*.tgz from scripts/pack-packages.mjs) with npm as a user
# would, from a local registry holding them as if published (scripts/registry.mjs), and runs its Playwright
# test. Run after `pnpm build && node scripts/pack-packages.mjs`.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
packs="$root/.packs"
for name in core server sandbox; do
  [ -f "$packs/veriframe-$name.tgz" ] || { echo "missing $packs/veriframe-$name.tgz: run pnpm build && node scripts/pack-packages.mjs" >&2; exit 1; }
done
repo="$(mktemp -d "${TMPDIR:-/tmp}/veriframe-user-repo.XXXXXX")"
trap 'rm -rf "$repo"' EXIT
cp -R "$here/package.json" "$here/app.mjs" "$here/playwright.config.mjs" "$here/tests" "$repo/"
cd "$repo"
npm install --no-audit --no-fund --loglevel=error
node "$root/scripts/registry.mjs" --exec -- npm install --no-audit --no-fund --loglevel=error --save-dev \
  @veriframe/core @veriframe/server @veriframe/sandbox
# No browser download: the config uses the system Chromium (CHROMIUM_PATH or /usr/bin/chromium).
PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npx --no-install playwright test "$@"
