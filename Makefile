# Batala's front door. `make run` and `make test` set everything up on a fresh machine.
SHELL := /bin/bash
.DEFAULT_GOAL := help
.ONESHELL:
.SHELLFLAGS := -euo pipefail -c

CARGO ?= cargo
DIESEL_CLI_VERSION := 2.3.14
export DATABASE_URL ?= postgres://postgres@127.0.0.1:5433/batala

.PHONY: help
help: ## List the targets
	@grep -hE '^[a-z-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-10s %s\n", $$1, $$2}'

.PHONY: deps
deps: ## Install missing system packages (PostgreSQL 15, pgvector, libpq)
	@scripts/install-postgres.sh

.PHONY: db
db: ## Start the private PostgreSQL cluster (port 5433) and print DATABASE_URL
	@scripts/db.sh start

.PHONY: stop
stop: ## Stop the private PostgreSQL cluster
	@scripts/db.sh stop

.PHONY: frontend
frontend: ## Build the web app into frontend/dist (when the frontend has a package.json)
	@if [ -f frontend/package.json ]; then
	  cd frontend && { [ -d node_modules ] || npm ci --no-audit --no-fund; } && npm run build
	fi

.PHONY: build
build: deps frontend ## Build the web app and the server (release)
	@$(CARGO) build --release --locked -p batala-app

.PHONY: run
run: build db ## Set everything up and serve on http://127.0.0.1:8080
	@mkdir -p .data
	if [ -z "$${ADMIN_KEY:-}" ]; then
	  [ -s .data/admin-key ] || python3 -c 'import secrets; print(secrets.token_urlsafe(32))' > .data/admin-key
	  export ADMIN_KEY=$$(cat .data/admin-key)
	  echo "Admin key (kept in .data/admin-key): $$ADMIN_KEY"
	fi
	target/release/batala migrate
	target/release/batala seed --demo
	echo "Batala: http://$${BIND_ADDR:-127.0.0.1:8080}  (API docs at /api/docs/)"
	exec target/release/batala serve

.PHONY: test
test: deps db tools ## Run every test suite and the generated-file checks
	@$(CARGO) nextest run --workspace --locked --no-fail-fast
	$(MAKE) --no-print-directory check-generated

.PHONY: check-generated
check-generated: ## Fail when openapi.json or schema.rs differ from what the code generates
	@$(CARGO) run -q --locked -p batala-app -- openapi | diff -u openapi/openapi.json - \
	  || { echo "openapi/openapi.json is stale: run 'make openapi'"; exit 1; }
	db=batala_schema_check
	psql -q "$${DATABASE_URL%/*}/postgres" -c "DROP DATABASE IF EXISTS $$db WITH (FORCE)" -c "CREATE DATABASE $$db"
	DATABASE_URL="$${DATABASE_URL%/*}/$$db" $(CARGO) run -q --locked -p batala-app -- migrate 2>/dev/null
	diesel print-schema --database-url "$${DATABASE_URL%/*}/$$db" | diff -u crates/adapters/postgres/src/schema.rs - \
	  || { echo "schema.rs is stale: run 'make schema'"; exit 1; }
	psql -q "$${DATABASE_URL%/*}/postgres" -c "DROP DATABASE $$db WITH (FORCE)"
	echo "Generated files are up to date."

.PHONY: tools
tools: ## Install the cargo tools the checks use (cargo-nextest, diesel CLI)
	@command -v cargo-nextest >/dev/null || $(CARGO) install --locked cargo-nextest
	command -v diesel >/dev/null || $(CARGO) install --locked diesel_cli --version $(DIESEL_CLI_VERSION) --no-default-features --features postgres

.PHONY: openapi
openapi: ## Regenerate openapi/openapi.json from the code
	@$(CARGO) run -q --locked -p batala-app -- openapi > openapi/openapi.json

.PHONY: schema
schema: deps db tools ## Regenerate the adapter's schema.rs from the migrations
	@db=batala_schema_gen
	psql -q "$${DATABASE_URL%/*}/postgres" -c "DROP DATABASE IF EXISTS $$db WITH (FORCE)" -c "CREATE DATABASE $$db"
	DATABASE_URL="$${DATABASE_URL%/*}/$$db" $(CARGO) run -q --locked -p batala-app -- migrate 2>/dev/null
	diesel print-schema --database-url "$${DATABASE_URL%/*}/$$db" > crates/adapters/postgres/src/schema.rs
	psql -q "$${DATABASE_URL%/*}/postgres" -c "DROP DATABASE $$db WITH (FORCE)"

.PHONY: fmt
fmt: ## Format the code
	@$(CARGO) fmt --all

.PHONY: lint
lint: deps ## Check formatting, clippy (warnings are errors) and the dependency rule
	@$(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets --locked -- -D warnings
	scripts/check-dependency-rule.sh
