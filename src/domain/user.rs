//! An account as stored and answered, read by every layer: the session cache,
//! the extractors that say who may call, and the features.

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::{Role, UserStatus};

/// A user as stored (no password: sign-in is with Google only).
#[derive(Debug, Clone, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct User {
    pub id: i64,
    pub username: String,
    pub email: String,
    /// The display name from the sign-in provider (the top bar shows its first word).
    pub name: String,
    pub is_verified: bool,
    pub role: Role,
    pub status: UserStatus,
    pub credits: i64,
    pub avatar: Option<String>,
    /// The user's opaque public id; it owns their companies.
    pub cobalt_id: String,
    pub created_at: DateTime<Utc>,
}

/// The columns of [`User`], for queries that read one.
pub const USER_COLUMNS: &str =
    "id, username, email, name, is_verified, role, status, credits, avatar, cobalt_id, created_at";

impl User {
    pub fn is_admin(&self) -> bool {
        self.role == Role::Admin
    }

    pub fn is_active(&self) -> bool {
        self.status == UserStatus::Active
    }
}
