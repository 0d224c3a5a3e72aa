#!/usr/bin/env bash
# Installs PostgreSQL 15 (pgbench included) and pgvector from Debian's package registry, skipping
# whatever is present.
# Debian 12 ships no pgvector binary package, so pgvector is built from a newer suite's Debian
# source package. Idempotent: a second run does nothing.
set -euo pipefail

PG_MAJOR=15
PG_BIN=/usr/lib/postgresql/$PG_MAJOR/bin
PG_CONFIG=$PG_BIN/pg_config
PGVECTOR_SUITE=${PGVECTOR_SUITE:-trixie}

need_root() {
  if [ "$(id -u)" -ne 0 ]; then
    echo "install-postgres: $1 needs root; run as root or install it yourself" >&2
    exit 1
  fi
}

apt_updated=""
apt_update_once() {
  if [ -z "$apt_updated" ]; then
    apt-get update -qq
    apt_updated=1
  fi
}

missing=()
[ -x "$PG_BIN/initdb" ] || missing+=("postgresql-$PG_MAJOR" postgresql-contrib)
# pgbench, which make perf runs, comes in Debian's postgresql-15 package too.
[ -x "$PG_BIN/pgbench" ] || missing+=("postgresql-$PG_MAJOR")
[ -x "$PG_CONFIG" ] && [ -d "/usr/include/postgresql/$PG_MAJOR/server" ] || missing+=("postgresql-server-dev-$PG_MAJOR")
[ -f /usr/include/postgresql/libpq-fe.h ] || missing+=(libpq-dev)
command -v make >/dev/null || missing+=(make)
if [ ${#missing[@]} -gt 0 ]; then
  need_root "installing ${missing[*]}"
  apt_update_once
  echo "install-postgres: installing ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ -f "/usr/lib/postgresql/$PG_MAJOR/lib/vector.so" ]; then
  exit 0
fi

need_root "building pgvector"
echo "install-postgres: building pgvector from Debian's $PGVECTOR_SUITE source package"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# A private apt configuration, so the machine's own sources list is never touched. The archive
# address is read from the machine's configured suites rather than written here.
site=$(apt-get indextargets --format '$(SITE) $(RELEASE)' | awk '$2 !~ /security/ {print $1; exit}')
if [ -z "$site" ]; then
  echo "install-postgres: no Debian archive is configured in apt" >&2
  exit 1
fi
mkdir -p "$work/lists/partial" "$work/cache/archives/partial" "$work/src"
echo "deb-src $site $PGVECTOR_SUITE main" >"$work/sources.list"
apt_opts=(
  -o "Dir::Etc::sourcelist=$work/sources.list"
  -o "Dir::Etc::sourceparts=/dev/null"
  -o "Dir::State::Lists=$work/lists"
  -o "Dir::Cache=$work/cache"
  -o "APT::Sandbox::User=root"
)
apt-get "${apt_opts[@]}" update -qq
(cd "$work/src" && apt-get "${apt_opts[@]}" source --download-only -qq pgvector)
tarball=$(find "$work/src" -name 'pgvector_*.orig.tar.*' | head -n 1)
if [ -z "$tarball" ]; then
  echo "install-postgres: Debian's pgvector source package could not be downloaded" >&2
  exit 1
fi
tar -xf "$tarball" -C "$work/src"
srcdir=$(find "$work/src" -maxdepth 1 -type d -name 'pgvector-*' | head -n 1)
make -s -C "$srcdir" OPTFLAGS="" PG_CONFIG="$PG_CONFIG" >/dev/null
make -s -C "$srcdir" OPTFLAGS="" PG_CONFIG="$PG_CONFIG" install >/dev/null
echo "install-postgres: pgvector installed"
