#!/usr/bin/env bash
# Two Batala instances on one database behind nginx (deploy/nginx.conf), in the foreground until
# interrupted; then nginx and both instances stop, the instances finishing their requests.
#   scripts/cluster.sh install   install nginx and its brotli modules from Debian when missing
#   scripts/cluster.sh run       serve on 127.0.0.1:$CLUSTER_PORT (default 8080), instances on the
#                                two ports after it; BATALA_BIN names the server binary
#                                (default release/batala in $CARGO_TARGET_DIR or target/)
# The instances get the caller's environment (DATABASE_URL, ADMIN_KEY…), and TRUSTED_PROXIES
# naming nginx, so their rate limits see each visitor's own address.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/scripts/lib.sh"
port=${CLUSTER_PORT:-8080}
bin=${BATALA_BIN:-${CARGO_TARGET_DIR:-$root/target}/release/batala}
modules=/usr/lib/nginx/modules

install() {
  if command -v nginx >/dev/null && [ -f "$modules/ngx_http_brotli_filter_module.so" ] \
    && [ -f "$modules/ngx_http_brotli_static_module.so" ]; then
    return
  fi
  [ "$(id -u)" -eq 0 ] || { echo "cluster: nginx is missing: run as root or install Debian's nginx" >&2; exit 1; }
  echo "cluster: installing nginx and its brotli modules" >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
    nginx libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static >/dev/null
}

# deploy/nginx.conf as is on the default ports; on others, a copy with the ports and its own
# working folder changed.
config() {
  local dir=$1
  if [ "$port" = 8080 ]; then
    echo "$root/deploy/nginx.conf"
    return
  fi
  sed -e "s|listen 127.0.0.1:8080;|listen 127.0.0.1:$port;|" \
    -e "s|server 127.0.0.1:8081 |server 127.0.0.1:$((port + 1)) |" \
    -e "s|server 127.0.0.1:8082 |server 127.0.0.1:$((port + 2)) |" \
    -e "s|\.data/cluster/|${dir#"$root"/}/|g" \
    "$root/deploy/nginx.conf" >"$dir/nginx.conf"
  cp "$root/deploy/batala.conf" "$dir/batala.conf"
  echo "$dir/nginx.conf"
}

run() {
  install
  [ -x "$bin" ] || { echo "cluster: $bin is missing: build it first (make build)" >&2; exit 1; }
  local dir=$root/.data/cluster
  [ "$port" = 8080 ] || dir=$root/.data/cluster-$port
  mkdir -p "$dir"
  local conf pids=()
  conf=$(config "$dir")
  stop() {
    trap - EXIT INT TERM
    nginx -p "$root/" -c "$conf" -e stderr -s quit 2>/dev/null || true
    # SIGTERM: each instance stops accepting and finishes the requests in flight.
    kill -TERM "${pids[@]}" 2>/dev/null || true
    wait 2>/dev/null || true
  }
  trap stop EXIT INT TERM
  for instance in 1 2; do
    BIND_ADDR=127.0.0.1:$((port + instance)) TRUSTED_PROXIES=${TRUSTED_PROXIES:-127.0.0.1} \
      "$bin" serve &
    pids+=($!)
  done
  for instance in 1 2; do
    wait_for "http://127.0.0.1:$((port + instance))/readyz" "${pids[$((instance - 1))]}" \
      "cluster: instance $instance" || exit 1
  done
  nginx -p "$root/" -c "$conf" -e stderr -t -q
  echo "cluster: http://127.0.0.1:$port (nginx) -> instances on $((port + 1)) and $((port + 2))" >&2
  nginx -p "$root/" -c "$conf" -e stderr -g 'daemon off;' &
  pids+=($!)
  wait -n "${pids[@]}"
}

case "${1:-}" in
  install) install ;;
  run) run ;;
  *) echo "usage: $0 install|run" >&2; exit 2 ;;
esac
