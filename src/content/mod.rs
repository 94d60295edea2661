//! Generated content (`/api/content/...`): generating a version (a credit each),
//! the free preview, the versions and their assets, editing a text by hand (a
//! new version, no credit), regenerating one part or choosing among its
//! options (a credit), bringing website and pitch in line with the core
//! messaging (a credit), activating a version. The contract is `docs/content.md`.
//!
//! Every call needs an active user and sees only that user's companies:
//! another user's company or version answers 404 exactly like a missing one.

mod edit;
mod export;
mod store;
mod stream;

pub use store::{AssetKind, Origin, Version};

use axum::{
    extract::State,
    http::{header, HeaderMap, StatusCode},
    response::{IntoResponse, Response},
};
use chrono::{DateTime, Utc};
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
    openapi::{ActiveUserRefusals, PaidWritingRefusals},
    rate_limit,
    record_id::{self, PathId, Record},
    state::AppState,
    style_guides,
    writer::{
        fields::{self, Asset, ContentField},
        off_the_runtime,
        quality::Gate,
        rewrite::{Instruction, Rewrite},
        target::Target,
        BuiltInWriter, CompanyProfile, CoreMessaging, GeneratedContent, GenerationError, GenerationInput,
        ObjectionSheet, PitchContent, Previous, Progress, Rewritten, Stage, WebsiteContent, Writer,
    },
};
use edit::{ContentEdit, EditRequest};
use export::{Export, Format};
use store::{NewVersion, ObjectionsAsset, PitchAsset, Stored, WebsiteAsset};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(content_fields))
        .routes(routes!(content_writer))
        .routes(routes!(generate))
        .routes(routes!(preview))
        .routes(routes!(active_version))
        .routes(routes!(list_versions))
        .routes(routes!(website_asset))
        .routes(routes!(pitch_asset))
        .routes(routes!(objections_asset))
        .routes(routes!(edit_version))
        .routes(routes!(regenerate_part))
        .routes(routes!(variants))
        .routes(routes!(sync_version))
        .routes(routes!(activate_version))
        .routes(routes!(export_markdown))
        .routes(routes!(export_word))
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
const NO_OBJECTION_SHEET: &str =
    "This version has no objection sheet: it was written before sheets existed. Generate a new version to get one.";

/// The body of the two `POST`s that name a company.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct GenerateRequest {
    /// The id of one of the signed-in user's companies.
    #[schema(value_type = i64, required = true, minimum = 1, example = 3)]
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

/// What a writer writes from: the owner's company and what its interview says so far.
struct Brief {
    company_id: i64,
    input: GenerationInput,
    /// The interview's last save, which a version records as what it was written from.
    interview_at: Option<DateTime<Utc>>,
}

/// The brief of the owner's company; 404 unless the user owns it.
async fn brief(state: &AppState, user: &User, company_id: i64) -> AppResult<Brief> {
    // The interview before the company: had the company been deleted between
    // the two reads, its missing sections must not read as an unfinished
    // interview (409) when the answer is 404.
    let sections = interviews::list(&state.db, &user.cobalt_id, company_id).await?;
    let company = companies::find(&state.db, &user.cobalt_id, company_id)
        .await?
        .ok_or_else(Company::not_found)?;
    let style = style_guides::find(&state.db, &user.cobalt_id, company_id).await?;
    let interview_at = sections.iter().map(|record| record.updated_at).max();
    // Only completed sections count: a half-answered one is still being written.
    let answers: Vec<_> = sections
        .into_iter()
        .filter(|record| record.completed)
        .map(|record| record.responses)
        .collect();
    let mut input = GenerationInput::new(profile(company), &answers);
    input.style = style;
    Ok(Brief {
        company_id,
        input,
        interview_at,
    })
}

