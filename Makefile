# Batala's front door. `make run` and `make test` set everything up on a fresh machine.
SHELL := /bin/bash
.DEFAULT_GOAL := help
.ONESHELL:
.SHELLFLAGS := -euo pipefail -c

CARGO ?= cargo
DIESEL_CLI_VERSION := 2.3.14
OHA_VERSION := 1.16.0
export DATABASE_URL ?= postgres://postgres@127.0.0.1:5433/batala
# Embeddings come from the local multilingual-e5-small server `make embeddings` starts, unless
# EMBEDDINGS_BASE_URL names another server. Vectors are cached under .data, across databases.
LOCAL_EMBEDDINGS := $(if $(filter undefined,$(origin EMBEDDINGS_BASE_URL)),yes,)
export EMBEDDINGS_BASE_URL ?= http://127.0.0.1:5434/v1
export EMBEDDINGS_CACHE_DIR ?= $(CURDIR)/.data/embeddings
# Where cargo puts what it builds: CARGO_TARGET_DIR or build.target-dir when set, else ./target.
# Asked of cargo on first use only, so that targets which build nothing (help, doctor) never wait.
TARGET_DIR = $(eval TARGET_DIR := $(or $(shell $(CARGO) metadata --format-version 1 --no-deps --locked 2>/dev/null \
  | python3 -c 'import json, sys; print(json.load(sys.stdin)["target_directory"])' 2>/dev/null),$(CURDIR)/target))$(TARGET_DIR)

.PHONY: help
help: ## List the targets
	@grep -hE '^[a-z0-9-]+:.*## ' $(MAKEFILE_LIST) | awk -F':.*## ' '{printf "  make %-16s %s\n", $$1, $$2}'

.PHONY: doctor
doctor: ## Check what this machine needs (Rust, Node, Python, psql, free ports, disk) and how to fix it
	@scripts/doctor.sh

.PHONY: deps
deps: ## Install missing system packages (PostgreSQL 15 with pgbench, pgvector, libpq)
	@scripts/install-postgres.sh

.PHONY: db
db: ## Start the private PostgreSQL cluster (port 5433) and print DATABASE_URL
	@scripts/db.sh start

.PHONY: stop
stop: ## Stop the private PostgreSQL cluster and the embedding server
	@scripts/db.sh stop
	scripts/embeddings.sh stop

.PHONY: embeddings
embeddings: ## Install (pinned, hashed) and start the local multilingual-e5-small server (port 5434)
	@$(if $(LOCAL_EMBEDDINGS),scripts/embeddings.sh start,echo "embeddings: using $$EMBEDDINGS_BASE_URL")

.PHONY: node-deps
node-deps: ## Install the web app's and the browser tests' npm packages from their locks when stale
	@for dir in frontend tests/e2e; do
	  stamp=$$dir/node_modules/.package-lock.json
	  if [ ! "$$stamp" -nt "$$dir/package-lock.json" ] || [ ! "$$stamp" -nt "$$dir/package.json" ]; then
	    # npm ci: exactly the committed lock (which lists every platform's optional native
	    # bindings), never rewritten; it fails instead when package.json and the lock disagree.
	    (cd "$$dir" && npm ci --no-audit --no-fund --loglevel=error)
	  fi
	done

.PHONY: frontend
frontend: node-deps ## Build the web app into frontend/dist
	@cd frontend && npm run --silent build

.PHONY: chromium
chromium: ## Install Debian's Chromium for the browser tests when missing
	@command -v chromium >/dev/null || {
	  [ "$$(id -u)" -eq 0 ] || { echo "chromium is missing: run as root or install Debian's chromium"; exit 1; }
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
	}

.PHONY: build
build: deps frontend ## Build the web app and the server (release)
	@$(CARGO) build --release --locked -p batala-app

# The admin key (ADMIN_KEY, else one kept in .data/admin-key), the migrations and the seed: what
# `make run` and `make cluster` do before serving.
define prepare_to_serve
mkdir -p .data
if [ -z "$${ADMIN_KEY:-}" ]; then
  [ -s .data/admin-key ] || python3 -c 'import secrets; print(secrets.token_urlsafe(32))' > .data/admin-key
  export ADMIN_KEY=$$(cat .data/admin-key)
  echo "Admin key (kept in .data/admin-key): $$ADMIN_KEY"
fi
"$(TARGET_DIR)/release/batala" migrate
"$(TARGET_DIR)/release/batala" seed --demo
endef

.PHONY: run
# doctor first: a missing tool or a taken port stops here, with its fix, not deep in a build.
run: doctor build db embeddings ## Set everything up and serve on http://127.0.0.1:8080
	@$(prepare_to_serve)
	echo "Batala: http://$${BIND_ADDR:-127.0.0.1:8080}  (API docs at /api/docs/)"
	exec "$(TARGET_DIR)/release/batala" serve

.PHONY: cluster
cluster: doctor build db embeddings ## Serve two instances behind nginx on http://127.0.0.1:8080 (deploy/nginx.conf)
	@$(prepare_to_serve)
	BATALA_BIN="$(TARGET_DIR)/release/batala" exec scripts/cluster.sh run

