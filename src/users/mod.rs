//! Users: the user's own account (`GET` and `DELETE /api/users/me`), their
//! administration (`GET /api/users`, `PUT /api/users/{id}`), the commands of
//! `pitchwise admin`, and the mails saying they may sign in. Accounts are made
//! at the first sign-in (`auth/account.rs`); the `User` record is `domain::User`.

mod admin;
mod admin_commands;
mod last_admin;
pub mod mails;
mod me;

pub use admin_commands::{grant_admin, list_admins, revoke_admin, AdminEntry, AdminGrant, AdminRevoke};

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::state::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(me::me, me::delete_me))
        .routes(routes!(admin::list_users))
        .routes(routes!(admin::update_user))
}