/// 409 when the configured writer cannot write in the company's content
/// language (the built-in writer writes English only): refused, not written in
/// English unasked.
fn check_language(state: &AppState, input: &GenerationInput) -> AppResult<()> {
    let language = &input.style.language;
    if state.generator.writes_in(language) {
        Ok(())
    } else {
        Err(AppError::Conflict(format!(
            "This company's content language is {}, and the built-in writer writes English only. \
             Choose English on the company's Voice panel to generate with it.",
            language.name()
        )))
    }
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

/// The writer this server generates with, as the Voice panel tells the user.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct WriterInfo {
    /// The built-in writer (no model configured), which writes English only:
    /// generating in another content language is refused.
    pub built_in: bool,
}

/// Which writer generates content here, and whether it writes other languages.
#[utoipa::path(
    get,
    path = "/content/writer",
    tag = "content",
    responses((status = 200, body = WriterInfo), ActiveUserRefusals)
)]
async fn content_writer(_: ActiveUser, State(state): State<AppState>) -> Json<WriterInfo> {
    Json(WriterInfo {
        built_in: state.generator.is_built_in(),
    })
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
        (status = 200, description = "With `Accept: text/event-stream`, after the same checks: Server-Sent Events \
            `stage` ({stage, status}) as each stage starts and ends, then `done` (the 201's JSON) or `error` \
            ({status, message})", content_type = "text/event-stream", body = String),
        ActiveUserRefusals,
        PaidWritingRefusals,
        (status = 404, description = "No such company of this user", body = ErrorBody),
        (status = 409, description = "Not all four interview sections are complete", body = ErrorBody),
        (status = 422, description = "No valid companyId", body = ErrorBody),
    )
)]
async fn generate(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    headers: HeaderMap,
    Json(request): Json<GenerateRequest>,
) -> AppResult<Response> {
    let company_id = request.company_id()?;
    let brief = brief(&state, &user, company_id).await?;
    if brief.input.answered_sections().len() < InterviewSection::ALL.len() {
        return Err(AppError::Conflict(INCOMPLETE.into()));
    }
    check_language(&state, &brief.input)?;
    // Counted once the company is known to be the caller's and ready.
    state.rate_limits.generation.check_user(user.id).await?;
    has_a_credit(&state, &user).await?;
    if stream::wanted(&headers) {
        let events = stream::events(|progress| async move { write_version(&state, &user, brief, &progress).await });
        return Ok(events.into_response());
    }
    let generated = write_version(&state, &user, brief, &Progress::default()).await?;
    Ok((StatusCode::CREATED, Json(generated)).into_response())
}

/// 402 unless the user has a credit to spend (401 when their account was
/// deleted meanwhile). Checked again where the credit is spent; this spares a
/// writer's run.
async fn has_a_credit(state: &AppState, user: &User) -> AppResult<()> {
    match store::credits(&state.db, user.id).await? {
        None => Err(AppError::Unauthorized),
        Some(credits) if credits < 1 => Err(AppError::PaymentRequired(NO_CREDITS.into())),
        Some(_) => Ok(()),
    }
}

