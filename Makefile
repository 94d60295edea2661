# The README's commands. Everything they need, they install.
SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

WEB_SOURCES := $(shell find web/src web/public -type f 2>/dev/null) web/index.html web/package.json web/vite.config.ts
DEV_ADMIN := admin@pitchwise.local

.PHONY: help run build build-for-tests test test-rust test-web test-e2e test-fuzz lint web clean bench-load bench-load-smoke lighthouse

help:
	@echo "make run    build everything and serve Pitchwise at http://localhost:8080 (SQLite, local sign-in)"
	@echo "make test   every test: lint, Rust on SQLite and PostgreSQL, web unit tests, browser tests, API fuzzing"
	@echo "make build  release binary at target/release/pitchwise with the web app embedded"
	@echo "make bench-load  1,000 simulated users on SQLite, PostgreSQL and two processes (docs/performance.md)"
	@echo "make lighthouse  Lighthouse mobile performance of the landing page and the dashboard (docs/performance.md)"

web/node_modules/.package-lock.json: web/package-lock.json
	cd web && npm ci --no-audit --no-fund

e2e/node_modules/.package-lock.json: e2e/package-lock.json
	cd e2e && npm ci --no-audit --no-fund

bench/node_modules/.package-lock.json: bench/package-lock.json
	cd bench && npm ci --no-audit --no-fund

web/dist/index.html: web/node_modules/.package-lock.json $(WEB_SOURCES)
	cd web && npm run build

web: web/dist/index.html

build: web
	cargo build --release --locked

run: build
	@echo "Pitchwise on http://localhost:8080 — sign in locally as $(DEV_ADMIN) to try the admin pages."
	DEV_LOGIN=1 ADMIN_EMAILS=$(DEV_ADMIN) ./target/release/pitchwise serve

lint: web/node_modules/.package-lock.json
	cargo fmt --all -- --check
	cargo clippy --locked --all-targets -- -D warnings
	cd web && npm run typecheck && npm run lint

# One release build serves every test: `cargo test --release` builds the tests, the binaries and
# the examples with one set of features, and `build-for-tests` then reuses it whole for the browser
# tests, the fuzzing and the load smoke (a debug build beside it, or a release build of the binary
# alone, would compile the crate graph again).
test-rust: web
	source scripts/postgres-for-tests.sh && cargo test --release --locked

build-for-tests: web
	cargo build --release --locked --bins --examples

test-web: web/node_modules/.package-lock.json
	cd web && npm test

test-e2e: build-for-tests e2e/node_modules/.package-lock.json
	scripts/ensure-chromium.sh
	cd e2e && PITCHWISE_BIN=$(CURDIR)/target/release/pitchwise \
		OIDC_PROVIDER_BIN=$(CURDIR)/target/release/examples/oidc_provider npx playwright test

# Schemathesis against /api/openapi.json, FUZZ_SECONDS per run (3 runs); longer with
# `make test-fuzz FUZZ_SECONDS=600`.
FUZZ_SECONDS ?= 30
test-fuzz: build-for-tests
	FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz-api.sh target/release/pitchwise

test: lint test-rust test-web test-e2e test-fuzz bench-load-smoke

# Not part of `make test`: several minutes, and its figures belong in docs/performance.md.
# BENCH_LOAD_ARGS: [seconds measured] [users], e.g. `make bench-load BENCH_LOAD_ARGS="60 2000"`.
bench-load: web
	node bench/load.mjs $(BENCH_LOAD_ARGS)

# The same sessions, bounded (about 20 s once built; part of `make test`): 100 users for 8 s on
# SQLite and on two processes over one PostgreSQL; fails on any 5xx, network error or unexpected 4xx.
bench-load-smoke: build-for-tests
	BENCH_RAMP=0 BENCH_PG_INSTANCES=2 node bench/load.mjs 8 100

# Not part of `make test`: scores depend on the machine's load; the figures belong in
# docs/performance.md. LIGHTHOUSE_RUNS: runs per page, the median counts (default 3).
lighthouse: build bench/node_modules/.package-lock.json
	scripts/ensure-chromium.sh
	node bench/lighthouse.mjs $(LIGHTHOUSE_RUNS)

clean:
	cargo clean
	rm -rf web/dist web/node_modules e2e/node_modules bench/node_modules
