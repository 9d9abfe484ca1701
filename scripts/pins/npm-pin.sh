# Sourced (bash) by every script of the test command that runs `npm install`: exports npm_config_before, the
# committed resolution date (scripts/pins/npm-pin.mjs is the one place it comes from; see there), or unsets it
# under VERIFRAME_NPM_LATEST=1 (`pnpm test:latest`).
npm_pin_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
npm_pin_before="$(node "$npm_pin_dir/npm-pin.mjs")"
if [ -n "$npm_pin_before" ]; then export npm_config_before="$npm_pin_before"; else unset npm_config_before; fi

# npm keeps what node_modules already holds when it satisfies a range, whatever the date: a folder installed
# under another date (or unpinned) starts over. Call before `npm install` in a folder that persists.
npm_pin_reset_node_modules() {
  local stamp="$1/node_modules/.veriframe-npm-before"
  if [ -d "$1/node_modules" ] && [ "$(cat "$stamp" 2>/dev/null)" != "${npm_config_before:-latest}" ]; then
    rm -rf "$1/node_modules"
  fi
}
# Call after a successful `npm install` there.
npm_pin_stamp_node_modules() { echo "${npm_config_before:-latest}" >"$1/node_modules/.veriframe-npm-before"; }