/// Writes version N+1 of the brief's company and stores it for a credit,
/// reporting each stage.
async fn write_version(state: &AppState, user: &User, brief: Brief, progress: &Progress) -> AppResult<Generated> {
    let Brief {
        company_id,
        mut input,
        interview_at,
    } = brief;
    progress.started(Stage::Interview);
    let variation = store::version_count(&state.db, company_id).await? as u64 + 1;
    input.previous = previous_version(state, &user.cobalt_id, company_id).await?;
    progress.done(Stage::Interview);
    let (generated, quality) = state
        .generator
        .generate(&input, variation, progress)
        .await
        .map_err(|e| {
            tracing::warn!(company_id, error = %OneLine(&e), "content generation failed");
            generation_failed(&e)
        })?;
    progress.started(Stage::Saving);
    let new = NewVersion {
        content: &generated,
        quality: &quality,
        style_guide: &input.style,
        origin: Origin::Generated,
        written_from: &generated.core,
        hand_edited: Vec::new(),
        interview_at,
    };
    let stored = store::store_version(&state.db, &user.cobalt_id, company_id, Some(user.id), &new).await?;
    progress.done(Stage::Saving);
    match stored {
        Stored::Created {
            version,
            credits_remaining,
        } => {
            // The account menu shows the credits, the dashboard whether a company has content:
            // every session of the user sees them at once.
            publish_charged(state, user).await?;
            state.caches.publish(Change::Companies(user.cobalt_id.clone())).await?;
            Ok(Generated {
                // Charged: the store answered the credits left.
                credits_remaining: credits_remaining.unwrap_or_default(),
                core_messaging: version.content.clone(),
                version: *version,
            })
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
    let Brief { input, .. } = brief(&state, &user, company_id).await?;
    if input.answered_sections().is_empty() {
        return Err(AppError::Conflict(PREVIEW_TOO_EARLY.into()));
    }
    state.rate_limits.preview.check_user(user.id).await?;
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
        (status = 200, body = store::Asset<WebsiteContent>),
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
        (status = 200, body = store::Asset<PitchContent>),
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

/// The objection sheet of the active version, or of the version `versionId`: the
/// objections customers raise, each with the brand's response and a proof point to gather.
#[utoipa::path(
    get,
    path = "/content/assets/{companyId}/objections",
    tag = "content",
    params(("companyId" = i64, Path, description = "The company's id"), VersionQuery),
    responses(
        (status = 200, body = store::Asset<ObjectionSheet>),
        ActiveUserRefusals,
        (status = 404, description = "No such company of this user, no such version of it, nothing generated yet, \
            or a version written before objection sheets existed", body = ErrorBody),
    )
)]
async fn objections_asset(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Company>,
    Query(query): Query<VersionQuery>,
) -> AppResult<Json<ObjectionsAsset>> {
    let asset = company_asset(&state, &user, id, AssetKind::Objections, query.version_id).await;
    let Err(AppError::NotFound(_)) = asset else {
        return asset;
    };
    // Missing: the version's, or only its sheet's (a version written before sheets)?
    let owner = &user.cobalt_id;
    let version = match query.version_id {
        Some(version_id) => store::version(&state.db, owner, version_id)
            .await?
            .filter(|version| version.company_id == id),
        None => store::active_version(&state.db, owner, id).await?,
    };
    match version {
        Some(_) => Err(AppError::NotFound(NO_OBJECTION_SHEET.into())),
        None => asset,
    }
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

/// Writes one text of a version by hand, or puts in one of the options
/// `variants` offered: a copy of the version with that text, version N+1 of
/// its company and the active one, checked by the quality gate against the
/// interview as it is now. No credit.
#[utoipa::path(
    post,
    path = "/content/versions/{versionId}/edit",
    tag = "content",
    params(("versionId" = i64, Path, description = "The version's id")),
    request_body = EditRequest,
    responses(
        (status = 201, description = "The new version, now active (origin `edited` or `variant`)", body = Version),
        ActiveUserRefusals,
        (status = 404, description = "No such version of this user's companies", body = ErrorBody),
        (status = 422, description = "No such text field, an empty or far too long text, or an unknown origin", body = ErrorBody),
    )
)]
async fn edit_version(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Version>,
    Json(request): Json<EditRequest>,
) -> AppResult<(StatusCode, Json<Version>)> {
    let edit = ContentEdit::try_from(request)?;
    let (base, mut content) = version_content(&state, &user, id).await?;
    edit.apply(&mut content)?;
    let path = edit.target.path().to_owned();
    let mut hand_edited = not_by_hand(&base, &edit.target);
    let origin = if edit.variant {
        Origin::Variant {
            field: path,
            option: edit.option,
            based_on: id,
        }
    } else {
        hand_edited.push(path.clone());
        Origin::Edited {
            field: path,
            based_on: id,
        }
    };
    let version = store_copy(&state, &user, &base, content, origin, hand_edited, None).await?;
    Ok((StatusCode::CREATED, Json(version)))
}

