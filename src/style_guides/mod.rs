//! A company's style guide (`/api/companies/{id}/style-guide`): read and save
//! it, and the free suggestions for it, from the interview and from copy the
//! company already publishes. The writers apply the guide (`content` reads it
//! with the brief); `docs/content.md` says how each one does.
//!
//! Every call needs an active user and sees only that user's companies:
//! another user's company answers 404 exactly like a missing one.

mod input;
mod store;

use axum::extract::State;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    auth::extractor::ActiveUser,
    companies::{self, Company},
    db::Db,
    domain::StyleGuide,
    error::{AppResult, ErrorBody, Json},
    interviews,
    openapi::ActiveUserRefusals,
    record_id::{PathId, Record},
    state::AppState,
    writer::voice::{self, Suggestion},
};
use input::{LearnRequest, StyleGuideRequest};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(get_style_guide, put_style_guide))
        .routes(routes!(suggest_style))
        .routes(routes!(learn_style))
}

/// The guide of the owner's company: the saved one, else the default. 404
/// unless the owner has the company.
pub async fn find(db: &Db, owner: &str, company_id: i64) -> AppResult<StyleGuide> {
    match store::find(db, owner, company_id).await? {
        Some(guide) => Ok(guide),
        None => companies::check_owner(db, owner, company_id)
            .await
            .map(|()| StyleGuide::default()),
    }
}

/// The company's style guide (the default one until it is saved).
#[utoipa::path(
    get,
    path = "/companies/{id}/style-guide",
    tag = "style-guide",
    params(("id" = i64, Path, description = "The company's id")),
    responses(
        (status = 200, body = StyleGuide),
        ActiveUserRefusals,
        (status = 404, description = "No such company of this user", body = ErrorBody),
    )
)]
async fn get_style_guide(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Company>,
) -> AppResult<Json<StyleGuide>> {
    find(&state.db, &user.cobalt_id, id).await.map(Json)
}

/// Saves the fields the body gives (a field left out or `null` keeps its
/// value) and answers the whole guide. Versions written before keep the guide
/// they were written with.
#[utoipa::path(
    put,
    path = "/companies/{id}/style-guide",
    tag = "style-guide",
    params(("id" = i64, Path, description = "The company's id")),
    request_body = StyleGuideRequest,
    responses(
        (status = 200, description = "The saved guide", body = StyleGuide),
        ActiveUserRefusals,
        (status = 404, description = "No such company of this user", body = ErrorBody),
        (status = 422, description = "A field breaks a rule (see fieldErrors, keyed by path: `tone.2`, \
            `preferredTerms.0.use`)", body = ErrorBody),
    )
)]
async fn put_style_guide(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Company>,
    Json(request): Json<StyleGuideRequest>,
) -> AppResult<Json<StyleGuide>> {
    let current = find(&state.db, &user.cobalt_id, id).await?;
    let guide = request.apply(current)?;
    if store::save(&state.db, &user.cobalt_id, id, &guide).await? {
        Ok(Json(guide))
    } else {
        // Deleted between the read and the save.
        Err(Company::not_found())
    }
}

/// Tone words and preferred terms suggested from how the interview says the
/// brand should feel (brandEmotions) and what it should remind customers of
/// (brandAssociations). Free, and nothing is saved; empty lists when those
/// answers are not given yet.
#[utoipa::path(
    post,
    path = "/companies/{id}/style-guide/suggest",
    tag = "style-guide",
    params(("id" = i64, Path, description = "The company's id")),
    responses(
        (status = 200, body = Suggestion),
        ActiveUserRefusals,
        (status = 404, description = "No such company of this user", body = ErrorBody),
    )
)]
async fn suggest_style(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Company>,
) -> AppResult<Json<Suggestion>> {
    companies::check_owner(&state.db, &user.cobalt_id, id).await?;
    let sections = interviews::list(&state.db, &user.cobalt_id, id).await?;
    let answers = sections.iter().flat_map(|record| record.responses.iter());
    Ok(Json(voice::suggest_from_interview(answers)))
}

/// Tone words, preferred terms and a reading level learnt from copy the
/// company already publishes (pasted from its site, a brochure, an email): the
/// model's short analysis when the server writes with one, else word
/// statistics and readability. Free, and nothing is saved; a call that reaches
/// the model counts against the user's rate of free previews.
#[utoipa::path(
    post,
    path = "/companies/{id}/style-guide/learn",
    tag = "style-guide",
    params(("id" = i64, Path, description = "The company's id")),
    request_body = LearnRequest,
    responses(
        (status = 200, body = Suggestion),
        ActiveUserRefusals,
        (status = 404, description = "No such company of this user", body = ErrorBody),
        (status = 422, description = "No text, or more than 20,000 characters", body = ErrorBody),
        (status = 429, description = "Too many calls to the model: try again after Retry-After", body = ErrorBody),
    )
)]
async fn learn_style(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Company>,
    Json(request): Json<LearnRequest>,
) -> AppResult<Json<Suggestion>> {
    companies::check_owner(&state.db, &user.cobalt_id, id).await?;
    let text = request.text()?;
    if !state.generator.is_built_in() {
        state.rate_limits.preview.check_user(user.id).await?;
    }
    Ok(Json(state.generator.learn_voice(text).await))
}