.PHONY: test
test: deps db embeddings tools node-deps ## Run every test suite and the generated-file checks
	@$(CARGO) build --locked -q -p batala-app
	# Seed a fresh database once before the suites, so every vector is computed (and cached) here
	# and the tests' many fresh databases find them all on disk.
	db=batala_vectors
	psql -q "$${DATABASE_URL%/*}/postgres" -c "DROP DATABASE IF EXISTS $$db WITH (FORCE)" -c "CREATE DATABASE $$db"
	DATABASE_URL="$${DATABASE_URL%/*}/$$db" RUST_LOG=warn "$(TARGET_DIR)/debug/batala" seed >/dev/null
	psql -q "$${DATABASE_URL%/*}/postgres" -c "DROP DATABASE $$db WITH (FORCE)"
	RUST_LOG=warn "$(TARGET_DIR)/debug/batala" seed >/dev/null
	$(CARGO) nextest run --workspace --locked --no-fail-fast
	$(MAKE) --no-print-directory check-generated contract dev-set frontend-test e2e

.PHONY: dev-set
dev-set: ## Answer quality on eval/dev-set.json (fails on a coherence violation or a false refusal)
	@mkdir -p .data
	RUST_LOG=warn "$(TARGET_DIR)/debug/batala" eval --file eval/dev-set.json > .data/dev-set-report.txt \
	  || { cat .data/dev-set-report.txt; exit 1; }
	grep -E '^  (en|ar|non-food|coherence)' .data/dev-set-report.txt

.PHONY: frontend-test
frontend-test: node-deps ## Web app: catalogs, API types, unit tests, build and size budget
	@cd frontend
	npm run --silent i18n:check
	npm run --silent check:api
	npx vitest run
	npm run --silent build
	npm run --silent size

.PHONY: e2e
e2e: chromium frontend db embeddings ## Browser tests in Chromium: public pages through nginx and two instances, admin pages direct
	@scripts/cluster.sh install
	$(CARGO) build --locked -q -p batala-app
	for db in batala_e2e batala_e2e_admin; do
	  psql -q "$${DATABASE_URL%/*}/postgres" -c "DROP DATABASE IF EXISTS $$db WITH (FORCE)" -c "CREATE DATABASE $$db"
	  DATABASE_URL="$${DATABASE_URL%/*}/$$db" RUST_LOG=warn "$(TARGET_DIR)/debug/batala" seed --demo
	done
	cd tests/e2e && E2E_BIN="$(TARGET_DIR)/debug/batala" E2E_DATABASE_URL="$${DATABASE_URL%/*}/batala_e2e" npx playwright test

.PHONY: contract
contract: deps db frontend ## The API contract: schemathesis (--checks all, fixed seed) against the real app and its web app, admin operations signed in
	@$(CARGO) build --locked -q -p batala-app
	BATALA_BIN="$(TARGET_DIR)/debug/batala" scripts/contract.sh

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
openapi: node-deps ## Regenerate openapi/openapi.json and the web app's API types from the code
	@$(CARGO) run -q --locked -p batala-app -- openapi > openapi/openapi.json
	cd frontend && npm run --silent gen:api

.PHONY: schema
schema: deps db tools ## Regenerate the adapter's schema.rs from the migrations
	@db=batala_schema_gen
	psql -q "$${DATABASE_URL%/*}/postgres" -c "DROP DATABASE IF EXISTS $$db WITH (FORCE)" -c "CREATE DATABASE $$db"
	DATABASE_URL="$${DATABASE_URL%/*}/$$db" $(CARGO) run -q --locked -p batala-app -- migrate 2>/dev/null
	diesel print-schema --database-url "$${DATABASE_URL%/*}/$$db" > crates/adapters/postgres/src/schema.rs
	psql -q "$${DATABASE_URL%/*}/postgres" -c "DROP DATABASE $$db WITH (FORCE)"

.PHONY: eval
eval: deps db embeddings ## Retrieval and answer quality on eval/dev-set.json (fails on a coherence violation)
	@$(CARGO) build --release --locked -q -p batala-app
	"$(TARGET_DIR)/release/batala" seed
	"$(TARGET_DIR)/release/batala" eval --file eval/dev-set.json

.PHONY: bench
bench: deps db embeddings ## Benchmark retrieval at 10k and 100k chunks in a database of its own
	@$(CARGO) build --release --locked -q -p batala-app
	psql -q "$${DATABASE_URL%/*}/postgres" -c "DROP DATABASE IF EXISTS batala_bench WITH (FORCE)" -c "CREATE DATABASE batala_bench"
	DATABASE_URL="$${DATABASE_URL%/*}/batala_bench" RUST_LOG=warn "$(TARGET_DIR)/release/batala" bench --chunks $${BENCH_CHUNKS:-10000,100000}
	psql -q "$${DATABASE_URL%/*}/postgres" -c "DROP DATABASE batala_bench WITH (FORCE)"

.PHONY: perf
perf: deps db embeddings perf-tools ## Load test (oha): public reads and ask next to pgbench on their SQL and a Node baseline
	@[ -n "$${BATALA_BIN:-}" ] || $(CARGO) build --release --locked -q -p batala-app
	BATALA_BIN="$${BATALA_BIN:-$(TARGET_DIR)/release/batala}" scripts/perf.sh

.PHONY: perf-tools
perf-tools: ## Install oha (pinned), the HTTP load generator make perf uses, when missing
	@[ "$$(oha --version 2>/dev/null)" = "oha $(OHA_VERSION)" ] \
	  || $(CARGO) install --locked oha --version $(OHA_VERSION)

.PHONY: fmt
fmt: ## Format the code
	@$(CARGO) fmt --all

.PHONY: lint
lint: deps node-deps ## Check formatting, clippy (warnings are errors), the dependency rule, eslint and tsc
	@$(CARGO) fmt --all --check
	$(CARGO) clippy --workspace --all-targets --locked -- -D warnings
	scripts/check-dependency-rule.sh
	cd frontend && npm run --silent lint
	cd ../tests/e2e && ../../frontend/node_modules/.bin/tsc -p .