/// `POST /api/content/versions/{versionId}/regenerate`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct RegenerateRequest {
    /// The part's path: a text field's (`website.headline`, `pitch.keyPoints.1`), one value
    /// proposition (`website.valuePropositions.2`) or the key points (`pitch.keyPoints`).
    #[schema(example = "pitch.pitch30sec")]
    field: String,
    /// What the user asks of the new text, in their words ("shorter", "mention the 14-day trial").
    #[schema(example = "shorter")]
    instruction: Option<String>,
}

/// `POST /api/content/versions/{versionId}/variants`.
#[derive(Debug, Deserialize, ToSchema)]
pub struct VariantsRequest {
    /// `website.headline`, `website.subheading`, `website.ctaText` or `pitch.pitch30sec`.
    #[schema(example = "website.headline")]
    field: String,
}

/// The parts `variants` offers options for.
const VARIANT_FIELDS: [&str; 4] = [
    "website.headline",
    "website.subheading",
    "website.ctaText",
    "pitch.pitch30sec",
];
/// How many options `variants` offers.
const VARIANT_COUNT: usize = 3;
const NO_OTHER_WORDING: &str =
    "The built-in writer has no other wording for this part that says something new. Nothing was charged; edit it by hand instead.";

impl RegenerateRequest {
    fn rewrite(self) -> AppResult<Rewrite> {
        let mut errors = FieldErrors::new();
        let target = Target::parse(&self.field);
        if target.is_none() {
            errors.add(
                "field",
                format!("There is no part '{}' to regenerate.", self.field.trim()),
            );
        }
        let instruction = self.instruction.filter(|text| !text.trim().is_empty());
        if instruction
            .as_ref()
            .is_some_and(|text| text.trim().chars().count() > Instruction::MAX_CHARS)
        {
            errors.add(
                "instruction",
                format!("The instruction must be at most {} characters.", Instruction::MAX_CHARS),
            );
        }
        errors.into_result()?;
        Ok(Rewrite {
            target: target.expect("checked above"),
            instruction: instruction.as_deref().map(Instruction::new),
            count: 1,
        })
    }
}

impl VariantsRequest {
    fn rewrite(self) -> AppResult<Rewrite> {
        let field = self.field.trim();
        match Target::parse(field).filter(|_| VARIANT_FIELDS.contains(&field)) {
            Some(target) => Ok(Rewrite {
                target,
                instruction: None,
                count: VARIANT_COUNT,
            }),
            None => {
                let mut errors = FieldErrors::new();
                errors.add(
                    "field",
                    format!("Options are offered for {} only.", VARIANT_FIELDS.join(", ")),
                );
                Err(AppError::Validation(errors))
            }
        }
    }
}

/// Writes one part of a version again with the configured writer, after the
/// user's instruction when given, for one credit: a copy of the version with
/// the new part (every other field as it was, edits included), version N+1
/// and the active one.
#[utoipa::path(
    post,
    path = "/content/versions/{versionId}/regenerate",
    tag = "content",
    params(("versionId" = i64, Path, description = "The version's id")),
    request_body = RegenerateRequest,
    responses(
        (status = 201, description = "The new version, now active (origin `regenerated`)", body = Version),
        ActiveUserRefusals,
        PaidWritingRefusals,
        (status = 404, description = "No such version of this user's companies", body = ErrorBody),
        (status = 422, description = "No such part, an instruction too long, or no other wording found (nothing charged)", body = ErrorBody),
    )
)]
async fn regenerate_part(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Version>,
    Json(request): Json<RegenerateRequest>,
) -> AppResult<(StatusCode, Json<Version>)> {
    let rewrite = request.rewrite()?;
    let (base, mut content, options) = rewrite_options(&state, &user, id, &rewrite).await?;
    let Some(option) = options.options.into_iter().next() else {
        return Err(no_other_wording());
    };
    rewrite.target.set(&mut content, option);
    content.tokens_used = options.tokens;
    let origin = Origin::Regenerated {
        field: rewrite.target.path().to_owned(),
        instruction: rewrite.instruction.map(|instruction| instruction.text),
        based_on: id,
    };
    let hand_edited = not_by_hand(&base, &rewrite.target);
    let version = store_copy(&state, &user, &base, content, origin, hand_edited, Some(user.id)).await?;
    Ok((StatusCode::CREATED, Json(version)))
}

