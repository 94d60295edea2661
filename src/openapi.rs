//! The OpenAPI 3.1 document served at `/api/openapi.json`. Paths are collected
//! from each feature's `router()` (utoipa-axum); this holds the document's header.

use utoipa::{IntoResponses, OpenApi};

use crate::error::ErrorBody;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Pitchwise API",
        description = "The JSON API of Pitchwise. Errors answer `{\"message\": \"...\", \"fieldErrors\": {...}}`. \
            Writes send `Content-Type: application/json` (otherwise 415), except DELETE, which has no body and \
            needs no content type. A write that carries `Origin` must carry this site's origin (otherwise 403).",
        license(name = "Proprietary"),
    ),
    components(schemas(ErrorBody)),
    tags(
        (name = "health", description = "Liveness and readiness"),
        (name = "auth", description = "Sign-in, sessions and CSRF"),
        (name = "users", description = "Accounts"),
        (name = "waitlist", description = "The waiting list"),
        (name = "site-content", description = "The site's editable texts"),
        (name = "feedback", description = "Users' feedback"),
        (name = "companies", description = "The signed-in user's company profiles"),
        (name = "interviews", description = "The customer interview: its questions and each company's answers"),
    )
)]
pub struct ApiDoc;

/// The refusals of every route for approved users (the `ActiveUser` extractor).
#[derive(IntoResponses)]
pub enum ActiveUserRefusals {
    #[response(status = 401, description = "Signed out")]
    SignedOut(ErrorBody),
    #[response(status = 403, description = "Not an active user (waiting list)")]
    NotActive(ErrorBody),
}

/// The refusals of every call that runs a writer for a credit (a generation,
/// a regeneration, options, a sync): nothing is spent or stored with any of them.
#[derive(IntoResponses)]
pub enum PaidWritingRefusals {
    #[response(status = 402, description = "No credits left; nothing was spent or stored")]
    NoCredits(ErrorBody),
    #[response(status = 429, description = "Too many generations; see Retry-After")]
    RateLimited(ErrorBody),
    #[response(status = 502, description = "The writer failed; nothing was spent or stored")]
    WriterFailed(ErrorBody),
    #[response(
        status = 503,
        description = "The model's service asks us to wait (Retry-After when it said how long); nothing was spent or stored"
    )]
    WriterBusy(ErrorBody),
}

/// The refusals of an admin's paged list: [`AdminRefusals`] and an invalid page.
#[derive(IntoResponses)]
pub enum AdminListRefusals {
    #[response(status = 401, description = "Signed out")]
    SignedOut(ErrorBody),
    #[response(status = 403, description = "Not an active admin")]
    NotAdmin(ErrorBody),
    #[response(status = 422, description = "Invalid page or pageSize")]
    InvalidPage(ErrorBody),
}

/// The refusals of every admin route (the `Admin` extractor).
#[derive(IntoResponses)]
pub enum AdminRefusals {
    #[response(status = 401, description = "Signed out")]
    SignedOut(ErrorBody),
    #[response(status = 403, description = "Not an active admin")]
    NotAdmin(ErrorBody),
}
