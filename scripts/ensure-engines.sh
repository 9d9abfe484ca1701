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
source "$(dirname "$0")/install-debian-packages.sh"
install_debian_packages "the cross-engine e2e" "install Firefox ESR, WebKitGTK's WebKitWebDriver and MiniBrowser, and Xvfb." "${missing[@]}"
