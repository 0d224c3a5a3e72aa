# What the scripts share: waiting for a local server to answer. Sourced, never run.

# True when the URL answers 200 within two seconds.
answers() {
  python3 - "$1" <<'PY' 2>/dev/null
import sys, urllib.request
with urllib.request.urlopen(sys.argv[1], timeout=2) as reply:
    sys.exit(0 if reply.status == 200 else 1)
PY
}

# wait_for URL PID WHAT: waits up to a minute for URL to answer 200, failing at once when the
# process PID exits; WHAT names the server in the messages.
wait_for() {
  local url=$1 pid=$2 what=$3
  for _ in $(seq 1 300); do
    answers "$url" && return 0
    kill -0 "$pid" 2>/dev/null || { echo "$what exited" >&2; return 1; }
    sleep 0.2
  done
  echo "$what did not answer on $url" >&2
  return 1
}
