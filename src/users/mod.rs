//! Users: accounts, roles and statuses, the account made at first sign-in, the
//! user's own account (`GET` and `DELETE /api/users/me`), their administration
//! (`GET /api/users`, `PUT /api/users/{id}`) and the mails saying they may sign in.

mod account;
mod admin;
pub mod mails;
mod me;

pub use account::{
    grant_admin, list_admins, revoke_admin, sign_in, AdminEntry, AdminGrant, AdminRevoke, ProviderIdentity,
    SignInError, SignInProfile, User, USER_COLUMNS,
};
pub use admin::LAST_ADMIN;

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::app::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(me::me, me::delete_me))
        .routes(routes!(admin::list_users))
        .routes(routes!(admin::update_user))
}
