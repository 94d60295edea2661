//! The OpenAPI 3.1 document served at `/api/openapi.json`. Paths are collected
//! from each feature's `router()` (utoipa-axum); this holds the document's header.

use utoipa::{
    openapi::{path::ParameterIn, Ref, Response, ResponseBuilder},
    IntoResponses, OpenApi,
};

use crate::error::{ErrorBody, BODY_LIMIT_BYTES};

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
        (name = "style-guide", description = "Each company's voice: tone, words to avoid, preferred terms, reading level, point of view, language"),
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

/// Adds the answers every route of a kind may give, which no handler states:
/// the body's refusals (400 malformed, 413 too large, 415 not the expected
/// type, 422 not the documented shape) wherever a body is read, and 400 for a path or query that does not
/// parse. Called once the features' paths are merged.
pub fn add_common_refusals(document: &mut utoipa::openapi::OpenApi) {
    let error = |description: &str| -> Response {
        ResponseBuilder::new()
            .description(description)
            .content(
                "application/json",
                utoipa::openapi::ContentBuilder::new()
                    .schema(Some(Ref::from_schema_name("ErrorBody")))
                    .build(),
            )
            .build()
    };
    let too_large = format!("The body is larger than {} KiB", BODY_LIMIT_BYTES / 1024);
    for item in document.paths.paths.values_mut() {
        let operations = [
            &mut item.get,
            &mut item.put,
            &mut item.post,
            &mut item.delete,
            &mut item.patch,
        ];
        for operation in operations.into_iter().flatten() {
            let reads_body = operation.request_body.is_some();
            let parses_parameters = operation
                .parameters
                .iter()
                .flatten()
                .any(|parameter| matches!(parameter.parameter_in, ParameterIn::Path | ParameterIn::Query));
            let answers = &mut operation.responses.responses;
            let mut add = |status: &str, description: &str| {
                answers
                    .entry(status.into())
                    .or_insert_with(|| error(description).into());
            };
            if reads_body {
                add("400", "Malformed body, path or query");
                add("413", &too_large);
                add("415", "The body is not of the documented content type");
                add("422", "The body does not have the documented shape");
            } else if parses_parameters {
                add("400", "Malformed path or query");
            }
        }
    }
}
