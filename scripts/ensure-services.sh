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
source "$(dirname "$0")/install-debian-packages.sh"
install_debian_packages "the store tests" "install redis-server and PostgreSQL (initdb, pg_ctl on PATH)." "${missing[@]}"
