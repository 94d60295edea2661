//! The waiting list: visitors join it before registration opens; admins list,
//! export, invite and delete (`admin.rs`).

mod admin;

use axum::{extract::State, http::StatusCode};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    auth::email_verification,
    client_address::ClientAddr,
    db::Db,
    domain::{EmailAddress, PersonName},
    error::{AppError, AppResult, ErrorBody, FieldErrors, Json},
    state::AppState,
    with_pool,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(join, admin::list))
        .routes(routes!(admin::export_csv))
        .routes(routes!(admin::invite))
        .routes(routes!(admin::delete))
}

/// The message the app maps to 'This email is already on our waiting list.'
pub const ALREADY_ON_LIST: &str = "Email already in waitlist";

#[derive(Debug, Deserialize, ToSchema)]
pub struct JoinRequest {
    #[serde(default)]
    #[schema(required = true, pattern = r"\S")]
    name: Option<String>,
    #[serde(default)]
    #[schema(required = true, format = Email)]
    email: Option<String>,
}

/// A validated request to join.
struct NewEntry {
    name: PersonName,
    email: EmailAddress,
}

impl TryFrom<JoinRequest> for NewEntry {
    type Error = AppError;

    fn try_from(request: JoinRequest) -> Result<Self, AppError> {
        let mut errors = FieldErrors::new();
        let name = PersonName::parse(request.name.as_deref().unwrap_or_default())
            .map_err(|e| errors.add("name", e))
            .ok();
        let email = EmailAddress::parse(request.email.as_deref().unwrap_or_default())
            .map_err(|e| errors.add("email", e))
            .ok();
        match (name, email) {
            (Some(name), Some(email)) => Ok(Self { name, email }),
            _ => Err(AppError::Validation(errors)),
        }
    }
}

#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct WaitlistEntry {
    pub id: i64,
    pub name: String,
    pub email: String,
    pub created_at: DateTime<Utc>,
}

/// Join the waiting list.
#[utoipa::path(
    post,
    path = "/waitlist",
    tag = "waitlist",
    request_body = JoinRequest,
    responses(
        (status = 201, body = WaitlistEntry),
        (status = 409, description = "Email already in waitlist", body = ErrorBody),
        (status = 422, description = "Invalid name or email", body = ErrorBody),
        (status = 429, description = "Too many joins from this address; see Retry-After", body = ErrorBody),
    )
)]
async fn join(
    State(state): State<AppState>,
    ClientAddr(client): ClientAddr,
    Json(request): Json<JoinRequest>,
) -> AppResult<(StatusCode, Json<WaitlistEntry>)> {
    state.rate_limits.waitlist.check_api(client).await?;
    let entry = NewEntry::try_from(request)?;
    let created = insert(&state.db, &entry)
        .await?
        .ok_or_else(|| AppError::Conflict(ALREADY_ON_LIST.into()))?;
    email_verification::send_link(&state.db, &state.mailer, &state.config.public_url, &entry.email).await?;
    Ok((StatusCode::CREATED, Json(created)))
}

/// Inserts the entry, or answers `None` when the email is already listed.
/// `ON CONFLICT DO NOTHING` keeps two simultaneous joins to one row and one `None`.
async fn insert(db: &Db, entry: &NewEntry) -> Result<Option<WaitlistEntry>, sqlx::Error> {
    with_pool!(db, pool => {
        sqlx::query_as::<_, WaitlistEntry>(
            "INSERT INTO waitlist_entries (name, email) VALUES ($1, $2)
             ON CONFLICT (email) DO NOTHING
             RETURNING id, name, email, created_at",
        )
        .bind(entry.name.as_str())
        .bind(entry.email.as_str())
        .fetch_optional(pool)
        .await
    })
}
