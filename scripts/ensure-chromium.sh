#!/usr/bin/env bash
# Browser tests drive Debian's Chromium; install it when missing (never a downloaded browser).
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [[ -x "$chromium" ]]; then
  exit 0
fi
echo "==> Installing Debian's chromium for the browser tests"
sudo_cmd=()
if [[ $(id -u) -ne 0 ]]; then sudo_cmd=(sudo); fi
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq chromium >/dev/null
"$chromium" --version
