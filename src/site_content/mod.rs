//! Site content: the site's editable texts, by key. Anyone may read them (the
//! landing, coming-soon and dashboard pages fall back to built-in texts);
//! admins create and edit them. The texts the app reads exist from the first
//! start ([`add_missing_texts`]), so the admin page shows what can be changed.

use std::collections::BTreeMap;

use axum::{
    extract::State,
    http::{header, StatusCode},
    response::IntoResponse,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use utoipa::ToSchema;
use utoipa_axum::{router::OpenApiRouter, routes};

use crate::{
    auth::extractor::Admin,
    db::Db,
    domain::{SiteContentKey, TextError, TextRule},
    error::{AppError, AppResult, ErrorBody, FieldErrors, Json, Path},
    logging,
    openapi::AdminRefusals,
    state::AppState,
    timestamp::now,
    with_pool,
};

pub fn router() -> OpenApiRouter<AppState> {
    OpenApiRouter::new()
        .routes(routes!(list, create))
        .routes(routes!(update))
}

pub const KEY_TAKEN: &str = "An entry with this key already exists";
const NOT_FOUND: &str = "Site content not found";

/// One site text.
#[derive(Debug, Serialize, ToSchema, sqlx::FromRow)]
pub struct SiteContent {
    pub key: String,
    pub description: String,
    pub content: String,
}

const COLUMNS: &str = "key, description, content";

#[derive(Debug, Deserialize, ToSchema)]
pub struct CreateRequest {
    /// 1-100 characters: letters, digits, `.`, `_`, `-`; starts with a letter or digit.
    #[serde(default)]
    #[schema(value_type = String, required = true, max_length = 100, pattern = r"^[A-Za-z0-9][A-Za-z0-9._-]*$", example = "landing.hero.title")]
    key: Option<Value>,
    /// Optional note for admins, at most 500 characters.
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    description: Option<Value>,
    /// The text, 1-20000 characters (not blank).
    #[serde(default)]
    #[schema(value_type = String, required = true, max_length = 20000, pattern = r"\S")]
    content: Option<Value>,
}

#[derive(Debug, Deserialize, ToSchema)]
pub struct UpdateRequest {
    /// At most 500 characters; left as it is when absent.
    #[serde(default)]
    #[schema(value_type = Option<String>)]
    description: Option<Value>,
    /// 1-20000 characters (not blank); left as it is when absent.
    #[serde(default)]
    #[schema(value_type = Option<String>, max_length = 20000, pattern = r"\S")]
    content: Option<Value>,
}

/// A validated description (trimmed) and content (kept as typed).
#[derive(Debug, Default)]
struct Texts {
    description: Option<String>,
    content: Option<String>,
}

const DESCRIPTION: TextRule = TextRule::multiline(500);
const CONTENT: TextRule = TextRule::multiline(20_000);

fn parse_texts(
    description: Option<&Value>,
    content: Option<&Value>,
    content_required: bool,
    errors: &mut FieldErrors,
) -> Texts {
    let mut texts = Texts::default();
    match description {
        None | Some(Value::Null) => {}
        Some(Value::String(d)) => match DESCRIPTION.check(d) {
            Ok(d) => texts.description = Some(d.to_owned()),
            Err(TextError::TooLong) => errors.add("description", "Description must be at most 500 characters."),
            Err(TextError::ControlCharacter) => {
                errors.add("description", "Description must not contain control characters.")
            }
        },
        Some(_) => errors.add("description", "Description must be text."),
    }
    match content {
        None | Some(Value::Null) if !content_required => {}
        None | Some(Value::Null) => errors.add("content", "Please enter the content."),
        // Checked trimmed, then counted and kept as typed: leading spaces or a last line break may be meant.
        Some(Value::String(c)) => match CONTENT.check(c) {
            Ok("") => errors.add("content", "Please enter the content."),
            Ok(_) if c.chars().count() <= CONTENT.max_chars => texts.content = Some(c.clone()),
            Ok(_) | Err(TextError::TooLong) => errors.add("content", "Content must be at most 20000 characters."),
            Err(TextError::ControlCharacter) => errors.add("content", "Content must not contain control characters."),
        },
        Some(_) => errors.add("content", "Content must be text."),
    }
    texts
}

/// Every site text, by key.
#[utoipa::path(
    get,
    path = "/site-content",
    tag = "site-content",
    responses((status = 200, body = Vec<SiteContent>))
)]
async fn list(State(state): State<AppState>) -> AppResult<impl IntoResponse> {
    let sql = format!("SELECT {COLUMNS} FROM site_content ORDER BY key");
    let entries = with_pool!(&state.db, pool => sqlx::query_as::<_, SiteContent>(&sql).fetch_all(pool).await)?;
    // Public texts: caches may keep them but must ask again, so an admin's edit shows at once.
    Ok(([(header::CACHE_CONTROL, "no-cache")], Json(entries)))
}

