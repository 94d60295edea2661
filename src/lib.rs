//! Pitchwise: one server for the JSON API, the sign-in routes and the web app.
//!
//! Layout: a thin core (`config`, `db`, `error`, `app`) under one module per
//! feature, each with its routes, types and queries. `docs/architecture.md` draws it.

pub mod app;
pub mod auth;
pub mod cache;
pub mod cli;
pub mod client_address;
pub mod companies;
pub mod config;
pub mod content;
pub mod db;
pub mod domain;
pub mod error;
pub mod feedback;
pub mod health;
pub mod interviews;
pub mod logging;
pub mod mail;
pub mod oidc;
pub mod openapi;
pub mod paging;
pub mod precompressed;
pub mod rate_limit;
pub mod record_id;
pub mod request_limits;
pub mod site_content;
pub mod state;
pub mod style_guides;
pub mod telemetry;
pub mod timestamp;
pub mod users;
pub mod waitlist;
pub mod web_app;
pub mod writer;
