# The README's commands. Everything they need, they install.
SHELL := bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := help

WEB_SOURCES := $(shell find web/src web/public -type f 2>/dev/null) web/index.html web/package.json web/vite.config.ts
DEV_ADMIN := admin@pitchwise.local

.PHONY: help run build test test-rust test-web test-e2e lint web clean

help:
	@echo "make run    build everything and serve Pitchwise at http://localhost:8080 (SQLite, local sign-in)"
	@echo "make test   every test: lint, Rust on SQLite and PostgreSQL, web unit tests, browser tests"
	@echo "make build  release binary at target/release/pitchwise with the web app embedded"

web/node_modules/.package-lock.json: web/package-lock.json
	cd web && npm ci --no-audit --no-fund

e2e/node_modules/.package-lock.json: e2e/package-lock.json
	cd e2e && npm ci --no-audit --no-fund

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

test-rust: web
	source scripts/postgres-for-tests.sh && cargo test --locked

test-web: web/node_modules/.package-lock.json
	cd web && npm test

test-e2e: build e2e/node_modules/.package-lock.json
	scripts/ensure-chromium.sh
	cargo build --locked --example oidc_provider
	cd e2e && PITCHWISE_BIN=$(CURDIR)/target/release/pitchwise \
		OIDC_PROVIDER_BIN=$(CURDIR)/target/debug/examples/oidc_provider npx playwright test

test: lint test-rust test-web test-e2e

clean:
	cargo clean
	rm -rf web/dist web/node_modules e2e/node_modules
