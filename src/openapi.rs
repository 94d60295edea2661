//! The OpenAPI 3.1 document served at `/api/openapi.json`. Paths are collected
//! from each feature's `router()` (utoipa-axum); this holds the document's header.

use utoipa::OpenApi;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Pitchwise API",
        description = "The JSON API of Pitchwise. Errors answer `{\"message\": \"...\", \"fieldErrors\": {...}}`. \
            Writes send `Content-Type: application/json` (otherwise 415), except DELETE, which has no body and \
            needs no content type. A write that carries `Origin` must carry this site's origin (otherwise 403).",
        license(name = "Proprietary"),
    ),
    components(schemas(crate::error::ErrorBody)),
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
