#!/usr/bin/env bash
# Fails when the built Storybook (storybook-static/) holds a server credential. Stories run in the browser,
# so nothing secret may be bundled into them: the sandbox's default credentials are the canaries here.
# Usage: check-storybook-static.sh [--if-built] [dir]   (--if-built: skip quietly when there is no build)
set -euo pipefail
cd "$(dirname "$0")/.."

if_built=false
if [[ "${1:-}" == "--if-built" ]]; then if_built=true; shift; fi
dir="${1:-storybook-static}"

if [[ ! -d "$dir" ]]; then
  if $if_built; then echo "check-storybook-static: no $dir, skipped (run pnpm build-storybook)"; exit 0; fi
  echo "check-storybook-static: $dir not found; run pnpm build-storybook first" >&2
  exit 1
fi
if [[ ! -f "$dir/index.html" || ! -f "$dir/iframe.html" ]]; then
  echo "check-storybook-static: $dir is not a Storybook build (no index.html/iframe.html)" >&2
  exit 1
fi

secrets=(sandbox-secret sandbox-pass sandbox-audit-pass sandbox-vpin-token sandbox-webhook-secret)
found=0
for secret in "${secrets[@]}"; do
  # -F: fixed string, -a: read minified/binary bundles as text, -l: name the file only.
  if matches=$(grep -rlaF -- "$secret" "$dir"); then
    echo "check-storybook-static: credential \"$secret\" found in:" >&2
    echo "$matches" | sed 's/^/  /' >&2
    found=1
  fi
done
if [[ $found -ne 0 ]]; then exit 1; fi
echo "check-storybook-static: $(find "$dir" -type f | wc -l) files, no server credential"
