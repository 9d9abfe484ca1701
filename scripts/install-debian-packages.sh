#!/usr/bin/env bash
# Sourced by scripts/ensure-*.sh: installs Debian packages that a test step needs and this machine lacks.
#   install_debian_packages "<what they are for>" "<what to install by hand without apt>" package...
# Exits the calling script: 0 once installed, 1 (with the hint) where there is no apt-get.
install_debian_packages() {
  local purpose="$1" hint="$2"
  shift 2
  if command -v apt-get >/dev/null 2>&1; then
    echo "Installing Debian's $* for $purpose..."
    local sudo=""
    if [ "$(id -u)" != "0" ]; then sudo="sudo"; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
    exit 0
  fi
  echo "Missing $*: $hint" >&2
  exit 1
}
