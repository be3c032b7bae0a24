#!/usr/bin/env bash
# Prints the path of a usable nginx on stdout (everything else goes to stderr), for the deploy
# stage, which serves the build with deploy/nginx.conf. Order: $NGINX_PATH, nginx on the PATH or
# in /usr/sbin, then Debian's package when we are root with apt.
set -euo pipefail

works() { [ -n "$1" ] && [ -x "$1" ] && "$1" -v >/dev/null 2>&1; }

if [ -n "${NGINX_PATH:-}" ]; then
  if works "$NGINX_PATH"; then echo "$NGINX_PATH"; exit 0; fi
  echo "NGINX_PATH=$NGINX_PATH is not an executable nginx." >&2
  exit 1
fi

for candidate in "$(command -v nginx 2>/dev/null || true)" /usr/sbin/nginx; do
  if works "$candidate"; then echo "$candidate"; exit 0; fi
done

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "nginx not found: installing Debian's nginx package (apt-get update && apt-get install -y nginx)" >&2
  export DEBIAN_FRONTEND=noninteractive
  # The tests run their own nginx on a loopback port: keep the package's service from starting
  # on port 80 while it installs (the usual policy-rc.d switch; removed again afterwards).
  policy=/usr/sbin/policy-rc.d
  made_policy=
  if [ ! -e "$policy" ]; then
    printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && made_policy=1
  fi
  for attempt in 1 2 3; do
    if apt-get -o Acquire::Retries=5 update >&2 &&
      apt-get -o Acquire::Retries=5 install -y --no-install-recommends nginx >&2; then
      break
    fi
    echo "Installing nginx failed (attempt $attempt of 3)" >&2
    sleep $((attempt * 5))
  done
  [ -n "$made_policy" ] && rm -f "$policy"
  if works /usr/sbin/nginx; then echo /usr/sbin/nginx; exit 0; fi
fi

cat >&2 <<'MSG'
No nginx found. The deploy stage serves the build with Debian's nginx and deploy/nginx.conf.
Install it with:   sudo apt-get update && sudo apt-get install -y nginx
or point NGINX_PATH at an nginx binary:   NGINX_PATH=/path/to/nginx npm test
(It runs as you, on a loopback port, with its files in a temporary directory.)
MSG
exit 1
