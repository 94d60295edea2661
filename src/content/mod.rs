//! Generated content (`/api/content/...`): generating a version (a credit each),
//! the free preview, the versions and their assets, editing a text by hand (a
//! new version, no credit), activating a version. The contract is `docs/content.md`.
//!
//! Every call needs an active user and sees only that user's companies:
//! another user's company or version answers 404 exactly like a missing one.

mod edit;
mod store;

pub use store::{AssetKind, Origin, Version};

use axum::{
    extract::State,
    http::{header, StatusCode},
};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    auth::extractor::ActiveUser,
    cache::Change,
    companies::{self, Company},
    domain::{InterviewSection, User},
    error::{AppError, AppResult, ErrorBody, FieldErrors, Json, Query},
    interviews,
    logging::OneLine,
    openapi::ActiveUserRefusals,
    rate_limit,
    record_id::{self, PathId, Record},
    state::AppState,
    writer::{
        fields::{self, ContentField},
        off_the_runtime,
        quality::Gate,
        BuiltInWriter, CompanyProfile, CoreMessaging, GeneratedContent, GenerationError, GenerationInput, PitchContent,
        Previous, WebsiteContent, Writer,
    },
};
use edit::{ContentEdit, EditRequest};
use store::{PitchAsset, Stored, WebsiteAsset};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(content_fields))
        .routes(routes!(generate))
        .routes(routes!(preview))
        .routes(routes!(active_version))
        .routes(routes!(list_versions))
        .routes(routes!(website_asset))
        .routes(routes!(pitch_asset))
        .routes(routes!(edit_version))
        .routes(routes!(activate_version))
}

impl Record for Version {
    const NOT_FOUND: &'static str = "Version not found";
}

const INCOMPLETE: &str = "Complete all four interview sections before generating content.";
const NO_CREDITS: &str =
    "You have no credits left. Each generation uses one credit; ask us for more to generate again.";
const GENERATION_FAILED: &str =
    "The content could not be generated right now. Nothing was charged. Please try again in a moment.";
const WRITER_BUSY: &str = "The content writer is busy right now. Nothing was charged.";
const PREVIEW_TOO_EARLY: &str = "Complete at least one interview section to see a preview.";
const NOTHING_GENERATED: &str = "No content has been generated yet.";

/// The body of the two `POST`s that name a company.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GenerateRequest {
    /// The id of one of the signed-in user's companies.
    #[schema(value_type = i64, example = 3)]
    company_id: Option<Value>,
}

impl GenerateRequest {
    fn company_id(&self) -> AppResult<i64> {
        record_id::from_json(self.company_id.as_ref()).ok_or_else(|| {
            let mut errors = FieldErrors::new();
            errors.add("companyId", "Company id must be a positive whole number.");
            AppError::Validation(errors)
        })
    }
}

/// The owner's company and what its interview says so far; 404 unless the user owns it.
async fn generation_input(state: &AppState, user: &User, company_id: i64) -> AppResult<GenerationInput> {
    let company = companies::find(&state.db, &user.cobalt_id, company_id)
        .await?
        .ok_or_else(Company::not_found)?;
    let sections = interviews::list(&state.db, &user.cobalt_id, company_id).await?;
    // Only completed sections count: a half-answered one is still being written.
    let answers: Vec<_> = sections
        .into_iter()
        .filter(|record| record.completed)
        .map(|record| record.responses)
        .collect();
    Ok(GenerationInput::new(profile(company), &answers))
}

/// What the writers read of a stored company.
fn profile(company: Company) -> CompanyProfile {
    CompanyProfile {
        name: company.name,
        industry: company.industry,
        description: company.description,
        competitors: company.competitors,
        products_services: company.products_services,
        website_url: company.website_url,
    }
}

/// What a generation answers.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Generated {
    pub credits_remaining: i64,
    pub core_messaging: CoreMessaging,
    /// The new version, now the active one.
    pub version: Version,
}

