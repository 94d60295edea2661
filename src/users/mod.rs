//! Users: accounts, roles and statuses, the account made at first sign-in, and
//! their administration (`GET /api/users`, `PUT /api/users/{id}`).

mod account;
mod admin;
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
        .routes(routes!(me::me))
        .routes(routes!(admin::list_users))
        .routes(routes!(admin::update_user))
}