/// The options of a part.
#[derive(Debug, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Options {
    /// Three texts (fewer only when the built-in writer found no more that say something new).
    #[schema(value_type = Vec<String>)]
    pub options: Vec<Value>,
    pub credits_remaining: i64,
}

/// Three options for the headline, the subheading, the call to action or the
/// 30-second pitch, for one credit; nothing is stored until one is chosen
/// (`edit` with `origin: "variant"`).
#[utoipa::path(
    post,
    path = "/content/versions/{versionId}/variants",
    tag = "content",
    params(("versionId" = i64, Path, description = "The version's id")),
    request_body = VariantsRequest,
    responses(
        (status = 200, body = Options),
        ActiveUserRefusals,
        PaidWritingRefusals,
        (status = 404, description = "No such version of this user's companies", body = ErrorBody),
        (status = 422, description = "Not a part with options, or no other wording found (nothing charged)", body = ErrorBody),
    )
)]
async fn variants(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Version>,
    Json(request): Json<VariantsRequest>,
) -> AppResult<Json<Options>> {
    let rewrite = request.rewrite()?;
    let (_, _, options) = rewrite_options(&state, &user, id, &rewrite).await?;
    if options.options.is_empty() {
        return Err(no_other_wording());
    }
    let credits_remaining = store::spend_credit(&state.db, user.id)
        .await?
        .ok_or_else(|| AppError::PaymentRequired(NO_CREDITS.into()))?;
    state.caches.publish(Change::User(user.id)).await?;
    Ok(Json(Options {
        options: options.options,
        credits_remaining,
    }))
}

/// The version, its content and the writer's options for one of its parts;
/// the checks of a paid rewrite first (ownership, the rate limit, a credit left).
async fn rewrite_options(
    state: &AppState,
    user: &User,
    version_id: i64,
    rewrite: &Rewrite,
) -> AppResult<(Version, GeneratedContent, Rewritten)> {
    let (base, content) = version_content(state, user, version_id).await?;
    if rewrite.target.value_in(&content).is_none() {
        let mut errors = FieldErrors::new();
        errors.add("field", format!("This version has no '{}'.", rewrite.target.path()));
        return Err(AppError::Validation(errors));
    }
    let Brief { input, .. } = brief(state, user, base.company_id).await?;
    check_language(state, &input)?;
    state.rate_limits.generation.check_user(user.id).await?;
    has_a_credit(state, user).await?;
    let options = state
        .generator
        .rewrite(&input, &content, rewrite, rand::random())
        .await
        .map_err(|e| {
            tracing::warn!(version_id, part = rewrite.target.path(), error = %OneLine(&e), "rewriting a part failed");
            generation_failed(&e)
        })?;
    Ok((base, content, options))
}

fn no_other_wording() -> AppError {
    let mut errors = FieldErrors::new();
    errors.add("field", NO_OTHER_WORDING);
    AppError::Validation(errors)
}

/// `POST /api/content/versions/{versionId}/sync`.
#[derive(Debug, Default, Deserialize, ToSchema)]
pub struct SyncRequest {
    /// Hand-edited fields (of the version's `handEdited`) to write again too; the others are kept.
    #[serde(default)]
    replace: Vec<String>,
}

