#!/usr/bin/env bash
# Prints the path of a usable Chromium on stdout (everything else goes to stderr).
# Order: $CHROMIUM_PATH, /usr/bin/chromium, then Debian's package when we are root with apt.
set -euo pipefail

works() { [ -n "$1" ] && [ -x "$1" ] && "$1" --version >/dev/null 2>&1; }

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if works "$CHROMIUM_PATH"; then echo "$CHROMIUM_PATH"; exit 0; fi
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable Chromium." >&2
  exit 1
fi

for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  if works "$candidate"; then echo "$candidate"; exit 0; fi
done

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found: installing Debian's chromium package (apt-get update && apt-get install -y chromium fonts-liberation)" >&2
  export DEBIAN_FRONTEND=noninteractive
  # A mirror that stalls once should not fail the whole run: apt retries each download, and the
  # whole install is tried up to three times (what was fetched stays in apt's cache).
  for attempt in 1 2 3; do
    if apt-get -o Acquire::Retries=5 update >&2 &&
      apt-get -o Acquire::Retries=5 install -y --no-install-recommends chromium fonts-liberation fonts-dejavu-core >&2; then
      break
    fi
    echo "Installing Chromium failed (attempt $attempt of 3)" >&2
    sleep $((attempt * 5))
  done
  if works /usr/bin/chromium; then echo /usr/bin/chromium; exit 0; fi
fi

cat >&2 <<'MSG'
No Chromium found. The browser tests need Debian's Chromium (Playwright cannot download its own here).
Install it with:   sudo apt-get update && sudo apt-get install -y chromium
or point CHROMIUM_PATH at an existing Chromium/Chrome binary:   CHROMIUM_PATH=/path/to/chrome npm test
MSG
exit 1
