#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; Playwright never downloads a browser of its own.
set -euo pipefail
if command -v chromium >/dev/null 2>&1; then exit 0; fi
echo "Chromium is missing: installing it from Debian's packages."
if [ "$(id -u)" -eq 0 ]; then
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  sudo apt-get update -qq
  sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
fi
command -v chromium >/dev/null
