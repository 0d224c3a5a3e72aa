#!/usr/bin/env bash
# make perf: a load test of the release app on a database of its own (batala_perf, seeded with the
# demo data), the offline answerer and no rate limits, on free loopback ports. Each endpoint gets a
# warm-up, then a fixed-duration oha run; each read is followed by pgbench running the SQL that read
# runs (perf/sql/*.sql, prepared statements), and the leaderboard by a plain Express + pg service
# (perf/node-baseline) running the same SQL. Prints one table (kept in .data/perf/report.md with
# the raw results); the app, the Node service and the database go away however the run ends.
#   BATALA_BIN        the server binary (default release/batala in $CARGO_TARGET_DIR or target/)
#   PERF_DURATION     seconds of each measured run (default 10)
#   PERF_WARMUP       seconds of warm-up before each oha run (default 2)
#   PERF_CONCURRENCY  oha's connections and pgbench's clients (default 32)
# Needs oha and pgbench (make perf installs both when missing), node and npm.
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/scripts/lib.sh"
bin=${BATALA_BIN:-${CARGO_TARGET_DIR:-$root/target}/release/batala}
duration=${PERF_DURATION:-10}
warmup=${PERF_WARMUP:-2}
concurrency=${PERF_CONCURRENCY:-32}
db=batala_perf
server=${DATABASE_URL:-postgres://postgres@127.0.0.1:5433/batala}
server=${server%/*}
database=$server/$db
out=$root/.data/perf
baseline=$root/perf/node-baseline
key=perf-admin-key-$(python3 -c 'import secrets; print(secrets.token_hex(16))')

pgbench=/usr/lib/postgresql/15/bin/pgbench
[ -x "$pgbench" ] || pgbench=$(command -v pgbench) \
  || { echo "perf: pgbench is missing: make deps installs it" >&2; exit 1; }
command -v oha >/dev/null \
  || { echo "perf: oha is missing: make perf-tools installs it" >&2; exit 1; }
[ -x "$bin" ] || { echo "perf: $bin is missing: build it first (make build)" >&2; exit 1; }

free_port() {
  python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0))
print(s.getsockname()[1])'
}

app="" node=""
cleanup() {
  local status=$?
  trap - EXIT INT TERM
  for pid in $app $node; do
    kill "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  psql -q "$server/postgres" -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" 2>/dev/null || true
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

rm -rf "$out"
mkdir -p "$out"

echo "perf: seeding $db" >&2
psql -q "$server/postgres" -c "DROP DATABASE IF EXISTS $db WITH (FORCE)" -c "CREATE DATABASE $db"
DATABASE_URL=$database RUST_LOG=warn "$bin" seed --demo >/dev/null

port=$(free_port)
url=http://127.0.0.1:$port
# The offline answerer (no OPENAI_API_KEY); RATE_LIMITS=off, or POST /api/ask would get a 429
# after 20 questions a minute from this one client.
env -u OPENAI_API_KEY DATABASE_URL="$database" ADMIN_KEY="$key" BIND_ADDR="127.0.0.1:$port" \
  RATE_LIMITS=off RUST_LOG=warn "$bin" serve >"$out/app.log" 2>&1 &
app=$!
wait_for "$url/readyz" "$app" "perf: the app" || { tail -n 20 "$out/app.log" >&2; exit 1; }

# A published answer to read back, asked and published through the API; and each question of the
# ask run asked once, one at a time, so that the run finds their vectors in the app's memory and
# measures the app, not the embedding server (32 novel questions at once would time it out).
read -r slug < <(python3 - "$url" "$key" "$root/perf/ask.jsonl" <<'PY'
import json, sys, urllib.request
url, key, questions = sys.argv[1], sys.argv[2], sys.argv[3]
def call(method, path, body=None, headers=None):
    data = None if body is None else json.dumps(body).encode()
    headers = {"Content-Type": "application/json", **(headers or {})}
    request = urllib.request.Request(url + path, data=data, method=method, headers=headers)
    with urllib.request.urlopen(request, timeout=30) as reply:
        return json.load(reply)
asked = call("POST", "/api/ask", {"question": "How long does cooked rice keep in the fridge?",
                                  "persona": "restaurant", "location": "dubai"})
call("PATCH", f"/api/admin/answers/{asked['answer_id']}/publish", {"published": True},
     {"x-admin-key": key})
assert call("GET", f"/api/answers/{asked['slug']}")["answer"]["published"] is True
for line in open(questions, encoding="utf-8"):
    if line.strip():
        call("POST", "/api/ask", json.loads(line))
print(asked["slug"])
PY
)

if [ ! "$baseline/node_modules/.package-lock.json" -nt "$baseline/package-lock.json" ]; then
  (cd "$baseline" && npm ci --no-audit --no-fund --loglevel=error)
fi
node_port=$(free_port)
PORT=$node_port DATABASE_URL=$database node "$baseline/server.js" >"$out/node.log" 2>&1 &
node=$!
wait_for "http://127.0.0.1:$node_port/api/leaderboard" "$node" "perf: the Node baseline" \
  || { tail -n 20 "$out/node.log" >&2; exit 1; }

# load NAME URL [oha options…]: a warm-up, then the measured run into NAME.json.
load() {
  local name=$1 target=$2
  shift 2
  echo "perf: $name: oha, ${duration} s at $concurrency connections" >&2
  oha --no-tui -z "${warmup}s" -c "$concurrency" --output-format quiet "$@" "$target"
  oha --no-tui -z "${duration}s" -c "$concurrency" --output-format json -o "$out/$name.json" \
    "$@" "$target"
}

# sql NAME FILE: pgbench on perf/sql/FILE, prepared statements, into NAME.pgbench.txt.
sql() {
  echo "perf: $1: pgbench $2, ${duration} s at $concurrency clients" >&2
  "$pgbench" -n -M prepared -c "$concurrency" -j 2 -T "$duration" -f "$root/perf/sql/$2" \
    -D "slug=$slug" "$database" >"$out/$1.pgbench.txt"
}

load healthz "$url/healthz"
load leaderboard "$url/api/leaderboard"
load node-leaderboard "http://127.0.0.1:$node_port/api/leaderboard"
sql leaderboard leaderboard.sql
load events "$url/api/events"
sql events events.sql
load answer "$url/api/answers/$slug"
sql answer answer.sql
# The questions of perf/ask.jsonl, one a request.
load ask "$url/api/ask" -m POST -T application/json -Z "$root/perf/ask.jsonl"

python3 - "$out" "$duration" "$concurrency" <<'PY' | tee "$out/report.md"
import json, re, sys
from pathlib import Path

out, duration, concurrency = Path(sys.argv[1]), sys.argv[2], sys.argv[3]

def oha(name):
    run = json.loads((out / f"{name}.json").read_text())
    codes = {int(code): n for code, n in run["statusCodeDistribution"].items()}
    ok = sum(n for code, n in codes.items() if 200 <= code < 300)
    other = sum(codes.values()) - ok + sum(run["errorDistribution"].get(e, 0)
                                             for e in run["errorDistribution"]
                                             if e != "aborted due to deadline")
    percentiles = run["latencyPercentiles"]
    return {"rps": ok / run["summary"]["total"], "p50": percentiles["p50"] * 1000,
            "p99": percentiles["p99"] * 1000, "failed": other}

def tps(name):
    path = out / f"{name}.pgbench.txt"
    if not path.exists():
        return None
    return float(re.search(r"^tps = ([0-9.]+)", path.read_text(), re.M).group(1))

rows = [("GET /healthz", "healthz", None),
        ("GET /api/leaderboard", "leaderboard", "leaderboard"),
        ("GET /api/events", "events", "events"),
        ("GET /api/answers/{slug}", "answer", "answer"),
        ("POST /api/ask (offline)", "ask", None),
        ("Node baseline GET /api/leaderboard", "node-leaderboard", "leaderboard")]
print(f"Load test: {duration} s per run, {concurrency} connections (oha)"
      f" and clients (pgbench -M prepared)")
print()
print("| endpoint | req/s | p50 ms | p99 ms | failed | pgbench tps | ratio to pgbench |")
print("|---|---:|---:|---:|---:|---:|---:|")
results = {}
for label, name, bench in rows:
    r = results[name] = oha(name)
    t = tps(bench) if bench else None
    ratio = f"{r['rps'] / t:.2f}" if t else "—"
    tps_text = f"{t:.0f}" if t else "—"
    print(f"| {label} | {r['rps']:.0f} | {r['p50']:.2f} | {r['p99']:.2f} | {r['failed']}"
          f" | {tps_text} | {ratio} |")
batala, node = results["leaderboard"]["rps"], results["node-leaderboard"]["rps"]
bench = tps("leaderboard")
print()
print(f"Leaderboard, Batala / Node baseline: {batala / node:.2f}× (target ≥ 3)")
print(f"Leaderboard, Batala / pgbench:       {batala / bench:.2f} (target ≥ 0.5)")
if any(r["failed"] for r in results.values()):
    print()
    print("Some requests failed (non-2xx or errors): see the failed column and .data/perf/*.json.")
PY
if grep -q 'embeddings unavailable' "$out/app.log"; then
  echo "Note: the embedding server failed during the run, so some questions were searched by full" \
    "text alone (.data/perf/app.log)." | tee -a "$out/report.md"
fi