const ALREADY_IN_LINE: &str = "This version's website and pitch content already follow its core messaging.";

/// Writes the website and pitch content of a version again from its core
/// messaging, for one credit, keeping the fields written by hand unless
/// `replace` names them: version N+1 (origin `synced`) and the active one.
#[utoipa::path(
    post,
    path = "/content/versions/{versionId}/sync",
    tag = "content",
    params(("versionId" = i64, Path, description = "The version's id")),
    request_body = SyncRequest,
    responses(
        (status = 201, description = "The new version, in line with its core (origin `synced`)", body = Version),
        ActiveUserRefusals,
        PaidWritingRefusals,
        (status = 404, description = "No such version of this user's companies", body = ErrorBody),
        (status = 409, description = "The version is already in line with its core messaging", body = ErrorBody),
    )
)]
async fn sync_version(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Version>,
    Json(request): Json<SyncRequest>,
) -> AppResult<(StatusCode, Json<Version>)> {
    let (base, content) = version_content(&state, &user, id).await?;
    if base.synced_with_core {
        return Err(AppError::Conflict(ALREADY_IN_LINE.into()));
    }
    // Not a new angle (no previous version to depart from): the assets as the base's
    // number words them, with what the edited core says.
    let Brief { input, .. } = brief(&state, &user, base.company_id).await?;
    check_language(&state, &input)?;
    state.rate_limits.generation.check_user(user.id).await?;
    has_a_credit(&state, &user).await?;
    let variation = u64::try_from(base.version_number).unwrap_or_default();
    let mut synced = state
        .generator
        .write_assets(&input, &content.core, base.assets_written_from(), variation)
        .await
        .map_err(|e| {
            tracing::warn!(version_id = id, error = %OneLine(&e), "bringing a version in line failed");
            generation_failed(&e)
        })?;
    // The sheet answers the interview, not the core messaging: it stays as it is.
    synced.objections = content.objections.clone();
    // What was written by hand stays, unless the user asked for it anew (and the new version has its item).
    let kept: Vec<String> = base
        .hand_edited
        .iter()
        .filter(|path| !request.replace.contains(path))
        .filter(|path| {
            let Some(target) = Target::parse(path) else {
                return false;
            };
            target.field.asset == Asset::Core
                || target
                    .value_in(&content)
                    .is_some_and(|value| target.set(&mut synced, value))
        })
        .cloned()
        .collect();
    let origin = Origin::Synced { based_on: id };
    let version = store_copy(&state, &user, &base, synced, origin, kept, Some(user.id)).await?;
    Ok((StatusCode::CREATED, Json(version)))
}

/// The owner's version `id` and its parts; 404 for another's or a missing one.
async fn version_content(state: &AppState, user: &User, id: i64) -> AppResult<(Version, GeneratedContent)> {
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
    let objections = store::asset::<ObjectionSheet>(&state.db, owner, company_id, AssetKind::Objections, Some(id))
        .await?
        .map(|sheet| sheet.content);
    let content = GeneratedContent {
        core: base.content.clone(),
        website: website.content,
        pitch: pitch.content,
        objections,
        writer: Writer::from(base.writer.clone()),
        tokens_used: None,
    };
    Ok((base, content))
}

/// The paths `base` holds as written by hand, but those within `target` (written anew).
fn not_by_hand(base: &Version, target: &Target) -> Vec<String> {
    base.hand_edited
        .iter()
        .filter(|path| !target.covers(path))
        .cloned()
        .collect()
}

