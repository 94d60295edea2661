//! Users: accounts, roles and statuses, and the account made at first sign-in.

mod account;
mod me;

pub use account::{grant_admin, sign_in, AdminGrant, SignInError, SignInProfile, User, USER_COLUMNS};

use utoipa_axum::{router::OpenApiRouter, routes};

use crate::app::AppState;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(me::me))
}
