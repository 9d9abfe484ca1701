#!/usr/bin/env bash
# The Expo example as the suite checks it, from the packed packages (.packs/*.tgz, scripts/pack-packages.mjs,
# after `pnpm build`) published to a local registry (scripts/registry.mjs: the one npm_config_@veriframe:registry
# names, or one of its own), never workspace links: npm install, its type check, its Jest tests (the app against
# server.mjs and the packed sandbox) and the JavaScript bundles for Android and iOS (`expo export`), which must
# hold no server credential. Each part prints its CPU and wall seconds.
# Usage: examples/expo-app/run.sh [--install | --check]
#   (no flag: both; --install: npm install only, mostly waiting on the network; --check: the rest.)
set -euo pipefail
cd "$(dirname "$0")"
phase=all
case "${1:-}" in --install) phase=install ;; --check) phase=check ;; esac
timed() { local name=$1 && shift && /usr/bin/time -f "examples/expo-app: $name %U+%S s CPU, %e s wall" "$@"; }
export CI=1 EXPO_NO_TELEMETRY=1

if [ "$phase" != check ]; then
  # Pinned to the committed date, @veriframe from the local registry, as every example installs.
  timed install bash ../../scripts/install-example.sh examples/expo-app
fi
[ "$phase" = install ] && exit 0

timed typecheck npx --no-install tsc --noEmit
# EXPO_JEST_REPORT: where the test command wants Jest's JSON report (scripts/summarize-tests.mjs reads it).
timed tests npx --no-install jest --ci --runInBand ${EXPO_JEST_REPORT:+--json "--outputFile=$EXPO_JEST_REPORT"}
# A release bundle, configured as a release would be (https, placeholders that resolve nowhere): the
# EXPO_PUBLIC_* values are inlined, and finding them below shows the search reads Hermes bytecode.
out="$(mktemp -d "${TMPDIR:-/tmp}/veriframe-expo-export.XXXXXX")"
trap 'rm -rf "$out"' EXIT
EXPO_PUBLIC_VERIFRAME_PROXY_URL=https://proxy.example.invalid/api/veriframe \
  EXPO_PUBLIC_VERIFRAME_HOSTED_ORIGIN=https://verify.example.invalid \
  timed export npx --no-install expo export --platform android --platform ios --output-dir "$out" >/dev/null
node -e '
  const { fileMetadata } = require(process.argv[1] + "/metadata.json");
  for (const platform of ["android", "ios"])
    if (!fileMetadata[platform]?.bundle) throw new Error(`expo export wrote no ${platform} bundle`);
' "$out"
status=0
for platform in android ios; do
  bundle=$(find "$out/_expo/static/js/$platform" -type f -name 'index-*' | head -1)
  if ! grep -qaF proxy.example.invalid "$bundle"; then
    echo "examples/expo-app: the $platform bundle lacks the proxy URL it was built with" >&2 && status=1
  fi
  # The sandbox's default credentials (what server.mjs --sandbox hands the proxy) are the canaries.
  for secret in sandbox-secret sandbox-pass sandbox-audit-pass sandbox-vpin-token sandbox-webhook-secret; do
    if grep -qaF -- "$secret" "$bundle"; then
      echo "examples/expo-app: credential \"$secret\" found in the $platform bundle" >&2 && status=1
    fi
  done
  echo "examples/expo-app: $platform bundle $(wc -c <"$bundle") bytes"
done
[ "$status" -eq 0 ] && echo "examples/expo-app: both bundles built, no server credential in them"
exit "$status"