/// Every generated field as the field registry describes it: the content
/// page's labels, lengths and counts, and the answers each is built from.
#[utoipa::path(
    get,
    path = "/content/fields",
    tag = "content",
    responses((status = 200, body = Vec<ContentField>), ActiveUserRefusals)
)]
async fn content_fields(_: ActiveUser) -> ([(header::HeaderName, &'static str); 1], Json<Vec<ContentField>>) {
    // The registry is the server's own constant: a browser may keep it an hour.
    (
        [(header::CACHE_CONTROL, "private, max-age=3600")],
        Json(fields::FIELDS.into_iter().map(ContentField::from).collect()),
    )
}

/// Writes a new version of the company's content from its interview with the
/// configured writer, for one credit.
#[utoipa::path(
    post,
    path = "/content/generate",
    tag = "content",
    request_body = GenerateRequest,
    responses(
        (status = 201, description = "Version N+1, now the only active one", body = Generated),
        ActiveUserRefusals,
        (status = 402, description = "No credits left; nothing was stored", body = ErrorBody),
        (status = 404, description = "No such company of this user", body = ErrorBody),
        (status = 409, description = "Not all four interview sections are complete", body = ErrorBody),
        (status = 422, description = "No valid companyId", body = ErrorBody),
        (status = 429, description = "Too many generations; see Retry-After", body = ErrorBody),
        (status = 502, description = "The writer failed; nothing was spent or stored", body = ErrorBody),
        (status = 503, description = "The model's service asks us to wait (Retry-After when it said how long); nothing was spent or stored", body = ErrorBody),
    )
)]
async fn generate(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    Json(request): Json<GenerateRequest>,
) -> AppResult<(StatusCode, Json<Generated>)> {
    let company_id = request.company_id()?;
    state.rate_limits.generation.check_user(user.id)?;
    let input = generation_input(&state, &user, company_id).await?;
    if input.answered_sections().len() < InterviewSection::ALL.len() {
        return Err(AppError::Conflict(INCOMPLETE.into()));
    }
    // Checked again where the credit is spent; this spares a writer's run.
    if store::credits(&state.db, user.id).await? < 1 {
        return Err(AppError::PaymentRequired(NO_CREDITS.into()));
    }
    let variation = store::version_count(&state.db, company_id).await? as u64 + 1;
    let mut input = input;
    input.previous = previous_version(&state, &user.cobalt_id, company_id).await?;
    let (generated, quality) = state.generator.generate(&input, variation).await.map_err(|e| {
        tracing::warn!(company_id, error = %OneLine(&e), "content generation failed");
        generation_failed(&e)
    })?;
    let stored = store::store_version(
        &state.db,
        &user.cobalt_id,
        company_id,
        Some(user.id),
        &generated,
        &quality,
        &Origin::Generated,
    )
    .await?;
    match stored {
        Stored::Created {
            version,
            credits_remaining,
        } => {
            // The account menu shows the credits, the dashboard whether a company has content:
            // every session of the user sees them at once.
            state.caches.publish(Change::User(user.id)).await?;
            state.caches.publish(Change::Companies(user.cobalt_id.clone())).await?;
            Ok((
                StatusCode::CREATED,
                Json(Generated {
                    // Charged: the store answered the credits left.
                    credits_remaining: credits_remaining.unwrap_or_default(),
                    core_messaging: version.content.clone(),
                    version: *version,
                }),
            ))
        }
        Stored::NoCredits => Err(AppError::PaymentRequired(NO_CREDITS.into())),
        Stored::NoCompany => Err(Company::not_found()),
    }
}

/// The active version as the next one must not repeat it, when there is one.
async fn previous_version(state: &AppState, owner: &str, company_id: i64) -> AppResult<Option<Previous>> {
    let Some(version) = store::active_version(&state.db, owner, company_id).await? else {
        return Ok(None);
    };
    let website = store::asset::<WebsiteContent>(&state.db, owner, company_id, store::AssetKind::Website, None);
    let pitch = store::asset::<PitchContent>(&state.db, owner, company_id, store::AssetKind::Pitch, None);
    let (website, pitch) = (website.await?, pitch.await?);
    Ok(website
        .zip(pitch)
        .map(|(website, pitch)| Previous::from_parts(&version.content, &website.content, &pitch.content)))
}

/// What the caller hears of a failed generation. A model's service that asks
/// us to wait is a 503 with how long when it said (so the page can tell when
/// to try again); anything else is the service's fault, a 502.
fn generation_failed(error: &GenerationError) -> AppError {
    match error {
        GenerationError::RateLimited { retry_after } => {
            let retry_after_secs = retry_after.map(rate_limit::whole_seconds);
            let when = match retry_after_secs {
                Some(secs) => format!("Please try again in {secs} seconds."),
                None => "Please try again in a moment.".into(),
            };
            AppError::ServiceBusy {
                message: format!("{WRITER_BUSY} {when}"),
                retry_after_secs,
            }
        }
        _ => AppError::BadGateway(GENERATION_FAILED.into()),
    }
}

