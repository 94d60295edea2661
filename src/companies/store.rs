//! The queries of the companies feature: one SQL text for both databases.
//! Every statement is scoped by the owner (`user_id` = the user's cobaltId).

use chrono::{DateTime, Utc};
use serde::Serialize;
use utoipa::ToSchema;

use super::input::{CompanyUpdate, NewCompany};
use crate::{
    db::{self, Db},
    timestamp::{now, rfc3339_millis},
    with_pool,
};

/// A company profile as the API answers it.
#[derive(Debug, Clone, Serialize, ToSchema, sqlx::FromRow)]
#[serde(rename_all = "camelCase")]
pub struct Company {
    pub id: i64,
    pub name: String,
    pub description: String,
    pub industry: String,
    /// Optional texts and URLs are `""` when not given.
    pub competitors: String,
    pub products_services: String,
    pub website_url: String,
    #[serde(rename = "linkedInUrl")]
    #[schema(rename = "linkedInUrl")]
    pub linkedin_url: String,
    pub twitter_url: String,
    pub facebook_url: String,
    pub instagram_url: String,
    /// The owner's cobaltId.
    pub user_id: String,
    /// Whether content has been generated for it (the dashboard offers 'View content', the content
    /// page asks for versions only then).
    pub has_content: bool,
    #[serde(serialize_with = "rfc3339_millis")]
    pub created_at: DateTime<Utc>,
    #[serde(serialize_with = "rfc3339_millis")]
    pub updated_at: DateTime<Utc>,
}

/// Whether the company (the row of `companies` in scope) has a content version: one indexed lookup.
macro_rules! has_content {
    () => {
        "EXISTS (SELECT 1 FROM content_versions WHERE content_versions.company_id = companies.id)"
    };
}

/// The columns of [`Company`], as a macro so the queries below are `concat!`ed constants.
macro_rules! columns {
    () => {
        concat!(
            "id, name, description, industry, competitors, products_services, website_url, linkedin_url, \
             twitter_url, facebook_url, instagram_url, user_id, ",
            has_content!(),
            " AS has_content, created_at, updated_at"
        )
    };
}

/// The key-value arguments of `json_object` / `json_build_object` for a
/// [`Company`], given the SQL of its JSON `hasContent` and of its two timestamps as RFC 3339 text.
macro_rules! json_fields {
    ($has_content:expr, $created_at:expr, $updated_at:expr) => {
        concat!(
            "'id', id, 'name', name, 'description', description, 'industry', industry, ",
            "'competitors', competitors, 'productsServices', products_services, 'websiteUrl', website_url, ",
            "'linkedInUrl', linkedin_url, 'twitterUrl', twitter_url, 'facebookUrl', facebook_url, ",
            "'instagramUrl', instagram_url, 'userId', user_id, 'hasContent', ",
            $has_content,
            ", 'createdAt', ",
            $created_at,
            ", 'updatedAt', ",
            $updated_at
        )
    };
}

/// The owner's companies, newest first (index `companies_owner_newest`), as
/// the JSON array the API answers, built by the database in one row: the list
/// is the dashboard's hot path, and one row instead of one per company (each
/// decoded, then serialized again) makes it several times cheaper. The shape is
/// [`Company`]'s serialization, pinned by the tests that compare list and read.
pub async fn list_json(db: &Db, owner: &str) -> Result<String, sqlx::Error> {
    const SQLITE: &str = concat!(
        "SELECT json_group_array(json_object(",
        json_fields!(
            // SQLite's EXISTS is 0 or 1: made a JSON boolean.
            concat!("json(CASE WHEN ", has_content!(), " THEN 'true' ELSE 'false' END)"),
            "strftime('%Y-%m-%dT%H:%M:%fZ', created_at)",
            "strftime('%Y-%m-%dT%H:%M:%fZ', updated_at)"
        ),
        ") ORDER BY created_at DESC, id DESC) FROM companies WHERE user_id = $1"
    );
    const POSTGRES: &str = concat!(
        "SELECT COALESCE(json_agg(json_build_object(",
        json_fields!(
            has_content!(),
            r#"to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')"#,
            r#"to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')"#
        ),
        ") ORDER BY created_at DESC, id DESC), '[]')::text FROM companies WHERE user_id = $1"
    );
    match db {
        Db::Sqlite(pool) => {
            sqlx::query_scalar::<_, String>(SQLITE)
                .bind(owner)
                .fetch_one(pool)
                .await
        }
        Db::Postgres(pool) => {
            sqlx::query_scalar::<_, String>(POSTGRES)
                .bind(owner)
                .fetch_one(pool)
                .await
        }
    }
}

pub async fn find(db: &Db, owner: &str, id: i64) -> Result<Option<Company>, sqlx::Error> {
    const SQL: &str = concat!("SELECT ", columns!(), " FROM companies WHERE id = $1 AND user_id = $2");
    with_pool!(db, pool => sqlx::query_as::<_, Company>(SQL).bind(id).bind(owner).fetch_optional(pool).await)
}

