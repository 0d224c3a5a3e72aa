#!/usr/bin/env bash
# The hexagon's dependency rule: only the adapter that owns an outside system (and the app that
# wires it) may depend on that system's crate.
set -euo pipefail
cd "$(dirname "$0")/.."

fail=0
check() { # crate allowed-dependents...
  local crate=$1; shift
  local dependents
  # Direct dependents among our own crates, normal and dev edges alike.
  dependents=$(cargo tree --locked -e normal,dev -i "$crate" --prefix none --depth 1 2>/dev/null | tail -n +2 \
    | awk '/^batala-/ {print $1}' | sort -u)
  for dependent in $dependents; do
    if ! printf '%s\n' "$@" | grep -qx "$dependent"; then
      echo "dependency rule: $dependent must not depend on $crate"
      fail=1
    fi
  done
}
check diesel batala-postgres
check diesel-async batala-postgres
check pgvector batala-postgres
check async-openai batala-openai
check actix-web batala-app
check utoipa batala-app batala-kernel
check batala-postgres batala-app batala-api-tests batala-postgres  # itself: its tests enable test-support
check batala-openai batala-app batala-api-tests batala-openai  # itself and the API tests: test-support (the local e5 server)
check batala-offline batala-app

# Domain crates never reach an adapter, even indirectly.
for domain in crates/domain/*/; do
  name=batala-$(basename "$domain")
  if cargo tree --locked -e normal -p "$name" --prefix none 2>/dev/null \
      | grep -qE '^(diesel|actix-web|async-openai|utoipa|batala-postgres|batala-openai|batala-offline) '; then
    echo "dependency rule: $name reaches an adapter or framework crate"
    fail=1
  fi
done
# Queries are typed (diesel's DSL); raw SQL only in modules that open by saying why they need it.
for file in $(grep -rlE 'sql_query|dsl::sql[^_]' crates/adapters/postgres/src); do
  if ! head -n 4 "$file" | tr '\n' ' ' | sed 's|//! *||g' | grep -q 'in raw SQL'; then
    echo "raw SQL rule: $file uses raw SQL but does not open with '//! ... in raw SQL: <why>'"
    fail=1
  fi
done

[ "$fail" -eq 0 ] && echo "Dependency rule holds."
exit "$fail"
