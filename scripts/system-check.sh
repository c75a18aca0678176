#!/usr/bin/env bash
# What the tests need from the system, checked before any long step: `npm test`
# runs this first, and `.ci/run` runs `npm test`.
#
#   - Debian's Chromium (browser journeys, the Storybook project), with a font;
#   - Debian's PostgreSQL server binaries (several-node and store tests start a
#     throwaway cluster with initdb on a loopback port, never the system service);
#   - Debian's nginx (the several-node tests run the shipped configuration);
#   - openssl (the several-node tests make a throwaway certificate);
#   - SQLite's shell, sqlite3 (the backup tests run docs/deployment.md's backup and restore).
#
# Whatever is missing is installed with apt-get when this runs as root on a
# machine that has it; otherwise the script stops at once with one line naming
# the exact command to run, and exits 1. Where each program is looked for is
# what the tests use (tests/support/chromium.ts, postgres.ts, cluster.ts):
# CHROMIUM_PATH, PG_BIN and NGINX_BIN override Debian's places.
#
# Only bash builtins are used to look, so the check can be tested with a PATH
# that holds nothing but what the test puts there (tests/tooling/system-check.test.ts).
set -uo pipefail

chromium_found() { [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ]; }

# The fonts Chromium draws the pages with in the tests' screenshots.
font_found() { [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ]; }

postgres_found() {
  if [ -n "${PG_BIN:-}" ]; then [ -x "$PG_BIN/postgres" ] && [ -x "$PG_BIN/initdb" ]; return; fi
  local bin
  for bin in /usr/lib/postgresql/*/bin; do
    [ -x "$bin/postgres" ] && [ -x "$bin/initdb" ] && return 0
  done
  return 1
}

nginx_found() {
  if [ -n "${NGINX_BIN:-}" ]; then [ -x "$NGINX_BIN" ]; return; fi
  command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || [ -x /usr/bin/nginx ]
}

openssl_found() { command -v openssl >/dev/null 2>&1; }

sqlite_found() { command -v sqlite3 >/dev/null 2>&1; }

# The Debian packages that bring what is missing now.
missing_packages() {
  local packages=()
  chromium_found || packages+=(chromium)
  font_found || packages+=(fonts-dejavu-core)
  postgres_found || packages+=(postgresql)
  nginx_found || packages+=(nginx)
  openssl_found || packages+=(openssl)
  sqlite_found || packages+=(sqlite3)
  echo "${packages[*]}"
}

missing="$(missing_packages)"
[ -z "$missing" ] && exit 0

command_line="apt-get update && apt-get install -y $missing"
uid="$(id -u 2>/dev/null || echo unknown)"
if [ "$uid" != 0 ] || ! command -v apt-get >/dev/null 2>&1; then
  if [ "$uid" = 0 ]; then
    echo "The tests need $missing, and this machine has no apt-get: install the equivalent packages, then run npm test again." >&2
  else
    echo "The tests need $missing: run 'sudo sh -c \"$command_line\"', then npm test again." >&2
  fi
  exit 1
fi

echo "Installing what the tests need from Debian: $missing" >&2
export DEBIAN_FRONTEND=noninteractive
if ! { apt-get update -qq && apt-get install -y -qq $missing >/dev/null; }; then
  echo "Installing $missing failed: run '$command_line' and read its errors." >&2
  exit 1
fi
still="$(missing_packages)"
if [ -n "$still" ]; then
  echo "apt-get installed $missing, but $still is still not where the tests look: see scripts/system-check.sh." >&2
  exit 1
fi
