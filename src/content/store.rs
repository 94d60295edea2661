//! The queries of generated content: one SQL text for both databases, every
//! statement scoped by the owner (the company's `user_id`, the user's cobaltId).
//!
//! Writes that change which version is active first take the company's row
//! lock (`db::LOCK_COMPANY`, after the owner's when the user's row is written
//! too: the lock order in `db`), so two generations or activations of one
//! company run one after the other and the one-active-version index never
//! sees two.

use chrono::{DateTime, Utc};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use sqlx::types::Json;
use utoipa::ToSchema;

use crate::domain::StyleGuide;
use crate::writer::{
    quality::QualityReport, CoreMessaging, GeneratedContent, ObjectionSheet, PitchContent, WebsiteContent,
};
use crate::{
    db::{self, Db},
    telemetry,
    timestamp::{now, rfc3339_millis, rfc3339_millis_or_null},
    with_pool,
};

/// A version as the API answers it: its core messaging and who wrote it.
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Version {
    pub id: i64,
    pub company_id: i64,
    pub version_number: i64,
    pub is_active: bool,
    /// `built-in`, or the model's name.
    pub writer: String,
    /// Tokens the endpoint reported using; `null` for the built-in writer.
    pub tokens_used: Option<i64>,
    pub content: CoreMessaging,
    /// The quality gate's report, written with the version; `null` for versions written before it existed.
    pub quality: Option<QualityReport>,
    pub origin: Origin,
    /// The style guide in force when it was written; `null` for versions written before guides existed.
    pub style_guide: Option<StyleGuide>,
    /// Whether its website and pitch content were written from its core messaging
    /// (`false` after an edit or a regeneration of a core field, until a sync).
    pub synced_with_core: bool,
    /// The paths of the fields written by hand since its content was written, which a sync keeps.
    pub hand_edited: Vec<String>,
    /// When the company's interview was last saved, if that is after the
    /// answers this version was written from; `null` when they still hold.
    #[serde(serialize_with = "rfc3339_millis_or_null")]
    #[schema(value_type = Option<String>, format = DateTime)]
    pub interview_changed_since: Option<DateTime<Utc>>,
    #[serde(serialize_with = "rfc3339_millis")]
    pub created_at: DateTime<Utc>,
    /// The core messaging its website and pitch content were written from, when not its own.
    #[serde(skip)]
    pub written_from: Option<CoreMessaging>,
    /// The interview's last save its content was written from (`None`: before this was kept).
    #[serde(skip)]
    pub interview_at: Option<DateTime<Utc>>,
}

impl Version {
    /// The core messaging its website and pitch content were written from.
    pub fn assets_written_from(&self) -> &CoreMessaging {
        self.written_from.as_ref().unwrap_or(&self.content)
    }
}

/// How a version came to be.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "camelCase")]
pub enum Origin {
    /// Written by a writer for a credit.
    Generated,
    /// A copy of version `basedOn` with one field written by hand (no credit).
    #[serde(rename_all = "camelCase")]
    Edited {
        /// The field's path: `website.headline`, `pitch.keyPoints.1`, ...
        field: String,
        /// The id of the version it was made from.
        based_on: i64,
    },
    /// A copy of version `basedOn` with one part written again by the writer, after
    /// the user's instruction when they gave one (a credit).
    #[serde(rename_all = "camelCase")]
    Regenerated {
        /// The part's path: a field's, `website.valuePropositions.2` or `pitch.keyPoints`.
        field: String,
        #[serde(skip_serializing_if = "Option::is_none")]
        instruction: Option<String>,
        based_on: i64,
    },
    /// A copy of version `basedOn` with one of the options `variants` offered
    /// (the credit was spent on the options).
    #[serde(rename_all = "camelCase")]
    Variant {
        field: String,
        /// Which option was chosen, from 1, when the page said.
        #[serde(skip_serializing_if = "Option::is_none")]
        option: Option<u8>,
        based_on: i64,
    },
    /// A copy of version `basedOn` with its website and pitch content written
    /// again from its core messaging, hand-edited fields kept (a credit).
    #[serde(rename_all = "camelCase")]
    Synced { based_on: i64 },
}

#[derive(sqlx::FromRow)]
struct VersionRow {
    id: i64,
    company_id: i64,
    version_number: i64,
    is_active: bool,
    writer: String,
    tokens_used: Option<i64>,
    content: Json<CoreMessaging>,
    quality: Option<Json<QualityReport>>,
    origin: Json<Origin>,
    style_guide: Option<Json<StyleGuide>>,
    written_from: Option<Json<CoreMessaging>>,
    hand_edited: Json<Vec<String>>,
    interview_at: Option<DateTime<Utc>>,
    /// The company's latest interview save.
    interview_saved_at: Option<DateTime<Utc>>,
    created_at: DateTime<Utc>,
}

