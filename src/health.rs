//! Liveness and readiness probes for operators and load balancers.

use axum::{extract::State, http::StatusCode};
use serde::Serialize;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    error::{AppError, Json},
    state::AppState,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new().routes(routes!(healthz)).routes(routes!(readyz))
}

#[derive(Serialize, ToSchema)]
pub struct Health {
    /// `ok` when the check passed.
    status: &'static str,
}

/// The process is alive and serving.
#[utoipa::path(get, path = "/healthz", tag = "health", responses((status = 200, body = Health)))]
async fn healthz() -> Json<Health> {
    Json(Health { status: "ok" })
}

/// The database answers; until then the process should get no traffic.
#[utoipa::path(
    get,
    path = "/readyz",
    tag = "health",
    responses(
        (status = 200, body = Health),
        (status = 503, description = "The database does not answer", body = crate::error::ErrorBody)
    )
)]
async fn readyz(State(state): State<AppState>) -> Result<(StatusCode, Json<Health>), AppError> {
    state
        .db
        .ping()
        .await
        .map_err(|e| AppError::Unavailable(anyhow::Error::new(e).context("readiness check")))?;
    Ok((StatusCode::OK, Json(Health { status: "ok" })))
}
