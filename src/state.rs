//! What every handler can reach: the one state the router carries.

use std::sync::Arc;

use crate::{
    cache::Caches, config::Config, db::Db, mail::Mailer, oidc::GoogleSignIn, rate_limit::RateLimits, writer::Generator,
};

/// What every handler can reach.
#[derive(Clone)]
pub struct AppState {
    pub db: Db,
    pub config: Arc<Config>,
    /// `None` when Google sign-in is not configured.
    pub google: Option<Arc<GoogleSignIn>>,
    pub mailer: Mailer,
    pub rate_limits: Arc<RateLimits>,
    /// The session and company-list caches (`cache.rs`).
    pub caches: Caches,
    /// The writer of content generations (built-in, or the configured model).
    pub generator: Arc<Generator>,
}