impl From<VersionRow> for Version {
    fn from(row: VersionRow) -> Self {
        let written_at = row.interview_at.unwrap_or(row.created_at);
        Self {
            synced_with_core: row.written_from.is_none(),
            written_from: row.written_from.map(|core| core.0),
            hand_edited: row.hand_edited.0,
            interview_changed_since: row.interview_saved_at.filter(|saved| *saved > written_at),
            interview_at: row.interview_at,
            id: row.id,
            company_id: row.company_id,
            version_number: row.version_number,
            is_active: row.is_active,
            writer: row.writer,
            tokens_used: row.tokens_used,
            content: row.content.0,
            quality: row.quality.map(|quality| quality.0),
            origin: row.origin.0,
            style_guide: row.style_guide.map(|guide| guide.0),
            created_at: row.created_at,
        }
    }
}

/// The assets of a version (a version written before objection sheets has the first two).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AssetKind {
    Website,
    Pitch,
    Objections,
}

impl AssetKind {
    pub fn as_str(self) -> &'static str {
        match self {
            AssetKind::Website => "website",
            AssetKind::Pitch => "pitch",
            AssetKind::Objections => "objections",
        }
    }
}

/// An asset as the API answers it; `C` is [`WebsiteContent`], [`PitchContent`] or [`ObjectionSheet`].
#[derive(Debug, Clone, Serialize, ToSchema)]
#[serde(rename_all = "camelCase")]
pub struct Asset<C> {
    pub id: i64,
    pub company_id: i64,
    pub version_id: i64,
    /// `website`, `pitch` or `objections`.
    #[serde(rename = "type")]
    pub kind: &'static str,
    pub content: C,
    /// Whether it was written from its version's core messaging (see [`Version::synced_with_core`]).
    pub synced_with_core: bool,
    #[serde(serialize_with = "rfc3339_millis")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "rfc3339_millis")]
    pub updated_at: DateTime<Utc>,
}

#[derive(sqlx::FromRow)]
struct AssetRow<C> {
    id: i64,
    company_id: i64,
    version_id: i64,
    content: Json<C>,
    synced_with_core: bool,
    created_at: DateTime<Utc>,
    updated_at: DateTime<Utc>,
}

macro_rules! version_columns {
    () => {
        "id, company_id, version_number, is_active, writer, tokens_used, content, quality, origin, style_guide, \
         written_from, hand_edited, interview_at, created_at, \
         (SELECT MAX(updated_at) FROM interview_sections WHERE interview_sections.company_id = content_versions.company_id) \
         AS interview_saved_at"
    };
}

/// The condition that the row's company is the owner's (`$2`).
macro_rules! owned {
    () => {
        "company_id IN (SELECT id FROM companies WHERE user_id = $2)"
    };
}

/// One credit of user `$1` spent at `$2`, never below 0; no row when there was none.
const SPEND_CREDIT: &str =
    "UPDATE users SET credits = credits - 1, updated_at = $2 WHERE id = $1 AND credits > 0 RETURNING credits";

/// What storing a version did.
pub enum Stored {
    Created {
        /// Boxed: a version is large beside the other answers.
        version: Box<Version>,
        /// The user's credits after a generation; `None` when nothing was spent.
        credits_remaining: Option<i64>,
    },
    /// The user had no credit left (checked again inside the transaction).
    NoCredits,
    /// The company is gone, or not the owner's.
    NoCompany,
}

/// A version to store.
pub struct NewVersion<'a> {
    pub content: &'a GeneratedContent,
    pub quality: &'a QualityReport,
    pub style_guide: &'a StyleGuide,
    pub origin: Origin,
    /// The core messaging its website and pitch content were written from.
    pub written_from: &'a CoreMessaging,
    pub hand_edited: Vec<String>,
    /// The interview's last save its content was written from.
    pub interview_at: Option<DateTime<Utc>>,
}