/// Stores `content`, a changed copy of `base`, as its company's version N+1
/// with its quality report (the gate against the interview as it is now),
/// charging the user when `charged` names them. A synced copy is written
/// from its own core; any other keeps what `base`'s assets were written from.
async fn store_copy(
    state: &AppState,
    user: &User,
    base: &Version,
    content: GeneratedContent,
    origin: Origin,
    hand_edited: Vec<String>,
    charged: Option<i64>,
) -> AppResult<Version> {
    let Brief { input, .. } = brief(state, user, base.company_id).await?;
    let style_guide = input.style.clone();
    let (content, quality) = off_the_runtime(move || {
        let quality = Gate::new(&input).report(&content);
        (content, quality)
    })
    .await;
    let written_from = match origin {
        Origin::Synced { .. } => &content.core,
        _ => base.assets_written_from(),
    };
    let new = NewVersion {
        content: &content,
        quality: &quality,
        style_guide: &style_guide,
        origin: origin.clone(),
        written_from,
        hand_edited,
        interview_at: base.interview_at,
    };
    match store::store_version(&state.db, &user.cobalt_id, base.company_id, charged, &new).await? {
        Stored::Created { version, .. } => {
            if charged.is_some() {
                publish_charged(state, user).await?;
            }
            Ok(*version)
        }
        Stored::NoCredits => Err(AppError::PaymentRequired(NO_CREDITS.into())),
        Stored::NoCompany => Err(Version::not_found()),
    }
}

/// Every session of the user sees the credits a call spent at once (the account menu).
async fn publish_charged(state: &AppState, user: &User) -> AppResult<()> {
    Ok(state.caches.publish(Change::User(user.id)).await?)
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

/// The version `versionId` as a Markdown file (`acme-analytics-v2.md`): every
/// field under its label, each part under its title.
#[utoipa::path(
    get,
    path = "/content/versions/{versionId}/export.md",
    tag = "content",
    params(("versionId" = i64, Path, description = "The version's id")),
    responses(
        (status = 200, description = "The Markdown file, as an attachment", content_type = "text/markdown", body = String),
        ActiveUserRefusals,
        (status = 404, description = "No such version of this user's companies", body = ErrorBody),
    )
)]
async fn export_markdown(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Version>,
) -> AppResult<Response> {
    export_file(&state, &user, id, Format::Markdown).await
}

/// The version `versionId` as a Word document (`acme-analytics-v2.docx`): a
/// heading per part and per field, the company and version in the page header.
#[utoipa::path(
    get,
    path = "/content/versions/{versionId}/export.docx",
    tag = "content",
    params(("versionId" = i64, Path, description = "The version's id")),
    responses(
        (status = 200, description = "The Word file, as an attachment",
            content_type = "application/vnd.openxmlformats-officedocument.wordprocessingml.document", body = Vec<u8>),
        ActiveUserRefusals,
        (status = 404, description = "No such version of this user's companies", body = ErrorBody),
    )
)]
async fn export_word(
    ActiveUser(user): ActiveUser,
    State(state): State<AppState>,
    PathId { id, .. }: PathId<Version>,
) -> AppResult<Response> {
    export_file(&state, &user, id, Format::Word).await
}

/// The owner's version `id` as a file of `format`, an attachment never cached; 404 for another's or a missing one.
async fn export_file(state: &AppState, user: &User, id: i64, format: Format) -> AppResult<Response> {
    let (version, content) = version_content(state, user, id).await?;
    let company = companies::find(&state.db, &user.cobalt_id, version.company_id)
        .await?
        .ok_or_else(Version::not_found)?;
    let export = Export {
        company_name: &company.name,
        version: &version,
        content: &content,
    };
    let file = export.file(format).map_err(|e| AppError::Internal(e.into()))?;
    Ok(attachment(format.content_type(), &export.file_name(format), file))
}

/// A file to download under `file_name` (ASCII: `Export::file_name`), never cached.
fn attachment(content_type: &'static str, file_name: &str, body: Vec<u8>) -> Response {
    (
        [
            (header::CONTENT_TYPE, content_type.to_owned()),
            (
                header::CONTENT_DISPOSITION,
                format!("attachment; filename=\"{file_name}\""),
            ),
            (header::CACHE_CONTROL, "no-store".to_owned()),
        ],
        body,
    )
        .into_response()
}
