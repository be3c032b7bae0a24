#!/usr/bin/env bash
# Prints the path of a usable Chromium for the test stages on stdout (everything else goes to stderr).
# Order: $CHROMIUM_PATH, Debian's chromium-headless-shell, then Debian's chromium; when we are root
# with apt, the headless shell is installed if it is missing.
#
# Why the headless shell: the stories and e2e stages are CPU-bound, and the full browser in headless
# mode runs a GPU process (software rendering) beside every page. The shell, the same engine at the
# same version without the browser's UI layers, did the same story files in about a fifth less time.
set -euo pipefail

works() { [ -n "$1" ] && [ -x "$1" ] && "$1" --version >/dev/null 2>&1; }

if [ -n "${CHROMIUM_PATH:-}" ]; then
  if works "$CHROMIUM_PATH"; then echo "$CHROMIUM_PATH"; exit 0; fi
  echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable Chromium." >&2
  exit 1
fi

shell=/usr/bin/chromium-headless-shell
if works "$shell"; then echo "$shell"; exit 0; fi

full=""
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  if works "$candidate"; then full="$candidate"; break; fi
done

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian's chromium-headless-shell (apt-get update && apt-get install -y chromium-headless-shell fonts-liberation)" >&2
  export DEBIAN_FRONTEND=noninteractive
  # A mirror that stalls once should not fail the whole run: apt retries each download, and the
  # whole install is tried up to three times (what was fetched stays in apt's cache). With a full
  # Chromium already there, one try is enough: the tests can run on it.
  attempts=3
  [ -n "$full" ] && attempts=1
  for attempt in $(seq 1 "$attempts"); do
    if apt-get -o Acquire::Retries=5 update >&2 &&
      apt-get -o Acquire::Retries=5 install -y --no-install-recommends chromium-headless-shell fonts-liberation fonts-dejavu-core >&2; then
      break
    fi
    echo "Installing the headless shell failed (attempt $attempt of $attempts)" >&2
    if [ "$attempt" -lt "$attempts" ]; then sleep $((attempt * 5)); fi
  done
  if works "$shell"; then echo "$shell"; exit 0; fi
fi

if [ -n "$full" ]; then echo "$full"; exit 0; fi

cat >&2 <<'MSG'
No Chromium found. The browser tests need Debian's Chromium (Playwright cannot download its own here).
Install it with:   sudo apt-get update && sudo apt-get install -y chromium-headless-shell
(or chromium), or point CHROMIUM_PATH at an existing Chromium/Chrome binary:
CHROMIUM_PATH=/path/to/chrome npm test
MSG
exit 1