/// In one transaction: spends one of the user's credits (never below 0) when
/// `charged` names the user, stores version N+1 of the company with its
/// assets, and makes it the only active version.
pub async fn store_version(
    db: &Db,
    owner: &str,
    company_id: i64,
    charged: Option<i64>,
    new: &NewVersion<'_>,
) -> Result<Stored, sqlx::Error> {
    const VERSION: &str = concat!(
        "INSERT INTO content_versions (company_id, version_number, is_active, content, writer, tokens_used, quality, origin, \
         written_from, hand_edited, interview_at, style_guide, created_at) \
         SELECT $1, COALESCE(MAX(version_number), 0) + 1, TRUE, $2, $3, $4, $6, $7, $8, $9, $10, $11, $5 \
         FROM content_versions WHERE company_id = $1 RETURNING ",
        version_columns!()
    );
    let content = new.content;
    // Written from its own core: in line, stored as NULL.
    let written_from = (new.written_from != &content.core).then_some(Json(new.written_from));
    const ASSET: &str = "INSERT INTO content_assets (company_id, version_id, type, content, created_at, updated_at) \
                         VALUES ($1, $2, $3, $4, $5, $5)";
    let at = now();
    db::retrying(|| async {
        with_pool!(db, pool => {
            let mut tx = pool.begin().await?;
            // The locks first (see above), before any read; an account or a
            // company deleted meanwhile leaves nothing to lock.
            let owners_locked = sqlx::query(db::LOCK_OWNER).bind(owner).execute(&mut *tx).await?.rows_affected();
            if owners_locked == 0 {
                return Ok(Stored::NoCompany);
            }
            let companies_locked =
                sqlx::query(db::LOCK_COMPANY).bind(company_id).bind(owner).execute(&mut *tx).await?.rows_affected();
            if companies_locked == 0 {
                return Ok(Stored::NoCompany);
            }
            let mut credits_remaining = None;
            if let Some(user_id) = charged {
                credits_remaining = sqlx::query_scalar(SPEND_CREDIT)
                .bind(user_id)
                .bind(at)
                .fetch_optional(&mut *tx)
                .await?;
                if credits_remaining.is_none() {
                    return Ok(Stored::NoCredits);
                }
            }
            sqlx::query("UPDATE content_versions SET is_active = FALSE WHERE company_id = $1 AND is_active")
                .bind(company_id)
                .execute(&mut *tx)
                .await?;
            let version: Version = sqlx::query_as::<_, VersionRow>(VERSION)
                .bind(company_id)
                .bind(Json(&content.core))
                .bind(content.writer.as_str())
                .bind(content.tokens_used.map(i64::from))
                .bind(at)
                .bind(Json(new.quality))
                .bind(Json(&new.origin))
                .bind(written_from)
                .bind(Json(&new.hand_edited))
                .bind(new.interview_at)
                .bind(Json(new.style_guide))
                .fetch_one(&mut *tx)
                .await?
                .into();
            let assets = [
                Some((AssetKind::Website, serde_json::to_value(&content.website))),
                Some((AssetKind::Pitch, serde_json::to_value(&content.pitch))),
                content.objections.as_ref().map(|sheet| (AssetKind::Objections, serde_json::to_value(sheet))),
            ];
            for (kind, content) in assets.into_iter().flatten() {
                let content = content.map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
                sqlx::query(ASSET)
                    .bind(company_id)
                    .bind(version.id)
                    .bind(kind.as_str())
                    .bind(Json(content))
                    .bind(at)
                    .execute(&mut *tx)
                    .await?;
            }
            tx.commit().await?;
            if credits_remaining.is_some() {
                metrics::counter!(telemetry::CREDITS_SPENT).increment(1);
            }
            Ok(Stored::Created { version: Box::new(version), credits_remaining })
        })
    })
    .await
}

/// Spends one of the user's credits (never below 0): the credits left, or
/// `None` when there was none to spend.
pub async fn spend_credit(db: &Db, user_id: i64) -> Result<Option<i64>, sqlx::Error> {
    with_pool!(db, pool => {
        let spent: Option<i64> = sqlx::query_scalar(SPEND_CREDIT)
        .bind(user_id)
        .bind(now())
        .fetch_optional(pool)
        .await?;
        if spent.is_some() {
            metrics::counter!(telemetry::CREDITS_SPENT).increment(1);
        }
        Ok(spent)
    })
}

/// The user's credits as stored (the session's copy may be a moment old);
/// `None` when the account was deleted meanwhile.
pub async fn credits(db: &Db, user_id: i64) -> Result<Option<i64>, sqlx::Error> {
    with_pool!(db, pool => {
        sqlx::query_scalar("SELECT credits FROM users WHERE id = $1")
            .bind(user_id)
            .fetch_optional(pool)
            .await
    })
}

/// How many versions the company has (the next one's wording is seeded by it).
pub async fn version_count(db: &Db, company_id: i64) -> Result<i64, sqlx::Error> {
    with_pool!(db, pool => {
        sqlx::query_scalar("SELECT COUNT(*) FROM content_versions WHERE company_id = $1")
            .bind(company_id)
            .fetch_one(pool)
            .await
    })
}