/// A preview: what the built-in writer makes of the answers so far.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Preview {
    pub core_messaging: CoreMessaging,
    pub website: WebsiteContent,
    pub pitch: PitchContent,
    /// Always `built-in`: the preview costs nothing.
    pub writer: String,
}

/// The interview's free preview: the built-in writer over the completed
/// sections (at least one), new wording each time; nothing is stored or spent.
#[utoipa::path(
    post,
    path = "/content/preview",
    tag = "content",
    request_body = GenerateRequest,
    responses(
        (status = 200, body = Preview),
        ActiveUserRefusals,
        (status = 404, description = "No such company of this user", body = ErrorBody),
        (status = 409, description = "No interview section is complete yet", body = ErrorBody),
        (status = 422, description = "No valid companyId", body = ErrorBody),
        (status = 429, description = "Too many previews; see Retry-After", body = ErrorBody),
    )
)]
async fn preview(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    Json(request): Json<GenerateRequest>,
) -> AppResult<Json<Preview>> {
    let company_id = request.company_id()?;
    state.rate_limits.preview.check_user(user.id)?;
    let input = generation_input(&state, &user, company_id).await?;
    if input.answered_sections().is_empty() {
        return Err(AppError::Conflict(PREVIEW_TOO_EARLY.into()));
    }
    let variation = rand::random();
    let content = off_the_runtime(move || BuiltInWriter.write(&input, variation)).await;
    Ok(Json(Preview {
        core_messaging: content.core,
        website: content.website,
        pitch: content.pitch,
        writer: content.writer.as_str().to_owned(),
    }))
}

/// The company's active version (its core messaging).
#[utoipa::path(
    get,
    path = "/content/active/{companyId}",
    tag = "content",
    params(("companyId" = i64, Path, description = "The company's id")),
    responses(
        (status = 200, body = Version),
        ActiveUserRefusals,
        (status = 404, description = "No such company of this user, or nothing generated yet", body = ErrorBody),
    )
)]
async fn active_version(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Company>,
) -> AppResult<Json<Version>> {
    companies::check_owner(&state.db, &user.cobalt_id, id).await?;
    let version = store::active_version(&state.db, &user.cobalt_id, id).await?;
    version
        .map(Json)
        .ok_or_else(|| AppError::NotFound(NOTHING_GENERATED.into()))
}

/// The company's versions, newest first.
#[utoipa::path(
    get,
    path = "/content/versions/{companyId}",
    tag = "content",
    params(("companyId" = i64, Path, description = "The company's id")),
    responses(
        (status = 200, body = Vec<Version>),
        ActiveUserRefusals,
        (status = 404, description = "No such company of this user", body = ErrorBody),
    )
)]
async fn list_versions(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Company>,
) -> AppResult<Json<Vec<Version>>> {
    companies::check_owner(&state.db, &user.cobalt_id, id).await?;
    Ok(Json(store::versions(&state.db, &user.cobalt_id, id).await?))
}

/// The website content of the active version, or of the version `versionId` (read without activating it).
#[utoipa::path(
    get,
    path = "/content/assets/{companyId}/website",
    tag = "content",
    params(("companyId" = i64, Path, description = "The company's id"), VersionQuery),
    responses(
        (status = 200, body = WebsiteAsset),
        ActiveUserRefusals,
        (status = 404, description = "No such company of this user, no such version of it, or nothing generated yet", body = ErrorBody),
    )
)]
async fn website_asset(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Company>,
    Query(query): Query<VersionQuery>,
) -> AppResult<Json<WebsiteAsset>> {
    company_asset(&state, &user, id, AssetKind::Website, query.version_id).await
}

