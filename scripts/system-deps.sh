#!/usr/bin/env bash
# What the test suite needs from Debian and cannot get from npm: Chromium and a font for the
# browser tests, nginx with its perl module for the server tests, PostgreSQL for the PostgreSQL
# test. Installs what is missing with apt when it runs as root (or with sudo when that needs no
# password); otherwise prints the one command to run and fails. `npm test` and `.ci/run` call it.
set -euo pipefail

packages=()
[ -x "${CHROME_PATH:-/usr/bin/chromium}" ] || packages+=(chromium fonts-dejavu-core)
[ -x "${NGINX_PATH:-/usr/sbin/nginx}" ] || packages+=(nginx)
[ -f /usr/lib/nginx/modules/ngx_http_perl_module.so ] || packages+=(libnginx-mod-http-perl)
# initdb and pg_ctl live in /usr/lib/postgresql/<version>/bin, not on the PATH.
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || packages+=(postgresql)

[ ${#packages[@]} -eq 0 ] && exit 0

if [ "$(id -u)" -eq 0 ]; then
  as_root=()
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  as_root=(sudo)
else
  echo "[system-deps] the tests need Debian packages that are missing. Install them with:" >&2
  echo "  sudo apt-get install -y --no-install-recommends ${packages[*]}" >&2
  exit 1
fi

echo "[system-deps] installing ${packages[*]}"
export DEBIAN_FRONTEND=noninteractive
"${as_root[@]}" apt-get install -y --no-install-recommends "${packages[@]}" \
  || { "${as_root[@]}" apt-get update && "${as_root[@]}" apt-get install -y --no-install-recommends "${packages[@]}"; }
