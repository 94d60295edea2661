use crate::{auth::extractor::SignedIn, error::Json, users::User};

/// The signed-in user's own details (also for users on the waitlist).
#[utoipa::path(
    get,
    path = "/users/me",
    tag = "users",
    responses((status = 200, body = User), (status = 401, description = "Signed out", body = crate::error::ErrorBody))
)]
pub async fn me(SignedIn(user): SignedIn) -> Json<User> {
    Json(user)
}
