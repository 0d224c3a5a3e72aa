#!/usr/bin/env bash
# The API contract, tested by schemathesis (pinned with hashes, in .data/schemathesis-venv) against
# the real app on a fresh demo database: every operation, public and admin (with a real session),
# with --checks all, a bounded number of examples and a fixed seed. Sign-out is left out: it would
# end the session the admin operations run under. The rules JSON Schema cannot state are told to
# schemathesis by scripts/contract_hooks.py. Exits non-zero on any failure.
#   BATALA_BIN      the server binary (default debug/batala in $CARGO_TARGET_DIR or target/)
#   CONTRACT_EXAMPLES  examples per operation (default 30)
set -euo pipefail

root=$(cd "$(dirname "$0")/.." && pwd)
. "$root/scripts/lib.sh"
venv=$root/.data/schemathesis-venv
requirements=$root/scripts/requirements-schemathesis.txt
bin=${BATALA_BIN:-${CARGO_TARGET_DIR:-$root/target}/debug/batala}
port=${CONTRACT_PORT:-8390}
server=${DATABASE_URL%/*}
database=$server/batala_contract
key=contract-admin-key-$(python3 -c 'import secrets; print(secrets.token_hex(16))')

if [ ! -x "$venv/bin/schemathesis" ] || [ ! "$venv/.installed" -nt "$requirements" ]; then
  echo "contract: installing schemathesis into $venv" >&2
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet --disable-pip-version-check --require-hashes -r "$requirements"
  touch "$venv/.installed"
fi

psql -q "$server/postgres" -c "DROP DATABASE IF EXISTS batala_contract WITH (FORCE)" -c "CREATE DATABASE batala_contract"
DATABASE_URL=$database RUST_LOG=warn "$bin" seed --demo >/dev/null
DATABASE_URL=$database ADMIN_KEY=$key BIND_ADDR=127.0.0.1:$port RATE_LIMITS=off RUST_LOG=error \
  "$bin" serve &
app=$!
trap 'kill $app 2>/dev/null; wait $app 2>/dev/null || true' EXIT
url=http://127.0.0.1:$port
wait_for "$url/readyz" "$app" "contract: the app" || exit 1

cookie=$(python3 - "$url" "$key" <<'PY'
import json, sys, urllib.request
request = urllib.request.Request(sys.argv[1] + "/admin/login", data=json.dumps({"adminKey": sys.argv[2]}).encode(),
                                 headers={"Content-Type": "application/json"})
with urllib.request.urlopen(request) as reply:
    print(reply.headers["Set-Cookie"].split(";")[0])
PY
)

# From .data, where schemathesis keeps its own state. The admin key goes along with the session
# cookie so that schemathesis does not make up an `x-admin-key` of its own.
cd "$root/.data"
PYTHONPATH=$root/scripts SCHEMATHESIS_HOOKS=contract_hooks "$venv/bin/schemathesis" run "$url/api/openapi.json" \
  --checks all --max-examples "${CONTRACT_EXAMPLES:-30}" --seed 1 --no-color \
  -H "Cookie: $cookie" -H "x-admin-key: $key" -H "X-Requested-With: XMLHttpRequest" \
  --exclude-path /api/logout
