#!/usr/bin/env bash
# The cross-engine e2e (e2e/cross-engine) needs Firefox and WebKit: Debian's firefox-esr (driven over WebDriver
# BiDi) and webkit2gtk-driver (WebKitWebDriver and MiniBrowser), with Xvfb for MiniBrowser, which has no headless
# mode. Use them when they are there (FIREFOX_PATH, MINIBROWSER_PATH), otherwise install Debian's packages.
set -euo pipefail
firefox="${FIREFOX_PATH:-/usr/bin/firefox-esr}"
minibrowser="${MINIBROWSER_PATH:-/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser}"
missing=()
[ -x "$firefox" ] || missing+=(firefox-esr)
{ command -v WebKitWebDriver >/dev/null 2>&1 && [ -x "$minibrowser" ]; } || missing+=(webkit2gtk-driver)
command -v xvfb-run >/dev/null 2>&1 || missing+=(xvfb)
command -v xauth >/dev/null 2>&1 || missing+=(xauth)
[ ${#missing[@]} -eq 0 ] && exit 0
if command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the cross-engine e2e..."
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing ${missing[*]}: install Firefox ESR, WebKitGTK's WebKitWebDriver and MiniBrowser, and Xvfb." >&2
exit 1