/// Whether the owner has the company `id` (for the features that hang off a company).
pub async fn owns(db: &Db, owner: &str, id: i64) -> Result<bool, sqlx::Error> {
    const SQL: &str = "SELECT id FROM companies WHERE id = $1 AND user_id = $2";
    let found =
        with_pool!(db, pool => sqlx::query_scalar::<_, i64>(SQL).bind(id).bind(owner).fetch_optional(pool).await)?;
    Ok(found.is_some())
}

pub async fn insert(db: &Db, owner: &str, company: &NewCompany) -> Result<Company, sqlx::Error> {
    const SQL: &str = concat!(
        "INSERT INTO companies (user_id, name, description, industry, competitors, products_services, \
         website_url, linkedin_url, twitter_url, facebook_url, instagram_url, created_at, updated_at) \
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING ",
        columns!()
    );
    let links = &company.links;
    with_pool!(db, pool => {
        sqlx::query_as::<_, Company>(SQL)
            .bind(owner)
            .bind(company.name.as_str())
            .bind(company.description.as_str())
            .bind(company.industry.as_str())
            .bind(company.competitors.as_str())
            .bind(company.products_services.as_str())
            .bind(links.website.as_str())
            .bind(links.linkedin.as_str())
            .bind(links.twitter.as_str())
            .bind(links.facebook.as_str())
            .bind(links.instagram.as_str())
            .bind(now())
            .fetch_one(pool)
            .await
    })
}

/// Applies the changes to the owner's company; `None` when it has no such company.
pub async fn update(db: &Db, owner: &str, id: i64, changes: &CompanyUpdate) -> Result<Option<Company>, sqlx::Error> {
    const SQL: &str = concat!(
        "UPDATE companies SET name = COALESCE($3, name), description = COALESCE($4, description), \
         industry = COALESCE($5, industry), competitors = COALESCE($6, competitors), \
         products_services = COALESCE($7, products_services), website_url = COALESCE($8, website_url), \
         linkedin_url = COALESCE($9, linkedin_url), twitter_url = COALESCE($10, twitter_url), \
         facebook_url = COALESCE($11, facebook_url), instagram_url = COALESCE($12, instagram_url), \
         updated_at = $13 WHERE id = $1 AND user_id = $2 RETURNING ",
        columns!()
    );
    let links = &changes.links;
    with_pool!(db, pool => {
        sqlx::query_as::<_, Company>(SQL)
            .bind(id)
            .bind(owner)
            .bind(changes.name.as_ref().map(|v| v.as_str()))
            .bind(changes.description.as_ref().map(|v| v.as_str()))
            .bind(changes.industry.map(|v| v.as_str()))
            .bind(changes.competitors.as_ref().map(|v| v.as_str()))
            .bind(changes.products_services.as_ref().map(|v| v.as_str()))
            .bind(links.website.as_ref().map(|v| v.as_str()))
            .bind(links.linkedin.as_ref().map(|v| v.as_str()))
            .bind(links.twitter.as_ref().map(|v| v.as_str()))
            .bind(links.facebook.as_ref().map(|v| v.as_str()))
            .bind(links.instagram.as_ref().map(|v| v.as_str()))
            .bind(now())
            .fetch_optional(pool)
            .await
    })
}

/// Deletes the owner's company and everything made for it, in one transaction;
/// `false` when the owner has no such company (nothing is touched then).
///
/// The foreign keys cascade too; deleting the children first, by name, keeps this
/// true whatever a database's cascade settings, and keeps it one unit of work.
pub async fn delete(db: &Db, owner: &str, id: i64) -> Result<bool, sqlx::Error> {
    const CHILDREN: [&str; 4] = [
        "DELETE FROM style_guides WHERE company_id IN (SELECT id FROM companies WHERE id = $1 AND user_id = $2)",
        "DELETE FROM content_assets WHERE company_id IN (SELECT id FROM companies WHERE id = $1 AND user_id = $2)",
        "DELETE FROM content_versions WHERE company_id IN (SELECT id FROM companies WHERE id = $1 AND user_id = $2)",
        "DELETE FROM interview_sections WHERE company_id IN (SELECT id FROM companies WHERE id = $1 AND user_id = $2)",
    ];
    const COMPANY: &str = "DELETE FROM companies WHERE id = $1 AND user_id = $2";
    db::retrying(|| async {
        with_pool!(db, pool => {
            let mut tx = pool.begin().await?;
            // The company's lock before its children's rows (the lock order in `db`).
            if sqlx::query(db::LOCK_COMPANY).bind(id).bind(owner).execute(&mut *tx).await?.rows_affected() == 0 {
                return Ok(false);
            }
            for sql in CHILDREN {
                sqlx::query(sql).bind(id).bind(owner).execute(&mut *tx).await?;
            }
            let deleted = sqlx::query(COMPANY).bind(id).bind(owner).execute(&mut *tx).await?.rows_affected();
            tx.commit().await?;
            Ok(deleted == 1)
        })
    })
    .await
}