/// Creates a site text.
#[utoipa::path(
    post,
    path = "/site-content",
    tag = "site-content",
    request_body = CreateRequest,
    responses(
        (status = 201, body = SiteContent),
        AdminRefusals,
        (status = 409, description = "An entry with this key already exists", body = ErrorBody),
        (status = 422, description = "Invalid key, description or content", body = ErrorBody),
    )
)]
async fn create(
    Admin(admin): Admin,
    State(state): State<AppState>,
    Json(request): Json<CreateRequest>,
) -> AppResult<(StatusCode, Json<SiteContent>)> {
    let mut errors = FieldErrors::new();
    let key = match &request.key {
        Some(Value::String(raw)) => SiteContentKey::parse(raw).map_err(|e| errors.add("key", e)).ok(),
        None | Some(Value::Null) => {
            errors.add("key", "Please enter a key.");
            None
        }
        Some(_) => {
            errors.add("key", "Key must be text.");
            None
        }
    };
    let texts = parse_texts(
        request.description.as_ref(),
        request.content.as_ref(),
        true,
        &mut errors,
    );
    errors.into_result()?;
    let (Some(key), Some(content)) = (key, texts.content) else {
        unreachable!("validated above")
    };
    let created = insert(
        &state.db,
        &key,
        texts.description.as_deref().unwrap_or_default(),
        &content,
    )
    .await?
    .ok_or_else(|| AppError::Conflict(KEY_TAKEN.into()))?;
    logging::audit(
        admin.id,
        "site_content.create",
        &format!("site text {}", created.key),
        "",
    );
    Ok((StatusCode::CREATED, Json(created)))
}

/// Inserts the entry, or answers `None` when the key is taken (also when two
/// creates of one key race: `ON CONFLICT DO NOTHING`).
async fn insert(
    db: &Db,
    key: &SiteContentKey,
    description: &str,
    content: &str,
) -> Result<Option<SiteContent>, sqlx::Error> {
    let sql = format!(
        "INSERT INTO site_content (key, description, content) VALUES ($1, $2, $3)
         ON CONFLICT (key) DO NOTHING
         RETURNING {COLUMNS}"
    );
    with_pool!(db, pool => {
        sqlx::query_as::<_, SiteContent>(&sql)
            .bind(key.as_str())
            .bind(description)
            .bind(content)
            .fetch_optional(pool)
            .await
    })
}

/// The texts the web app reads, each with its description and built-in content. The app's
/// fallbacks come from the same file, so what is seeded and what shows without it agree.
const BUILT_IN_TEXTS: &str = include_str!("../../web/src/features/site-content/site-texts.json");

#[derive(Debug, Deserialize)]
struct BuiltInText {
    description: String,
    content: String,
}

fn built_in_texts() -> BTreeMap<String, BuiltInText> {
    serde_json::from_str(BUILT_IN_TEXTS).expect("site-texts.json is a map of key to description and content")
}