/// The company's versions, newest first.
pub async fn versions(db: &Db, owner: &str, company_id: i64) -> Result<Vec<Version>, sqlx::Error> {
    const SQL: &str = concat!(
        "SELECT ",
        version_columns!(),
        " FROM content_versions WHERE company_id = $1 AND ",
        owned!(),
        " ORDER BY version_number DESC"
    );
    let rows = with_pool!(db, pool => {
        sqlx::query_as::<_, VersionRow>(SQL).bind(company_id).bind(owner).fetch_all(pool).await
    })?;
    Ok(rows.into_iter().map(Version::from).collect())
}

/// The version `version_id` of one of the owner's companies.
pub async fn version(db: &Db, owner: &str, version_id: i64) -> Result<Option<Version>, sqlx::Error> {
    const SQL: &str = concat!(
        "SELECT ",
        version_columns!(),
        " FROM content_versions WHERE id = $1 AND ",
        owned!()
    );
    let row = with_pool!(db, pool => {
        sqlx::query_as::<_, VersionRow>(SQL).bind(version_id).bind(owner).fetch_optional(pool).await
    })?;
    Ok(row.map(Version::from))
}

/// The company's active version, if it has one.
pub async fn active_version(db: &Db, owner: &str, company_id: i64) -> Result<Option<Version>, sqlx::Error> {
    const SQL: &str = concat!(
        "SELECT ",
        version_columns!(),
        " FROM content_versions WHERE company_id = $1 AND ",
        owned!(),
        " AND is_active"
    );
    let row = with_pool!(db, pool => {
        sqlx::query_as::<_, VersionRow>(SQL).bind(company_id).bind(owner).fetch_optional(pool).await
    })?;
    Ok(row.map(Version::from))
}

/// The asset of `kind` of the company's version `version_id`, or of its active version when `None`;
/// `None` when there is no such version (or asset).
pub async fn asset<C: DeserializeOwned + Send + Unpin + 'static>(
    db: &Db,
    owner: &str,
    company_id: i64,
    kind: AssetKind,
    version_id: Option<i64>,
) -> Result<Option<Asset<C>>, sqlx::Error> {
    const SQL: &str = concat!(
        "SELECT id, company_id, version_id, content, created_at, updated_at, \
         (SELECT written_from IS NULL FROM content_versions WHERE id = content_assets.version_id) AS synced_with_core \
         FROM content_assets \
         WHERE company_id = $1 AND ",
        owned!(),
        " AND type = $3 AND version_id IN (SELECT id FROM content_versions WHERE company_id = $1 \
           AND (id = $4 OR ($4 IS NULL AND is_active)))"
    );
    let row = with_pool!(db, pool => {
        sqlx::query_as::<_, AssetRow<C>>(SQL)
            .bind(company_id)
            .bind(owner)
            .bind(kind.as_str())
            .bind(version_id)
            .fetch_optional(pool)
            .await
    })?;
    Ok(row.map(|row| Asset {
        id: row.id,
        company_id: row.company_id,
        version_id: row.version_id,
        kind: kind.as_str(),
        content: row.content.0,
        synced_with_core: row.synced_with_core,
        created_at: row.created_at,
        updated_at: row.updated_at,
    }))
}

/// Makes the version the company's only active one; `None` when the owner has no such version.
pub async fn activate(db: &Db, owner: &str, version_id: i64) -> Result<Option<Version>, sqlx::Error> {
    // Finds the version's company and takes its lock in one write: a transaction
    // that read first could not take SQLite's write lock after another writer.
    const LOCK_VERSIONS_COMPANY: &str = "UPDATE companies SET updated_at = updated_at \
         WHERE id = (SELECT company_id FROM content_versions WHERE id = $1) AND user_id = $2 RETURNING id";
    const ACTIVATE: &str = concat!(
        "UPDATE content_versions SET is_active = TRUE WHERE id = $1 RETURNING ",
        version_columns!()
    );
    db::retrying(|| async {
        with_pool!(db, pool => {
        let mut tx = pool.begin().await?;
        let company_id: Option<i64> =
            sqlx::query_scalar(LOCK_VERSIONS_COMPANY).bind(version_id).bind(owner).fetch_optional(&mut *tx).await?;
        let Some(company_id) = company_id else {
            return Ok(None);
        };
        sqlx::query("UPDATE content_versions SET is_active = FALSE WHERE company_id = $1 AND is_active AND id <> $2")
            .bind(company_id)
            .bind(version_id)
            .execute(&mut *tx)
            .await?;
        let row = sqlx::query_as::<_, VersionRow>(ACTIVATE).bind(version_id).fetch_optional(&mut *tx).await?;
        tx.commit().await?;
        Ok(row.map(Version::from))
    })
    })
    .await
}

/// The JSON types of the assets, for the handlers' signatures.
pub type WebsiteAsset = Asset<WebsiteContent>;
pub type PitchAsset = Asset<PitchContent>;
pub type ObjectionsAsset = Asset<ObjectionSheet>;
