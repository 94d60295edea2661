//! The customer interview (`/api/interview/questions`, `/api/interviews`): the
//! questions, and one record of answers per company and section. The contract
//! is `docs/interviews.md`.
//!
//! Every call needs an active user and sees only the records of that user's
//! companies: another user's company or record answers 404 exactly like a
//! missing one.

mod input;
mod store;

pub use store::{list, Interview};

use axum::{
    extract::{FromRequestParts, Path, State},
    http::{header, request::Parts, StatusCode},
};
use serde::Deserialize;
use utoipa::IntoParams;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::domain::questions::{self, QuestionsDocument};
use crate::{
    auth::extractor::ActiveUser,
    companies::{self, Company},
    domain::InterviewSection,
    error::{AppError, AppResult, ErrorBody, Json, Query},
    openapi::ActiveUserRefusals,
    record_id::{self, PathId, Record},
    state::AppState,
};
use input::{CreateInterviewRequest, NewInterview, SavedAnswers, UpdateInterviewRequest};
use store::Inserted;

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_questions))
        .routes(routes!(list_interviews, create_interview))
        .routes(routes!(get_interview))
        .routes(routes!(update_interview))
}

impl Record for Interview {
    const NOT_FOUND: &'static str = "Interview section not found";
}

const SECTION_EXISTS: &str = "This interview section already exists.";
const COMPANY_ID_MISSING: &str = "The companyId query parameter is required, e.g. /api/interviews?companyId=3.";

/// The questions are the server's own constants; a browser may keep them an hour.
const QUESTIONS_CACHE_CONTROL: &str = "private, max-age=3600";

/// `?companyId=` of the list.
#[derive(Deserialize, IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
struct CompanyQuery {
    /// The company's id (required).
    #[param(value_type = i64)]
    company_id: Option<String>,
}

/// The `{companyId}/{section}` of a record's path. A section name that is not
/// one of the four names no record (`None`), answered like a missing one.
struct SectionPath {
    company_id: i64,
    section: Option<InterviewSection>,
}

impl<S: Send + Sync> FromRequestParts<S> for SectionPath {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
        let Path((company_id, section)) = Path::<(String, String)>::from_request_parts(parts, state)
            .await
            .map_err(|_| Company::not_found())?;
        Ok(Self {
            company_id: record_id::parse(&company_id).ok_or_else(Company::not_found)?,
            section: InterviewSection::parse(&section).ok(),
        })
    }
}

/// The interview's sections and questions, and two complete sample answer sets.
#[utoipa::path(
    get,
    path = "/interview/questions",
    tag = "interviews",
    responses(
        (status = 200, body = QuestionsDocument,
         headers(("Cache-Control" = String, description = "private, max-age=3600"))),
        ActiveUserRefusals,
    )
)]
async fn get_questions(_: ActiveUser) -> ([(header::HeaderName, &'static str); 1], Json<QuestionsDocument>) {
    (
        [(header::CACHE_CONTROL, QUESTIONS_CACHE_CONTROL)],
        Json(questions::DOCUMENT),
    )
}

/// The company's section records, in the interview's order (absent sections left out).
#[utoipa::path(
    get,
    path = "/interviews",
    tag = "interviews",
    params(CompanyQuery),
    responses(
        (status = 200, body = Vec<Interview>),
        (status = 400, description = "No companyId in the query", body = ErrorBody),
        ActiveUserRefusals,
        (status = 404, description = "No such company of this user", body = ErrorBody),
    )
)]
async fn list_interviews(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    Query(query): Query<CompanyQuery>,
) -> AppResult<Json<Vec<Interview>>> {
    let raw = query.company_id.filter(|id| !id.is_empty());
    let raw = raw.ok_or_else(|| AppError::BadRequest(COMPANY_ID_MISSING.into()))?;
    let company_id = record_id::parse(&raw).ok_or_else(Company::not_found)?;
    companies::check_owner(&state.db, &user.cobalt_id, company_id).await?;
    Ok(Json(store::list(&state.db, &user.cobalt_id, company_id).await?))
}

/// The company's record of one section.
#[utoipa::path(
    get,
    path = "/interviews/{companyId}/{section}",
    tag = "interviews",
    params(
        ("companyId" = i64, Path, description = "The company's id"),
        ("section" = InterviewSection, Path, description = "The section"),
    ),
    responses(
        (status = 200, body = Interview),
        ActiveUserRefusals,
        (status = 404, description = "'Company not found' (no such company of this user), or \
            'Interview section not found' (no record of the section, or no such section)", body = ErrorBody),
    )
)]
async fn get_interview(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    SectionPath { company_id, section }: SectionPath,
) -> AppResult<Json<Interview>> {
    companies::check_owner(&state.db, &user.cobalt_id, company_id).await?;
    let section = section.ok_or_else(Interview::not_found)?;
    let found = store::find_section(&state.db, &user.cobalt_id, company_id, section).await?;
    found.map(Json).ok_or_else(Interview::not_found)
}

/// Creates the record of a section of one of the user's companies.
#[utoipa::path(
    post,
    path = "/interviews",
    tag = "interviews",
    request_body = CreateInterviewRequest,
    responses(
        (status = 201, description = "The created record", body = Interview),
        ActiveUserRefusals,
        (status = 404, description = "No such company of this user", body = ErrorBody),
        (status = 409, description = "This interview section already exists.", body = ErrorBody),
        (status = 422, description = "A field breaks a rule (see fieldErrors)", body = ErrorBody),
    )
)]
async fn create_interview(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    Json(request): Json<CreateInterviewRequest>,
) -> AppResult<(StatusCode, Json<Interview>)> {
    let interview = NewInterview::try_from(request)?;
    match store::insert(&state.db, &user.cobalt_id, &interview).await? {
        Inserted::Created(created) => Ok((StatusCode::CREATED, Json(created))),
        Inserted::NoCompany => Err(Company::not_found()),
        Inserted::SectionExists => Err(AppError::Conflict(SECTION_EXISTS.into())),
    }
}

/// Replaces a record's answers (a key left out becomes `""`) and answers the record.
#[utoipa::path(
    put,
    path = "/interviews/{id}",
    tag = "interviews",
    params(("id" = i64, Path, description = "The record's id")),
    request_body = UpdateInterviewRequest,
    responses(
        (status = 200, description = "The updated record", body = Interview),
        ActiveUserRefusals,
        (status = 404, description = "No such record of this user", body = ErrorBody),
        (status = 422, description = "A field breaks a rule (see fieldErrors)", body = ErrorBody),
    )
)]
async fn update_interview(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Interview>,
    Json(request): Json<UpdateInterviewRequest>,
) -> AppResult<Json<Interview>> {
    // The section says which keys the answers may have.
    let record = store::find(&state.db, &user.cobalt_id, id).await?;
    let record = record.ok_or_else(Interview::not_found)?;
    let saved = SavedAnswers::parse_update(record.section, request)?;
    let updated = store::update(&state.db, &user.cobalt_id, id, &saved).await?;
    updated.map(Json).ok_or_else(Interview::not_found)
}
