//! The one error type of the HTTP API, rendered as the JSON shape of
//! `decisions.md`: `{"message": "...", "fieldErrors": {"field": "..."}}`.
//!
//! Internal failures are logged with their detail and answered with a generic
//! message, so nothing about the server's insides reaches a caller.

use axum::{
    extract::{
        rejection::{FormRejection, JsonRejection, PathRejection, QueryRejection},
        FromRequest, FromRequestParts,
    },
    http::{header, HeaderValue, StatusCode},
    response::{IntoResponse, Response},
};
use std::borrow::Cow;

use serde::{ser::SerializeMap, Serialize, Serializer};

use crate::logging::OneLine;

/// JSON and form bodies larger than this answer 413 (start-up sets the limit on the router).
pub const BODY_LIMIT_BYTES: usize = 64 * 1024;

/// Field name → message, in the order the checks ran (the first one is also
/// the error's `message`). Names are mostly constants; a few are made from the
/// input (`responses.KEY`), hence `Cow`.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct FieldErrors(Vec<(Cow<'static, str>, String)>);

impl FieldErrors {
    pub fn new() -> Self {
        Self::default()
    }

    /// Records the first message of each field (later ones of the same field are dropped).
    pub fn add(&mut self, field: impl Into<Cow<'static, str>>, message: impl Into<String>) {
        let field = field.into();
        if !self.0.iter().any(|(f, _)| *f == field) {
            self.0.push((field, message.into()));
        }
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `Ok(())` when no check failed, else the validation error.
    pub fn into_result(self) -> Result<(), AppError> {
        if self.is_empty() {
            Ok(())
        } else {
            Err(AppError::Validation(self))
        }
    }
}

impl Serialize for FieldErrors {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (field, message) in &self.0 {
            map.serialize_entry(field, message)?;
        }
        map.end()
    }
}

