#!/usr/bin/env bash
# Starts (or reuses) a private PostgreSQL cluster for this checkout and prints DATABASE_URL last.
#   scripts/db.sh start   install what is missing, start the cluster, create the database
#   scripts/db.sh stop    stop the cluster
# The cluster lives under .data/pg, or under /tmp when the postgres OS user cannot reach the
# checkout (a checkout under /root, say); it listens on 127.0.0.1 only.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
PG_BIN=/usr/lib/postgresql/15/bin
PGPORT=${PGPORT:-5433}
PGDATABASE=${PGDATABASE:-batala}

as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

# Where the cluster lives: the checkout's .data/pg when its owner can enter every parent folder.
data_dir() {
  local preferred=$root/.data/pg
  if [ "$(id -u)" -ne 0 ]; then echo "$preferred"; return; fi
  mkdir -p "$root/.data"
  if runuser -u postgres -- test -x "$root/.data"; then
    echo "$preferred"
  else
    echo "/tmp/batala-pg-$(printf '%s' "$root" | sha256sum | cut -c1-12)"
  fi
}

start() {
  "$root/scripts/install-postgres.sh"
  local pgdata
  pgdata=$(data_dir)
  if [ "$(id -u)" -eq 0 ]; then
    install -d -o postgres -g postgres -m 700 "$pgdata"
  else
    install -d -m 700 "$pgdata"
  fi
  if [ ! -f "$pgdata/PG_VERSION" ]; then
    echo "db: creating a cluster in $pgdata" >&2
    as_owner "$PG_BIN/initdb" -D "$pgdata" -U postgres -A trust -E UTF8 --locale=C.UTF-8 >/dev/null
  fi
  if ! as_owner "$PG_BIN/pg_ctl" -D "$pgdata" status >/dev/null 2>&1 \
      && "$PG_BIN/pg_isready" -q -h 127.0.0.1 -p "$PGPORT"; then
    echo "db: another PostgreSQL already serves 127.0.0.1:$PGPORT; using it" >&2
  elif ! as_owner "$PG_BIN/pg_ctl" -D "$pgdata" status >/dev/null 2>&1; then
    echo "db: starting PostgreSQL on 127.0.0.1:$PGPORT (data in $pgdata)" >&2
    # shared_buffers: the default 128 MB holds neither the vector index nor the chunks of the
    # 100,000-chunk benchmark, whose searches then copy pages from the OS cache (p95 at
    # concurrency 8: 1 GB took it from 130 to 80 ms). Memory is only taken as pages are read.
    as_owner "$PG_BIN/pg_ctl" -D "$pgdata" -l "$pgdata/server.log" -w \
      -o "-p $PGPORT -c listen_addresses=127.0.0.1 -k $pgdata -c max_connections=200 -c shared_buffers=1GB" start >/dev/null
  fi
  if ! psql -h 127.0.0.1 -p "$PGPORT" -U postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$PGDATABASE'" postgres | grep -q 1; then
    psql -h 127.0.0.1 -p "$PGPORT" -U postgres -qc "CREATE DATABASE $PGDATABASE" postgres
  fi
  echo "DATABASE_URL=postgres://postgres@127.0.0.1:$PGPORT/$PGDATABASE"
}

stop() {
  local pgdata
  pgdata=$(data_dir)
  if [ -f "$pgdata/PG_VERSION" ] && as_owner "$PG_BIN/pg_ctl" -D "$pgdata" status >/dev/null 2>&1; then
    as_owner "$PG_BIN/pg_ctl" -D "$pgdata" -m fast -w stop >/dev/null
    echo "db: stopped PostgreSQL ($pgdata)"
  else
    echo "db: not running"
  fi
}

case "${1:-start}" in
  start) start ;;
  stop) stop ;;
  *) echo "usage: $0 [start|stop]" >&2; exit 2 ;;
esac
