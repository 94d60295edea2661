//! Company profiles: the signed-in user's companies (`/api/companies`).
//!
//! Every call needs an active user and sees only that user's companies: the
//! owner (`userId`, the user's cobaltId) comes from the session, never from the
//! body, and another user's company answers 404 exactly like a missing one.

mod input;
mod store;

pub use store::{find, Company};

use axum::{
    extract::State,
    http::{HeaderMap, StatusCode},
    response::Response,
};
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    auth::extractor::ActiveUser,
    cache::Change,
    db::Db,
    error::{AppResult, ErrorBody, Json},
    openapi::ActiveUserRefusals,
    record_id::{PathId, Record},
    state::AppState,
};
use input::{CompanyRequest, CompanyUpdate, NewCompany};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list_companies, create_company))
        .routes(routes!(get_company, update_company, delete_company))
}

impl Record for Company {
    const NOT_FOUND: &'static str = "Company not found";
}

/// 404 'Company not found' unless `owner` has the company: the check of every
/// feature that hangs off a company (interviews, content).
pub async fn check_owner(db: &Db, owner: &str, company_id: i64) -> AppResult<()> {
    if store::owns(db, owner, company_id).await? {
        Ok(())
    } else {
        Err(Company::not_found())
    }
}

/// The signed-in user's companies, newest first.
#[utoipa::path(
    get,
    path = "/companies",
    tag = "companies",
    responses(
        (status = 200, body = Vec<Company>),
        ActiveUserRefusals,
    )
)]
async fn list_companies(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    headers: HeaderMap,
) -> AppResult<Response> {
    let load = store::list_json(&state.db, &user.cobalt_id);
    let list = state.caches.company_list(&user.cobalt_id, load).await?;
    Ok(list.respond(&headers))
}

/// Creates a company owned by the signed-in user (a `userId` in the body is ignored).
#[utoipa::path(
    post,
    path = "/companies",
    tag = "companies",
    request_body = CompanyRequest,
    responses(
        (status = 201, description = "The created company", body = Company),
        ActiveUserRefusals,
        (status = 422, description = "A field breaks a rule (see fieldErrors)", body = ErrorBody),
    )
)]
async fn create_company(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    Json(request): Json<CompanyRequest>,
) -> AppResult<(StatusCode, Json<Company>)> {
    let company = NewCompany::try_from(request)?;
    let created = store::insert(&state.db, &user.cobalt_id, &company).await?;
    state.caches.publish(Change::Companies(user.cobalt_id)).await?;
    Ok((StatusCode::CREATED, Json(created)))
}

/// One of the signed-in user's companies.
#[utoipa::path(
    get,
    path = "/companies/{id}",
    tag = "companies",
    params(("id" = i64, Path, description = "The company's id")),
    responses(
        (status = 200, body = Company),
        ActiveUserRefusals,
        (status = 404, description = "No such company of this user", body = ErrorBody),
    )
)]
async fn get_company(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Company>,
) -> AppResult<Json<Company>> {
    let company = store::find(&state.db, &user.cobalt_id, id).await?;
    company.map(Json).ok_or_else(Company::not_found)
}

/// Changes the fields the body gives (a field left out or `null` keeps its
/// value; an optional field sent as `""` is cleared) and answers the company.
#[utoipa::path(
    put,
    path = "/companies/{id}",
    tag = "companies",
    params(("id" = i64, Path, description = "The company's id")),
    request_body = CompanyRequest,
    responses(
        (status = 200, description = "The updated company", body = Company),
        ActiveUserRefusals,
        (status = 404, description = "No such company of this user", body = ErrorBody),
        (status = 422, description = "A field breaks a rule (see fieldErrors)", body = ErrorBody),
    )
)]
async fn update_company(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Company>,
    Json(request): Json<CompanyRequest>,
) -> AppResult<Json<Company>> {
    let changes = CompanyUpdate::try_from(request)?;
    let company = store::update(&state.db, &user.cobalt_id, id, &changes).await?;
    if company.is_some() {
        state.caches.publish(Change::Companies(user.cobalt_id)).await?;
    }
    company.map(Json).ok_or_else(Company::not_found)
}

/// Deletes the company with its interview answers, content versions and assets,
/// in one transaction.
#[utoipa::path(
    delete,
    path = "/companies/{id}",
    tag = "companies",
    params(("id" = i64, Path, description = "The company's id")),
    responses(
        (status = 204, description = "Deleted"),
        ActiveUserRefusals,
        (status = 404, description = "No such company of this user", body = ErrorBody),
    )
)]
async fn delete_company(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Company>,
) -> AppResult<StatusCode> {
    if store::delete(&state.db, &user.cobalt_id, id).await? {
        state.caches.publish(Change::Companies(user.cobalt_id)).await?;
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(Company::not_found())
    }
}