#[derive(Debug, thiserror::Error)]
pub enum AppError {
    #[error("{0}")]
    BadRequest(String),
    #[error("Unauthorized")]
    Unauthorized,
    #[error("{0}")]
    PaymentRequired(String),
    #[error("{0}")]
    Forbidden(String),
    #[error("{0}")]
    NotFound(String),
    #[error("Method not allowed")]
    MethodNotAllowed,
    #[error("{0}")]
    Conflict(String),
    #[error("The request took too long to arrive or to answer. Please try again.")]
    RequestTimeout,
    #[error("The request body is larger than the limit of {limit_kib} KiB")]
    PayloadTooLarge { limit_kib: usize },
    #[error("Unsupported Content-Type: send application/json (or a url-encoded form to /auth)")]
    UnsupportedMediaType,
    #[error("{}", .0.0.first().map(|(_, m)| m.as_str()).unwrap_or("Invalid input"))]
    Validation(FieldErrors),
    /// A body that parsed as JSON but does not have the expected shape.
    #[error("{0}")]
    Unprocessable(String),
    #[error("Rate limit exceeded. Please try again in {retry_after_secs} seconds.")]
    RateLimited { retry_after_secs: u64 },
    #[error("The service is not available right now")]
    Unavailable(#[source] anyhow::Error),
    /// A service we depend on (the content writer's endpoint) failed; the message is for the user.
    #[error("{0}")]
    BadGateway(String),
    /// A service we depend on asks us to wait (the content writer's endpoint is
    /// rate-limited): 503, with Retry-After when it said how long.
    #[error("{message}")]
    ServiceBusy {
        message: String,
        retry_after_secs: Option<u64>,
    },
    #[error("Something went wrong on our side. Please try again.")]
    Database(sqlx::Error),
    #[error("Something went wrong on our side. Please try again.")]
    Internal(#[from] anyhow::Error),
}

impl AppError {
    pub fn status(&self) -> StatusCode {
        match self {
            AppError::BadRequest(_) => StatusCode::BAD_REQUEST,
            AppError::Unauthorized => StatusCode::UNAUTHORIZED,
            AppError::PaymentRequired(_) => StatusCode::PAYMENT_REQUIRED,
            AppError::Forbidden(_) => StatusCode::FORBIDDEN,
            AppError::NotFound(_) => StatusCode::NOT_FOUND,
            AppError::MethodNotAllowed => StatusCode::METHOD_NOT_ALLOWED,
            AppError::Conflict(_) => StatusCode::CONFLICT,
            AppError::RequestTimeout => StatusCode::REQUEST_TIMEOUT,
            AppError::PayloadTooLarge { .. } => StatusCode::PAYLOAD_TOO_LARGE,
            AppError::UnsupportedMediaType => StatusCode::UNSUPPORTED_MEDIA_TYPE,
            AppError::Validation(_) | AppError::Unprocessable(_) => StatusCode::UNPROCESSABLE_ENTITY,
            AppError::RateLimited { .. } => StatusCode::TOO_MANY_REQUESTS,
            AppError::Unavailable(_) | AppError::ServiceBusy { .. } => StatusCode::SERVICE_UNAVAILABLE,
            AppError::BadGateway(_) => StatusCode::BAD_GATEWAY,
            AppError::Database(_) | AppError::Internal(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

/// The error body as callers see it (also the OpenAPI schema of every error).
#[derive(Serialize, utoipa::ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct ErrorBody {
    pub message: String,
    #[serde(skip_serializing_if = "Option::is_none")]
    #[schema(value_type = Option<std::collections::HashMap<String, String>>)]
    pub field_errors: Option<FieldErrors>,
}

/// An error as one event of a stream (`docs/content.md`, "The generation stream"):
/// the status its answer would have had, and its body.
#[derive(Serialize, utoipa::ToSchema)]
pub struct StreamedError {
    pub status: u16,
    #[serde(flatten)]
    pub body: ErrorBody,
}

impl AppError {
    /// Logs a server fault (with its detail), and the status, Retry-After and
    /// body a caller gets.
    fn answer(self) -> (StatusCode, Option<u64>, ErrorBody) {
        match &self {
            AppError::Database(e) => tracing::error!(error = %OneLine(e), "database error"),
            AppError::Internal(e) => tracing::error!(error = %OneLine(e), "internal error"),
            AppError::Unavailable(e) => tracing::warn!(error = %OneLine(e), "service unavailable"),
            _ => {}
        }
        let status = self.status();
        let retry_after = match &self {
            AppError::RateLimited { retry_after_secs } => Some(*retry_after_secs),
            AppError::ServiceBusy { retry_after_secs, .. } => *retry_after_secs,
            _ => None,
        };
        let message = self.to_string();
        let field_errors = match self {
            AppError::Validation(fields) => Some(fields),
            _ => None,
        };
        (status, retry_after, ErrorBody { message, field_errors })
    }

    /// The error as a stream tells it, once its answer has begun.
    pub fn streamed(self) -> StreamedError {
        let (status, _, body) = self.answer();
        StreamedError {
            status: status.as_u16(),
            body,
        }
    }
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let (status, retry_after, body) = self.answer();
        let mut response = (status, axum::Json(body)).into_response();
        if let Some(secs) = retry_after {
            response
                .headers_mut()
                .insert(header::RETRY_AFTER, HeaderValue::from(secs));
        }
        response
    }
}

impl From<sqlx::Error> for AppError {
    /// A database that cannot be reached, or whose connection was cut under a
    /// query (PostgreSQL restarting or failing over), is a 503 the caller may
    /// retry; any other database error is a fault of ours (500).
    fn from(error: sqlx::Error) -> Self {
        let connection_lost = match &error {
            sqlx::Error::Io(_) | sqlx::Error::PoolTimedOut | sqlx::Error::PoolClosed => true,
            sqlx::Error::Database(e) => e
                .code()
                .is_some_and(|code| code.starts_with("08") || matches!(&*code, "53300" | "57P01" | "57P02" | "57P03")),
            _ => false,
        };
        if connection_lost {
            AppError::Unavailable(error.into())
        } else {
            AppError::Database(error)
        }
    }
}

impl From<JsonRejection> for AppError {
    fn from(rejection: JsonRejection) -> Self {
        match rejection {
            JsonRejection::MissingJsonContentType(_) => AppError::UnsupportedMediaType,
            JsonRejection::JsonSyntaxError(e) => AppError::BadRequest(format!("Malformed JSON: {}", e.body_text())),
            JsonRejection::JsonDataError(e) => {
                AppError::Unprocessable(format!("Invalid request body: {}", e.body_text()))
            }
            other if other.status() == StatusCode::PAYLOAD_TOO_LARGE => AppError::PayloadTooLarge {
                limit_kib: BODY_LIMIT_BYTES / 1024,
            },
            other => AppError::BadRequest(other.body_text()),
        }
    }
}

/// `axum::Json` whose rejections answer in the API's error shape.
#[derive(Debug, Clone, Copy, Default, FromRequest)]
#[from_request(via(axum::Json), rejection(AppError))]
pub struct Json<T>(pub T);

impl<T: Serialize> IntoResponse for Json<T> {
    fn into_response(self) -> Response {
        axum::Json(self.0).into_response()
    }
}

impl From<QueryRejection> for AppError {
    fn from(rejection: QueryRejection) -> Self {
        AppError::BadRequest(format!("Invalid query: {}", rejection.body_text()))
    }
}

/// `axum::extract::Query` whose rejections answer in the API's error shape (400).
#[derive(Debug, Clone, Copy, Default, FromRequestParts)]
#[from_request(via(axum::extract::Query), rejection(AppError))]
pub struct Query<T>(pub T);

impl From<FormRejection> for AppError {
    fn from(rejection: FormRejection) -> Self {
        match rejection {
            FormRejection::InvalidFormContentType(_) => AppError::UnsupportedMediaType,
            other if other.status() == StatusCode::PAYLOAD_TOO_LARGE => AppError::PayloadTooLarge {
                limit_kib: BODY_LIMIT_BYTES / 1024,
            },
            other => AppError::BadRequest(other.body_text()),
        }
    }
}

/// `axum::Form` (url-encoded posts of the sign-in forms) with API-shaped rejections.
#[derive(Debug, Clone, Copy, Default, FromRequest)]
#[from_request(via(axum::Form), rejection(AppError))]
pub struct Form<T>(pub T);

impl From<PathRejection> for AppError {
    fn from(rejection: PathRejection) -> Self {
        AppError::BadRequest(rejection.body_text())
    }
}

/// `axum::extract::Path` whose rejections (a segment that is not UTF-8, say) answer in the API's shape.
#[derive(Debug, Clone, Copy, Default, FromRequestParts)]
#[from_request(via(axum::extract::Path), rejection(AppError))]
pub struct Path<T>(pub T);

pub type AppResult<T> = Result<T, AppError>;

#[cfg(test)]
mod tests {
    use super::*;

    async fn body_of(error: AppError) -> (StatusCode, serde_json::Value, Option<String>) {
        let response = error.into_response();
        let status = response.status();
        let retry = response
            .headers()
            .get(header::RETRY_AFTER)
            .map(|v| v.to_str().unwrap().to_owned());
        let bytes = axum::body::to_bytes(response.into_body(), usize::MAX).await.unwrap();
        (status, serde_json::from_slice(&bytes).unwrap(), retry)
    }

    #[tokio::test]
    async fn validation_errors_carry_field_errors_and_the_first_message() {
        let mut fields = FieldErrors::new();
        fields.add("name", "Company name must be at least 2 characters.");
        fields.add("industry", "Industry must be at least 2 characters.");
        let (status, body, _) = body_of(fields.into_result().unwrap_err()).await;
        assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY);
        assert_eq!(body["message"], "Company name must be at least 2 characters.");
        assert_eq!(
            body["fieldErrors"]["industry"],
            "Industry must be at least 2 characters."
        );
    }

    #[tokio::test]
    async fn a_lost_database_is_a_503_and_other_database_errors_a_500() {
        let lost = std::io::Error::from(std::io::ErrorKind::ConnectionReset);
        for (error, status) in [
            (sqlx::Error::Io(lost), StatusCode::SERVICE_UNAVAILABLE),
            (sqlx::Error::PoolTimedOut, StatusCode::SERVICE_UNAVAILABLE),
            (sqlx::Error::RowNotFound, StatusCode::INTERNAL_SERVER_ERROR),
        ] {
            let (answered, body, _) = body_of(AppError::from(error)).await;
            assert_eq!(answered, status);
            assert!(body["message"].is_string());
        }
    }

    #[tokio::test]
    async fn internal_errors_hide_their_detail() {
        let (status, body, _) = body_of(AppError::Internal(anyhow::anyhow!("secret table broke"))).await;
        assert_eq!(status, StatusCode::INTERNAL_SERVER_ERROR);
        assert!(!body.to_string().contains("secret"));
        assert!(body.get("fieldErrors").is_none());
    }

    #[tokio::test]
    async fn rate_limits_say_when_to_retry() {
        let (status, body, retry) = body_of(AppError::RateLimited { retry_after_secs: 7 }).await;
        assert_eq!(status, StatusCode::TOO_MANY_REQUESTS);
        assert_eq!(retry.as_deref(), Some("7"));
        assert_eq!(body["message"], "Rate limit exceeded. Please try again in 7 seconds.");
    }
}