/// The pitch content of the active version, or of the version `versionId` (read without activating it).
#[utoipa::path(
    get,
    path = "/content/assets/{companyId}/pitch",
    tag = "content",
    params(("companyId" = i64, Path, description = "The company's id"), VersionQuery),
    responses(
        (status = 200, body = PitchAsset),
        ActiveUserRefusals,
        (status = 404, description = "No such company of this user, no such version of it, or nothing generated yet", body = ErrorBody),
    )
)]
async fn pitch_asset(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Company>,
    Query(query): Query<VersionQuery>,
) -> AppResult<Json<PitchAsset>> {
    company_asset(&state, &user, id, AssetKind::Pitch, query.version_id).await
}

/// Which version's asset to read: the active one unless `versionId` names another.
#[derive(Deserialize, utoipa::IntoParams)]
#[serde(rename_all = "camelCase")]
#[into_params(parameter_in = Query)]
struct VersionQuery {
    /// A version of the company (from its version history); the active version when absent.
    version_id: Option<i64>,
}

/// The owner's company's asset of `kind` (of `version_id`, else the active version); 404 for
/// another's company, a version not of this company, or before any generation.
async fn company_asset<C: DeserializeOwned + Send + Unpin + 'static>(
    state: &AppState,
    user: &User,
    company_id: i64,
    kind: AssetKind,
    version_id: Option<i64>,
) -> AppResult<Json<store::Asset<C>>> {
    companies::check_owner(&state.db, &user.cobalt_id, company_id).await?;
    let asset = store::asset(&state.db, &user.cobalt_id, company_id, kind, version_id).await?;
    asset.map(Json).ok_or_else(|| match version_id {
        Some(_) => Version::not_found(),
        None => AppError::NotFound(NOTHING_GENERATED.into()),
    })
}

/// Writes one text of a version by hand: a copy of the version with that text,
/// version N+1 of its company and the active one, checked by the quality gate
/// against the interview as it is now. No credit.
#[utoipa::path(
    post,
    path = "/content/versions/{versionId}/edit",
    tag = "content",
    params(("versionId" = i64, Path, description = "The version's id")),
    request_body = EditRequest,
    responses(
        (status = 201, description = "The new version, now active (origin `edited`)", body = Version),
        ActiveUserRefusals,
        (status = 404, description = "No such version of this user's companies", body = ErrorBody),
        (status = 422, description = "No such text field, or an empty or far too long text", body = ErrorBody),
    )
)]
async fn edit_version(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Version>,
    Json(request): Json<EditRequest>,
) -> AppResult<(StatusCode, Json<Version>)> {
    let edit = ContentEdit::try_from(request)?;
    let owner = &user.cobalt_id;
    let base = store::version(&state.db, owner, id)
        .await?
        .ok_or_else(Version::not_found)?;
    let company_id = base.company_id;
    let website = store::asset::<WebsiteContent>(&state.db, owner, company_id, AssetKind::Website, Some(id));
    let pitch = store::asset::<PitchContent>(&state.db, owner, company_id, AssetKind::Pitch, Some(id));
    let (Some(website), Some(pitch)) = (website.await?, pitch.await?) else {
        return Err(Version::not_found());
    };
    let mut content = GeneratedContent {
        core: base.content,
        website: website.content,
        pitch: pitch.content,
        writer: Writer::from(base.writer),
        tokens_used: None,
    };
    edit.apply(&mut content)?;
    let input = generation_input(&state, &user, company_id).await?;
    let (content, quality) = off_the_runtime(move || {
        let quality = Gate::new(&input).report(&content);
        (content, quality)
    })
    .await;
    let origin = Origin::Edited {
        field: edit.field().to_owned(),
        based_on: id,
    };
    match store::store_version(&state.db, owner, company_id, None, &content, &quality, &origin).await? {
        Stored::Created { version, .. } => Ok((StatusCode::CREATED, Json(*version))),
        Stored::NoCredits | Stored::NoCompany => Err(Version::not_found()),
    }
}

/// Makes the version its company's only active one, so the content page shows its assets.
#[utoipa::path(
    post,
    path = "/content/versions/{versionId}/activate",
    tag = "content",
    params(("versionId" = i64, Path, description = "The version's id")),
    responses(
        (status = 200, description = "The version, now active", body = Version),
        ActiveUserRefusals,
        (status = 404, description = "No such version of this user's companies", body = ErrorBody),
    )
)]
async fn activate_version(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Version>,
) -> AppResult<Json<Version>> {
    let version = store::activate(&state.db, &user.cobalt_id, id).await?;
    version.map(Json).ok_or_else(Version::not_found)
}
