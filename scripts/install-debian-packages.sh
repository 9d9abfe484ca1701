#!/usr/bin/env bash
# Sourced by scripts/ensure-*.sh: installs Debian packages that a test step needs and this machine lacks.
#   install_debian_packages "<what they are for>" "<what to install by hand without apt>" package...
# Exits the calling script: 0 once installed, 1 (with the hint) where there is no apt-get.
# apt's package lists are refreshed only when there are none or an install from them fails (stale lists).
install_debian_packages() {
  local purpose="$1" hint="$2"
  shift 2
  if command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's $* for $purpose..."
    local sudo=""
    if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
    local install=($sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@")
    if compgen -G '/var/lib/apt/lists/*_Packages*' >/dev/null && "${install[@]}" >/dev/null 2>&1; then exit 0; fi
    $sudo apt-get update -qq
    "${install[@]}" >/dev/null
    exit 0
  fi
  echo "Missing $*: $hint" >&2
  exit 1
}
