//! Feedback: signed-in, approved users send it; admins read it, newest first.

use axum::{extract::State, http::StatusCode};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    auth::extractor::{ActiveUser, Admin},
    db::Db,
    domain::{FeedbackMessage, FeedbackType},
    error::{AppError, AppResult, ErrorBody, FieldErrors, Json},
    openapi::{ActiveUserRefusals, AdminListRefusals},
    paging::{self, Page, PageQuery, Paged},
    state::AppState,
    with_pool,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(submit, list))
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct FeedbackRequest {
    /// Improvement, Share an Idea, Report an Issue or General Feedback.
    #[serde(default, rename = "type")]
    #[schema(value_type = String, required = true, example = "Improvement")]
    kind: Option<Value>,
    /// 1-5000 characters (trimmed).
    #[serde(default)]
    #[schema(value_type = String, required = true, max_length = 5000, pattern = r"\S")]
    message: Option<Value>,
    // The app also sends `userId`; the author is always the signed-in user.
}

/// A validated feedback.
struct NewFeedback {
    kind: FeedbackType,
    message: FeedbackMessage,
}

impl TryFrom<FeedbackRequest> for NewFeedback {
    type Error = AppError;

    fn try_from(request: FeedbackRequest) -> Result<Self, AppError> {
        let mut errors = FieldErrors::new();
        let kind = match request.kind.as_ref() {
            None | Some(Value::Null) => {
                errors.add("type", "Please choose a feedback type.");
                None
            }
            // Not a string: no type, so the same message as an unknown one.
            Some(raw) => FeedbackType::parse(raw.as_str().unwrap_or_default())
                .map_err(|e| errors.add("type", e))
                .ok(),
        };
        let message = match request.message.as_ref() {
            Some(Value::String(raw)) => FeedbackMessage::parse(raw).map_err(|e| errors.add("message", e)).ok(),
            None | Some(Value::Null) => {
                errors.add("message", "Please enter your feedback.");
                None
            }
            Some(_) => {
                errors.add("message", "Feedback must be text.");
                None
            }
        };
        match (kind, message) {
            (Some(kind), Some(message)) => Ok(Self { kind, message }),
            _ => Err(AppError::Validation(errors)),
        }
    }
}

/// A stored feedback, as its author sees it.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct Feedback {
    pub id: i64,
    #[serde(rename = "type")]
    #[sqlx(rename = "type")]
    pub kind: String,
    pub message: String,
    /// The author (absent once their account is deleted).
    pub user_id: Option<i64>,
    pub created_at: DateTime<Utc>,
}

/// Sends feedback as the signed-in user.
#[utoipa::path(
    post,
    path = "/feedback",
    tag = "feedback",
    request_body = FeedbackRequest,
    responses(
        (status = 201, body = Feedback),
        ActiveUserRefusals,
        (status = 422, description = "Invalid type or message", body = ErrorBody),
    )
)]
async fn submit(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    Json(request): Json<FeedbackRequest>,
) -> AppResult<(StatusCode, Json<Feedback>)> {
    let feedback = NewFeedback::try_from(request)?;
    let created = insert(&state.db, &feedback, user.id).await?;
    Ok((StatusCode::CREATED, Json(created)))
}

async fn insert(db: &Db, feedback: &NewFeedback, user_id: i64) -> Result<Feedback, sqlx::Error> {
    with_pool!(db, pool => {
        sqlx::query_as::<_, Feedback>(
            "INSERT INTO feedback (type, message, user_id) VALUES ($1, $2, $3)
             RETURNING id, type, message, user_id, created_at",
        )
        .bind(feedback.kind.as_str())
        .bind(feedback.message.as_str())
        .bind(user_id)
        .fetch_one(pool)
        .await
    })
}

/// A feedback with its author, for admins.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct FeedbackWithAuthor {
    #[sqlx(flatten)]
    #[serde(flatten)]
    pub feedback: Feedback,
    /// The author's username (absent once their account is deleted).
    pub username: Option<String>,
    /// The author's email (absent once their account is deleted).
    pub email: Option<String>,
}

/// All feedback, newest first, with each author's username and email.
#[utoipa::path(get, path = "/feedback", tag = "feedback", params(PageQuery), responses(
    (status = 200, body = Page<FeedbackWithAuthor>), AdminListRefusals
))]
async fn list(
    _: Admin,
    State(state): State<AppState>,
    Paged(page): Paged,
) -> AppResult<Json<Page<FeedbackWithAuthor>>> {
    let items = "SELECT f.id, f.type, f.message, f.user_id, f.created_at, u.username, u.email
                 FROM feedback f LEFT JOIN users u ON u.id = f.user_id
                 ORDER BY f.id DESC LIMIT $1 OFFSET $2";
    Ok(Json(
        paging::fetch(&state.db, page, items, "SELECT COUNT(*) FROM feedback").await?,
    ))
}
