//! API integration tests: each spawns the real app on a random port with a
//! fresh database, on SQLite always and on PostgreSQL when `TEST_POSTGRES_URL`
//! is set, and talks HTTP to it.

#[macro_use]
mod helpers;

mod account_deletion;
mod account_mails;
mod auth;
mod caches;
mod cli;
mod companies;
mod content;
mod email_verification;
mod exports;
mod faults;
mod feedback;
mod google_sign_in;
mod http_core;
mod http_hardening;
mod interviews;
mod llm_writer;
mod metrics;
mod operator_logs;
mod owner_sweep;
mod purge;
mod races;
mod rate_limits;
mod schema;
mod site_content;
mod studio;
mod style_guides;
mod support;
mod sweeps;
mod text_input;
mod users_admin;
mod waitlist;
mod waitlist_admin;
mod web_app;
