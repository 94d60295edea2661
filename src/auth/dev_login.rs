//! The local sign-in (`DEV_LOGIN=1`, loopback only): email and name, no
//! password, the account made as on a first Google sign-in with a verified email.

use axum::{extract::State, response::Response};
use axum_extra::extract::CookieJar;
use serde::Deserialize;
use utoipa::ToSchema;

use super::{complete_sign_in, csrf, safe_callback, SignInFailure};
use crate::{
    client_address::ClientAddr,
    domain::{EmailAddress, PersonName, SignInProfile},
    error::{AppError, AppResult, Form},
    state::AppState,
};

#[derive(Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct DevSignInForm {
    csrf_token: Option<String>,
    email: Option<String>,
    name: Option<String>,
    callback_url: Option<String>,
}

/// Signs in as any email, for development. 404 unless `DEV_LOGIN=1`.
#[utoipa::path(
    post,
    path = "/auth/signin/dev",
    tag = "auth",
    request_body(content = DevSignInForm, content_type = "application/x-www-form-urlencoded"),
    responses(
        (status = 303, description = "Signed in: to the callbackUrl; refused: to /login?error=CODE"),
        (status = 404, description = "The local sign-in is off"),
        (status = 429, description = "Too many sign-in attempts from this address; see Retry-After"),
    )
)]
pub async fn sign_in_dev(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    jar: CookieJar,
    Form(form): Form<DevSignInForm>,
) -> AppResult<Response> {
    if !state.config.dev_login {
        return Err(AppError::NotFound("Not found".into()));
    }
    if let Err(wait) = state.rate_limits.sign_in.check(client).await {
        return Ok(super::sign_in_refused(wait));
    }
    if !csrf::form_token_matches(&state.config, &jar, form.csrf_token.as_deref()) {
        return Ok(SignInFailure::Csrf.redirect("the local sign-in form's CSRF token is missing or wrong"));
    }
    let Ok(email) = EmailAddress::parse(form.email.as_deref().unwrap_or_default()) else {
        return Ok(SignInFailure::InvalidLocalEmail.redirect("the local sign-in form's address is not valid"));
    };
    let profile = SignInProfile {
        email,
        email_verified: true,
        name: form.name.as_deref().and_then(PersonName::from_sign_in),
        picture: None,
        identity: None,
    };
    let callback = safe_callback(form.callback_url.as_deref());
    complete_sign_in(&state, jar, profile, &callback).await
}