/// Adds each text the app reads that has no entry yet, with its built-in content; an entry that
/// exists (an admin's edit) stays as it is. Run at every start, so texts a new version reads
/// appear too. Answers how many were added.
pub async fn add_missing_texts(db: &Db) -> anyhow::Result<u64> {
    let mut added = 0;
    for (key, text) in built_in_texts() {
        let key = SiteContentKey::parse(&key).map_err(|e| anyhow::anyhow!("site-texts.json: {key}: {e}"))?;
        if insert(db, &key, &text.description, &text.content).await?.is_some() {
            added += 1;
        }
    }
    if added > 0 {
        tracing::info!(added, "site content: added the built-in texts it lacked");
    }
    Ok(added)
}

/// Changes a site text's description and/or content (the key stays).
#[utoipa::path(
    put,
    path = "/site-content/{key}",
    tag = "site-content",
    params(("key" = String, Path, description = "The entry's key")),
    request_body = UpdateRequest,
    responses(
        (status = 200, body = SiteContent),
        AdminRefusals,
        (status = 404, description = "Site content not found", body = ErrorBody),
        (status = 422, description = "Invalid description or content", body = ErrorBody),
    )
)]
async fn update(
    Admin(admin): Admin,
    State(state): State<AppState>,
    Path(raw_key): Path<String>,
    Json(request): Json<UpdateRequest>,
) -> AppResult<Json<SiteContent>> {
    // A path that is not a key as created (a NUL, spaces around it) names no entry.
    let key = SiteContentKey::parse(&raw_key)
        .ok()
        .filter(|key| key.as_str() == raw_key)
        .ok_or_else(|| AppError::NotFound(NOT_FOUND.into()))?;
    let mut errors = FieldErrors::new();
    let texts = parse_texts(
        request.description.as_ref(),
        request.content.as_ref(),
        false,
        &mut errors,
    );
    errors.into_result()?;
    let sql = format!(
        "UPDATE site_content SET
             description = COALESCE($2, description),
             content = COALESCE($3, content),
             updated_at = $4
         WHERE key = $1
         RETURNING {COLUMNS}"
    );
    let updated = with_pool!(&state.db, pool => {
        sqlx::query_as::<_, SiteContent>(&sql)
            .bind(key.as_str())
            .bind(texts.description.as_deref())
            .bind(texts.content.as_deref())
            .bind(now())
            .fetch_optional(pool)
            .await
    })?;
    let updated = updated.ok_or_else(|| AppError::NotFound(NOT_FOUND.into()))?;
    let changed = [
        ("description", texts.description.is_some()),
        ("content", texts.content.is_some()),
    ];
    let changed: Vec<&str> = changed
        .iter()
        .filter(|(_, sent)| *sent)
        .map(|(field, _)| *field)
        .collect();
    logging::audit(
        admin.id,
        "site_content.update",
        &format!("site text {}", updated.key),
        &changed.join(" "),
    );
    Ok(Json(updated))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_built_in_texts_keep_the_rules_of_the_api() {
        let texts = built_in_texts();
        for (key, text) in &texts {
            assert_eq!(
                SiteContentKey::parse(key).map(|k| k.as_str().to_owned()),
                Ok(key.clone())
            );
            let mut errors = FieldErrors::new();
            let checked = parse_texts(
                Some(&Value::from(text.description.as_str())),
                Some(&Value::from(text.content.as_str())),
                true,
                &mut errors,
            );
            assert!(errors.into_result().is_ok(), "{key}");
            assert_eq!(
                checked.description.as_deref(),
                Some(text.description.as_str()),
                "{key}: trimmed"
            );
            assert!(!text.description.is_empty(), "{key}: every text says what it is for");
        }
        for governing in [
            "landing.features",
            "landing.how_it_works",
            "landing.testimonials",
            "landing.pricing",
            "landing.footer",
        ] {
            assert_eq!(
                texts[governing].content, "hidden",
                "{governing} stays hidden until an admin shows it"
            );
        }
    }
}
