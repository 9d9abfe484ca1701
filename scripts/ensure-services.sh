#!/usr/bin/env bash
# Store tests run real redis-server and PostgreSQL on loopback. Use the binaries that are there (PATH, or
# Debian's /usr/lib/postgresql/<v>/bin); otherwise install Debian's packages. The test setup starts and stops them.
set -euo pipefail
have_postgres() {
  command -v initdb >/dev/null 2>&1 && command -v pg_ctl >/dev/null 2>&1 && return 0
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1
}
missing=()
command -v redis-server >/dev/null 2>&1 || missing+=(redis-server)
have_postgres || missing+=(postgresql)
[ ${#missing[@]} -eq 0 ] && exit 0
if command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's ${missing[*]} for the store tests..."
  SUDO=""
  if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing ${missing[*]}: install redis-server and PostgreSQL (initdb, pg_ctl on PATH)." >&2
exit 1
